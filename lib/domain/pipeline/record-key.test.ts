/**
 * Asks for how to keep a record of one kind of thing, worded with different verbs, meet by the
 * thing kept (recordKey); the group they make is titled by it (recordJob) and keeps only the needs
 * that say it (recordThing with keepNeedsOnThing). Sentences written for this test.
 */
import { describe, expect, it } from "vitest";
import { askKey, askThing, ideaJob, recordJob, recordKey, recordThing } from "./ask-key";
import { keepLaunchesOnThing, keepNeedsOnThing, mergeByAsk, statedStems, type Grouping } from "./grouping";
import { readAsk } from "./paraphrase";
import { stem } from "./terms";

const recipes = [
  "Best place to save recipes from food blogs?\nI find good ones online and then never see them again.",
  "Quick way to capture recipes while cooking?\nCards, an app, a notebook in the kitchen?",
  "Keeping track of recipes across apps, any better way?\nMine are spread over three apps and a drawer.",
];

describe("the record a post asks how to keep", () => {
  it("is the thing kept, whichever verb keeps it", () => {
    expect(recipes.map(recordKey)).toEqual(["keep:recip", "keep:recip", "keep:recip"]);
    expect(recordKey("Any app to track todos across two laptops?")).toBe(
      recordKey("Software to track tasks for a tiny team?"),
    );
    // Two nouns name a kind of the thing: a class's notes are not any notes.
    expect(recordKey("Good way to organise class notes in college?")).toBe(`keep:${stem("class")} note`);
    expect(recordKey("Good way to organise notes in college?")).toBe("keep:note");
  });

  it("is no record when the verb keeps a state, spares money or keeps nothing named", () => {
    expect(recordKey("Tips to keep an old boiler running in winter?")).toBeNull();
    expect(recordKey("Tips to save money on groceries?")).toBeNull();
    expect(recordKey("Keeping track of things at work is hard, help?")).toBeNull();
    expect(recordKey("Best sources to get new recipes from?")).toBeNull();
    expect(recordKey("Software for organising watering of the allotment beds?")).toBeNull();
  });

  it("names the thing as the terms do, so one wording's 'todos' and another's 'tasks' are one thing", () => {
    expect(askThing("What do people use for their todos?")?.nouns).toEqual(["task"]);
    expect(recordThing("Software to track tasks for a tiny team?")?.nouns).toEqual(["task"]);
  });

  it("is never a thing to choose: 'keep track' names nothing", () => {
    expect(askKey("What would you use to keep track of recipes at home?")).toBeNull();
  });

  it("titles the group that asks it", () => {
    expect(recordJob(recipes)).toEqual({ phrase: "keeping track of recipes", task: true });
    // Posts that state no task of their own are titled by the record they keep.
    const stored = [
      "Where to save recipes these days?",
      "Which way do you store recipes?",
      "Anyone here organise recipes well?",
    ];
    expect(ideaJob(stored)?.phrase).toBe("keeping track of recipes");
    // Half the posts must ask it.
    expect(recordJob([recipes[0]!, "Best pan for a small kitchen?", "Which oven is worth buying?"])).toBeNull();
  });
});

describe("groups that ask how to keep one record", () => {
  const rant = "Fed up with journals, time to build a system to publish papers ourselves\nPeer review is broken.";
  const texts = [recipes[0]!, rant, recipes[1]!, recipes[2]!];
  const single = (clusters: number[][]): Grouping => ({
    duplicateOf: new Int32Array(texts.length).fill(-1),
    group: Int32Array.from(texts, (_, i) => clusters.findIndex((c) => c.includes(i))),
    clusters: clusters.map((members) => ({ members, topTerms: [] })),
  });

  it("merge by the record, and a post glued on by other words leaves", () => {
    // The clustering glued the rant to one recipe post; the other two wordings meet it by their key.
    const merged = mergeByAsk(single([[0, 1], [2], [3]]), texts.map(recordKey));
    expect(merged.clusters.filter((c) => c.members.length).map((c) => c.members)).toEqual([[0, 1, 2, 3]]);
    const kept = keepNeedsOnThing(
      merged,
      texts.map((t) => recordThing(t)),
      (i) => statedStems(texts[i]!, readAsk(texts[i]!)),
    );
    expect(kept.clusters.filter((c) => c.members.length).map((c) => c.members)).toEqual([[0, 2, 3], [1]]);
  });
});

describe("a product builds for a record need only when it keeps records", () => {
  const asks = [
    "Where do you save your recipes?",
    "Which app keeps track of recipes for you?",
    "How do you organise recipes from different sites?",
  ];
  const things = [...asks.map(recordThing), undefined, undefined];
  const grouping: Grouping = {
    duplicateOf: new Int32Array(5).fill(-1),
    group: new Int32Array(5).fill(0),
    clusters: [{ members: [0, 1, 2, 3, 4], topTerms: [] }],
  };

  it("keeps a recipe notebook app and drops a site that only serves recipes", () => {
    const launches = new Map([
      [3, new Set(["show", "recipes", "notebook", "clip", "sites"].map((w) => stem(w)))],
      [4, new Set(["show", "discover", "recipes", "tonight"].map((w) => stem(w)))],
    ]);
    const kept = keepLaunchesOnThing(grouping, things, (i) => launches.get(i));
    expect(kept.clusters[0]!.members).toEqual([0, 1, 2, 3]);
  });
});

describe("a record verb that keeps no thing gives no record key", () => {
  it("reads no record in arranging who does a job or in putting money by", () => {
    expect(recordKey("Best app for organising who washes the match bibs?")).toBeNull();
    expect(recordKey("Any app for saving a little every week for holidays?")).toBeNull();
    expect(recordKey("Tool for saving a bit each payday for the tax bill?")).toBeNull();
    expect(recordKey("How do you track every delivery note?")).not.toBeNull();
  });
});
