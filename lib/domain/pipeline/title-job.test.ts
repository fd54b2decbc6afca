import { describe, expect, it } from "vitest";
import { inThirdPerson, titleJob, wholePhrase } from "./title-job";
import { needTitle } from "./describe";

describe("a title's job, whole", () => {
  it("runs a task cut short on with the words most posts add", () => {
    const posts = [
      "How do you keep shop listings up to date? Keeping listings up to date eats my Sundays.",
      "Any tool for keeping listings up to date across two marketplaces?",
      "Sick of keeping listings up to date by hand",
    ];
    expect(titleJob({ phrase: "keeping listings", task: true }, posts).phrase).toBe("keeping listings up to date");
  });

  it("names the thing the posts ask for, not a choice built around part of it", () => {
    const posts = [
      "What app do you use for grooming before and after photos?",
      "Is there a simple app for grooming before and after photos?",
      "Grooming before and after photos live on my own phone, any suggestions?",
    ];
    const job = titleJob({ phrase: "choosing after photos", task: true }, posts);
    expect(job.phrase).toBe("grooming before and after photos");
  });

  it("prefers a task most posts state to one post's detail", () => {
    const posts = [
      "Best way of getting tenants to sign renewal forms? A form went out with the old rent on it.",
      "Getting tenants to sign renewal forms takes weeks, what do you use?",
      "Looking for an app for getting tenants to sign renewal forms",
    ];
    const job = titleJob({ phrase: "old rent", task: false }, posts);
    expect(job).toEqual({ phrase: "getting tenants to sign renewal forms", task: true });
  });

  it("keeps the job when no phrase most posts say makes it whole", () => {
    const posts = [
      "Which CSS framework do you use?",
      "Best minimal CSS framework?",
      "Recommend a CSS framework for a blog",
    ];
    expect(titleJob({ phrase: "choosing a CSS framework", task: true }, posts).phrase).toBe("choosing a CSS framework");
  });

  it("cuts a job that runs into its sentence back to its thing", () => {
    const posts = [
      "Tracking coaches' first aid certificates takes ages",
      "Any app for coaches' first aid certificates?",
    ];
    const job = titleJob({ phrase: "tracking coaches' first aid certificates takes", task: true }, posts);
    expect(job.phrase).toBe("tracking coaches' first aid certificates");
  });

  it("never leaves a clause word dangling at the end of a task on a clause", () => {
    const posts = ["Showing which rooms are free is a pain", "Any app for showing which rooms are free?"];
    const job = titleJob({ phrase: "showing which rooms are free is", task: true }, posts);
    expect(job.phrase).toBe("showing which rooms are free");
  });

  it("never ends or opens a job on a preposition or article", () => {
    expect(wholePhrase("keeping listings up")).toBe(false);
    expect(wholePhrase("after knee surgery")).toBe(false);
    expect(wholePhrase("rehab after knee surgery")).toBe(true);
  });

  it("takes the words most posts go on with after a phrase cut before its link ('to finish the course')", () => {
    const posts = [
      "Best app for getting members to renew their subscription? Half of them lapse.",
      "Looking for a way of getting members to renew their subscription. Reminders do nothing.",
      "Any tips for getting members to renew their subscription? We lose a third each year.",
    ];
    expect(titleJob({ phrase: "getting members", task: true }, posts).phrase).toBe(
      "getting members to renew their subscription",
    );
  });

  it("reads a verb and its particle joined by a hyphen as a noun that ends a job", () => {
    expect(wholePhrase("handling visitor sign-in")).toBe(true);
    expect(wholePhrase("booking a patient follow-up")).toBe(true);
    expect(wholePhrase("timing the school drop-off")).toBe(true);
    expect(wholePhrase("keeping listings up")).toBe(false);
    const posts = [
      "Any app for visitor sign-in and badges at the front desk?",
      "Visitor sign-in and badges are chaos on Mondays.",
      "What do you use for visitor sign-in and badges?",
    ];
    expect(titleJob({ phrase: "handling visitor sign-in", task: true }, posts).phrase).not.toBe("handling visitor");
  });

  it("runs a list on through its commas, and never across a full stop", () => {
    const posts = [
      "Any app for counting screws, nails and bolts in the van?",
      "Counting screws, nails and bolts eats my Fridays. Bolts go missing.",
      "What do you use for counting screws, nails and bolts?",
    ];
    const job = titleJob({ phrase: "counting screws", task: true }, posts);
    expect(job.phrase).toBe("counting screws , nails and bolts");
    expect(wholePhrase("counting screws | bolts")).toBe(false);
  });

  // [what the test shows, the posts, the group's job, the title's job]
  it.each([
    [
      "keeps the complement a verb of keeping wants",
      [
        "How do you go about keeping the pizza oven cleaned?",
        "Tool for keeping the pizza oven cleaned on a budget",
        "Keeping the pizza oven cleaned is a chore, any tips?",
      ],
      "keeping the pizza oven",
      "keeping the pizza oven cleaned",
    ],
    [
      "names the thing alone when the posts finish the verb in ways no two share",
      [
        "Any tips for keeping the pizza oven spotless?",
        "Best way of keeping the pizza oven clean before service?",
        "Keeping the pizza oven tidy, what do you use?",
      ],
      "keeping the pizza oven",
      "pizza oven",
    ],
    [
      "gives a singular thing the article the posts give it",
      [
        "Looking for a way of keeping a diary of tenant repairs",
        "What do you use for keeping a diary of tenant repairs?",
        "Keeping a diary of tenant repairs by hand is slow",
      ],
      "keeping diary of tenant repairs",
      "keeping a diary of tenant repairs",
    ],
  ])("%s", (_rule, posts, phrase, title) => {
    expect(titleJob({ phrase, task: true }, posts).phrase).toBe(title);
  });

  it("stops running a phrase on where a new clause or a qualifier starts", () => {
    const posts = [
      "Keeping a holiday calendar both families can see, any app?",
      "Any tool for keeping a holiday calendar both families share?",
      "Keeping a holiday calendar both sides agree on is hard",
    ];
    expect(titleJob({ phrase: "keeping a holiday calendar", task: true }, posts).phrase).toBe(
      "keeping a holiday calendar",
    );
    const bills = [
      "Paying a neighbour's bills with power of attorney, what do you use?",
      "Tips for paying a neighbour's bills with power of attorney?",
    ];
    // Never 'paying a neighbour's bills with power': the noun the posts qualify ends nothing.
    expect(titleJob({ phrase: "paying a neighbour's bills", task: true }, bills).phrase).toBe(
      "paying a neighbour's bills with power of attorney",
    );
  });

  it("ends a list on its last thing, never on the word before it", () => {
    const posts = [
      "Software for taking pupils' lunch choices and allergy needs? The office does it on paper.",
      "Any app for taking pupils' lunch choices and allergy needs before term starts?",
      "How do schools handle taking pupils' lunch choices and allergy needs?",
    ];
    const job = { phrase: "taking pupils' lunch choices and allergy", task: true };
    expect(titleJob(job, posts).phrase).toBe("taking pupils' lunch choices and allergy needs");
  });

  it("takes the words its posts always complete a phrase with ('right to rent')", () => {
    const posts = [
      "Is there a tool for checking tenants' right to rent? Copies sit in my inbox.",
      "How do letting agents manage checking tenants' right to rent nowadays?",
      "Looking for a cheaper way of checking tenants' right to rent.",
    ];
    expect(titleJob({ phrase: "checking tenants' right", task: true }, posts).phrase).toBe(
      "checking tenants' right to rent",
    );
  });

  it("takes no completing words that go on, or that are a time or a count", () => {
    const goesOn = [
      "Any tool for chasing unpaid invoices for weekly piano lessons?",
      "How do teachers handle chasing unpaid invoices for weekly music lessons?",
    ];
    expect(titleJob({ phrase: "chasing unpaid invoices", task: true }, goesOn).phrase).toBe("chasing unpaid invoices");
    const time = [
      "Booking chimney sweeps in october is chaos.",
      "Any app for booking chimney sweeps in october?",
      "Booking chimney sweeps by phone eats my mornings.",
    ];
    expect(titleJob({ phrase: "booking chimney sweeps", task: true }, time).phrase).toBe("booking chimney sweeps");
  });

  it("says a task's verb once ('keeping track of X tracking' is 'X tracking')", () => {
    const posts = [
      "How do you keep track of van mileage tracking? Our sheet is a mess.",
      "Any app for van mileage tracking that drivers will actually use?",
    ];
    const job = titleJob({ phrase: "keeping track of van mileage tracking", task: true }, posts);
    expect(job).toEqual({ phrase: "van mileage tracking", task: false });
  });

  it("keeps a task's wh-clause whole, with the preposition its verb takes", () => {
    expect(wholePhrase("tracking where new donors come from")).toBe(true);
    expect(wholePhrase("tracking where every skip")).toBe(false);
    expect(wholePhrase("telling parents what kit")).toBe(false);
    expect(wholePhrase("telling parents what kit to pack")).toBe(true);
  });
});

