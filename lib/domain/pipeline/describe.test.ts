import { describe, expect, it } from "vitest";
import {
  centralPost,
  communityPlace,
  DESCRIPTION_OPENERS,
  describeLocally,
  ingForm,
  distinctAsks,
  jobTitle,
  needKey,
  needTitle,
  sameJobKey,
  namesMore,
  placesPhrase,
  postDetails,
  restateTrouble,
  sharesWord,
  withAudience,
  unlike,
} from "./describe";
import { inventedClaims, passesGate, sharedRun } from "./overlap";

const notes = [
  "What do you use for class notes?",
  "Is there a note-taking app that keeps my class notes in sync between laptop and phone?",
  "Best app for lecture notes as a student?",
  "My notes are scattered across three notebooks, any suggestions?",
];

describe("local description", () => {
  it("names the thing asked for and who asks, never a frame around a key phrase", () => {
    const d = describeLocally({ posts: notes.map((body) => ({ title: null, body })), communities: ["hn"] });
    expect(d.title).toMatch(/^Class notes/);
    expect(d.title).not.toMatch(/people in|: a tool for/i);
    expect(d.description).toMatch(/on Hacker News/);
    expect(d.description).not.toMatch(/people in Hacker News/);
  });

  it("says nothing about paying, frequency or workarounds no post states", () => {
    const d = describeLocally({ posts: notes.map((body) => ({ title: null, body })), communities: ["r/college"] });
    const text = `${d.title}\n${d.description}\n${d.complaintSummary}\n${d.analysis}`;
    expect(inventedClaims(text, notes)).toEqual([]);
    expect(d.description).toMatch(/in r\/college/);
    for (const n of notes) expect(passesGate(d.description, [n]) || !d.description.includes(n)).toBe(true);
  });

  it("flags an analyser's invented willingness to pay", () => {
    expect(inventedClaims("Teachers would pay to stop marking by hand every week.", notes)).toEqual([
      "willingness to pay",
      "frequency",
      "workaround",
    ]);
  });

  it("picks the post whose subjects the others share", () => {
    // Post 2's two subjects are both shared; post 1's compound is its own.
    expect(centralPost([["garden"], ["note", "class", "class note"], ["note", "class"], ["note"]])).toBe(2);
    expect(centralPost([["garden"], ["bike"], ["garden", "shed"]])).toBe(0);
  });

  it("places communities as people say them", () => {
    expect(communityPlace("hn")).toBe("on Hacker News");
    expect(communityPlace("r/landlords")).toBe("in r/landlords");
    expect(communityPlace("beer.stackexchange.com")).toBe("on the beer Stack Exchange");
  });

  it("places a subreddit the Reddit reader names bare as r/name, and a file's own name as given", () => {
    expect(communityPlace("beekeeping")).toBe("in r/beekeeping");
    expect(communityPlace("UK_Landlords")).toBe("in r/UK_Landlords");
    expect(communityPlace("stackexchange")).toBe("on Stack Exchange");
    expect(communityPlace("support-tickets")).toBe("in support-tickets");
    expect(communityPlace("Parish council inbox")).toBe("in Parish council inbox");
  });

  it("says a preposition once for the places that share it", () => {
    expect(placesPhrase(["in r/beekeeping", "in r/gardening"])).toBe("in r/beekeeping and r/gardening");
    expect(placesPhrase(["on Hacker News", "in r/webdev", "in r/sysadmin"])).toBe(
      "on Hacker News, in r/webdev and r/sysadmin",
    );
    const d = describeLocally({
      posts: notes.map((body) => ({ title: null, body })),
      communities: ["college", "studying"],
    });
    expect(`${d.description} ${d.complaintSummary} ${d.analysis}`).toMatch(/in r\/college and r\/studying/);
    expect(`${d.description} ${d.complaintSummary} ${d.analysis}`).not.toMatch(/ in college| and in /);
  });

  it("restates an ask once however its posts capitalise or close it", () => {
    expect(
      distinctAsks(["Asks about a Tiny Blog Theme.", "Asks about a tiny blog theme", "Asks about hosting."]),
    ).toEqual(["Asks about a Tiny Blog Theme.", "Asks about hosting."]);
  });

  it("makes who asks the subject of a task, never a trailing purpose", () => {
    expect(withAudience("Sending tenants photos of repairs", "letting agents", true)).toBe(
      "Letting agents sending tenants photos of repairs",
    );
    expect(withAudience("Lambing records", "farmers", true)).toBe("Lambing records for farmers");
    expect(withAudience("Sterilisation logs", "dental practices", false)).toBe(
      "Sterilisation logs for dental practices",
    );
    expect(withAudience("Setlists for weddings", "musicians", false)).toBe("Musicians: setlists for weddings");
  });

  it("spells an acronym as most posts do though one post is in lower case, and sets commas right", () => {
    const texts = ["Renewing EPC and PAT checks", "EPC renewals are a pain", "who tracks epc dates?"];
    expect(jobTitle({ phrase: "renewing epc , pat and gas checks", task: true }, texts)).toBe(
      "Renewing EPC, PAT and gas checks",
    );
  });

  it("opens a description in words that fit a thing as well as a task", () => {
    for (const opener of DESCRIPTION_OPENERS) {
      const sentence = opener("4 posts", "in r/florists", "wedding flower orders");
      expect(sentence).not.toMatch(/the question is|go about it/);
    }
  });
});

