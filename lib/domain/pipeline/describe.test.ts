import { describe, expect, it } from "vitest";
import { categoryOf } from "./categories";
import { describeLocally, keyPhrases, readItems } from "./describe";

const posts = [
  {
    title: "Is there a tool for chasing unpaid invoices?",
    body: "We are freelance translators. I waste hours every week chasing unpaid invoices. Ideally with reminders that go out by themselves. Most of all at the end of the quarter.",
  },
  {
    title: null,
    body: "Chasing unpaid invoices is a nightmare. I work with freelance translators. I wish there was an app for chasing unpaid invoices. We want reminders that go out by themselves.",
  },
  {
    title: "Payment reminders for freelancers?",
    body: "Asking as one of the freelance translators here. Any recommendations for nudging clients who pay late? Call [phone] or mail [email]. Above all at the end of the quarter.",
  },
  {
    title: null,
    body: "Question from freelance translators. What do you use for nudging clients who pay late? Must have: reminders that go out by themselves.",
  },
];

/** Another need: the same task for another audience, with another must-have and moment. */
const other = [
  {
    title: "Any software recommendations for chasing unpaid invoices?",
    body: "We are small plumbing firms. Ideally with a printable one-page summary. Most of all every Monday morning.",
  },
  {
    title: null,
    body: "This is for small plumbing firms. Chasing unpaid invoices is such a pain. We want a printable one-page summary. Above all every Monday morning.",
  },
  {
    title: null,
    body: "I work with small plumbing firms. Is there a tool for chasing unpaid invoices? Again and again every Monday morning.",
  },
];

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => s.split(/\s+/).length >= 8);

