import { describe, expect, it } from "vitest";
import { askThing } from "./ask-key";
import { readAsk } from "./paraphrase";
import { tagged } from "./nlp";
import {
  attachLaunchesToThing,
  keepLaunchesOnThing,
  offersThing,
  keepNeedsOnThing,
  sameThing,
  splitByThing,
  statedStems,
  deniedStems,
  type Grouping,
} from "./grouping";

const thing = (text: string) => askThing(text)!;

describe("a group asks for one thing", () => {
  it("reads the thing asked for and what it is about", () => {
    expect(thing("Which bread maker do you use?").nouns).toEqual(["bread", "maker"]);
    expect(thing("Any recommendations for a book on beekeeping for beginners?")).toMatchObject({
      nouns: ["book"],
      // 'for beginners' says who asks, not what the book is about.
      about: ["beekeep"],
    });
    // A frame's noun is no thing: 'a decent setup for …'.
    expect(askThing("Does anyone have a decent setup for this?")).toBeNull();
    // 'a tool to ...': the artefact names no thing.
    expect(askThing("Is there a tool to sort my seed packets?")).toBeNull();
  });

  it("never takes a shared subject for one thing", () => {
    const courses = thing("Any recommendations for evening courses in marine biology?");
    const podcasts = thing("What are the best podcasts about marine biology?");
    expect(sameThing(courses, podcasts)).toBe(false);
    const beekeeping = thing("Any recommendations for a book on beekeeping?");
    const pottery = thing("Any recommendations for a book on pottery glazes?");
    const anyBook = thing("What are the best books you read this year?");
    expect(sameThing(beekeeping, pottery)).toBe(false);
    expect(sameThing(beekeeping, anyBook)).toBe(true);
    expect(sameThing(thing("Which bread maker do you use?"), thing("Best bread maker for a family of five?"))).toBe(
      true,
    );
    expect(sameThing(thing("Which bread maker do you use?"), thing("Which pasta maker do you use?"))).toBe(false);
    expect(sameThing(thing("Which bread maker do you use?"), thing("Any recommendations for a maker?"))).toBe(true);
    // One shared word of what two books are about ('music') is two subjects; the shorter subject said again is one.
    const jazzHistory = thing("Can anyone recommend a book on jazz music history?");
    const theory = thing("Can anyone recommend a book on music theory?");
    expect(sameThing(jazzHistory, theory)).toBe(false);
    expect(sameThing(theory, thing("Any recommendations for a book on music theory for guitarists?"))).toBe(true);
    // A bare noun whose ask says nothing of its subject takes the subject its title names.
    const sailing = thing(
      "Book about the history of sailing ships?\nI grew up by the sea. Can anyone recommend a good book?",
    );
    expect(sailing.about).toEqual(expect.arrayContaining(["history", "sail"]));
    expect(sameThing(sailing, thing("Any recommendations for a book on knitting patterns?"))).toBe(false);
    // 'programming' is a kind of podcast, not the artefact 'program'.
    expect(thing("What are good programming podcasts?").nouns).toEqual(["program", "podcast"]);
    // A post that names the other's thing in its own words asks for it too.
    const grain = thing("Which grain mill do you use? Mine jams on rye, a bread maker would do it all");
    expect(sameThing(thing("Which bread maker do you use?"), grain)).toBe(true);
  });

  it("keeps two kinds of one thing apart: a modifier names another kind", () => {
    // The first post says 'web' and 'framework' too, not as the thing it asks for.
    const styles = thing(
      "What is a good small CSS framework for a hobby site?\nI want to pick up web design basics on it.",
    );
    const server = thing("Which web framework would you pick today?\nI mostly write Go.");
    expect(styles.nouns).toEqual(["css", "framework"]);
    expect(server.nouns).toEqual(["web", "framework"]);
    expect(sameThing(styles, server)).toBe(false);
    // Each saying the other's modifier, two names are one kind ('a desk chair' for the office).
    const office = thing("What is a good office chair?\nI sit at a standing desk all day.");
    expect(sameThing(office, thing("Any recommendations for a desk chair?\nMy home office is tiny."))).toBe(true);
    expect(sameThing(office, thing("Any recommendations for a desk chair?"))).toBe(false);
    // A post that puts the other's modifier before its own thing names that kind too.
    const portable = thing("What is a good linux laptop for travel?");
    expect(sameThing(portable, thing("Can anyone recommend a linux development laptop?"))).toBe(true);
    expect(sameThing(portable, thing("Can anyone recommend a development laptop?"))).toBe(false);
    // A bare 'framework' said of nothing takes either kind.
    expect(sameThing(styles, thing("Any recommendations for a framework?"))).toBe(true);
    expect(sameThing(styles, thing("Can anyone recommend a CSS framework for a landing page?"))).toBe(true);
  });

  it("keeps one thing under two modifiers apart: 'garden hose reel' is not 'fire hose reel'", () => {
    const garden = thing("What's the best garden hose reel?");
    const fire = thing("Which fire hose reel do you use?\nOur warehouse needs new ones.");
    expect(garden).toMatchObject({ nouns: ["hose", "reel"], modifier: "garden" });
    expect(fire.modifier).toBe("fire");
    expect(sameThing(garden, fire)).toBe(false);
    // A post that names no modifier asks for either; each saying the other's modifier, one kind.
    expect(sameThing(garden, thing("What's the best hose reel?"))).toBe(true);
    expect(sameThing(garden, thing("What's the best fire hose reel?\nMostly for the garden shed."))).toBe(false);
    expect(
      sameThing(
        thing("What's the best garden hose reel?\nThe fire brigade's ones look sturdier."),
        thing("What's the best fire hose reel?\nMostly for the garden shed."),
      ),
    ).toBe(true);
  });

  it("keeps the most asked thing and lets the others go, launches and thingless posts staying", () => {
    const texts = [
      "Which bread maker do you use?",
      "What are the best podcasts about sourdough baking?",
      "Best bread maker for a small kitchen?",
      "Baking sourdough every weekend and my starter keeps dying",
      "Any recommendations for a bread maker?",
    ];
    const things = [...texts.map((t) => askThing(t)), undefined];
    const grouping: Grouping = {
      duplicateOf: Int32Array.from([-1, -1, -1, -1, -1, -1, 0]),
      group: Int32Array.from([0, 0, 0, 0, 0, 0, 0]),
      clusters: [{ members: [0, 1, 2, 3, 4, 5], topTerms: [7] }],
    };
    const split = splitByThing(grouping, [...things, undefined]);
    expect(split.clusters.map((c) => c.members)).toEqual([[0, 2, 3, 4, 5], [1]]);
    expect([...split.group]).toEqual([0, 1, 0, 0, 0, 0, 0]);
  });

  it("sends the posts that leave to the group asking for their thing", () => {
    const texts = [
      "Which bread maker do you use?",
      "Any recommendations for a bread maker?",
      "What is the best stand mixer for bread dough?",
      "Which stand mixer do you use?",
      "Best stand mixer for a small bakery?",
    ];
    const grouping: Grouping = {
      duplicateOf: new Int32Array(5).fill(-1),
      group: Int32Array.from([0, 0, 0, 1, 1]),
      clusters: [
        { members: [0, 1, 2], topTerms: [1] },
        { members: [3, 4], topTerms: [2] },
      ],
    };
    const split = splitByThing(grouping, texts.map(askThing));
    expect(split.clusters.map((c) => c.members)).toEqual([
      [0, 1],
      [2, 3, 4],
    ]);
    expect([...split.group]).toEqual([0, 0, 1, 1, 1]);
  });
});

