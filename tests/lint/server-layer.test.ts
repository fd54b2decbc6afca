import { describe, expect, it } from "vitest";
import { PATHS, ruleMessages } from "./lint";

const FILE = "lib/server/projects/__probe__.ts";

// lib/server sits below the route wrapper and the pages: it never imports lib/http, components or app.
describe("lib/server imports nothing from lib/http, components or app", { timeout: 60_000 }, () => {
  it("lib/http is refused, by alias or relative path", async () => {
    for (const from of ["@/lib/http/route", "../../http/validation"]) {
      const messages = await ruleMessages(PATHS, FILE, `import * as http from "${from}";\nexport const x = http;\n`);
      expect(messages).toEqual([expect.stringContaining("lib/server sits below lib/http")]);
    }
  });

  it("components and app are refused", async () => {
    const code =
      'import { FormAlert } from "@/components/ui/FormAlert";\nimport { GET } from "@/app/api/ideas/route";\nexport const x = [FormAlert, GET];\n';
    const messages = await ruleMessages(PATHS, FILE, code);
    expect(messages).toEqual([
      expect.stringContaining("lib/ sits below app/ and components/"),
      expect.stringContaining("lib/ sits below app/ and components/"),
    ]);
  });

  it("the leaves lib/errors and lib/body, lib/domain and lib/contracts are allowed", async () => {
    const code = [
      'import { ApiError, errors } from "@/lib/errors";',
      'import { readBodyBytesLimited } from "@/lib/body";',
      'import { intParam } from "@/lib/domain/validation/schemas";',
      'import type { ProjectView } from "@/lib/contracts/projects";',
      "export const x = [ApiError, errors, readBodyBytesLimited, intParam];",
      "export type Y = ProjectView;",
      "",
    ].join("\n");
    expect(await ruleMessages(PATHS, FILE, code)).toEqual([]);
  });

  it("its tests may drive a route handler", async () => {
    const code =
      'import { GET } from "@/app/api/ideas/route";\nimport { route } from "@/lib/http/route";\nexport const x = [GET, route];\n';
    expect(await ruleMessages(PATHS, "lib/server/projects/__probe__.int.test.ts", code)).toEqual([]);
  });
});
