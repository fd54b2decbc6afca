import { describe, expect, it } from "vitest";
import { sharedRun } from "./overlap";
import { paraphraseLocally, rewriteSentence } from "./paraphrase";

describe("the local paraphraser", () => {
  it("keeps the sentences that voice the need, in other words, as statements about 'they'", () => {
    const post =
      "I run a small plumbing business with two vans.\nI waste hours every week chasing clients for unpaid invoices. Is there a tool that sends polite payment reminders automatically?";
    const quote = paraphraseLocally(post)!;
    expect(quote).toBe(
      "They squander hours weekly pursuing customers for outstanding bills. They desire a utility that dispatches courteous remittance nudges on its own.",
    );
    expect(sharedRun(quote, [post])).toBeNull();
  });

  it("turns request questions into statements and moves a long subject behind its description", () => {
    expect(rewriteSentence("Does anyone know of a board that shows every application?")).toBe(
      "They ask for a board that displays each submission?".replace("?", "."),
    );
    expect(rewriteSentence("Chasing late invoices is a constant headache.")).toBe(
      "An ongoing hassle: pursuing overdue bills.",
    );
    expect(rewriteSentence("Honestly, I'm so tired of my spreadsheet (it breaks).")).toBe(
      "They're weary of their sheet.",
    );
  });

  it("leaves out sentences holding removed personal data", () => {
    const quote = paraphraseLocally("I hate chasing unpaid invoices every month. Email me at [email] or call [phone].");
    expect(quote).not.toMatch(/\[(?:email|phone|name|user|link)\]/);
  });

  it("never returns a quote that shares 5 words with its post: it repairs the run or gives none", () => {
    const stubborn = "Zorblat quixel frandor vemmick trallop ponderix.";
    expect(paraphraseLocally(stubborn)).toBeNull();
    const posts = [
      "Is there a tool for keeping track of paper receipts for expenses?",
      "Frustrated with debugging flaky tests in the build pipeline. Rerun buttons just hide the problem.",
      "How do you deal with finding a reliable dog walker on short notice?",
    ];
    for (const post of posts) {
      const quote = paraphraseLocally(post);
      expect(quote === null || sharedRun(quote, [post]) === null).toBe(true);
    }
  });

  it("when no word of a shared run can change, cuts the phrase or the sentence that holds it rather than give no quote", () => {
    const phrase = "I wish there was an app for zorblat quixel frandor during vemmick trallop.";
    const cut = paraphraseLocally(phrase)!;
    expect(cut).not.toMatch(/trallop/);
    expect(sharedRun(cut, [phrase])).toBeNull();
    const post =
      "I wish there was an app for zorblat quixel frandor vemmick trallop. Is there a tool for keeping track of receipts?";
    const quote = paraphraseLocally(post)!;
    expect(quote).not.toMatch(/zorblat/i);
    expect(quote).toBe("They desire a utility for monitoring slips.");
    expect(sharedRun(quote, [post])).toBeNull();
  });

  it("does not loop on a swap that keeps a word of the run (card -> bank card): it repairs the run another way", () => {
    const post =
      "Any recommendations for deciding which credit card balance to clear first?\nI work with plumbers. Is there a tool for walking new starters through onboarding paperwork?";
    const quote = paraphraseLocally(post);
    expect(quote).not.toBeNull();
    expect(sharedRun(quote!, [post])).toBeNull();
  });

  it("says a title repeated as the body's first sentence once", () => {
    expect(
      paraphraseLocally(
        "Is there a full list of garden tools?\nIs there a full list of garden tools? I keep buying the wrong ones.",
      ),
    ).toBe("They desire a full checklist of garden utilities?".replace("?", "."));
  });

  it("is deterministic", () => {
    const post =
      "I'm fed up with building the weekly staff rota. I wish there was a simple app where staff can swap shifts.";
    expect(paraphraseLocally(post)).toBe(paraphraseLocally(post));
  });
});
