import { describe, expect, it } from "vitest";
import { askKey, askThing, choosingJob, foldedNames, recordKey, sameNamed } from "./ask-key";
import { sameThing, statedStems } from "./grouping";
import { readAsk } from "./paraphrase";

describe("names of one thing a reader takes as the same choice", () => {
  it("joins an IDE with a text editor and a code editor", () => {
    const keys = [
      "Which IDE do you use these days?\nI switch machines a lot.",
      "What text editor do you use?\nMine keeps crashing on big files.",
      "Can anyone recommend a good code editor?",
    ].map(askKey);
    expect(new Set(keys)).toEqual(new Set(["code editor"]));
  });

  it("joins a VPS, a web host and a hosting provider", () => {
    const keys = [
      "Which VPS provider do you use?",
      "What hosting provider do you use?\nOurs went down twice.",
      "Best web host these days?\nSomething cheap.",
    ].map(askKey);
    expect(new Set(keys)).toEqual(new Set(["host provider"]));
    const [a, b] = ["Which VPS provider do you use?", "Best web host these days?"].map(askThing);
    expect(sameThing(a!, b!)).toBe(true);
  });

  it("titles a choice by the spelling most posts say, never by what it is compared with", () => {
    const job = choosingJob([
      "Is it worth paying for a cheaper VPS than Linode?\nMy bill keeps growing.",
      "What hosting provider do you use?\nMine is slow.",
      "Preferred VPS providers?\nShare your picks.",
      "Which VPS provider do you use?\nI run two small sites.",
    ]);
    expect(job?.phrase.toLowerCase()).toBe("choosing a vps provider");
  });

  it("keeps other kinds of editor and of host apart", () => {
    expect(askKey("Which video editor do you use for vlogs?")).toBe("video editor");
    expect(askKey("Which binary file editor do you use?")).not.toBe("code editor");
    expect(askKey("What email host do you use for a club?")).not.toBe("host provider");
  });

  it("folds only whole names, the last ones of a key", () => {
    expect(sameNamed(["linux", "text", "editor"])).toEqual(["linux", "code", "editor"]);
    expect(sameNamed(["photo", "editor"])).toEqual(["photo", "editor"]);
    expect(foldedNames(["cheap", "vps", "plan"])).toEqual(["host", "provider"]);
  });

  it("reads a need naming no thing as saying the hosting provider when it says a VPS", () => {
    const text = "Do tiny VPS plans under three dollars exist?\nI only run a chat bot.";
    expect(statedStems(text, readAsk(text)).has("host")).toBe(true);
  });
});

describe("records a reader takes as one", () => {
  it("keeps a record of what the asker learns, however the keeping is worded", () => {
    const keys = [
      "Any tool to track what I learn each week?\nI lose half of it within a month.",
      "Is there a good way to document what we learnt in a sprint?\nOur stack is huge.",
      "How do you log your notes/progress/things you have learnt?\nA diary did not work.",
    ].map(recordKey);
    expect(new Set(keys)).toEqual(new Set(["keep:learn"]));
  });

  it("keeps learning materials, not learning, when no one is said to learn", () => {
    expect(recordKey("How do you store learning materials for your class?")).not.toBe("keep:learn");
  });

  it("reads saved articles, links and bookmarks as one record", () => {
    const keys = [
      "How do you organise your bookmarks to read later?\nMy browser has thousands.",
      "Where do you save links for reading on the train?",
      "How do you save/sort your unread articles?\nI never get back to them.",
    ].map(recordKey);
    expect(new Set(keys)).toEqual(new Set(["keep:bookmark"]));
  });

  it("reads a participle before the kept noun as saying which of them", () => {
    expect(recordKey("Where do you store your scanned receipts?")).toBe(recordKey("Where do you store receipts?"));
  });

  it("keeps other records apart", () => {
    expect(recordKey("Where do you save your recipes?")).toBe("keep:recip");
    expect(recordKey("How do you track your running routes?")).not.toBe("keep:bookmark");
  });
});
