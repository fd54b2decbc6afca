import { describe, expect, it } from "vitest";
import { askThing } from "./ask-key";
import { sameThing } from "./grouping";

const thing = (text: string) => askThing(text)!;

describe("one shared word is no shared thing", () => {
  const pressLists = thing("What do you use for press contact lists?\nHalf the editors on ours have left.");

  it("keeps apart two things that share one noun under different heads", () => {
    // 'contact' heads the plumber post's thing; 'list' is said apart, of builders, not of contacts.
    const plumbers = thing(
      "What do you use for plumber contacts?\nJust bought a house and I want to keep a list of builders I can rely on.",
    );
    expect(sameThing(pressLists, plumbers)).toBe(false);
    expect(sameThing(plumbers, pressLists)).toBe(false);
  });

  it("still joins a post that says the other's thing as one name", () => {
    const suppliers = thing(
      "What do you use for supplier contacts?\nOur contact list lives in a spreadsheet nobody updates.",
    );
    expect(sameThing(pressLists, suppliers)).toBe(true);
  });
});
