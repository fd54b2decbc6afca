import { describe, expect, it } from "vitest";
import { askKey, askThing, choosingJob, ideaJob, keyOfTwo } from "./ask-key";
import { mergeByAsk, type Grouping } from "./grouping";
import { categoryFor } from "./categories";

describe("the thing a post asks for", () => {
  it("is one key for two wordings of one ask", () => {
    expect(askKey("Which small CSS framework would you pick today?")).toBe("css framework");
    expect(askKey("Could someone recommend a tiny responsive CSS framework for my hobby site?")).toBe("css framework");
    expect(askKey("Which password manager do you use?")).toBe(
      askKey("Any suggestions on a decent password manager, please?"),
    );
    expect(askKey("Password manager recommendation?")).toBe(askKey("Which password manager do you use?"));
  });

  it("is never a shared modifier or the artefact asked for", () => {
    expect(askKey("What daily planner do you use?")).not.toBe(askKey("Best daily standup tool?"));
    expect(askKey("Any good open source project management tools?")).toBe("project management");
    expect(askKey("I'm fed up with my landlord's letters")).toBeNull();
  });

  it("is never how an artefact is made, nor the path to a goal", () => {
    // 'open source tools' asks for tools of any kind: 'open source' is how they are made, not a thing.
    expect(askKey("What are your favourite open source tools at work?")).toBeNull();
    expect(askThing("What are your favourite open source tools at work?")).toBeNull();
    // 'the best path to learn Rust' asks how to learn it: a path is no thing to pick.
    expect(askThing("What is the best path to learn Rust?")).toBeNull();
    expect(askKey("Good open source password managers?")).toBe("password manager");
  });

  it("keys a bare noun with what it is about on nothing (a book on X joins only the same ask)", () => {
    expect(askKey("Looking for a book on distributed systems")).toBeNull();
    expect(askKey("What are some good podcasts?")).toBe("podcast");
    // An aside in brackets does not hide what the book is about.
    expect(askKey("Best book (or video course) to learn Haskell from?")).toBeNull();
    // The title says what the book is about when the ask itself does not.
    expect(
      askKey("Book about the history of sailing ships?\nI grew up by the sea. Can anyone recommend a good book?"),
    ).toBeNull();
  });
});

describe("who asks is not what a thing is about", () => {
  it("keys a bare noun asked for a kind of person on the noun", () => {
    expect(askKey("What's the best tablet for a data engineer who travels a lot?")).toBe("tablet");
    expect(askKey("Best keyboard for programmers?")).toBe("keyboard");
    expect(askThing("What's the best tablet for a data engineer who travels a lot?")?.about).toEqual([]);
    // A subject is still a subject: a book on a topic keys on nothing.
    expect(askKey("Which tablet for sketching botanical drawings?")).toBeNull();
  });
});

describe("a thing of three nouns", () => {
  it("keeps its three nouns in its key, and names two of them in a job", () => {
    expect(askKey("What's the best garden hose reel?")).toBe("garden hose reel");
    expect(askKey("Best open source password managers?")).toBe("password manager");
    expect(keyOfTwo("garden hose reel")).toBe("hose reel");
    expect(keyOfTwo("alt:gmail")).toBe("alt:gmail");
  });
});

describe("the job of a group that asks which thing to pick", () => {
  const editors = [
    "Which text editor do you use these days, and why?",
    "What's the best text editor/IDE for a beginner?",
    "Any recommendations for a text editor? Mine keeps crashing.",
  ];
  it("is 'choosing' the thing, spelt as the posts spell it", () => {
    expect(choosingJob(editors)).toEqual({ phrase: "choosing a text editor", task: true });
    expect(ideaJob(editors)?.phrase).toBe("choosing a text editor");
  });
  it("names one kind of thing asked for in several names by the name half the posts say", () => {
    const bikes = [
      "Best commuter touring bike?\nMy old touring bike finally died and I ride 20 km each way.",
      "Recommend an affordable gravel bike solution?\nI want a gravel bike that copes with towpaths and a rack.",
      "Good bike for a tall rider\nI'm 1.95 m and every gravel bike I tried felt cramped.",
    ];
    expect(choosingJob(bikes)).toEqual({ phrase: "choosing a gravel bike", task: true });
  });
  it("needs half the posts to ask for that one thing", () => {
    expect(choosingJob([editors[0]!, "How do I keep my invoices in order?", "My landlord never answers"])).toBeNull();
  });
});

