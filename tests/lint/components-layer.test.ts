import { describe, expect, it } from "vitest";
import { IMPORTS, PATHS, ruleMessages } from "./lint";

const FILE = "components/projects/__probe__.tsx";

// Components take server types from lib/contracts and their data over HTTP, never from lib/server.
describe("components import nothing from lib/server or the database", { timeout: 60_000 }, () => {
  it("lib/server is refused, by alias or relative path, even for a type", async () => {
    for (const from of ["@/lib/server/projects/access", "../../lib/server/projects/access"]) {
      const messages = await ruleMessages(
        PATHS,
        FILE,
        `import type { LockedProject } from "${from}";\nexport type X = LockedProject;\n`,
      );
      expect(messages).toEqual([expect.stringContaining("Components take server types from @/lib/contracts")]);
    }
  });

  it("a route file's response type is refused: response types live in lib/contracts", async () => {
    for (const from of ["@/app/api/projects/route", "../../app/api/projects/route"]) {
      const messages = await ruleMessages(
        PATHS,
        FILE,
        `import type { ProjectsResponse } from "${from}";\nexport type X = ProjectsResponse;\n`,
      );
      expect(messages).toEqual([expect.stringContaining("Components take response types from @/lib/contracts")]);
    }
  });

  it("the generated Prisma client, @prisma/* and pg are refused", async () => {
    const code =
      'import { PrismaClient } from "@prisma/client";\nimport pg from "pg";\nexport const x = [PrismaClient, pg];\n';
    const messages = await ruleMessages(IMPORTS, FILE, code);
    expect(messages).toEqual([
      expect.stringContaining("The database is reached through lib/server"),
      expect.stringContaining("The database is reached through lib/server"),
    ]);
  });

  it("types from lib/contracts and the plain rules of lib/domain are allowed", async () => {
    const code = [
      'import type { ProjectView } from "@/lib/contracts/projects";',
      'import { validateEmail } from "@/lib/domain/validation/rules";',
      "export type X = ProjectView;",
      "export const y = validateEmail;",
      "",
    ].join("\n");
    expect(await ruleMessages(PATHS, FILE, code)).toEqual([]);
    expect(await ruleMessages(IMPORTS, FILE, code)).toEqual([]);
  });
});
