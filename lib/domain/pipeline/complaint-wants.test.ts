import { describe, expect, it } from "vitest";
import { describeLocally } from "./describe";
import { paraphraseLocally } from "./paraphrase";
import { plainWants, sentenceTroubles, wantOf } from "./plain-troubles";

const draft = (posts: string[]) =>
  describeLocally({ posts: posts.map((body) => ({ title: null, body })), communities: posts.map(() => "hn") });

/** Frames that retell an ask instead of stating a trouble or a want. */
const RETOLD_ASK =
  /\b(?:asks (?:others|people|which|if|for|the forum)|wonders whether|wants pointers|hopes someone can point|compares notes|puts a question)\b/i;

describe("wants a post states beside its ask", () => {
  it("reads the qualities an ask puts on its thing, as predicates of the thing in the singular", () => {
    expect(wantOf("Is there a cheap/free uptime monitor that a hobbyist can run?", 0)).toEqual({
      thing: "uptime monitor",
      must: ["is cheap or free"],
      unfound: true,
      post: 0,
    });
    expect(wantOf("Best open-source kanban boards for a small team?", 2)).toEqual({
      thing: "kanban board",
      must: ["is open source"],
      unfound: false,
      post: 2,
    });
  });

  it("reads a platform as a want only where the job does not name it", () => {
    expect(wantOf("What's a good Linux tablet for sketching?", 0)?.must).toEqual(["runs Linux"]);
    expect(wantOf("What's a good Linux tablet for sketching?", 0, "choosing a linux tablet")).toBeNull();
  });

  it("reads what the thing must do without and what it must cost less than", () => {
    expect(wantOf("Are there any lightweight site generators that don't require Node?", 0)?.must).toEqual([
      "is lightweight",
      "does not need Node",
    ]);
    const cheaper = wantOf("I am looking for a cheaper mail relay than Postbox.", 0);
    expect(cheaper?.thing).toBe("mail relay");
    expect(cheaper?.must).toEqual(["costs less than postbox"]);
  });

  it("reads no want from a bare ask or praise alone", () => {
    expect(wantOf("Which password manager do you use?", 0)).toBeNull();
    expect(wantOf("What are some good podcasts about cooking?", 0)).toBeNull();
    expect(wantOf("Any recommendations for a popular note app?", 0)).toBeNull();
  });

  it("says one want once, whatever the words before its kind of thing", () => {
    const wants = plainWants([
      "Best Linux laptop for writing code?",
      "Recommend a Linux travel laptop?",
      "Recommend an affordable laptop for coding?",
    ]);
    expect(wants.map((w) => `${w.thing}: ${w.must.join(", ")}`)).toEqual([
      "laptop: runs Linux",
      "laptop: is affordable",
    ]);
  });
});

describe("a complaint says what posts want, or that they state no trouble", () => {
  it("states the want in plain words instead of retelling the ask", () => {
    const posts = [
      "Which uptime monitor do you rely on these days?",
      "Is there a cheap/free uptime monitor other than the big paid ones?",
      "What uptime monitor would you pick for a side project?",
    ];
    const { complaintSummary } = draft(posts);
    expect(complaintSummary).toMatch(/an uptime monitor that is cheap or free/);
    expect(complaintSummary).not.toMatch(RETOLD_ASK);
  });

  it("joins two wants of one kind of thing as 'one that'", () => {
    const posts = [
      "Best Linux laptop for writing code all day?",
      "Recommend an affordable laptop for a student?",
      "What laptop do you use for programming?",
    ];
    const { complaintSummary } = draft(posts);
    expect(complaintSummary).toMatch(/a laptop that runs Linux/);
    expect(complaintSummary).toMatch(/one that is affordable/);
  });

  it("says honestly that no trouble is stated where the posts only ask, and the description keeps the asks", () => {
    const posts = [
      "What are your favourite cooking podcasts?",
      "Which cooking podcasts do you listen to?",
      "Recommend me some cooking podcasts?",
    ];
    const { complaintSummary, description } = draft(posts);
    expect(complaintSummary).not.toMatch(RETOLD_ASK);
    expect(complaintSummary).toMatch(
      /say nothing of|falls short|names a problem|not said|no trouble|without naming|no shortcoming|states a problem/,
    );
    expect(description.split(/(?<=\.)\s+/).length).toBeGreaterThan(1);
  });

  it("words wants and honest lines in frames of their own, not one opener for all", () => {
    const things = ["uptime monitor", "kanban board", "site generator", "mail relay", "photo editor", "time tracker"];
    const extras = ["sketch app", "budget planner", "drum machine", "screen recorder", "map viewer", "chess engine"];
    const openers = new Map<string, number>();
    const honest = new Map<string, number>();
    for (const thing of [...things, ...extras]) {
      const wanting = draft([
        `Which ${thing} do you use?`,
        `Is there a cheap/free ${thing} out there?`,
        `What ${thing} would you pick?`,
      ]).complaintSummary;
      const asking = draft([
        `Which ${thing} do you use?`,
        `What ${thing} would you pick?`,
        `Best ${thing}?`,
      ]).complaintSummary;
      const key = (s: string) => s.split(" ").slice(0, 3).join(" ");
      openers.set(key(wanting), (openers.get(key(wanting)) ?? 0) + 1);
      honest.set(key(asking), (honest.get(key(asking)) ?? 0) + 1);
    }
    expect(openers.size).toBeGreaterThanOrEqual(4);
    expect(honest.size).toBeGreaterThanOrEqual(4);
  });
});

describe("a lack said in natural English", () => {
  it("names the one thing 'their' stands for, else the kind of thing the group chooses", () => {
    expect(
      sentenceTroubles("I keep my domains with Quillhost, but lately their lack of passkey login has worried me."),
    ).toEqual(["Quillhost lacks passkey login"]);
    expect(sentenceTroubles("The lack of passkey login is a worry.", "registrar")).toEqual([
      "their current registrar lacks passkey login",
    ]);
  });
});

describe("quotes keep what sets their thing apart", () => {
  it("keeps a hyphenated qualifier where the whole thing would share a run of words with its post", () => {
    const quote = paraphraseLocally("Are there any popular/obscure gluten-free bread machines?");
    expect(quote).toMatch(/gluten-free bread machines/i);
  });
});
