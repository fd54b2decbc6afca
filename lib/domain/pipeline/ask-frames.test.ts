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
});
