import { describe, expect, it } from "vitest";
import { askThing } from "./ask-key";
import { readAsk } from "./paraphrase";
import { keepNeedsOnThing, statedStems, type Grouping } from "./grouping";

/** One group of the given need texts (no copies), kept on the thing its posts ask for. */
function keptOnThing(texts: string[]): number[][] {
  const things = texts.map(askThing);
  const grouping: Grouping = {
    duplicateOf: new Int32Array(texts.length).fill(-1),
    group: new Int32Array(texts.length).fill(0),
    clusters: [{ members: texts.map((_, i) => i), topTerms: [] }],
  };
  const stems = (i: number) => (things[i] === null ? statedStems(texts[i]!, readAsk(texts[i]!)) : undefined);
  return keepNeedsOnThing(grouping, things, stems).clusters.map((c) => c.members);
}

describe("two needs joined by who asks, not by what they ask for", () => {
  it("parts a post naming no thing from the one thing its only partner asks for", () => {
    const texts = [
      "Night-shift nurses: which running shoes do you recommend?",
      "Night-shift nurses: how do you sleep well during the day?",
    ];
    expect(askThing(texts[0]!)?.nouns).toContain("shoe");
    expect(askThing(texts[1]!)).toBeNull();
    expect(keptOnThing(texts)).toEqual([[0], [1]]);
  });

  it("keeps a post naming no thing that says its partner's thing", () => {
    const texts = [
      "Night-shift nurses: which running shoes do you recommend?",
      "My running shoes wear out in a month of night shifts, is that normal?",
    ];
    expect(askThing(texts[1]!)).toBeNull();
    expect(keptOnThing(texts)).toEqual([[0, 1]]);
  });

  it("keeps a larger group where one post of several names a thing", () => {
    const texts = [
      "Night-shift nurses: which running shoes do you recommend?",
      "Night-shift nurses: how do you sleep well during the day?",
      "How do night-shift nurses get enough sleep between shifts?",
    ];
    expect(keptOnThing(texts)).toEqual([[0, 1, 2]]);
  });

  it("keeps a post naming no thing that says what its partner's thing is for", () => {
    const texts = [
      "What's your preferred toolkit for building desktop GUI applications?",
      "Which stack do you pick for desktop apps nowadays?",
    ];
    expect(askThing(texts[0]!)?.about).toContain("desktop");
    expect(askThing(texts[1]!)).toBeNull();
    expect(keptOnThing(texts)).toEqual([[0, 1]]);
  });
});