describe("groups merged by the thing asked for", () => {
  const grouping = (clusters: number[][]): Grouping => {
    const n = Math.max(...clusters.flat()) + 1;
    const group = new Int32Array(n).fill(-1);
    clusters.forEach((c, ci) => c.forEach((i) => (group[i] = ci)));
    return {
      duplicateOf: new Int32Array(n).fill(-1),
      group,
      clusters: clusters.map((members) => ({ members, topTerms: [] })),
    };
  };

  it("joins groups whose posts ask for one thing, within one community", () => {
    const keys = ["hn|css framework", "hn|css framework", "hn|password manager", "r/x|css framework"];
    const merged = mergeByAsk(grouping([[0], [1], [2], [3]]), keys);
    expect(merged.group[0]).toBe(merged.group[1]);
    expect(merged.group[2]).not.toBe(merged.group[0]);
    expect(merged.group[3]).not.toBe(merged.group[0]);
  });

  it("never lets one member's ask pull a group of other asks", () => {
    // Group 0: four posts, one of which asks for a router; group 1 asks for routers.
    const keys = [null, null, null, "hn|router", "hn|router"];
    const merged = mergeByAsk(grouping([[0, 1, 2, 3], [4]]), keys);
    expect(merged.group[0]).not.toBe(merged.group[4]);
  });

  it("moves a post that asks for another thing than most of its group to the group that asks for it", () => {
    const keys = ["hn|linux laptop", "hn|laptop", "hn|laptop", "hn|linux distro", null, "hn|linux distro", "hn|distro"];
    const merged = mergeByAsk(
      grouping([
        [0, 1, 2, 3, 4],
        [5, 6],
      ]),
      keys,
    );
    expect(merged.group[1]).toBe(merged.group[0]);
    expect(merged.group[4]).toBe(merged.group[0]);
    expect(merged.group[3]).toBe(merged.group[5]);
    expect(merged.group[3]).not.toBe(merged.group[0]);
  });

  it("leaves a post where it is when no group asks for its thing and its own group is not clearly another's", () => {
    const keys = ["hn|laptop", "hn|laptop", "hn|router", null];
    const merged = mergeByAsk(grouping([[0, 1, 2, 3]]), keys);
    expect(merged.group[2]).toBe(merged.group[0]);
  });

  it("reads a key of three nouns as the two-noun key another post says", () => {
    // 'tax return software' asked as 'tax filing return': the first and last noun when others say them.
    const keys = ["hn|tax filing return", "hn|tax return", "hn|tax return", null, "hn|garden hose reel"];
    const merged = mergeByAsk(grouping([[0, 3], [1, 2], [4]]), keys);
    expect(merged.group[0]).toBe(merged.group[1]);
    expect(merged.group[4]).not.toBe(merged.group[1]);
  });

  it("keeps a key of three nouns that several posts ask in those words: another modifier, another thing", () => {
    const keys = ["hn|garden hose reel", "hn|garden hose reel", "hn|fire hose reel", "hn|fire hose reel"];
    const merged = mergeByAsk(
      grouping([
        [0, 1],
        [2, 3],
      ]),
      keys,
    );
    expect(merged.group[0]).not.toBe(merged.group[2]);
  });

  it("lets a post go from a group asking for no one thing to the group asking for it in its words", () => {
    // Group 0 is glued by a subject: one post asks for a tax return service, the others for nothing.
    const keys = [null, "hn|tax return", null, "hn|tax return", "hn|tax return", null, null];
    const merged = mergeByAsk(
      grouping([
        [0, 1, 2, 5, 6],
        [3, 4],
      ]),
      keys,
    );
    expect(merged.group[1]).toBe(merged.group[3]);
    expect(merged.group[0]).toBe(merged.group[2]);
    expect(merged.group[0]).not.toBe(merged.group[3]);
  });

  it("joins a general ask to the group that clearly asks for that kind of thing", () => {
    // No third of group 0 asks for a laptop in one word, but every one of its asks names a laptop.
    const keys = ["hn|linux laptop", "hn|gaming laptop", "hn|linux laptop", "hn|laptop", null, "hn|router"];
    const merged = mergeByAsk(grouping([[0, 1, 2], [3, 4], [5]]), keys);
    expect(merged.group[3]).toBe(merged.group[0]);
    expect(merged.group[4]).toBe(merged.group[0]);
    expect(merged.group[5]).not.toBe(merged.group[0]);
  });

  it("stands a post alone when its group clearly asks for another thing", () => {
    const keys = ["hn|laptop", "hn|laptop", "hn|linux laptop", "hn|linux distro", null];
    const merged = mergeByAsk(grouping([[0, 1, 2, 3, 4]]), keys);
    expect(merged.group[3]).not.toBe(merged.group[0]);
    expect(merged.clusters[merged.group[3]!]!.members).toEqual([3]);
    expect(merged.group[4]).toBe(merged.group[0]);
  });
});

describe("an idea's category", () => {
  it("follows the job and the community, not one post's aside", () => {
    const posts = [
      "How do you pace your energy on bad days? My energy crashes by noon and the energy bill is the least of it.",
      "Any app for pacing energy with a chronic illness?",
    ];
    expect(categoryFor(null, posts, "pacing energy", ["ChronicIllness"])).toBe("Health");
    expect(
      categoryFor(null, ["Keeping roofing guarantee records for each job"], "keeping guarantee records", ["Roofing"]),
    ).toBe("Property");
  });
});

describe("the job an idea is named by", () => {
  it("is never the kind of person who asks: posts sharing only that name no need", () => {
    const mixed = [
      "Ask HN: Go developer for six years. What should I study next?\nMostly backend services.",
      "Ask HN: Go developer here, which laptop should I buy?\nMine is dying.",
      "Go developer wanting to move into data work, advice?\nI know SQL a bit.",
    ];
    expect(ideaJob(mixed)).toBeNull();
    const hiring = [
      "Where do you find a good Go developer for a short contract?",
      "Hiring a Go developer for the first time, tips?",
      "How do you vet a Go developer before hiring?",
    ];
    expect(ideaJob(hiring)).toEqual({ phrase: "hiring go developer", task: true });
  });
});
