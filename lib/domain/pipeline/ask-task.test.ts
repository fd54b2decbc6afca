import { describe, expect, it } from "vitest";
import { askKey, askThing } from "./ask-key";
import { sameThing } from "./grouping";

const returnKeys = "What do you use for chasing tenants to return their keys?\nWe let six flats.";
const signRenewal = "What do you use for chasing tenants to sign the renewal?\nWe let six flats.";
const returnKeysAgain = "Which app do you use for chasing tenants to return keys?\nA small letting office.";

describe("a doing and its object asked for a purpose", () => {
  it("keys no ask whose purpose says which task", () => {
    expect(askKey(returnKeys)).toBeNull();
    expect(askKey(signRenewal)).toBeNull();
  });

  it("keys the doing when nothing follows it", () => {
    expect(askKey("What do you use for chasing tenants?\nWe let flats.")).toBe("chas tenant");
  });

  it("tells two purposes of one doing apart", () => {
    const [keys, renewal] = [askThing(returnKeys)!, askThing(signRenewal)!];
    expect(keys.task).toBe(true);
    expect(sameThing(keys, renewal)).toBe(false);
  });

  it("keeps one purpose worded again as one task", () => {
    expect(sameThing(askThing(returnKeys)!, askThing(returnKeysAgain)!)).toBe(true);
  });

  it("reads a noun compound as a thing, not a task", () => {
    const thing = askThing("Which app do you use for a marathon training plan after an injury?");
    expect(thing?.task).toBeUndefined();
  });
});
