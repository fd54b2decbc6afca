import { describe, expect, it } from "vitest";
import { centralPost, communityPlace, describeLocally } from "./describe";
import { inventedClaims, passesGate } from "./overlap";

const notes = [
  "What do you use for class notes?",
  "Is there a note-taking app that keeps my class notes in sync between laptop and phone?",
  "Best app for lecture notes as a student?",
  "My notes are scattered across three notebooks, any suggestions?",
];

describe("local description", () => {
  it("names the thing asked for and who asks, never a frame around a key phrase", () => {
    const d = describeLocally({ posts: notes.map((body) => ({ title: null, body })), communities: ["hn"] });
    expect(d.title).toMatch(/^Class notes/);
    expect(d.title).not.toMatch(/people in|: a tool for/i);
    expect(d.description).toMatch(/on Hacker News/);
    expect(d.description).not.toMatch(/people in Hacker News/);
  });

  it("says nothing about paying, frequency or workarounds no post states", () => {
    const d = describeLocally({ posts: notes.map((body) => ({ title: null, body })), communities: ["r/college"] });
    const text = `${d.title}\n${d.description}\n${d.complaintSummary}\n${d.analysis}`;
    expect(inventedClaims(text, notes)).toEqual([]);
    expect(d.description).toMatch(/in r\/college/);
    for (const n of notes) expect(passesGate(d.description, [n]) || !d.description.includes(n)).toBe(true);
  });

  it("flags an analyser's invented willingness to pay", () => {
    expect(inventedClaims("Teachers would pay to stop marking by hand every week.", notes)).toEqual([
      "willingness to pay",
      "frequency",
      "workaround",
    ]);
  });

  it("picks the post whose subjects the others share", () => {
    // Post 2's two subjects are both shared; post 1's compound is its own.
    expect(centralPost([["garden"], ["note", "class", "class note"], ["note", "class"], ["note"]])).toBe(2);
    expect(centralPost([["garden"], ["bike"], ["garden", "shed"]])).toBe(0);
  });

  it("places communities as people say them", () => {
    expect(communityPlace("hn")).toBe("on Hacker News");
    expect(communityPlace("r/landlords")).toBe("in r/landlords");
    expect(communityPlace("beer.stackexchange.com")).toBe("on the beer Stack Exchange");
  });
});
