import { describe, expect, it } from "vitest";
import { NEED_THRESHOLD, readPhrases } from "./phrases";

const isNeed = (title: string | null, body = "") => {
  const v = readPhrases(title, body);
  return !v.launch && v.need >= NEED_THRESHOLD;
};
const isLaunch = (title: string | null, body = "") => readPhrases(title, body).launch;

describe("the need phrase rules", () => {
  it("keep requests for a tool, in many wordings", () => {
    expect(isNeed("Is there an app that tracks which pills my dad took?")).toBe(true);
    expect(isNeed("Looking for software to split bills between housemates")).toBe(true);
    expect(isNeed(null, "Any recommendations for a cheap podcast editor?")).toBe(true);
    expect(isNeed("Alternatives to our bloated CRM?")).toBe(true);
    expect(isNeed(null, "I wish there was something that did this. I'd happily pay for it.")).toBe(true);
    expect(isNeed(null, "What tool do you rely on to keep track of client feedback?")).toBe(true);
    expect(isNeed(null, "There has to be a better way to do our rota.")).toBe(true);
    expect(isNeed(null, "Is there an offline planner that gathers every booking?")).toBe(true);
    expect(isNeed("Is there a way to stop chasing invoices?", "It is so frustrating.")).toBe(true);
  });

  it("keep pains and complaints about existing tools when they add up", () => {
    expect(isNeed("I'm so tired of copying numbers between spreadsheets", "It wastes hours every Friday.")).toBe(true);
    expect(isNeed(null, "Our scheduling software is clunky and keeps crashing. Honestly a nightmare.")).toBe(true);
  });

  it("drop posts with no need, a passing grumble, or a problem already solved", () => {
    expect(isNeed("Finished my first half marathon today")).toBe(false);
    expect(isNeed(null, "I hate Mondays, but this coffee helps.")).toBe(false);
    expect(isNeed(null, "Does anyone remember the name of the old cartoon with the talking train?")).toBe(false);
    expect(isNeed(null, "How do you pronounce the name of that village?")).toBe(false);
    expect(
      isNeed(
        null,
        "We finally found a tool for our rota that works great. Sharing in case it helps. It was a nightmare before.",
      ),
    ).toBe(false);
    // Informational questions on Q&A sites: a how-to or a fact, not a product need.
    expect(isNeed("Is there a way to tell if bread has gone stale?")).toBe(false);
    expect(isNeed("Is there any proof that expensive olive oil tastes better?")).toBe(false);
    expect(isNeed("Is there something special about sourdough that makes it keep longer?")).toBe(false);
    expect(isNeed(null, "The recommendation to store it upside down is sound.")).toBe(false);
  });

  it("tell launch and self-promotion posts apart", () => {
    expect(isLaunch("Show HN: Dueping – reminders for unpaid invoices")).toBe(true);
    expect(isLaunch(null, "I was tired of chasing invoices, so I built DuePing.")).toBe(true);
    expect(isLaunch("We just launched our scheduling app for cafes")).toBe(true);
    expect(isLaunch(null, "Disclosure: I'm the developer of this extension.")).toBe(true);
    expect(isLaunch(null, "After a year of weekends I made an app for meal plans")).toBe(true);
    expect(isLaunch(null, "I made a mistake with my invoices. Is there a tool that checks them?")).toBe(false);
    expect(isLaunch(null, "These platforms are built for companies with hundreds of units.")).toBe(false);
    expect(isLaunch(null, "I made A lot of progress this week")).toBe(false);
  });
});