describe("a title never stops where every post goes on", () => {
  it("takes the word every post says next ('... heat' of '... heat pump')", () => {
    const posts = [
      "Any app for quoting air source heat pump jobs?",
      "What do you use for quoting air source heat pump installs?",
      "Quoting air source heat pump work takes me ages",
    ];
    expect(titleJob({ phrase: "quoting air source heat", task: true }, posts).phrase).toBe(
      "quoting air source heat pump",
    );
  });

  it("keeps a phrase its posts go on with different words", () => {
    const posts = ["Tracking hours across projects?", "Tracking hours spent on clients", "tracking hours for invoices"];
    expect(titleJob({ phrase: "tracking hours", task: true }, posts).phrase).toMatch(/^tracking hours/);
    expect(titleJob({ phrase: "tracking hours", task: true }, posts).phrase).not.toMatch(/across|spent/);
  });
});

describe("a verb that says no task gives way to the task most posts state", () => {
  it("names what is done to the thing, not 'handling' it", () => {
    const posts = [
      "Any app for tracking which shoe sizes are in the stockroom? We reorder the wrong ones.",
      "Tracking which shoe sizes are in the stockroom: what do you use?",
      "Is there a tool for tracking which shoe sizes are in the stockroom?",
      "How do you handle shoe sizes?",
    ];
    expect(titleJob({ phrase: "handling shoe sizes", task: true }, posts).phrase).toMatch(/^tracking which shoe sizes/);
  });
});

