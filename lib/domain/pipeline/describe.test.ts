import { describe, expect, it } from "vitest";
import { centralPost, communityPlace, DESCRIPTION_OPENERS, describeLocally, jobTitle, withAudience } from "./describe";
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

  it("makes who asks the subject of a task, never a trailing purpose", () => {
    expect(withAudience("Sending tenants photos of repairs", "letting agents", true)).toBe(
      "Letting agents sending tenants photos of repairs",
    );
    expect(withAudience("Lambing records", "farmers", true)).toBe("Lambing records for farmers");
    expect(withAudience("Sterilisation logs", "dental practices", false)).toBe(
      "Sterilisation logs for dental practices",
    );
    expect(withAudience("Setlists for weddings", "musicians", false)).toBe("Musicians: setlists for weddings");
  });

  it("spells an acronym as most posts do though one post is in lower case, and sets commas right", () => {
    const texts = ["Renewing EPC and PAT checks", "EPC renewals are a pain", "who tracks epc dates?"];
    expect(jobTitle({ phrase: "renewing epc , pat and gas checks", task: true }, texts)).toBe(
      "Renewing EPC, PAT and gas checks",
    );
  });

  it("opens a description in words that fit a thing as well as a task", () => {
    for (const opener of DESCRIPTION_OPENERS) {
      const sentence = opener("4 posts", "in r/florists", "wedding flower orders");
      expect(sentence).not.toMatch(/the question is|go about it/);
    }
  });
});
