import { describe, expect, it } from "vitest";
import { paraphraseLocally, readAsk } from "./paraphrase";

/**
 * Two common ways a title asks which thing to pick: 'Preferred X?' and 'Which X you use ...' with
 * no do/would before 'you'. Both must give a quote naming the thing; a 'what would you suggest'
 * question keeps its task.
 */
describe("asks read from short real-world frames", () => {
  it("reads 'Preferred X?' as asking which X to pick", () => {
    const quote = paraphraseLocally(
      "Preferred email clients?\nI keep switching between three and want to settle on one.",
    );
    expect(quote).not.toBeNull();
    expect(quote!.toLowerCase()).toContain("email clients");
  });

  it("reads 'Which X you use' without an auxiliary", () => {
    expect(readAsk("Which backup service you use for a home laptop?")?.object).toBe("backup service");
  });

  it("does not take the auxiliary of 'What would you suggest for ...' as the thing asked for", () => {
    expect(readAsk("What would you suggest for tracking bird sightings on a walk?")?.object).toBe(
      "tracking bird sightings",
    );
  });

  it("reads 'Where do you store X?' as asking how others keep track of X", () => {
    const ask = readAsk("Where do you store your sourdough recipes?\nMine are spread over three apps.");
    expect(ask).toMatchObject({ frame: "how", object: "store their sourdough recipes" });
    expect(paraphraseLocally("Where do you store your sourdough recipes?")).toMatch(/storing their sourdough recipes/);
  });

  it("keeps 'ideas' when it is the thing kept, not a word for advice", () => {
    expect(readAsk("How should I keep track of my ideas?")?.object).toBe("keep track of their ideas");
    expect(readAsk("Any laptop recommendations?")?.object).toBe("laptop");
  });

  it("keeps the doing a 'what tool do you use to ...' question asks about", () => {
    const quote = paraphraseLocally("What tool do you use to track your reading list?");
    expect(quote).toMatch(/tracking their reading list/);
  });

  it("reads a purpose after 'for' as a thing even when its first word can be a verb", () => {
    expect(readAsk("What software do you use for tailor price lists?")).toMatchObject({
      frame: "whatFor",
      object: "tailor price lists",
    });
  });
});
