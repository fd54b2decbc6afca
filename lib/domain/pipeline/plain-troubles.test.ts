import { describe, expect, it } from "vitest";
import { describeLocally } from "./describe";
import { passesGate } from "./overlap";
import { paraphraseLocally } from "./paraphrase";
import { plainTroubles, sentenceTroubles } from "./plain-troubles";

describe("troubles stated the plain ways open forums state them", () => {
  it("retells a judged thing, a thing it stands for, what is missing and a chore in words of its own", () => {
    expect(sentenceTroubles("We tried Quillstack, but it feels far too pricey for a team of four.")).toEqual([
      "Quillstack costs too much for a team of four",
    ]);
    expect(sentenceTroubles("My current host is fine, but their lack of SSH key login has worried me.")).toEqual([
      "what they use now lacks ssh key login",
    ]);
    expect(sentenceTroubles("I find exporting the invoices monthly a tedious and manual process.")).toEqual([
      "exporting the invoices monthly is a slog and done by hand",
    ]);
    expect(sentenceTroubles("The app is lovely, but it's a pain to attach photos to entries.")).toEqual([
      "attaching photos to entries is a chore",
    ]);
  });

  it("reads 'it' and 'they' as the one name said before them, leaving asides in brackets out", () => {
    expect(
      sentenceTroubles(
        "I tried 2Stash, which syncs nicely, but next to other apps (Notely, Jotter) they are quite pricey.",
      ),
    ).toEqual(["2Stash costs too much"]);
    expect(sentenceTroubles("Honestly the big suites seem far too bloated for this little shop.")).toEqual([
      "the big suites carry far more than they need for their little shop",
    ]);
    expect(sentenceTroubles("Paper is lovely to write on but it is so easy to lose.")).toEqual([
      "paper goes missing too easily",
    ]);
    // Two names before 'they': which one is meant is not said, so nothing is retold.
    expect(sentenceTroubles("I tried Notely and Jotter but they are quite pricey.")).toEqual([]);
  });

  it("retells a struggle, a thing that cannot keep up and a doing that hurts", () => {
    expect(sentenceTroubles("I own a tiny tablet which struggles to open big PDF files at the same time.")).toEqual([
      "their tiny tablet can barely open big PDF files together",
    ]);
    expect(sentenceTroubles("We struggle to reconcile supplier statements with the ledger.")).toEqual([
      "reconciling supplier statements is a struggle for them",
    ]);
    expect(sentenceTroubles("Standing at the bench all day is causing some wrist pain.")).toEqual([
      "standing at the bench all day leaves them with wrist pain",
    ]);
  });

  it("says nothing of a question, a judgement of how it went or a bare 'the' thing", () => {
    expect(sentenceTroubles("Is Quillstack too pricey for a small team?")).toEqual([]);
    expect(sentenceTroubles("I tried one last year and my experience was terrible.")).toEqual([]);
    expect(sentenceTroubles("Next to the others the layout is really bad.")).toEqual([]);
  });

  it("leaves out a retelling that copies a run of five words from a post", () => {
    const posts = ["Lately we keep having problems with Boxmail around its sending quotas for new users."];
    expect(plainTroubles(posts).map((t) => t.text)).toEqual([
      "Boxmail has been giving them trouble over its sending quotas",
    ]);
    expect(plainTroubles(["It's a pain to attach photos to entries and Boxmail is slow."]).map((t) => t.text)).toEqual([
      "Boxmail runs too slowly",
      "attaching photos to entries is a chore",
    ]);
  });
});

describe("a complaint says what goes wrong before it retells the asks", () => {
  const posts = [
    "Which invoicing tool do you use for a small studio? We tried Quillstack, but it feels far too pricey for a team of four.",
    "What invoicing tool would you recommend for freelancers? I have looked around a lot.",
    "Any good invoicing tool for a two person agency? I find sending the reminder emails a tedious process.",
  ];
  const draft = describeLocally({ posts: posts.map((body) => ({ title: null, body })), communities: ["hn"] });

  it("states a trouble a post states, restated past the quote gate", () => {
    expect(draft.complaintSummary).toMatch(/Quillstack costs too much|sending the reminder emails is a slog/);
    expect(draft.complaintSummary).not.toMatch(/\b(?:asks|rely on|rate)\b/);
    expect(passesGate(draft.complaintSummary, posts)).toBe(true);
  });

  it("falls back on the asks when no post states a trouble", () => {
    const asking = [
      "Which invoicing tool do you use for a small studio?",
      "What invoicing tool would you recommend for freelancers?",
      "Any good invoicing tool for a two person agency?",
    ];
    const plain = describeLocally({ posts: asking.map((body) => ({ title: null, body })), communities: ["hn"] });
    expect(plain.complaintSummary).toMatch(/invoicing tool/);
  });
});

describe("titles and quotes a founder can read alone", () => {
  it("titles a bare noun of work as the doing it is", () => {
    const posts = [
      "What do you use for recipe keeping? My binder is falling apart.",
      "How do you handle recipe keeping across two kitchens?",
      "Best app for recipe keeping with a family?",
    ];
    const draft = describeLocally({ posts: posts.map((body) => ({ title: null, body })), communities: ["hn"] });
    expect(draft.title).toBe("Keeping recipes");
  });

  it("titles a bare noun of service most posts ask to pick as finding it, and work the posters do as it is", () => {
    const posts = [
      "Podcast hosting for a hobby show?\nCan anyone recommend cheap podcast hosting? We publish one episode a fortnight.",
      "Podcast hosting that handles private feeds\nOur members want a feed of their own.",
      "Which podcast hosting do you use for a small network?",
    ];
    const draft = describeLocally({ posts: posts.map((body) => ({ title: null, body })), communities: ["hn"] });
    expect(draft.title).toMatch(/^Finding \S*\s?podcast hosting/);
    const pacing = [
      "Energy pacing with a chronic illness\nHow do you handle energy pacing on a work day?",
      "Energy pacing after a long shift\nHow do you manage energy pacing when the week is busy?",
      "Any tips for energy pacing? I crash after a busy day.",
    ];
    const work = describeLocally({ posts: pacing.map((body) => ({ title: null, body })), communities: ["hn"] });
    expect(work.title).not.toMatch(/^Finding/);
  });

  it("says a wish about the thing as a wish, never as the ask", () => {
    const quote = paraphraseLocally("Hosted calendars for a choir?\nIdeally I am looking for shared reminders.");
    expect(quote).toBe(quote && /^(?:Lists|Would ideally|Puts) shared reminders/.test(quote) ? quote : "wish frame");
  });

  it("never quotes a thing named only by what came before it ('such a service')", () => {
    const quote = paraphraseLocally(
      "I keep my budget in a notebook. Is there any such planner out there for allotments?",
    );
    expect(quote ?? "").not.toMatch(/\bsuch\b|out there/);
  });

  it("asks for a thing without doubting it exists", () => {
    const quote = paraphraseLocally("Are there any beginner woodworking books with lots of diagrams?");
    expect(quote ?? "").not.toMatch(/at all/);
  });
});