describe("a launch is a builder for its group's thing", () => {
  it("leaves a group when it names none of the thing the group asks for", () => {
    const texts = ["Which bread maker do you use?", "Any recommendations for a bread maker?", "Best bread maker?"];
    const things = [...texts.map(askThing), undefined, undefined];
    const launches = new Map([
      [3, new Set(["launch", "smart", "bread", "maker"])],
      [4, new Set(["launch", "sourdough", "podcast"])],
    ]);
    const grouping: Grouping = {
      duplicateOf: new Int32Array(5).fill(-1),
      group: new Int32Array(5).fill(0),
      clusters: [{ members: [0, 1, 2, 3, 4], topTerms: [] }],
    };
    const kept = keepLaunchesOnThing(grouping, things, (i) => launches.get(i));
    expect(kept.clusters[0]!.members).toEqual([0, 1, 2, 3]);
    expect([...kept.group]).toEqual([0, 0, 0, 0, -1]);
  });
});

describe("a launch in no group builds for the thing its title offers", () => {
  const asks = [
    "Which bread maker do you use?",
    "Any recommendations for a bread maker?",
    "Best bread maker for a small kitchen?",
    "What seed tray would you recommend for tomatoes?",
    "Can anyone recommend a seed tray that lasts?",
  ];
  const launches = [
    "Loafly – a bread maker that texts you when the crust is done",
    "Show HN: I wired my bread maker to a smart plug",
    "Crumbs – a bread maker recipe library",
    "Kitchen gadgets, bread maker, toasters: a price tracker",
    "Trayful: the seed tray made from recycled bottles",
  ];
  const things = [...asks.map(askThing), ...launches.map(() => undefined)];
  const grouping: Grouping = {
    duplicateOf: new Int32Array(10).fill(-1),
    group: Int32Array.from([0, 0, 0, 1, 1, -1, -1, -1, -1, -1]),
    clusters: [
      { members: [0, 1, 2], topTerms: [] },
      { members: [3, 4], topTerms: [] },
    ],
  };

  it("joins the group asking for that thing, and only when the title offers it", () => {
    const attached = attachLaunchesToThing(grouping, things, (i) => (i >= 5 ? launches[i - 5] : undefined));
    // The first launch is a bread maker and the last a seed tray; the others only mention one
    // (someone's own, another thing's part, one of a list).
    expect(attached.clusters[0]!.members).toEqual([0, 1, 2, 5]);
    expect(attached.clusters[1]!.members).toEqual([3, 4, 9]);
    expect([...attached.group]).toEqual([0, 0, 0, 1, 1, 0, -1, -1, -1, 1]);
  });

  it("never takes a thing named with a modifier the askers never say for theirs", () => {
    const words = new Set(["home", "wifi", "router"]);
    expect(offersThing(tagged("Meshly – a quiet wifi router for flats").flat(), ["router"], words)).toBe(true);
    expect(offersThing(tagged("Pathfinder – an HTTP request router for Rust").flat(), ["router"], words)).toBe(false);
  });
});

