import { describe, expect, it } from "vitest";
import { assignKeys, cluster, type Cluster } from "./clustering";
import { freshKey, keyPhrases } from "./grouping";
import { termId, termsOf } from "./terms";

const clusterOf = (members: number[]): Cluster => ({ members, topTerms: [] });

describe("stable group keys", () => {
  it("a group keeps the key most of its posts had; a split's larger part keeps it; new groups get fresh keys", () => {
    const previous = ["need:a", "need:a", "need:a", "need:b", null, "need:a", null, null];
    const keys = assignKeys(
      [clusterOf([0, 1, 3]), clusterOf([2, 5, 4]), clusterOf([6, 7])],
      (i) => previous[i] ?? null,
      (c) => `need:fresh${c}`,
      new Set(),
    );
    // Cluster 0 and 1 both vote need:a (2 votes each): the earlier keeps it.
    expect(keys).toEqual(["need:a", "need:fresh1", "need:fresh2"]);
  });

  it("never reuses a key another group holds", () => {
    expect(
      assignKeys(
        [clusterOf([0]), clusterOf([1])],
        () => null,
        () => "need:x",
        new Set(["need:x"]),
      ),
    ).toEqual(["need:x-2", "need:x-3"]);
  });

  it("names a group by the words its posts use for its heaviest terms", () => {
    const top = ["invoice", "overdue invoice", "client"].map((w) => termId(w));
    const phrases = keyPhrases(top, ["Chasing clients for overdue invoices", "Overdue invoices again", "an invoice"]);
    expect(phrases).toEqual(["invoice", "overdue invoice", "client"]);
    expect(freshKey(phrases, "x")).toBe("need:invoice-overdueinvoice-client");
    expect(freshKey([], "g1")).toBe("need:g1");
  });
});

describe("grouping by meaning, not by one shared word", () => {
  const run = (texts: string[], kinds?: number[]) => {
    const lists = texts.map((t) => termsOf(t));
    const offsets = new Int32Array(texts.length + 1);
    lists.forEach((l, i) => (offsets[i + 1] = offsets[i]! + l.length));
    const terms = new Int32Array(offsets[texts.length]!);
    lists.forEach((l, i) => terms.set(l, offsets[i]!));
    return cluster({
      terms,
      offsets,
      kinds: Uint8Array.from(kinds ?? texts.map(() => 0)),
      parents: new Int32Array(texts.length).fill(-1),
    }).assignment;
  };
  const needs = [
    "What do you use for class notes?",
    "A tool to organise class notes across devices",
    "Which password manager should a small team share?",
    "Password manager for a family of five?",
    "Any good password manager for teams?",
    "How do you keep class notes from lectures in sync?",
    "Looking for a recipe organiser for the family",
    "Recipe organiser that imports from websites",
    "Which recipe organiser do you use?",
    "Best allotment planner app for vegetable beds?",
    "A planner for allotment vegetable beds",
    "Daily standup notes for remote teams",
    "A daily reminder to water the allotment",
  ];

  it("puts asks for the same thing in different words together", () => {
    const a = run(needs);
    expect(a[0]).toBe(a[1]);
    expect(a[0]).toBe(a[5]);
    expect(a[2]).toBe(a[3]);
    expect(a[2]).toBe(a[4]);
    expect(a[6]).toBe(a[7]);
    expect(a[9]).toBe(a[10]);
  });

  it("never joins two needs on a shared modifier", () => {
    const a = run(needs);
    expect(a[11]).not.toBe(a[12]);
    expect(new Set([a[0], a[2], a[6], a[9]]).size).toBe(4);
  });

  it("gives a need none of whose words another need says a group of its own, never none", () => {
    const a = run(
      [...needs, "Where do you keep the receipts for a narrowboat?", "Show HN: a sundial for narrowboats"],
      [...needs.map(() => 0), 0, 1],
    );
    expect(a[needs.length]).toBeGreaterThanOrEqual(0);
    expect(a.filter((g) => g === a[needs.length])).toHaveLength(1);
    // A launch still starts no group.
    expect(a[needs.length + 1]).toBe(-1);
  });

  it("lets a launch join only the need it addresses", () => {
    const a = run(
      [...needs, "Show HN: my password manager for small teams", "Show HN: a daily horoscope"],
      [...needs.map(() => 0), 1, 1],
    );
    expect(a[needs.length]).toBe(a[2]);
    expect(a[needs.length + 1]).toBe(-1);
  });
});

