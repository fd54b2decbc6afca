import { describe, expect, it } from "vitest";
import { cutInSource, paraphraseLocally, whereToGet } from "./paraphrase";

describe("a shortened object stays a whole noun phrase", () => {
  it("sees a gerund cut from its own object after 'and'", () => {
    const post = "Any tool for booking rooms and tracking their deposits? We lose track weekly.";
    expect(cutInSource("booking rooms and tracking", post)).toBe(true);
    expect(paraphraseLocally(post) ?? "").not.toMatch(/tracking\.$/);
  });

  it("sees a plural cut from the verb it is the subject of", () => {
    const post = "Which app do you use for drafting menus guests trust? Guests ask about allergens.";
    expect(cutInSource("drafting menus guests", post)).toBe(true);
  });

  it("sees one word cut from a compound that goes on with 'to' and a verb", () => {
    const post = "Can anyone recommend an app for ride to school rota sign-ups? We are a small parish.";
    expect(cutInSource("app for ride", post)).toBe(true);
    expect(paraphraseLocally(post) ?? "").not.toMatch(/for ride\b(?! to)/);
  });

  it("sees a task on one bare word cut from what says which", () => {
    const post = "What do you use for keeping logs on each hive's temper? We do it on paper.";
    expect(cutInSource("keeping logs", post)).toBe(true);
  });

  it("finds a task said with its verb in another form, and never reads past a sentence's end", () => {
    const post = "How do you keep track of coach mileage for away games? Drivers forget.";
    expect(cutInSource("keeping track of coach", post)).toBe(true);
    expect(paraphraseLocally(post) ?? "").not.toMatch(/of coach\.$/);
    expect(cutInSource("planning canoe trips", "Tips for planning canoe trips? Trips sell out.")).toBe(false);
  });

  it("reads where to get a thing from the title only", () => {
    expect(whereToGet("Best place to buy cheap climbing ropes?\nThanks.")).toBe("climbing ropes");
    expect(whereToGet("Help with ropes.\nWhere do you buy climbing ropes?")).toBeNull();
  });
});

describe("a quote retells the task the post asks about", () => {
  it("takes the task a question names over one its complaint names, even in a trade word the post repeats", () => {
    const post =
      "Glampsite bookings board: paper or app? Every weekend, tents clash with washing machine slots. " +
      "Is there a cheap tool for running the glampsite bookings board?";
    const quote = paraphraseLocally(post) ?? "";
    expect(quote).toMatch(/glampsite bookings board/);
    expect(quote).not.toMatch(/washing machine/);
  });
});