describe("a need that names no thing", () => {
  it("leaves a group asking for one thing when it says none of that thing, as a group of its own", () => {
    const texts = [
      "Which bread maker do you use?",
      "Any recommendations for a bread maker?",
      "How do I keep my sourdough starter alive over a holiday?",
      "Why does the crust come out pale in my bread maker?",
    ];
    const things = texts.map(askThing);
    expect(things[2]).toBeNull();
    expect(things[3]).toBeNull();
    const stems = [
      undefined,
      undefined,
      new Set(["sourdough", "starter", "aliv", "holiday"]),
      new Set(["bread", "maker", "crust"]),
    ];
    const grouping: Grouping = {
      duplicateOf: Int32Array.from([-1, -1, -1, -1, 3]),
      group: new Int32Array(5).fill(0),
      clusters: [{ members: [0, 1, 2, 3], topTerms: [] }],
    };
    const kept = keepNeedsOnThing(grouping, things, (i) => stems[i]);
    expect(kept.clusters.map((c) => c.members)).toEqual([[0, 1, 3], [2]]);
    // A copy follows its original.
    expect([...kept.group]).toEqual([0, 0, 1, 0, 0]);
    // A group asking for no one thing keeps its posts.
    const mixed = keepNeedsOnThing(grouping, [things[0]!, null, null, null], (i) => stems[i]);
    expect(mixed).toBe(grouping);
  });

  it("says the thing in what it asks: a task's question, never an aside in brackets", () => {
    const stated = (text: string) => statedStems(text, readAsk(text));
    // The story mentions the bread maker; the question asks how to practise, a need of its own.
    const practise = "How do you practise baking without wasting flour?\nI bake in my bread maker most weekends.";
    expect(readAsk(practise)?.frame).toBe("how");
    expect(stated(practise).has("bread")).toBe(false);
    expect(stated("How do I clean the paddle of my bread maker?").has("bread")).toBe(true);
    const sharing = "Ask XY: How are you sharing recipes across devices?\nI bake in a bread maker and note every loaf.";
    expect(readAsk(sharing)).toBeNull();
    expect(stated(sharing).has("bread")).toBe(false);
    expect(stated("Quickest way to learn to knit (not the machine kind)?").has("machin")).toBe(false);
    expect(stated("My loaves never rise in the bread maker, why?").has("bread")).toBe(true);
  });

  it("leaves a group asking for a thing when it says it is not about that thing", () => {
    const texts = [
      "Which bread maker do you use?",
      "Any recommendations for a bread maker?",
      "How quickly can I learn to use a pasta maker (not the bread kind)?",
      "My loaves never rise, what am I doing wrong?",
    ];
    const things = texts.map((t, i) => (i < 2 ? askThing(t) : null));
    expect([...deniedStems(texts[2]!)]).toEqual(["bread", "kind"]);
    expect(deniedStems(texts[3]!).size).toBe(0);
    const stems = [undefined, undefined, new Set(["quickly", "learn", "pasta", "maker"]), new Set(["loav", "bread"])];
    const grouping: Grouping = {
      duplicateOf: Int32Array.from([-1, -1, -1, -1]),
      group: new Int32Array(4).fill(0),
      clusters: [{ members: [0, 1, 2, 3], topTerms: [] }],
    };
    const denied = (i: number) => deniedStems(texts[i]!);
    // It says 'maker' (of pasta): without its denial read, it would stay.
    expect(keepNeedsOnThing(grouping, things, (i) => stems[i]).clusters.map((c) => c.members)).toEqual([[0, 1, 2, 3]]);
    const kept = keepNeedsOnThing(grouping, things, (i) => stems[i], denied);
    expect(kept.clusters.map((c) => c.members)).toEqual([[0, 1, 3], [2]]);
  });
});
