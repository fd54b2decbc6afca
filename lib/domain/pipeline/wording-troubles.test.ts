import { describe, expect, it } from "vitest";
import { AUDIENCES, communityAudience, marketAudienceOf } from "./audiences";
import { categoryFor, communityWorld } from "./categories";
import { describeLocally, jobTitle, needTitle, postDetails, restateTrouble } from "./describe";
import { kindOf } from "./kinds";
import { sharedRun } from "./overlap";
import { paraphraseLocally, restatements, withArticle } from "./paraphrase";

describe("what goes wrong, restated", () => {
  it("turns a contraction round so the clause shares no run of five words with its post", () => {
    const post = "Kayak hire: the trailer doesn't get checked before each trip.";
    const said = restateTrouble("the trailer doesn't get checked before each trip", [post]);
    expect(said).toMatch(/the trailer does not get checked/);
    expect(sharedRun(said!, [post])).toBeNull();
  });

  it("says 'never' as a plain 'not' with the verb's tense kept", () => {
    const post = "Our choir folders never come back after the summer concert.";
    const said = restateTrouble("their choir folders never come back after the summer concert", [post]);
    expect(said).toMatch(/don't come back|do not come back/);
    expect(sharedRun(said!, [post])).toBeNull();
  });

  it("keeps a done thing after 'and never' as done ('... and not logged')", () => {
    const post = "Spare keys are signed out and never logged anywhere.";
    const said = restateTrouble("spare keys are signed out and never logged", [post]);
    expect(said).toBe("spare keys get signed out and not logged");
  });

  it("swaps 'was' for 'got' in a clause of being done", () => {
    const post = "Last spring the boiler service was missed and the tenant complained.";
    const said = restateTrouble("the boiler service was missed", [post]);
    expect(said).not.toBeNull();
    expect(sharedRun(said!, [post])).toBeNull();
    expect(said).toMatch(/got missed/);
  });

  it("says a closing phrase of time first", () => {
    const post = "The keys get lost at the weekend.";
    const said = restateTrouble("the keys get lost at the weekend", [post]);
    expect(said).toBe("at the weekend, the keys get lost");
  });

  it("cuts a clause before its closing phrase when nothing else frees it", () => {
    const post = "Every term lab coats get lost in the prep room cupboard.";
    const said = restateTrouble("lab coats get lost in the prep room cupboard", [post]);
    expect(said).toBe("lab coats get lost");
  });

  it("never cuts a list in two ('between the depot and the site')", () => {
    const post = "A pallet gets lost between depot and site.";
    const said = restateTrouble("a pallet gets lost between depot and site", [post]);
    expect(said ?? "").not.toMatch(/between depot$/);
  });

  it("says nothing rather than a trouble that names nothing", () => {
    expect(restateTrouble("nobody else seems to mind", ["Nobody else seems to mind."])).toBeNull();
    expect(restateTrouble("they have no idea", ["I have no idea."])).toBeNull();
    // A request or a denial is no trouble, whatever word of trouble it holds.
    expect(restateTrouble("please tell them if they're wrong", ["Please tell me if I'm wrong."])).toBeNull();
    expect(
      restateTrouble("the kiln rota was never a problem for them", ["The kiln rota was never a problem for us."]),
    ).toBeNull();
  });

  it("never leaves a clause without its subject", () => {
    const post = "Lost my whole afternoon to the stocktake again.";
    expect(restateTrouble("lost their whole afternoon to the stocktake", [post])).toBeNull();
  });

  it("finds the trouble in posts whose clause would otherwise be copied", () => {
    const posts = [
      "Any app for tracking loan bikes at our youth club? The loan bikes never come back on time.",
      "Tracking loan bikes: what do you use? We use a paper sign-out sheet.",
      "Software for tracking loan bikes? Helmets get left behind all the time.",
    ];
    const d = postDetails(posts);
    expect(d.trouble.map((t) => t.text)).toContain("the loan bikes don't come back on time");
    for (const t of d.trouble) expect(sharedRun(t.text, posts)).toBeNull();
  });

  it("gives a lone trouble to the complaint, so the complaint says what goes wrong", () => {
    const posts = [
      "Any app for tracking loan bikes at our youth club? The loan bikes never come back on time.",
      "Tracking loan bikes: what do you use? We use a paper sign-out sheet.",
      "Software for tracking loan bikes? Is there something simple?",
    ];
    const d = describeLocally({ posts: posts.map((body) => ({ title: null, body })), communities: ["r/youthwork"] });
    expect(d.complaintSummary).toMatch(/come back on time/);
    expect(d.description).not.toMatch(/come back on time/);
    expect(sharedRun(d.complaintSummary, posts)).toBeNull();
  });
});

describe("quotes and titles that read as English", () => {
  it("puts no article before a thing that takes none", () => {
    expect(withArticle("SFTP access")).toBe("SFTP access");
    expect(withArticle("cheap file storage")).toBe("cheap file storage");
    expect(withArticle("office chair")).toBe("an office chair");
    const quotes = restatements({ frame: "seeking", object: "email hosting", purpose: null, sentence: "" });
    for (const q of quotes) expect(q).not.toMatch(/\ban email hosting\b/);
  });

  it("never drops half of an adjective of two words ('a cost standing desk')", () => {
    const q = paraphraseLocally("Recommend me a tool for choosing a cost effective standing desk");
    expect(q).not.toBeNull();
    expect(q).not.toMatch(/\bcost standing\b/);
  });

  it("runs a title of giving on to the thing given ('giving a teenager an allowance')", () => {
    const texts = [
      "Any app for giving a nephew pocket money he can see?",
      "What's the best way of giving a nephew pocket money without cash?",
      "Giving a nephew pocket money: how do you keep it fair and visible?",
    ];
    expect(needTitle(texts, []).title).toBe("Giving a nephew pocket money");
  });
});

describe("who asks and what it is worth", () => {
  it("sizes a hospice's job by hospices, not by doctors' practices", () => {
    const texts = [
      "Our hospice runs a members' draw and I need software for it.",
      "Managing the hospice members' draw is all paper. Any tool?",
      "Hospice fundraising draw admin: what do people use?",
    ];
    expect(marketAudienceOf(texts, ["r/healthcare", "r/hospice"])?.id).toBe("hospice");
    expect(communityAudience("r/hospice")?.id).toBe("hospice");
  });

  it("sizes taxi drivers' jobs by taxi drivers, not haulage firms", () => {
    expect(communityAudience("r/taxidrivers")?.id).toBe("taxi");
    expect(AUDIENCES.find((a) => a.id === "taxi")!.source).toMatch(/\d/);
  });

  it("never sizes car owners' forums as garages, and files them outside Travel", () => {
    expect(communityAudience("r/CarTalkUK")?.id).not.toBe("mechanic");
    expect(communityWorld("r/CarTalkUK")).toBeNull();
    expect(
      categoryFor("driver", ["Keeping on top of my car's parking permits"], "tracking parking permits", [
        "r/CarTalkUK",
      ]),
    ).not.toBe("Travel");
  });

  it("reads 'marketplace sales' as what a seller has, not a marketplace to build", () => {
    expect(
      kindOf(["How do I work out VAT on my marketplace sales?", "Tax on marketplace sales, any tool?"]).id,
    ).not.toBe("marketplace");
    expect(kindOf(["A marketplace connecting dog walkers with owners"]).id).toBe("marketplace");
  });
});

describe("a thing said in a frame of its own", () => {
  it("gives one countable thing its article ('tips on a cheap desk lamp')", () => {
    const quotes = restatements(
      { frame: "pointers", object: "cheap desk lamp", purpose: null, sentence: "" },
      0,
      "thing",
    );
    for (const q of quotes) expect(q).toMatch(/\ba cheap desk lamp\b/);
    // A product is a thing to rate, never 'what serves them for' it.
    for (const q of quotes) expect(q).not.toMatch(/serves them for|covering|touching on/);
    const plural = restatements({ frame: "pointers", object: "desk lamps", purpose: null, sentence: "" }, 0, "thing");
    for (const q of plural) expect(q).not.toMatch(/\ba desk lamps\b/);
  });
});

describe("a title in the third person", () => {
  it("says the writer's own thing after a preposition as 'the' thing, never 'their'", () => {
    expect(jobTitle({ phrase: "chasing the landlord about our boiler repair", task: true }, [])).toBe(
      "Chasing the landlord about the boiler repair",
    );
    expect(jobTitle({ phrase: "saving seats for our own regulars", task: true }, [])).toBe(
      "Saving seats for their own regulars",
    );
  });
});

describe("a complaint that says something", () => {
  it("says what they make do with when no post says what goes wrong or when", () => {
    const posts = [
      "Any app for logging kiln firings at our pottery studio?",
      "Logging kiln firings: what do you use? We rely on a paper logbook.",
      "Software for logging kiln firings? Is there something simple?",
    ];
    const d = describeLocally({ posts: posts.map((body) => ({ title: null, body })), communities: ["r/Pottery"] });
    expect(d.complaintSummary).toMatch(/paper logbook/);
    expect(d.description).not.toMatch(/paper logbook/);
    // Named by its subject, so two ideas making do with one setup never share the sentence.
    expect(d.complaintSummary).toMatch(/^Logging kiln firings: /);
  });
});

describe("a complaint that leads with what hurts", () => {
  const posts = [
    "Any app for booking piano practice rooms? The issue is that two pupils get one slot.",
    "Booking piano practice rooms: what do you use? We rely on a paper sheet on the door. The issue is that two pupils get one slot.",
    "Software for booking piano practice rooms? Is there something simple?",
  ];

  it("reads a clause the writer announces as the problem as a trouble, though it has no word of trouble", () => {
    expect(postDetails(posts).trouble.map((t) => t.text)).toEqual(["2 pupils get one slot"]);
    expect(
      postDetails([
        "What kills me is that the bus comes on Tuesdays.",
        "What kills me is that the bus comes on Tuesdays.",
      ]).trouble.map((t) => t.text),
    ).toEqual(["on Tuesdays, the bus comes"]);
  });

  it("says that trouble before the setup they make do with", () => {
    const d = describeLocally({ posts: posts.map((body) => ({ title: null, body })), communities: ["piano"] });
    expect(d.complaintSummary).toMatch(/2 pupils get one slot/);
    expect(d.complaintSummary).not.toMatch(/paper sheet/);
  });

  it("never cuts such a trouble before what hurts, nor before a phrase that carries it", () => {
    const post = "The trouble is that parents arrive and the coach has already gone.";
    expect(restateTrouble("parents arrive and the coach has already gone", [post, post], true)).toBeNull();
    expect(
      restateTrouble(
        "trophies come back with the names spelt wrong",
        ["trophies come back with the names spelt wrong"],
        true,
      ),
    ).toBeNull();
  });

  it("still says a run out as a trouble ('they run out of', not a business they run)", () => {
    expect(postDetails(["We run out of milk on Mondays."]).trouble.map((t) => t.text)).toEqual([
      "on Mondays, they run out of milk",
    ]);
  });
});

describe("a phrase of time said first", () => {
  it("never moves a phrase measured from a span before it ('a month after the grading')", () => {
    const post = "The problem is rosettes get posted out a week after the show.";
    const said = restateTrouble("rosettes get posted out a week after the show", [post], true);
    expect(said ?? "").not.toMatch(/^after the show,/);
  });
});