describe("a title in the third person", () => {
  it("says the writer's pronouns of the posters", () => {
    expect(inThirdPerson("tracking what we still owe each florist")).toBe("tracking what they still owe each florist");
    expect(inThirdPerson("remembering which parcels I've already sent")).toBe(
      "remembering which parcels they've already sent",
    );
    expect(inThirdPerson("booking slots for our own members")).toBe("booking slots for their own members");
    expect(inThirdPerson("telling us when the kiln is ready")).toBe("telling them when the kiln is ready");
  });

  it("leaves a capital I inside a name alone", () => {
    expect(inThirdPerson("fixing Wi-Fi in the I/O room")).toBe("fixing Wi-Fi in the I/O room");
  });
});

describe("a title's job, as the posts say it", () => {
  it("keeps a thing whole rather than a gerund inside it", () => {
    const posts = [
      "Any app for before-and-after photos of roofing jobs? My best work never gets shown.",
      "What do you use for before-and-after photos of roofing jobs?",
      "Before-and-after photos of roofing jobs live on three phones, help",
    ];
    const job = titleJob({ phrase: "before-and-after photos of roofing jobs", task: false }, posts);
    expect(job.phrase).toBe("before-and-after photos of roofing jobs");
  });

  it("gives a job no post says as it stands the phrase most posts say with its words", () => {
    const posts = [
      "Is there software for managing bookings of the scout hut? Two groups came on Friday.",
      "Looking for a simple way of managing bookings of the scout hut",
      "Managing bookings of the scout hut is a mess, what do you use?",
    ];
    const job = titleJob({ phrase: "managing scout hut", task: true }, posts);
    expect(job.phrase).toBe("managing bookings of the scout hut");
  });

  it("runs a task on one bare word on into the clause that says which", () => {
    const posts = [
      "Which app do you use for getting members who join mid-season onto the mailing list?",
      "Getting members who join mid-season onto the mailing list eats my evenings.",
      "Best tool for getting members who join mid-season onto the mailing list?",
    ];
    const job = titleJob({ phrase: "getting members", task: true }, posts);
    expect(job.phrase).toBe("getting members who join mid-season onto the mailing list");
  });

  it("reads a word ending in -ing that names a time or a thing as no task", () => {
    const posts = [
      "Any app for rostering lifeguards for evening sessions? We run short on Fridays.",
      "Rostering lifeguards for evening sessions is a weekly headache.",
      "Best tool for rostering lifeguards for evening sessions?",
    ];
    const job = titleJob({ phrase: "evening sessions", task: true }, posts);
    expect(job.phrase).toBe("rostering lifeguards for evening sessions");
  });

  it("gives a verb that says no task of its own the thing most posts ask about", () => {
    const posts = [
      "What do you use for salon bookings from social media? Managing orders from two apps is hell.",
      "Is there software that handles salon bookings from social media?",
      "Any app for salon bookings from social media that stylists like?",
    ];
    const job = titleJob({ phrase: "managing orders", task: true }, posts);
    expect(job.phrase).toBe("salon bookings from social media");
  });

  it("reads a gerund the posts say as a thing as no task", () => {
    const posts = [
      "What software do you use for lesson block payments? Nobody knows how many blocks of swimming lessons are left.",
      "Any good tools for lesson block payments? Parents buy blocks of swimming lessons and lose count.",
      "App to help with lesson block payments? Parents argue about what they paid for.",
    ];
    const job = titleJob({ phrase: "swimming lessons", task: true }, posts);
    expect(job.phrase).toBe("lesson block payments");
  });

  it("runs a task of telling on through what it tells", () => {
    const posts = [
      "Any app for telling owners their dog is ready? Dogs sit groomed in the kennel for hours.",
      "What do you use for telling owners their dog is ready?",
      "Telling owners their dog is ready takes half my afternoon.",
    ];
    const job = titleJob({ phrase: "telling owners their dog", task: true }, posts);
    expect(job.phrase).toBe("telling owners their dog is ready");
  });
});