describe("what a description adds to its title", () => {
  const kennel = [
    "Any app for kennel feeding charts? We rely on a door clipboard. It really bites at bank holiday weekends.",
    "Kennel feeding charts: what do you use? Honestly, diet changes get missed. Currently using a whiteboard.",
    "Software for kennel feeding charts? The owners forget to tell us about allergies.",
  ];

  it("says when it bites, what they use now and what goes wrong, from the posts' own words", () => {
    const d = postDetails(kennel);
    expect(d.when).toEqual(["at bank holiday weekends"]);
    expect(d.using).toEqual(["a door clipboard", "a whiteboard"]);
    // 'the owners forget to tell them' shares a run of five words with its post; said as a habit it shares none.
    expect(d.trouble.map((t) => t.text)).toEqual([
      "diet changes get missed",
      "the owners keep forgetting to tell them about allergies",
    ]);
  });

  it("puts those in the description and shares no run of five words with a post", () => {
    const d = describeLocally({ posts: kennel.map((body) => ({ title: null, body })), communities: ["r/kennels"] });
    expect(d.description).toMatch(/clipboard/);
    expect(`${d.description} ${d.complaintSummary}`).toMatch(/diet changes/);
    expect(passesGate(d.description, kennel) || sharedRunFree(d.description, kennel)).toBe(true);
    expect(`${d.description} ${d.complaintSummary}`).toMatch(/bank holiday/);
  });

  it("never lists a setup or a moment as one post misspells it", () => {
    const d = postDetails([
      "Any app for kennel feeding charts? We rely on a door clipboard.",
      "Kennel feeding charts: what do you use? We rely on a door cilpboard.",
    ]);
    expect(d.using).toEqual(["a door clipboard"]);
  });

  it("takes no list, label or chatter as what goes wrong", () => {
    const d = postDetails([
      "Which laptop? What I don't need: a touch screen. 5) not too heavy. Since I'm new here, be kind.",
    ]);
    expect(d.trouble).toEqual([]);
  });

  it("keeps a restated ask only when it names something the title does not", () => {
    expect(namesMore("wants a better way of tracking work", "Tracking work outside the agreed scope")).toBe(false);
    expect(
      namesMore(
        "asks which tools people here use for plumbing quotes",
        "Turning a site visit into a written plumbing quote",
      ),
    ).toBe(false);
    expect(namesMore("needs a hand with ductless mini-split quotes", "Quoting mini-split heat pumps")).toBe(true);
  });

  it("keys one need titled with and without a verb that adds nothing alike", () => {
    expect(sameJobKey("Handling conveyancing progress")).toBe(sameJobKey("Conveyancing progress"));
    expect(sameJobKey("Keeping track of SaaS churn reasons")).toBe("saas churn reasons");
    expect(sameJobKey("Musicians: managing setlists for gigs")).toBe("musicians: setlists for gigs");
    expect(sameJobKey("Cutting no-shows on table reservations")).toBe("cutting no-shows on table reservations");
  });

  it("takes the audience as the subject of a task ending on a clause of its own", () => {
    expect(withAudience("Telling owners their dog is ready", "dog groomers", true)).toBe(
      "Dog groomers telling owners their dog is ready",
    );
  });

  it("speaks of its posters in the third person in a title", () => {
    expect(
      jobTitle({ phrase: "blocking dates for our own stays", task: true }, ["blocking dates for our own stays"]),
    ).toBe("Blocking dates for their own stays");
    const texts = ["Tracking what we still owe each wedding supplier is a mess"];
    expect(jobTitle({ phrase: "tracking what we still owe each wedding supplier", task: true }, texts)).toBe(
      "Tracking what they still owe each wedding supplier",
    );
  });
});

