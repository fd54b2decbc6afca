import { describe, expect, it } from "vitest";
import { describeLocally } from "./describe";
import { groupJob, jobsOf } from "./job";

const pool = [
  "Recording pool water tests at the leisure centre\nWe log chlorine and pH on paper sheets. Is there an app for recording pool water tests?",
  "Leisure centre duty manager here. Any tool for recording pool water tests that inspectors accept?",
  "Sick of recording pool water tests by hand at our leisure centre, what do you use?",
];

describe("the job a group asks help with", () => {
  it("reads the task, not the artefact asked for", () => {
    expect(jobsOf("Is there a better way to track therapy goals for my clients?")).toContainEqual({
      phrase: "tracking therapy goals",
      task: true,
    });
    expect(jobsOf("Looking for software for chasing late rent payments").map((j) => j.phrase)).toContain(
      "chasing late rent payments",
    );
    for (const j of jobsOf("Is there a better system? Any good app or a better way?"))
      expect(j.phrase).not.toMatch(/^(?:system|app|way)$/);
  });

  it("titles the job and who asks: 'Recording pool water tests for leisure centres'", () => {
    const d = describeLocally({ posts: pool.map((body) => ({ title: null, body })), communities: ["r/leisure"] });
    expect(d.title).toMatch(/^Recording pool water tests\b/);
    expect(d.title).not.toMatch(/^(?:A|An) (?:system|tool|app|better way)\b/);
  });

  it("never spells a title with one post's typo", () => {
    const badges = [
      "Tracking gymnastics badge awadrs for the squad, what do you use?",
      "Is there an app for tracking gymnastics badge awards?",
      "Need a better way of tracking gymnastics badge awards for our club",
    ];
    expect(groupJob(badges)?.phrase).toBe("tracking gymnastics badge awards");
  });

  it("finds no job in posts that name none: such a group is not published", () => {
    expect(groupJob(["Is there a better way?", "Any good app?", "What system do you all use?"])).toBeNull();
  });
});

describe("who asks and the category", () => {
  it("files a money job under Finance whoever asks: a dental practice's invoices are Finance", () => {
    const posts = [
      "I run a dental practice. Is there an app for chasing unpaid patient invoices?",
      "Dentist here, sick of chasing unpaid patient invoices every month",
      "Our dental practice needs a better way of chasing unpaid invoices",
    ];
    const d = describeLocally({ posts: posts.map((body) => ({ title: null, body })), communities: ["r/Dentistry"] });
    expect(d.title).toMatch(/^Chasing unpaid (?:patient )?invoices for dental practices$/);
    expect(d.category).toBe("Finance");
  });

  it("does not take an audience named inside the job for who asks ('getting council permits')", () => {
    const posts = [
      "Skip hire firm here. Any software for getting council permits for skips on the road?",
      "How do you handle getting council permits for skips? The council fined us again.",
      "Fed up with getting council permits for every skip we drop on a street",
    ];
    const d = describeLocally({ posts: posts.map((body) => ({ title: null, body })), communities: ["r/waste"] });
    expect(d.title).toMatch(/^Getting council permits/);
    expect(d.title).not.toMatch(/for local councils/);
  });

  it("reads a wh-clause object to its end, and none that is cut", () => {
    expect(jobsOf("Is there an app for tracking where new donors come from? We lose count.")[0]?.phrase).toBe(
      "tracking where new donors come from",
    );
    expect(jobsOf("Any tool for tracing which room a guest left their charger in.")[0]?.phrase).toBe(
      "tracing which room a guest left their charger in",
    );
    // Longer than a title carries: no clause job.
    const long = jobsOf(
      "A tool for showing which of the twelve rooms on the second floor of the annexe are free today?",
    );
    expect(long.some((j) => j.phrase.startsWith("showing which"))).toBe(false);
  });

  it("reads asking someone a question as a task", () => {
    const jobs = jobsOf(
      "Software for reviews after each lesson? Asking parents how the last lesson went is the worst part.",
    );
    expect(jobs.map((j) => j.phrase)).toContain("asking parents how the last lesson went");
  });
});

describe("the writer's own state", () => {
  it("is never a job: keeping one's sanity names nothing to build", () => {
    const phrases = jobsOf(
      "Keeping my sanity with the reptile feeding logs\nEvery tank's feeding is logged on paper.",
    ).map((j) => j.phrase);
    expect(phrases).not.toContain("keeping sanity");
    expect(jobsOf("Keeping my head above water with tank cleaning rotas").map((j) => j.phrase)).not.toContain(
      "keeping head",
    );
  });
});

describe("a typo kept by a repost", () => {
  it("never names the group when another post spells the word right", () => {
    const asked =
      "Spare part shortages: what do you use?\nAny good system for fniding which wholesaler has the part in stock?";
    const texts = [
      asked,
      `Asking again since nobody replied.\n\n${asked}`,
      "Spare part shortages are killing us. Any good system for finding which wholesaler has the part in stock?",
    ];
    const job = groupJob(texts);
    expect(job).not.toBeNull();
    expect(job!.phrase).not.toMatch(/fniding/);
  });
});
