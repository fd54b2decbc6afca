import { describe, expect, it } from "vitest";
import { postDetails, spellingOf, mendForumSpelling } from "./describe";
import { cutInSource, gerundMayDescribe, paraphraseLocally, withArticle } from "./paraphrase";

/**
 * Quotes and complaints as a founder reads them: a quote names what the writer wants, never the
 * club they belong to or the makeshift they use now; a thing it names is a whole thing; a complaint
 * is retold from a sentence spelt right.
 */
describe("a quote names what is wanted, not who asks or what they use now", () => {
  it("never quotes the writer's own club as the thing asked for", () => {
    const post =
      "Which app do you use for recording damage to club canoes and paddles?\nI'm the secretary for our canoe club.\n\n" +
      "A canoe goes out with a split seam.\n\nIs there an app that handles canoe and paddle damage logs properly? thanks!";
    expect(paraphraseLocally(post) ?? "").not.toMatch(/canoe club/);
  });

  it("never quotes the setup a writer gets by with as the thing they hope to find", () => {
    const post =
      "Looking for a better way of telling owners how their horse settled overnight\n" +
      "I manage a livery yard. Owners text at all hours. We've been getting by with a paper phone tree. " +
      "What do other yard managers use for telling owners how their horse settled overnight?";
    expect(paraphraseLocally(post) ?? "").not.toMatch(/phone tree/);
  });

  it("quotes the thing a title asks an app for when the task is too long to restate", () => {
    const post =
      "Is there an app for spa chemical logs?\nCan someone recommend a tool for logging spa water tests and chemicals per visit?";
    expect(paraphraseLocally(post)).toMatch(/spa chemical logs\.$/);
  });

  it("still quotes the thing a cut task goes on to name in its own sentence", () => {
    const post =
      "Anyone found a decent tool for judo belt grades?\nCan anyone suggest a tool for moving students up judo belt grades?";
    expect(paraphraseLocally(post)).toMatch(/judo belt grades\.$/);
  });
});

describe("a thing quoted is a whole thing", () => {
  it("reads a gerund closing a compound at a line's end as the compound's head", () => {
    const post = "Any tips for logging kiln shelf and chimney cleaning\nWe run a pottery studio.";
    expect(cutInSource("kiln shelf and chimney", post)).toBe(true);
    expect(cutInSource("logging kiln shelf and chimney", post)).toBe(true);
    expect(paraphraseLocally(post) ?? "").not.toMatch(/chimney\.$/);
  });

  it("keeps a task whose gerund opens a new clause whole", () => {
    expect(cutInSource("tracking tips", "Any app for tracking tips? Waiting staff share them.")).toBe(false);
  });

  it("says a topic a post wants software for as the thing it works on, never a thing to rate", () => {
    for (const post of [
      "Recommendations for joint savings as a couple software?\nWe argue about money every month and nobody keeps the receipts.",
      "Any recommendations for joint savings as a couple software?\nMy partner and I keep arguing.",
    ]) {
      const quote = paraphraseLocally(post) ?? "";
      expect(quote).toMatch(/joint savings\.$/);
      expect(quote).not.toMatch(/(?:name|a lead on|pointers to) joint savings/);
    }
  });

  it("gives paperwork no article, as it gives none to other mass nouns", () => {
    expect(withArticle("care home admissions paperwork")).toBe("care home admissions paperwork");
    expect(withArticle("desk lamp")).toBe("a desk lamp");
  });

  it("tells a gerund describing a trade from one acting on a thing", () => {
    const vending = "what do you use for vending pitch fees\nLong time lurker, vending operator here.";
    expect(gerundMayDescribe("vending pitch fees", vending)).toBe(true);
    expect(gerundMayDescribe("tracking pitch fees", "Any app for tracking pitch fees at markets?")).toBe(false);
  });

  it("never says a trade's gerund as a doing ('a better way of vending ...')", () => {
    const post =
      "Vending operators: what do you use for vending pitch fees?\nFees are worked out on scraps of paper.\n" +
      "Has anyone found a good system for paying landlords their pitch fee?";
    for (let i = 0; i < 12; i++) {
      const quote = paraphraseLocally(post.replace("scraps", `scraps${" ".repeat(i)}`)) ?? "";
      expect(quote).not.toMatch(/(?:way of|go about) vending/);
    }
  });
});

describe("a complaint retold from a sentence spelt right", () => {
  it("puts back the apostrophes forums drop before the person changes", () => {
    expect(mendForumSpelling("nobody tells us whats going on and im stuck")).toBe(
      "nobody tells us what's going on and i'm stuck",
    );
    expect(mendForumSpelling("Dont ask")).toBe("Don't ask");
    // 'its' and 'were' are words of their own: left as typed.
    expect(mendForumSpelling("its wheels were fine")).toBe("its wheels were fine");
  });

  it("finds a sentence garbled where a dropped apostrophe makes another word", () => {
    const post = "we never get paid the refund were owed. nobody replies until its too late.";
    expect(spellingOf("we never get paid the refund were owed.", post)).toBe("garbled");
    expect(spellingOf("nobody replies until its too late.", post)).toBe("garbled");
    expect(spellingOf("The crew were late and its engine failed.", post)).toBe("clean");
  });

  it("retells one trouble once, from the post that spells it right", () => {
    const posts = [
      "honestly i never recover the deposit im owed. any app for tenancy deposits?",
      "We never recover the deposit were owed. Is there software for tenancy deposits?",
      "I never recover the deposit I'm owed, every single time. What do landlords use for tenancy deposits?",
    ];
    const troubles = postDetails(posts).trouble.map((t) => t.text);
    expect(troubles.length).toBe(1);
    expect(troubles[0]).toMatch(/they're owed|they are owed/);
    expect(troubles.join(" ")).not.toMatch(/\bim\b|got owed|were owed/);
  });
});
