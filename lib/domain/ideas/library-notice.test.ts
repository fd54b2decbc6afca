import { describe, expect, it } from "vitest";
import { SAMPLE_DATA_NOTICE, libraryNotice, requiresAttribution } from "./library-notice";

const stackExchange = {
  name: "stackexchange-diy",
  licence: "CC BY-SA 4.0",
  attribution: "Stack Exchange contributors",
};
const reddit = { name: "reddit-dump", licence: null, attribution: null };

describe("libraryNotice", () => {
  it("says the library is sample data outside production, whatever the sources", () => {
    expect(libraryNotice(false, [stackExchange])).toEqual({ kind: "sample", text: SAMPLE_DATA_NOTICE });
  });

  it("credits in production each source whose licence requires it, with the licence", () => {
    expect(
      libraryNotice(true, [stackExchange, reddit, { name: "se-cooking", licence: "cc-by-sa 3.0", attribution: null }]),
    ).toEqual({
      kind: "attribution",
      text: "Evidence adapted from posts by Stack Exchange contributors (CC BY-SA 4.0); se-cooking (cc-by-sa 3.0).",
    });
  });

  it("says nothing in production when no source needs credit", () => {
    expect(libraryNotice(true, [reddit, { name: "own", licence: "proprietary", attribution: null }])).toBeNull();
  });

  it("knows the Creative Commons BY family", () => {
    expect(["CC BY 4.0", "CC BY-SA 3.0", "CC-BY-NC 4.0"].map(requiresAttribution)).toEqual([true, true, true]);
    expect([null, "CC0 1.0", "MIT", ""].map(requiresAttribution)).toEqual([false, false, false, false]);
  });
});
