import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  inputsPathFor,
  libraryInputsFingerprint,
  pieces,
  readSnapshotInputs,
  SNAPSHOT_PATH,
  writeSnapshotInputs,
} from "./library-snapshot";

describe("pieces (a COPY's rows in messages of whole lines)", () => {
  it("cuts after the newline that ends the piece's size, so no line is split and nothing is lost", () => {
    const rows = "1\tred kettle\n2\tblue teapot\n3\tgreen jug\n";
    const cut = pieces(rows, 12);
    expect(cut).toEqual(["1\tred kettle\n", "2\tblue teapot\n", "3\tgreen jug\n"]);
    expect(cut.join("")).toBe(rows);
  });

  it("keeps a line longer than the size whole, and the whole text as one piece when it is short", () => {
    expect(pieces("1\ta rather long line of words\n2\tshort\n", 5)).toEqual([
      "1\ta rather long line of words\n",
      "2\tshort\n",
    ]);
    expect(pieces("1\tone\n2\ttwo\n", 1 << 20)).toEqual(["1\tone\n2\ttwo\n"]);
    expect(pieces("", 10)).toEqual([]);
  });
});

describe("the record of a snapshot's inputs", () => {
  it("sits beside the snapshot: library-snapshot.tsv.br gives library-snapshot.inputs", () => {
    expect(inputsPathFor(SNAPSHOT_PATH)).toBe(path.join(path.dirname(SNAPSHOT_PATH), "library-snapshot.inputs"));
    expect(inputsPathFor("/tmp/copy.tsv.br")).toBe("/tmp/copy.inputs");
  });

  it("reads back what was written, and nothing from a missing or malformed record", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "snapshot-inputs-"));
    try {
      const file = path.join(dir, "library-snapshot.tsv.br");
      expect(readSnapshotInputs(file)).toBeNull();
      const record = { inputs: "a".repeat(64), snapshot: "b".repeat(64) };
      writeSnapshotInputs(record, file);
      expect(readSnapshotInputs(file)).toEqual(record);
      writeFileSync(inputsPathFor(file), "inputs abc snapshot def\n");
      expect(readSnapshotInputs(file)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fingerprints the library build's code, migrations and lockfile", () => {
    expect(libraryInputsFingerprint()).toMatch(/^[0-9a-f]{64}$/);
  });
});