const sharedRunFree = (text: string, sources: string[]) => sharedRun(text, sources) === null;

describe("asks a description restates", () => {
  it("shares a word with the title: an ask that shares none voices another need", () => {
    expect(sharesWord("invites suggestions from members on weekly spelling test scores", "Kennel feeding charts")).toBe(
      false,
    );
    expect(sharesWord("asks which tools people here use for kennel diet sheets", "Kennel feeding charts")).toBe(true);
  });
});

describe("when it bites", () => {
  it("reads the moment after a word of trouble ('chaos at the spring fair')", () => {
    expect(postDetails(["Raffle tickets: what do you use? Fine most weeks, chaos at the spring fair."]).when).toEqual([
      "at the spring fair",
    ]);
  });
});

describe("setups spelt as their posts spell them", () => {
  it("keeps a brand's capital but not a sentence opener's", () => {
    const posts = [
      "Any app for holiday let linen? Paper laundry lists get lost.",
      "Linen tracking: what do you use? Airbnb's calendar works until it doesn't.",
      "Software for holiday let linen? Tried to make airbnbs calendar work.",
    ];
    const d = describeLocally({ posts: posts.map((body) => ({ title: null, body })), communities: ["r/hosts"] });
    // Said in the complaint when no post says what goes wrong, else in the description.
    expect(`${d.description} ${d.complaintSummary}`).toMatch(/Airbnb's calendar/);
  });
});

describe("needKey", () => {
  // One need: most of one group's posts say who asks, fewer than half of the other's do.
  const named = [
    "Our dental practice needs a better way of recalling patients for hygiene visits.",
    "What does your dental practice use for recalling patients for hygiene visits?",
    "Recalling patients for hygiene visits is a mess at our dental practice.",
  ];
  const seldomNamed = [
    "Any app for recalling patients for hygiene visits? Half of them never rebook.",
    "Recalling patients for hygiene visits by letter costs us a fortune in stamps.",
    "Looking for something for recalling patients for hygiene visits at my dental practice.",
    "We run a dental practice and recalling patients for hygiene visits takes hours.",
    "Is there a tool for recalling patients for hygiene visits that texts them?",
  ];

  it("keys a group titled without its audience like the group of one need titled with it", () => {
    expect(needTitle(named, ["r/smallbusiness"]).title).toMatch(/dental practices/i);
    expect(needTitle(seldomNamed, ["r/smallbusiness"]).title).not.toMatch(/dental/i);
    expect(needKey(seldomNamed, ["r/smallbusiness"])).toBe(needKey(named, ["r/smallbusiness"]));
  });

  it("keeps a job no post says who asks for under its title, and one job of two audiences two keys", () => {
    const nobody = seldomNamed.filter((t) => !/dental/.test(t));
    expect(needKey(nobody, ["r/smallbusiness"])).toBe(needTitle(nobody, ["r/smallbusiness"]).title.toLowerCase());
    const vets = named.map((t) => t.replace("dental practice", "vet clinic"));
    expect(needKey(vets, ["r/smallbusiness"])).not.toBe(needKey(named, ["r/smallbusiness"]));
  });
});

describe("needKey by community", () => {
  it("keys a group no post of which names its people with the audience of the community it is asked in", () => {
    const named = [
      "As a teacher, what do you use for sending reading records home each week?",
      "Fellow teachers: sending reading records home each week takes my whole Friday.",
      "I'm a teacher and sending reading records home each week is chaos, any app?",
    ];
    const unnamed = [
      "Any app for sending reading records home each week?",
      "Sending reading records home each week by paper, surely there's something better.",
      "What do you use for sending reading records home each week?",
    ];
    expect(needTitle(unnamed, ["r/UKTeachers"]).title).not.toMatch(/teachers/i);
    expect(needKey(unnamed, ["r/UKTeachers", "r/productivity"])).toBe(needKey(named, ["r/productivity"]));
    expect(needKey(unnamed, ["r/productivity"])).toBe(needTitle(unnamed, ["r/productivity"]).title.toLowerCase());
  });
});

describe("a need told only by its asks", () => {
  // Three posts on one kind of thing, two of them asks that can be restated, none saying what goes
  // wrong, when, or what they use now.
  const kettles = [
    "Ask HN: What electric kettle do you use at the office?",
    "Ask HN: Which electric kettle would you recommend for a small team kitchen?",
    "Electric kettle",
  ];

  it("shares its two asks out between the description and the complaint, never saying one twice", () => {
    const d = describeLocally({ posts: kettles.map((t) => ({ title: t, body: "" })), communities: ["hn"] });
    expect(d.complaintSummary).toMatch(/electric kettle/);
    expect(sharedRun(d.complaintSummary, [d.description])).toBeNull();
  });
});

describe("what they make do with, each said once", () => {
  it("names each of two setups a post joins with 'and', and keeps 'pen and paper' one", () => {
    const details = postDetails([
      "Pitch fees are a pain. Currently: card payments and a paper ledger and a lot of hoping.",
      "Our current system is a biscuit tin and a tally sheet, which tells you everything.",
      "We rely on pen and paper.",
    ]);
    expect(details.using).toEqual(["card payments", "a paper ledger", "a biscuit tin", "a tally sheet"]);
  });

  it("never lists a setup that shares its word with one said before ('pen and paper' after 'a paper ledger')", () => {
    expect(
      unlike([
        "a paper ledger",
        "pen and paper",
        "a shared spreadsheet",
        "a spreadsheet of prices",
        "a shared calendar",
      ]),
    ).toEqual(["a paper ledger", "a shared spreadsheet", "a shared calendar"]);
  });

  it("titles a possessive some posts type without its apostrophe as the others spell it", () => {
    const texts = ["booking the babys hearing test", "booking the baby's hearing test before the health visit"];
    expect(jobTitle({ phrase: "booking the babys hearing test", task: true }, texts)).toBe(
      "Booking the baby's hearing test",
    );
    // A word of the lexicon stays as it is: 'parents evening' may be the parents' or a parent's.
    expect(
      jobTitle({ phrase: "booking parents evenings", task: true }, ["the parent's view", "booking parents evenings"]),
    ).toBe("Booking parents evenings");
  });

  it("retells a 'never' as a plain 'not', never as 'doesn't ever'", () => {
    const post = "Honestly the gazebo pegs never come back after the village fete.";
    const said = restateTrouble("the gazebo pegs never come back after the village fete", [post]);
    expect(said).toMatch(/the gazebo pegs (?:don't|do not) come back/);
    expect(said).not.toMatch(/\bever\b/);
    expect(sharedRun(said!, [post])).toBeNull();
  });

  it("leaves a writer's fillers out of the trouble it retells ('the van basically isn't booked')", () => {
    const post = "Our van basically isn't booked for the Saturday run again.";
    const said = restateTrouble("the van basically isn't booked for the Saturday run", [post]);
    expect(said).not.toMatch(/basically/);
    expect(said).toMatch(/^the van (?:isn't|is not) booked/);
    expect(sharedRun(said!, [post])).toBeNull();
    const lost = "Last spring we honestly lost the spare keys in the move.";
    expect(restateTrouble("they honestly lost the spare keys in the move", [lost])).toBe("they lost the spare keys");
  });

  it("retells what many do over and over with 'keep' ('clients cancel' -> 'clients keep cancelling')", () => {
    const posts = [
      "The problem is that clients cancel their lessons by text.",
      "Clients cancel their lessons by text!",
    ];
    const said = restateTrouble("clients cancel their lessons by text", posts, true);
    expect(said).toMatch(/^clients keep cancelling their lessons/);
    expect(sharedRun(said!, posts)).toBeNull();
    // One happening is never made a habit.
    const once = ["The problem is that a parent asks about the trip and the office shrugs."];
    expect(restateTrouble("a parent asks about the trip and the office shrugs", once, true) ?? "").not.toMatch(/keep/);
  });

  it("says no trouble of a pronoun that names no thing ('they always forget': forget what?)", () => {
    const posts = ["Honestly they always forget. It drives me mad."];
    expect(restateTrouble("they always forget", posts, true)).toBeNull();
    expect(
      restateTrouble("they always forget the float", ["Honestly they always forget the float, every time."], true),
    ).toMatch(/forget the float/);
  });

  it("spells a verb's -ing form as British posts do", () => {
    expect(["sit", "cancel", "arrive", "argue", "forget", "visit", "fix", "tie", "go", "travel"].map(ingForm)).toEqual([
      "sitting",
      "cancelling",
      "arriving",
      "arguing",
      "forgetting",
      "visiting",
      "fixing",
      "tying",
      "going",
      "travelling",
    ]);
  });

  it("leaves out a colour word placed after 'nobody' ('nobody still knows' is 'nobody knows')", () => {
    const post = "Nobody still remembers the gate code at the weekend.";
    const said = restateTrouble("nobody still remembers the gate code at the weekend", [post]);
    expect(said).toBe("at the weekend, nobody remembers the gate code");
    expect(sharedRun(said!, [post])).toBeNull();
  });

  it("never ends a trouble on a word whose clause was cut ('nobody knows who's.')", () => {
    const post = "Nobody basically knows who's on the tea rota this week.";
    const said = restateTrouble("nobody basically knows who's on the tea rota this week", [post]) ?? "";
    expect(said).not.toMatch(/\b(?:who's|who|the|at|for|with)$/);
    expect(said).not.toMatch(/basically/);
  });

  it("says 'can never' as 'cannot' and 'are never' as 'are not'", () => {
    const cannot = "Every rehearsal I can never find the hall keys.";
    expect(restateTrouble("they can never find the hall keys", [cannot])).toBe("they cannot find the hall keys");
    const notLogged = "Spare ladders are borrowed and never written down by anyone.";
    expect(restateTrouble("spare ladders are borrowed and never written down by anyone", [notLogged])).toMatch(
      /and not written down/,
    );
  });

  it("states the trouble when each writer colours it their own way", () => {
    const posts = [
      "The problem is our bell rota is always wrong by the second week of the month.",
      "Thing is, the bell rota is basically wrong by the second week of the month.",
      "Honestly my bell rota is just wrong by the second week of the month.",
    ];
    const [trouble] = postDetails(posts).trouble;
    expect(trouble?.text).toMatch(/bell rota is wrong/);
    expect(sharedRun(trouble!.text, posts)).toBeNull();
  });
});