describe("a claimed idea keeps its need", () => {
  it("a key never follows a few of its posts into another need", () => {
    // need:a had posts 0-3; on a re-run post 3 lands in a larger group of new posts: the key stays with 0-2.
    const previous = ["need:a", "need:a", "need:a", "need:a", null, null, null, null];
    const keys = assignKeys(
      [clusterOf([0, 1, 2]), clusterOf([3, 4, 5, 6, 7])],
      (i) => previous[i] ?? null,
      (c) => `need:fresh${c}`,
      new Set(),
    );
    expect(keys).toEqual(["need:a", "need:fresh1"]);
    // Had the old group's posts scattered, one each, no group would take the key.
    const scattered = assignKeys(
      [clusterOf([0, 4]), clusterOf([1, 5]), clusterOf([2, 6]), clusterOf([3, 7])],
      (i) => previous[i] ?? null,
      (c) => `need:fresh${c}`,
      new Set(),
    );
    expect(scattered).not.toContain("need:a");
  });
});

describe("an idea's group that takes in posts of another group", () => {
  it("stays the same idea when it keeps most of the idea's posts", () => {
    // need:a (an idea) kept two posts after a removal; they joined two posts of need:b.
    const previous = ["need:a", "need:a", "need:b", "need:b", "need:b"];
    const idea = (key: string) => key === "need:a";
    const keys = assignKeys(
      [clusterOf([0, 1, 2, 3]), clusterOf([4])],
      (i) => previous[i] ?? null,
      (c) => `need:fresh${c}`,
      new Set(),
      idea,
    );
    expect(keys).toEqual(["need:a", "need:fresh1"]);
    // A group of no idea needs a majority of its keyed posts, as before.
    expect(
      assignKeys(
        [clusterOf([0, 1, 2, 3]), clusterOf([4])],
        (i) => previous[i] ?? null,
        (c) => `need:fresh${c}`,
        new Set(),
      ),
    ).toEqual(["need:fresh0", "need:fresh1"]);
    // Where another key has more posts, the idea's key does not follow its posts there.
    const outvoted = ["need:a", "need:a", "need:b", "need:b", "need:b", "need:a"];
    expect(
      assignKeys(
        [clusterOf([0, 1, 2, 3, 4]), clusterOf([5])],
        (i) => outvoted[i] ?? null,
        (c) => `need:fresh${c}`,
        new Set(),
        idea,
      ),
    ).toEqual(["need:b", "need:fresh1"]);
  });
});

describe("the words a whole community says", () => {
  // Posts as their subject terms. A dog trainers' forum (community 1) where every post says 'dog
  // training', 'class' and 'owner'; two of its needs differ by their own words only. Other forums
  // (community 0) keep those words rare across the whole import.
  const forum = ["dog", "train", "dog train", "class", "owner"];
  const venue = Array.from({ length: 6 }, (_, k) => [...forum, "venu", "venu hire", k % 2 ? "hall" : "church hall"]);
  const sessions = Array.from({ length: 6 }, (_, k) => [
    ...forum,
    "session",
    "privat session",
    k % 2 ? "text" : "client text",
  ]);
  const restOfForum = Array.from({ length: 12 }, (_, k) => [...forum, `topic${k}`, `topic${k} sheet`, `thing${k}`]);
  const elsewhere = Array.from({ length: 80 }, (_, k) => [
    `shop${k % 20}`,
    `order${k % 20}`,
    `shop${k % 20} order${k % 20}`,
  ]);
  const posts = [...venue, ...sessions, ...restOfForum, ...elsewhere];
  const run = (communities?: Int32Array) => {
    const lists = posts.map((words) => [...new Set(words.map(termId))].sort((a, b) => a - b));
    const offsets = new Int32Array(posts.length + 1);
    lists.forEach((l, i) => (offsets[i + 1] = offsets[i]! + l.length));
    const terms = new Int32Array(offsets[posts.length]!);
    lists.forEach((l, i) => terms.set(l, offsets[i]!));
    const { assignment } = cluster({
      terms,
      offsets,
      kinds: new Uint8Array(posts.length),
      parents: new Int32Array(posts.length).fill(-1),
      communities,
    });
    const groupsOf = (from: number, n: number) => new Set(Array.from({ length: n }, (_, k) => assignment[from + k]));
    return { venue: groupsOf(0, venue.length), sessions: groupsOf(venue.length, sessions.length) };
  };
  const forumSize = venue.length + sessions.length + restOfForum.length;
  const communities = Int32Array.from(posts, (_, i) => (i < forumSize ? 1 : 0));

  it("weigh less than a need's own words: two needs of one forum stay two groups", () => {
    const { venue: v, sessions: s } = run(communities);
    expect([...v].some((g) => s.has(g))).toBe(false);
  });

  it("join those two needs when nobody knows where the posts were written", () => {
    const { venue: v, sessions: s } = run();
    expect([...v].some((g) => s.has(g))).toBe(true);
  });
});