describe("the local group description", () => {
  it("finds the phrases most posts share, counting each post once", () => {
    expect(
      keyPhrases(
        posts.map((p) => `${p.title ?? ""} ${p.body}`),
        3,
      ),
    ).toEqual(["freelance translators", "chasing unpaid invoices", "nudging clients"]);
  });

  it("reads the need's items as most posts word them: task, its other wordings, audience, must-have and moment", () => {
    expect(readItems(posts.map((p) => `${p.title ?? ""}\n${p.body}`))).toEqual({
      task: "chasing unpaid invoices",
      alternatives: ["nudging clients who pay late"],
      audience: "freelance translators",
      context: null,
      mustHave: "reminders that go out by themselves",
      moment: "at the end of the quarter",
    });
  });

  it("describes the group by its own items, counts and communities, with no personal data", () => {
    const draft = describeLocally({ posts, communities: ["freelance", "translators", "freelance"] });
    expect(draft.title).toMatch(/chasing unpaid invoices/i);
    expect(draft.title).toMatch(/freelance translators/i);
    // Other wordings of the task are told beside the group's own counts (ideas that share a task share them).
    expect(draft.analysis).toContain("nudging clients who pay late");
    expect(draft.description).toContain("reminders that go out by themselves");
    expect(draft.complaintSummary).toMatch(/^(?:4 posts from freelance translators|For freelance translators)/);
    expect(draft.analysis).toContain(
      "of 4 posts from freelance translators ask outright for help with chasing unpaid invoices (also put as nudging clients who pay late), in 2 communities (freelance and translators)",
    );
    expect(draft.category).toBe("Finance");
    expect(JSON.stringify(draft)).not.toMatch(/phone|email/);
  });

  it("never reads an audience out of the task's own words", () => {
    const grants = [
      {
        title: "Is there a tool for finding grants we are eligible for?",
        body: "We are volunteer coordinators. Any recommendations for finding grants we are eligible for?",
      },
      {
        title: "Finding grants we are eligible for is a nightmare",
        body: "This is for volunteer coordinators. Looking for an app for finding grants we are eligible for.",
      },
    ];
    const draft = describeLocally({ posts: grants, communities: ["nonprofit"] });
    expect(draft.title).toMatch(/volunteer coordinators/i);
    expect(JSON.stringify(draft)).not.toMatch(/for eligible for|made for eligible|eligible for with/);
    // The same when the posts use two wordings of the task.
    const hunting = (extra: string) => ({
      title: "Is there a tool for hunting for grants that match our projects?",
      body: `Finding grants we are eligible for is a nightmare. ${extra}`,
    });
    const mixed = describeLocally({
      posts: [
        hunting("Any recommendations for hunting for grants that match our projects?"),
        hunting("This is for volunteer coordinators."),
        hunting(""),
        hunting(""),
      ],
      communities: ["nonprofit"],
    });
    expect(mixed.title).toMatch(/volunteer coordinators/i);
    expect(JSON.stringify(mixed)).not.toMatch(/for eligible for|made for eligible|eligible for with|eligible for:/i);
  });

  it("gives two needs that share their task no common sentence of 8 words or more", () => {
    const a = describeLocally({ posts, communities: ["freelance"] });
    const b = describeLocally({ posts: other, communities: ["plumbing"] });
    expect(b.title).toMatch(/small plumbing firms/i);
    const mine = new Set([a.title, a.description, a.complaintSummary, a.analysis].flatMap(sentences));
    const shared = [b.title, b.description, b.complaintSummary, b.analysis]
      .flatMap(sentences)
      .filter((s) => mine.has(s));
    expect(shared).toEqual([]);
  });

  it("gives needs that share only their must-have and moment no common sentence of 8 words or more", () => {
    // Twelve needs, each with its own task and audience, all wanting the same export and all pressed in the same week.
    const tasks = [
      "splitting rent with flatmates",
      "chasing guests for their RSVP",
      "booking kiln firing slots",
      "tracking loaned tools",
      "planning weekly meal prep",
      "logging dog walking routes",
      "sorting crumpled receipts",
      "scheduling piano lessons",
      "renewing fishing permits",
      "counting stock in the cellar",
      "rotating cleaning duties",
      "collecting club membership fees",
    ];
    const audiences = [
      "freelance translators",
      "swim coaches",
      "allotment holders",
      "wedding florists",
      "choir leaders",
      "bike couriers",
      "market traders",
      "dog walkers",
      "night nurses",
      "beekeepers",
      "tutors",
      "landlords",
    ];
    const drafts = tasks.map((task, i) =>
      describeLocally({
        posts: [1, 2, 3].map((n) => ({
          title: `Is there a tool for ${task}? (${n})`,
          body: `I work with ${audiences[i]}. Ideally with an export for the accountant. Most of all during book week.`,
        })),
        communities: ["general"],
      }),
    );
    const seen = new Map<string, number>();
    const shared: string[] = [];
    drafts.forEach((d, i) => {
      for (const s of [d.title, d.description, d.complaintSummary, d.analysis].flatMap(sentences)) {
        if (seen.has(s) && seen.get(s) !== i) shared.push(s);
        seen.set(s, i);
      }
    });
    expect(shared).toEqual([]);
  });

  it("reads who asks, where and when from the posts that voice the main task, not from another need caught in the group", () => {
    // Three posts of one need, four of another that share its season but word their task two ways:
    // the main task is the first need's, and so must be its audience, place and moment.
    const lessons = [1, 2, 3].map((i) => ({
      title: `Is there a tool for organising lesson plans by topic? (${i})`,
      body: "I work with personal trainers. We do it all near a university campus. Most of all at the height of hay fever season.",
    }));
    const receipts = [
      "sorting crumpled receipts",
      "sorting crumpled receipts",
      "matching receipts to statements",
      "matching receipts to statements",
    ].map((task) => ({
      title: `Any recommendations for ${task}?`,
      body: "Question from people doing a doctorate. We do it all during night markets. Most of all at the height of hay fever season.",
    }));
    const items = readItems([...lessons, ...receipts].map((p) => `${p.title}\n${p.body}`));
    expect(items.task).toBe("organising lesson plans by topic");
    expect(items.audience).toBe("personal trainers");
    expect(items.context).toBe("near a university campus");
    expect(items.moment).toBe("at the height of hay fever season");
    const draft = describeLocally({ posts: [...lessons, ...receipts], communities: ["fitness"] });
    expect(draft.title).toMatch(/personal trainers/);
    expect(draft.title).not.toMatch(/doctorate/);
  });

  it("is deterministic, and falls back on key phrases and communities when no pattern reads an item", () => {
    const plain = [
      { title: null, body: "Flaky integration tests keep failing the nightly build. So frustrating." },
      { title: null, body: "Our nightly build fails on flaky integration tests again." },
    ];
    const draft = describeLocally({ posts: plain, communities: ["devops"] });
    expect(draft).toEqual(describeLocally({ posts: plain, communities: ["devops"] }));
    expect(draft.title).toMatch(/flaky integration tests/i);
    expect(draft.title).toMatch(/people in devops/i);
    expect(describeLocally({ posts: plain, communities: ["beer.stackexchange.com", "hn"] }).title).toMatch(
      /people in the beer Stack Exchange and Hacker News/i,
    );
  });

  it("picks the category with the most keyword hits, Other when none", () => {
    expect(categoryOf(["Which yeast for a stout brew?", "Hops and beer"])).toBe("Food");
    expect(categoryOf(["Flaky tests in the build pipeline"])).toBe("Tech");
    expect(categoryOf(["Nothing to see"])).toBe("Other");
  });
});
