import { describe, expect, it } from "vitest";
import { keyedJob } from "./describe";
import { mergeSameNeed, unnamedAudienceKeys } from "./grouping";

/**
 * One need whose posts in one group say who asks and in another do not was published twice
 * ('Tracking tyre stock and orders for car repair shops' beside 'Tracking tyre stock and orders').
 */
describe("a need titled with and without its audience", () => {
  const owned = (...communities: string[]) => new Set(communities);

  it("takes the key of the one group titling its job with an audience, when they share a trade's forum", () => {
    const keys = unnamedAudienceKeys(
      ["tracking kiln firings for pottery studios", "tracking kiln firings for community centres"],
      ["tracking kiln firings for pottery studios", "tracking kiln firings for community centres"],
      ["tracking kiln firings", "tracking kiln firings"],
      [true, false],
      [owned("Pottery", "smallbusiness"), owned("Pottery", "community")],
    );
    expect(keys).toEqual(["tracking kiln firings for pottery studios", "tracking kiln firings for pottery studios"]);
  });

  it("keeps its own key when the two share no forum an audience owns", () => {
    const keys = unnamedAudienceKeys(
      ["tracking kiln firings for pottery studios", "tracking kiln firings for schools"],
      ["tracking kiln firings for pottery studios", "tracking kiln firings for schools"],
      ["tracking kiln firings", "tracking kiln firings"],
      [true, false],
      [owned("Pottery"), owned("Teachers")],
    );
    expect(keys[1]).toBe("tracking kiln firings for schools");
  });

  it("ties nothing when two audiences title the same job: which one it belongs to is not known", () => {
    const keys = unnamedAudienceKeys(
      ["booking rooms for language schools", "booking rooms for community centres", "booking rooms for charities"],
      ["booking rooms for language schools", "booking rooms for community centres", "booking rooms for charities"],
      ["booking rooms", "booking rooms", "booking rooms"],
      [true, true, false],
      [owned("TEFL"), owned("community"), owned("TEFL", "community")],
    );
    expect(keys[2]).toBe("booking rooms for charities");
  });

  it("carries no tie on: a group whose posts tied it to another need's key lends that key to none", () => {
    // The parking group titled with its audience was tied by its posts' words to the inspections
    // group (saidJobKeys); the parking group titled without it must not follow it there.
    const titleKeys = [
      "hauliers scheduling lorry inspections",
      "hauliers booking overnight lorry parking",
      "booking overnight lorry parking",
    ];
    const saidKeys = [titleKeys[0]!, titleKeys[0]!, titleKeys[2]!];
    const keys = unnamedAudienceKeys(
      saidKeys,
      titleKeys,
      ["scheduling lorry inspections", "booking overnight lorry parking", "booking overnight lorry parking"],
      [true, true, false],
      [owned("Truckers"), owned("Truckers"), owned("Truckers")],
    );
    expect(keys[2]).toBe("booking overnight lorry parking");
  });

  it("never ties two ideas already published: each keeps its need and its claims", () => {
    const keys = unnamedAudienceKeys(
      ["logging fridge temperatures for cafes", "logging fridge temperatures for pubs"],
      ["logging fridge temperatures for cafes", "logging fridge temperatures for pubs"],
      ["logging fridge temperatures", "logging fridge temperatures"],
      [true, false],
      [owned("Cafe"), owned("Cafe")],
      (group) => (group === 0 ? "idea-a" : "idea-b"),
    );
    expect(keys[1]).toBe("logging fridge temperatures for pubs");
  });

  it("so the two groups are published as one idea", () => {
    const needKeys = unnamedAudienceKeys(
      ["ordering glaze for pottery studios", "ordering glaze for charities"],
      ["ordering glaze for pottery studios", "ordering glaze for charities"],
      ["ordering glaze", "ordering glaze"],
      [true, false],
      [owned("Pottery"), owned("Pottery")],
    );
    const merged = mergeSameNeed(
      [
        { members: [0, 1, 2], topTerms: [] },
        { members: [3, 4, 5], topTerms: [] },
      ],
      ["a", "b"],
      needKeys,
      () => null,
    );
    expect(merged.clusters).toHaveLength(1);
    expect(merged.clusters[0]!.members).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("tells whether a title names who asks", () => {
    const named = keyedJob(
      [
        "Pharmacists: what do you use for tracking controlled drug returns?",
        "Our pharmacy is drowning in controlled drug returns. How do other pharmacists keep track?",
        "Pharmacy owner here, tracking controlled drug returns on paper. Any better way?",
      ],
      ["pharmacy"],
    );
    const unnamed = keyedJob(
      [
        "What do you use for tracking controlled drug returns?",
        "Tracking controlled drug returns on paper: any better way?",
        "Is there an app for tracking controlled drug returns?",
      ],
      ["smallbusiness"],
    );
    expect(named?.audienceNamed).toBe(true);
    expect(unnamed?.audienceNamed).toBe(false);
  });
});
