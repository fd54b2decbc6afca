import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { cloneDatabase } from "./test-database";

// Every server module reads DATABASE_URL through lib/env.ts: point it at this file's own copy of
// the run's migrated database (integration-global-setup.ts), or at the shared one when there is
// no server to copy it on. The copies are dropped when the run ends.
const template = inject("databaseUrl");
process.env.DATABASE_URL = inject("databasePerFile")
  ? await cloneDatabase(template, `f${process.pid}_${randomBytes(3).toString("hex")}`)
  : template;
process.env.APP_ENV ??= "test";
process.env.LOG_LEVEL ??= "silent";
