import { describe, expect, it } from "vitest";
import { distinctSentenceRewrites, MAX_DESCRIPTION_LIKENESS, type IdeaSentences } from "./distinct-sentences";

const idea = (id: number, description: string, complaintSummary: string): IdeaSentences => ({
  id,
  title: `Need ${id}`,
  description,
  complaintSummary,
  analysis: `3 posts from people in r/example${id} on need ${id}; 2 of them state the ask plainly enough to restate.`,
});

const SHARED = "A poster reaches out about chasing insurers; a second is weighing up options for chasing insurers.";

describe("distinctSentenceRewrites", () => {
  it("leaves ideas that share no long sentence alone", () => {
    expect(
      distinctSentenceRewrites([
        idea(1, "Three posts ask about dental recalls. One wants reminders that send themselves.", "Short one."),
        idea(2, "Four posts ask about kennel bookings. One wants a calendar for the whole kennel.", "Short one."),
      ]),
    ).toEqual([]);
  });

  it("keeps a shared sentence in the idea published first and drops it from a later description", () => {
    const rewrites = distinctSentenceRewrites([
      idea(7, `Three posts in Dentistry turn to chasing insurers. ${SHARED}`, "A writer asks what has worked."),
      idea(3, `Eight posts turn to dental pre-auth requests. ${SHARED}`, "Someone wants a checklist for pre-auths."),
    ]);
    expect(rewrites).toEqual([
      {
        id: 7,
        description: "Three posts in Dentistry turn to chasing insurers.",
        complaintSummary: "A writer asks what has worked.",
      },
    ]);
  });

  it("gives a complaint made only of a shared sentence its analysis's own sentence", () => {
    const first = idea(1, SHARED, "Someone else entirely wants a better rota for the practice.");
    const later = idea(2, "Eight posts turn to dental pre-auth requests.", SHARED);
    const [rewrite] = distinctSentenceRewrites([first, later]);
    expect(rewrite).toEqual({
      id: 2,
      description: later.description,
      complaintSummary: later.analysis,
    });
  });

  it("counts a sentence the same whatever its case or punctuation", () => {
    const rewrites = distinctSentenceRewrites([
      idea(1, "Opening words here. The first asks what has worked for others in keeping track.", "x."),
      idea(2, "Other opening words. the first asks what has worked for others in keeping track!", "y."),
    ]);
    expect(rewrites.map((r) => r.description)).toEqual(["Other opening words."]);
  });

  it("keeps a later description from being mostly an earlier one's stock phrasing", () => {
    const stock = (n: number, what: string) =>
      `${what}: ${n} posts in r/smallbusiness, r/Entrepreneur and r/productivity ask for a better way. As things stand, what they have is a shared spreadsheet and a paper diary.`;
    const rewrites = distinctSentenceRewrites([
      { ...idea(1, stock(9, "Booking piano tuners"), "Tuners cancel late."), title: "Booking piano tuners" },
      { ...idea(2, stock(8, "Chasing choir subs"), "Subs go unpaid."), title: "Chasing choir subs" },
    ]);
    // The first keeps its description; the later one keeps its opening (which names its need).
    expect(rewrites).toEqual([
      {
        id: 2,
        description:
          "Chasing choir subs: 8 posts in r/smallbusiness, r/Entrepreneur and r/productivity ask for a better way.",
        complaintSummary: "Subs go unpaid.",
      },
    ]);
    expect(MAX_DESCRIPTION_LIKENESS).toBeLessThan(0.3);
  });

  it("leaves a description alone when leaving a sentence out would not make it less alike", () => {
    const only = "Booking piano tuners: 9 posts in r/piano ask for a better way.";
    const rewrites = distinctSentenceRewrites([
      { ...idea(1, only, "One."), title: "Booking piano tuners" },
      { ...idea(2, only.replace("9", "8"), "Two."), title: "Booking piano tuners for the hall" },
    ]);
    expect(rewrites).toEqual([]);
  });
});
