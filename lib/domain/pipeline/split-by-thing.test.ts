import { describe, expect, it } from "vitest";
import { askThing } from "./ask-key";
import { keepLaunchesOnThing, sameThing, splitByThing, type Grouping } from "./grouping";

const thing = (text: string) => askThing(text)!;

describe("a group asks for one thing", () => {
  it("reads the thing asked for and what it is about", () => {
    expect(thing("Which bread maker do you use?").nouns).toEqual(["bread", "maker"]);
    expect(thing("Any recommendations for a book on beekeeping for beginners?")).toMatchObject({
      nouns: ["book"],
      about: ["beekeep", "beginner"],
    });
    // A frame's noun is no thing: 'a decent setup for …'.
    expect(askThing("Does anyone have a decent setup for this?")).toBeNull();
    // 'a tool to ...': the artefact names no thing.
    expect(askThing("Is there a tool to sort my seed packets?")).toBeNull();
  });

  it("never takes a shared subject for one thing", () => {
    const courses = thing("Any recommendations for evening courses in marine biology?");
    const podcasts = thing("What are the best podcasts about marine biology?");
    expect(sameThing(courses, podcasts)).toBe(false);
    const beekeeping = thing("Any recommendations for a book on beekeeping?");
    const pottery = thing("Any recommendations for a book on pottery glazes?");
    const anyBook = thing("What are the best books you read this year?");
    expect(sameThing(beekeeping, pottery)).toBe(false);
    expect(sameThing(beekeeping, anyBook)).toBe(true);
    expect(sameThing(thing("Which bread maker do you use?"), thing("Best bread maker for a family of five?"))).toBe(
      true,
    );
    expect(sameThing(thing("Which bread maker do you use?"), thing("Which pasta maker do you use?"))).toBe(false);
    expect(sameThing(thing("Which bread maker do you use?"), thing("Any recommendations for a maker?"))).toBe(true);
    // One shared word of what two books are about ('music') is two subjects; the shorter subject said again is one.
    const jazzHistory = thing("Can anyone recommend a book on jazz music history?");
    const theory = thing("Can anyone recommend a book on music theory?");
    expect(sameThing(jazzHistory, theory)).toBe(false);
    expect(sameThing(theory, thing("Any recommendations for a book on music theory for guitarists?"))).toBe(true);
    // A bare noun whose ask says nothing of its subject takes the subject its title names.
    const sailing = thing(
      "Book about the history of sailing ships?\nI grew up by the sea. Can anyone recommend a good book?",
    );
    expect(sailing.about).toEqual(expect.arrayContaining(["history", "sail"]));
    expect(sameThing(sailing, thing("Any recommendations for a book on knitting patterns?"))).toBe(false);
    // 'programming' is a kind of podcast, not the artefact 'program'.
    expect(thing("What are good programming podcasts?").nouns).toEqual(["program", "podcast"]);
    // A post that names the other's thing in its own words asks for it too.
    const grain = thing("Which grain mill do you use? Mine jams on rye, a bread maker would do it all");
    expect(sameThing(thing("Which bread maker do you use?"), grain)).toBe(true);
  });

  it("keeps the most asked thing and lets the others go, launches and thingless posts staying", () => {
    const texts = [
      "Which bread maker do you use?",
      "What are the best podcasts about sourdough baking?",
      "Best bread maker for a small kitchen?",
      "Baking sourdough every weekend and my starter keeps dying",
      "Any recommendations for a bread maker?",
    ];
    const things = [...texts.map((t) => askThing(t)), undefined];
    const grouping: Grouping = {
      duplicateOf: Int32Array.from([-1, -1, -1, -1, -1, -1, 0]),
      group: Int32Array.from([0, 0, 0, 0, 0, 0, 0]),
      clusters: [{ members: [0, 1, 2, 3, 4, 5], topTerms: [7] }],
    };
    const split = splitByThing(grouping, [...things, undefined]);
    expect(split.clusters.map((c) => c.members)).toEqual([[0, 2, 3, 4, 5], [1]]);
    expect([...split.group]).toEqual([0, 1, 0, 0, 0, 0, 0]);
  });

  it("sends the posts that leave to the group asking for their thing", () => {
    const texts = [
      "Which bread maker do you use?",
      "Any recommendations for a bread maker?",
      "What is the best stand mixer for bread dough?",
      "Which stand mixer do you use?",
      "Best stand mixer for a small bakery?",
    ];
    const grouping: Grouping = {
      duplicateOf: new Int32Array(5).fill(-1),
      group: Int32Array.from([0, 0, 0, 1, 1]),
      clusters: [
        { members: [0, 1, 2], topTerms: [1] },
        { members: [3, 4], topTerms: [2] },
      ],
    };
    const split = splitByThing(grouping, texts.map(askThing));
    expect(split.clusters.map((c) => c.members)).toEqual([
      [0, 1],
      [2, 3, 4],
    ]);
    expect([...split.group]).toEqual([0, 0, 1, 1, 1]);
  });
});

describe("a launch is a builder for its group's thing", () => {
  it("leaves a group when it names none of the thing the group asks for", () => {
    const texts = ["Which bread maker do you use?", "Any recommendations for a bread maker?", "Best bread maker?"];
    const things = [...texts.map(askThing), undefined, undefined];
    const launches = new Map([
      [3, new Set(["launch", "smart", "bread", "maker"])],
      [4, new Set(["launch", "sourdough", "podcast"])],
    ]);
    const grouping: Grouping = {
      duplicateOf: new Int32Array(5).fill(-1),
      group: new Int32Array(5).fill(0),
      clusters: [{ members: [0, 1, 2, 3, 4], topTerms: [] }],
    };
    const kept = keepLaunchesOnThing(grouping, things, (i) => launches.get(i));
    expect(kept.clusters[0]!.members).toEqual([0, 1, 2, 3]);
    expect([...kept.group]).toEqual([0, 0, 0, 0, -1]);
  });
});
