import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fingerprintFiles, importSpecifiers, inputFingerprint, resolveSpecifier } from "./input-fingerprint";

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const options = () => ({ root, entries: ["app/entry.ts"], extra: ["migrations", "lock.json"] });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "input-fingerprint-"));
  write(
    "app/entry.ts",
    `import { kettle } from "./kettle";\nimport teapot from "@/shared/teapot";\nexport const x = kettle + teapot;\n`,
  );
  write("app/kettle.ts", `import { words } from "./words.json";\nexport const kettle = words.length;\n`);
  write("app/words.json", `{ "words": ["red", "blue"] }\n`);
  write(
    "shared/teapot/index.ts",
    `import z from "zod";\nexport default await import("./spout.js").then((m) => m.n);\n`,
  );
  write(
    "shared/teapot/spout.ts",
    `export const n = 2;\nexport const worker = new URL("./pour.ts", import.meta.url);\n`,
  );
  write("shared/teapot/pour.ts", `export const poured = true;\n`);
  write("shared/unrelated.ts", `export const cup = "green";\n`);
  write("migrations/001/migration.sql", `CREATE TABLE jugs (id int);\n`);
  write("lock.json", `{ "lockfileVersion": 3 }\n`);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("inputFingerprint (the content of what a program imports)", () => {
  it("covers the import graph (relative, '@/', folder index, .js for .ts, dynamic, import.meta.url) and the extras, not packages", () => {
    expect(fingerprintFiles(options())).toEqual([
      "app/entry.ts",
      "app/kettle.ts",
      "app/words.json",
      "lock.json",
      "migrations/001/migration.sql",
      "shared/teapot/index.ts",
      "shared/teapot/pour.ts",
      "shared/teapot/spout.ts",
    ]);
  });

  it("changes when the content of any imported file, a JSON import or an extra changes", () => {
    const before = inputFingerprint(options());
    for (const [file, text] of [
      ["shared/teapot/pour.ts", `export const poured = false;\n`],
      ["app/words.json", `{ "words": ["red", "blue", "grey"] }\n`],
      ["migrations/001/migration.sql", `CREATE TABLE jugs (id bigint);\n`],
      ["lock.json", `{ "lockfileVersion": 4 }\n`],
    ] as const) {
      const original = inputFingerprint(options());
      write(file, text);
      expect(inputFingerprint(options()), file).not.toBe(original);
    }
    expect(inputFingerprint(options())).not.toBe(before);
  });

  it("changes when one byte of a deep import changes, and back when it is restored", () => {
    const before = inputFingerprint(options());
    write(
      "shared/teapot/spout.ts",
      `export const n = 3;\nexport const worker = new URL("./pour.ts", import.meta.url);\n`,
    );
    expect(inputFingerprint(options())).not.toBe(before);
    write(
      "shared/teapot/spout.ts",
      `export const n = 2;\nexport const worker = new URL("./pour.ts", import.meta.url);\n`,
    );
    expect(inputFingerprint(options())).toBe(before);
  });

  it("stays the same when a file nothing imports changes or appears", () => {
    const before = inputFingerprint(options());
    write("shared/unrelated.ts", `export const cup = "yellow";\n`);
    write("app/notes.ts", `export const note = "not imported";\n`);
    expect(inputFingerprint(options())).toBe(before);
  });

  it("stays the same when only modification times change (a fresh clone)", () => {
    const before = inputFingerprint(options());
    const then = new Date("2020-01-02T03:04:05Z");
    for (const file of fingerprintFiles(options())) utimesSync(path.join(root, file), then, then);
    expect(inputFingerprint(options())).toBe(before);
  });
});

describe("importSpecifiers and resolveSpecifier", () => {
  it("finds static, side-effect, dynamic, require and import.meta.url specifiers", () => {
    const source = `import a from "./a";\nimport "./b";\nexport { c } from '../c';\nconst d = await import("@/d");\nconst e = require("./e");\nconst f = new URL("./f.ts", import.meta.url);\n`;
    expect(importSpecifiers(source).sort()).toEqual(["../c", "./a", "./b", "./e", "./f.ts", "@/d"]);
  });

  it("leaves out packages, built-ins and files that are not code", () => {
    const importer = path.join(root, "app/entry.ts");
    expect(resolveSpecifier(root, importer, "zod")).toBeNull();
    expect(resolveSpecifier(root, importer, "node:fs")).toBeNull();
    write("app/snapshot.tsv.br", "binary");
    expect(resolveSpecifier(root, importer, "./snapshot.tsv.br")).toBeNull();
    expect(resolveSpecifier(root, importer, "./kettle")).toBe(path.join(root, "app/kettle.ts"));
  });
});
