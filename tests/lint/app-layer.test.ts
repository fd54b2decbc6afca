import { describe, expect, it } from "vitest";
import { IMPORTS, PATHS, ruleMessages } from "./lint";

const ROUTE = "app/api/projects/__probe__/route.ts";

// Pages and route files call one lib/server function: no Prisma client, no database driver in app/.
describe("app route files import neither Prisma nor pg", { timeout: 60_000 }, () => {
  it("the Prisma client of lib/server/db and the generated client are refused", async () => {
    const code =
      'import { db } from "@/lib/server/db/client";\nimport { Prisma } from "@/lib/generated/prisma/client";\nexport const x = [db, Prisma];\n';
    const messages = await ruleMessages(PATHS, ROUTE, code);
    expect(messages).toEqual([
      expect.stringContaining("No Prisma call inside app/"),
      expect.stringContaining("No Prisma call inside app/"),
    ]);
  });

  it("@prisma/* and pg are refused", async () => {
    const code =
      'import { PrismaPg } from "@prisma/adapter-pg";\nimport { Pool } from "pg";\nexport const x = [PrismaPg, Pool];\n';
    const messages = await ruleMessages(IMPORTS, ROUTE, code);
    expect(messages).toEqual([
      expect.stringContaining("The database is reached through lib/server"),
      expect.stringContaining("The database is reached through lib/server"),
    ]);
  });

  it("the route wrapper and a lib/server use-case are allowed", async () => {
    const code =
      'import { route } from "@/lib/http/route";\nimport { projectNotFound } from "@/lib/server/projects/access";\nexport const x = [route, projectNotFound];\n';
    expect(await ruleMessages(PATHS, ROUTE, code)).toEqual([]);
    expect(await ruleMessages(IMPORTS, ROUTE, code)).toEqual([]);
  });
});
