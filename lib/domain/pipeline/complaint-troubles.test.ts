import { describe, expect, it } from "vitest";
import { ideaJob } from "./ask-key";
import { describeLocally, postDetails, restateTrouble } from "./describe";
import { sharedRun } from "./overlap";
import { paraphraseLocally } from "./paraphrase";
import { titleJob } from "./title-job";

const described = (posts: string[]) =>
  describeLocally({ posts: posts.map((body) => ({ title: null, body })), communities: ["smallbusiness"] });

describe("a setup a post says falls short", () => {
  const posts = [
    "Right now we run the kayak rota from a pinboard and it's not really built for this. What do you use for booking kayak guides onto river trips?",
    "Yes, we have a pinboard. No, it doesn't do this part. Any app for booking kayak guides onto river trips?",
    "We keep it on a pinboard. Is there software for booking kayak guides onto river trips?",
  ];

  it("is read with the setup it is said of, in its sentence or the next one about it", () => {
    const details = postDetails(posts);
    expect(details.using).toContain("a pinboard");
    expect(details.fallingShort).toEqual(["a pinboard"]);
    expect(postDetails(["We use a wall chart. Nobody reads it on Mondays."]).fallingShort).toEqual([]);
  });

  it("makes the complaint a trouble, not the setup alone", () => {
    const complaint = described(posts).complaintSummary;
    expect(complaint).toMatch(/a pinboard/);
    expect(complaint).toMatch(
      /falls short|not up to the job|not enough|lets them down|does not|not made for|not a good one/,
    );
  });

  it("leaves a setup no post faults as what they use", () => {
    const calm = [
      "We use a pinboard for it. What do you use for booking kayak guides onto river trips?",
      "It all lives in a pinboard. Any app for booking kayak guides onto river trips?",
    ];
    expect(described(calm).complaintSummary).not.toMatch(/falls short|not up to the job|lets them down/);
  });
});

describe("a trouble of two doings retold as a habit", () => {
  it("says both verbs joined by 'and' in their -ing form", () => {
    const posts = [
      "The problem is we cycle to the allotment and forget the seed trays.",
      "We cycle to the allotment and forget the seed trays.",
    ];
    const said = restateTrouble("they cycle to the allotment and forget the seed trays", posts, true);
    expect(said).toBe("they keep cycling to the allotment and forgetting the seed trays");
    expect(sharedRun(said!, posts)).toBeNull();
  });

  it("leaves a clause whose last word may be the verb ('... and cover lapses')", () => {
    const posts = ["A tenant's payments fail and cover lapses.", "Honestly a tenant's payments fail and cover lapses."];
    expect(restateTrouble("a tenant's payments fail and cover lapses", posts, true) ?? "").not.toMatch(/covering/);
    const lost = ["We miss a week and lose subscribers."];
    expect(restateTrouble("they miss a week and lose subscribers", lost, true)).toBe(
      "they keep missing a week and losing subscribers",
    );
  });
});

describe("a trouble cut before a clause of its own", () => {
  it("cuts before 'and' that opens a noun doing something ('and good tenants walk away')", () => {
    const posts = [
      "Letters get lost and good tenants walk away.",
      "Honestly letters get lost and good tenants walk away.",
    ];
    expect(restateTrouble("letters get lost and good tenants walk away", posts, true)).toBe("letters get lost");
  });

  it("never cuts a list ('lab and school')", () => {
    const post = ["The printer never works in the lab and school office."];
    expect(restateTrouble("the printer never works in the lab and school office", post) ?? "").not.toMatch(/lab$/);
  });
});

describe("a span of time said at length", () => {
  it("says 'for months' as 'for months on end' where the post's words would be copied", () => {
    const posts = ["Members owe for months and the treasurer expects me to ask."];
    const said = restateTrouble("members owe for months and the treasurer expects them to ask", posts, true);
    expect(said).toBe("members owe for months on end and the treasurer expects them to ask");
  });
});

describe("troubles said once", () => {
  it("counts two that differ by 'the' and 'their' as one", () => {
    const details = postDetails([
      "On Friday night our float runs out. Sad.",
      "The problem is on Friday night the float runs out.",
    ]);
    expect(details.trouble.length).toBe(1);
  });
});

describe("the thing of a task a post names without asking", () => {
  it("is something to get help with, never a thing to find", () => {
    const post =
      "Need a better system for the bell ringers rota\nOur tower had no ringers for a wedding. We keep organising the bell ringers rota on paper.";
    const quote = paraphraseLocally(post) ?? "";
    expect(quote).not.toMatch(/^(?:Hopes to find|Is hunting for|Is on the lookout for) /);
  });
});

describe("a title ending on a participle", () => {
  it("keeps the participle's particle ('handed in')", () => {
    const texts = [
      "Looking for software for tracking coursework handed in late. Anything?",
      "What do other tutors use for tracking coursework handed in late?",
      "So, what do you all use for tracking coursework handed in late?",
    ];
    const job = ideaJob(texts)!;
    expect(titleJob(job, texts).phrase).toMatch(/^tracking coursework handed in\b/);
  });
});

describe("a thing the posts ask to pick", () => {
  it("is titled as the choice, in plain words ('Choosing a ...'), never a bare noun", () => {
    const texts = [
      "Ask HN: What monitoring solution do you use for your hobby servers?",
      "Which monitoring solution keeps working when the server itself is down? We want to drop our cron emails.",
      "Ask HN: Self-hosted monitoring solution recommendations?",
      "We need a simple status dashboard for a few boxes. What do you use?",
    ];
    const job = ideaJob(texts)!;
    expect(titleJob(job, texts).phrase).toBe("choosing a monitoring tool");
  });

  it("leaves a thing asked about as the work a tool does ('tools for the stock sheet')", () => {
    const texts = [
      "Any good tools for the boutique stock sheet?",
      "What do you use for the boutique stock sheet?",
      "Is there an app for the boutique stock sheet?",
    ];
    const job = ideaJob(texts);
    expect(job && titleJob(job, texts).phrase).not.toMatch(/^choosing/);
    const work = [
      "Recommendations for rowing club boat allocation software?",
      "Looking for a rowing club boat allocation that the juniors can read.",
      "Best rowing club boat allocation setup for a small club?",
    ];
    const allocation = ideaJob(work);
    expect(allocation && titleJob(allocation, work).phrase).not.toMatch(/^choosing/);
  });
});

describe("a task whose object names nothing alone", () => {
  it("is no task to quote ('clearing up confusion')", () => {
    const quote = paraphraseLocally("Any tips for clearing up confusion when reading other people's shell scripts?");
    expect(quote ?? "").not.toMatch(/clearing up confusion\.$/);
  });
});
