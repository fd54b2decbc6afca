import { inject } from "vitest";

// Every server module reads DATABASE_URL through lib/env.ts: point it at this run's database.
process.env.DATABASE_URL = inject("databaseUrl");
process.env.APP_ENV ??= "test";
process.env.LOG_LEVEL ??= "silent";
