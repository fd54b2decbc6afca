import { describe, expect, it } from "vitest";
import { IMPORTS, PATHS, ruleMessages } from "./lint";

// lib/domain and lib/contracts are pure rules and types: no server code, no database driver, no framework.
describe(
  "lib/domain and lib/contracts import nothing from the server, the database or the framework",
  { timeout: 60_000 },
  () => {
    const probes = {
      "lib/domain/ideas/__probe__.ts": "../../server/db/client",
      "lib/contracts/__probe__.ts": "../server/db/client",
    };
    for (const [file, relativeServer] of Object.entries(probes)) {
      it(`${file}: lib/server is refused`, async () => {
        const messages = await ruleMessages(
          PATHS,
          file,
          'import { db } from "@/lib/server/db/client";\nexport const x = db;\n',
        );
        expect(messages).toEqual([expect.stringContaining("lib/domain and lib/contracts are pure rules and types")]);
      });

      it(`${file}: a relative path into lib/server is refused too`, async () => {
        const messages = await ruleMessages(
          PATHS,
          file,
          `import { db } from "${relativeServer}";\nexport const x = db;\n`,
        );
        expect(messages).toEqual([expect.stringContaining("lib/domain and lib/contracts are pure rules and types")]);
      });

      it(`${file}: next, react and pg are refused`, async () => {
        const code =
          'import { NextResponse } from "next/server";\nimport { useState } from "react";\nimport pg from "pg";\nexport const x = [NextResponse, useState, pg];\n';
        const messages = await ruleMessages(IMPORTS, file, code);
        expect(messages).toEqual([
          expect.stringContaining("lib/domain and lib/contracts are framework-free"),
          expect.stringContaining("lib/domain and lib/contracts are framework-free"),
          expect.stringContaining("The database is reached through lib/server"),
        ]);
      });
    }

    it("another domain module and zod are allowed", async () => {
      const code =
        'import { z } from "zod";\nimport { PLANS } from "@/lib/domain/billing/plans";\nexport const x = [z, PLANS];\n';
      expect(await ruleMessages(PATHS, "lib/domain/ideas/__probe__.ts", code)).toEqual([]);
      expect(await ruleMessages(IMPORTS, "lib/domain/ideas/__probe__.ts", code)).toEqual([]);
    });
  },
);
