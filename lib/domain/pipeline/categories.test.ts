import { describe, expect, it } from "vitest";
import { categoryFor, communityWorld } from "./categories";

describe("an idea's category from the world of its communities", () => {
  it("reads the world a community's name says", () => {
    expect(communityWorld("youthsports")).toBe("Community");
    expect(communityWorld("Tile")).toBe("Property");
    expect(communityWorld("Equestrian")).toBe("Food");
    expect(communityWorld("camping")).toBe("Travel");
    expect(communityWorld("Dentistry")).toBe("Health");
    expect(communityWorld("cooking.stackexchange.com")).toBe("Food");
    for (const general of ["hn", "smallbusiness", "productivity", "softwarerecs.stackexchange.com", "Entrepreneur"])
      expect(communityWorld(general)).toBeNull();
  });

  it("puts the job in its community's world, whatever words the posts use", () => {
    const referees = ["Assigning referees to under-12 games is chaos", "What do you use for referee assignments?"];
    expect(categoryFor(null, referees, "referee assignments", ["youthsports", "smallbusiness"])).toBe("Community");
    const tiles = [
      "How do you work out tile quantities with waste for a bathroom?",
      "Any app that calculates tile quantities?",
    ];
    expect(categoryFor(null, tiles, "working out tile quantities", ["Tile"])).toBe("Property");
    const farrier = ["Booking the farrier and the vet for twelve horses", "Any app for farrier and vet visits?"];
    expect(categoryFor("vet", farrier, "booking farrier and vet visits", ["Equestrian", "farming"])).toBe("Food");
    const shop = ["Stocking the campsite shop for a bank holiday", "What sells in a campsite shop?"];
    expect(categoryFor(null, shop, "stocking the campsite shop", ["camping"])).toBe("Travel");
  });

  it("falls back to the audience's world, then the posts' words, in general communities", () => {
    expect(categoryFor("dental", ["recall letters"], "sending recall letters", ["hn"])).toBe("Health");
    expect(
      categoryFor(null, ["Which CSS framework for a blog?", "best css framework"], "choosing a css framework", ["hn"]),
    ).toBe("Tech");
  });
});