describe("a gerund that says what a thing is for is no task", () => {
  it("titles a group choosing a programming language as that choice, not as 'programming language'", () => {
    const posts = [
      "Which programming language should I learn first? I build small websites and want to go further.",
      "Best programming language for a beginner who wants to make games?",
      "What programming language would you pick for a data job?",
      "Advice on choosing a programming language for a new backend?",
    ];
    expect(needTitle(posts, ["Hacker News"]).title).toBe("Choosing a programming language");
  });
});

describe("a title that reads as a job, not a label", () => {
  it("names a thing by what a third of its posts do with it", () => {
    const posts = [
      "Any app for kayak club bookings?",
      "Kayak club bookings: what do you use?",
      "Software for kayak club bookings on a small lake?",
      "Is there an app for taking paddlers' bookings before a session?",
      "Taking paddlers' bookings before a session eats my evenings. Kayak club bookings live in a notebook.",
      "Best tool for kayak club bookings?",
    ];
    expect(needTitle(posts, []).title).toMatch(/taking paddlers' bookings before a session/i);
  });

  it("keeps the label where no post says a task of its own on it ('handling' says none)", () => {
    const posts = [
      "Any app for kayak club bookings?",
      "Kayak club bookings: what do you use?",
      "Handling kayak club bookings is a chore, any tool?",
      "Handling kayak club bookings by text, help",
    ];
    expect(needTitle(posts, []).title).toMatch(/^(?:Kayak club bookings|Handling kayak club bookings)/);
  });
});

describe("a title says the job, not the topic", () => {
  it("runs a verb of giving on through its second object when the person has a word that says which", () => {
    const posts = [
      "Does anyone have a decent setup for allotment welcome packs?\nThe keys go missing every spring. Can anyone recommend something for giving new plotholders a welcome pack and a site map?",
      "Best app for giving new plotholders a welcome pack and a site map?\nI've been allotment secretary for 3 years.",
      "Recommendations for allotment welcome packs software?\nDoes anyone know of a tool for giving new plotholders a welcome pack and a site map?",
      "Software for allotment welcome packs?\nWhat would you suggest for giving new plotholders a welcome pack and a site map?",
      "Looking for a simple way of giving new plotholders a welcome pack and a site map\nEverything is in a ring binder.",
    ];
    expect(needTitle(posts, []).title).toMatch(/^Giving new plotholders a welcome pack and a site map/);
  });

  it("names the task most posts state on a thing every post names", () => {
    const posts = [
      "Is there an app for canal boat mooring slots?\nWhat would you suggest for sharing visitor moorings between boat clubs?",
      "Recommendations for canal boat mooring slots software?\nAnyone sorted out sharing visitor moorings between boat clubs?",
      "canal boat mooring slots: what do you use? a tool for sharing visitor moorings between boat clubs would save my weekends.",
      "Frustrated with canal boat mooring slots. Cheapest tool for sharing visitor moorings between boat clubs?",
      "Canal boat mooring slots nightmare. Everything is in a paper diary.",
    ];
    expect(needTitle(posts, []).title).toMatch(/^Sharing visitor moorings between boat clubs/);
  });
});

describe("a gerund that names a trade opens a thing, not a task", () => {
  it("titles a trade's label by the task the posts state on it ('the roofing survey': roofing is no doing)", () => {
    const posts = [
      "Is there software for roofing survey requests? Far too much of my week goes on replying to homeowners about the roofing survey.",
      "Roofing survey requests: what do you use? I need a tool for replying to homeowners about the roofing survey.",
      "Best app for replying to homeowners about the roofing survey? The roofing survey requests pile up.",
      "Any tool for roofing survey requests? Replying to homeowners about the roofing survey takes all evening.",
      "Roofing survey requests are a mess. Looking for a way of replying to homeowners about the roofing survey.",
    ];
    expect(needTitle(posts, []).title).toMatch(/^Replying to homeowners about the roofing survey/);
  });

  it("keeps a task whose gerund no post puts after an article ('planning delivery rounds')", () => {
    const posts = [
      "Any app for planning delivery rounds? Our van goes back and forth across town.",
      "Planning delivery rounds by hand takes me all Sunday, is there a tool?",
      "What do you use for planning delivery rounds for a small bakery?",
      "Looking for software for planning delivery rounds each week.",
    ];
    expect(needTitle(posts, []).title).toMatch(/^Planning delivery rounds/);
  });
});
