import { describe, expect, it } from "vitest";
import { postDetails } from "./describe";
import { cutInSource, paraphraseLocally, withArticle } from "./paraphrase";

/**
 * Quotes and complaints read as plain English: a placing verb keeps where it places, a number
 * stays with its word, a plural or a material takes no 'a', a single thing its post says with an
 * article keeps one, and a complaint retells what goes wrong even when the post says it plainly.
 */
describe("a quoted task keeps what its verb needs", () => {
  it("reads a placing verb cut before where it places as cut", () => {
    const post = "Is there an app for putting cleaners on weekend rounds? Our rota lives on a fridge door.";
    expect(cutInSource("putting cleaners", post)).toBe(true);
  });

  it("never quotes a placing verb without where it places", () => {
    const post =
      "Fed up with hostel volunteer night cover as a warden\nOne warden off sick and the night desk is empty.\n" +
      "Does anyone know of a tool for putting wardens on late night cover?";
    expect(paraphraseLocally(post) ?? "").not.toMatch(/putting wardens\.$/);
  });

  it("never quotes a number cut from the word it belongs to", () => {
    const post =
      "what do you use for corner-shop age 18 ledger\nthe council officer wants a book of turned-away buyers. " +
      "is there anything out there for corner-shop age 18 ledger that a tiny pub can afford?";
    expect(paraphraseLocally(post) ?? "").not.toMatch(/(?<!age )\b18 ledger\b/);
  });
});

describe("a thing takes the article its grammar wants", () => {
  it("gives no 'a' to a plural without an s", () => {
    expect(withArticle("reliable tradespeople")).toBe("reliable tradespeople");
    expect(withArticle("kitchen staff")).toBe("kitchen staff");
  });

  it("gives no 'a' to a material", () => {
    expect(withArticle("porcelain clay")).toBe("porcelain clay");
    expect(withArticle("bread flour")).toBe("bread flour");
  });

  it("keeps the article of a single thing its post says with one", () => {
    const post =
      "what do you use for allotment plot waiting list\nA person who waited four years gets skipped by a newcomer. " +
      "We keep the allotment plot waiting list in a notebook. Nobody trusts it.";
    const quote = paraphraseLocally(post);
    if (quote?.endsWith("allotment plot waiting list.")) expect(quote).toMatch(/\b(?:an?|their) allotment plot/);
  });

  it("never offers a thing the writer runs out of as what they hope to find", () => {
    const post =
      "Looking for a simple way of ordering wool and dye supplies\nWe always run out of merino wool before the workshop. " +
      "A notebook by the till doesn't cover it. What's the best app for wool and dye reorders?";
    expect(paraphraseLocally(post) ?? "").not.toMatch(/merino wool\.$/);
  });
});

describe("a complaint retells what goes wrong", () => {
  it("retells a plain statement of what someone asks for", () => {
    const posts = [
      "Quick one. Nobody else seems bothered that the fire inspector asks for a drills register.\nAnyone got an app?",
      "the fire inspector asks for a drills register, every single visit. what do you use?",
    ];
    expect(postDetails(posts).trouble.map((t) => t.text)).toContain("the fire inspector expects a drills register");
  });

  it("retells a task done with a makeshift tool", () => {
    const posts = [
      "What kills me is that tips are still shared out with a calculator on Friday.\nAny app for this?",
      "Tips are shared out with a calculator on Friday and it takes ages. Suggestions?",
    ];
    expect(
      postDetails(posts)
        .trouble.map((t) => t.text)
        .join(" "),
    ).toMatch(/using a calculator/);
  });

  it("retells a count in figures when the words would copy the post", () => {
    const posts = [
      "Nobody else seems bothered that we hand out sixty bibs and fifty come back.\nAny app?",
      "We hand out sixty bibs and fifty come back after every league night. Ideas?",
    ];
    expect(
      postDetails(posts)
        .trouble.map((t) => t.text)
        .join(" "),
    ).toMatch(/60 bibs and 50 come back/);
  });
});
