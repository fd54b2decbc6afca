import { describe, expect, it } from "vitest";
import { choosingJob } from "./ask-key";
import { needTitle, sayingJobFirst } from "./describe";
import { jobsOf, withArticleAsSaid } from "./job";
import { casedAsSaid, cutInSource, paraphraseLocally, spelt } from "./paraphrase";
import { titleJob } from "./title-job";

describe("titles name what most posts ask for", () => {
  it("gives a minority's job way to the phrase most posts say", () => {
    const fees = (i: number) =>
      `Software for sign painter travel fees? Post ${i}. Anything for charging travel fees for shop fronts?`;
    const assistants = (i: number) =>
      `Any good tools for sign painter assistant bookings? Post ${i}. I have six fronts and one assistant.`;
    const posts = [fees(1), fees(2), fees(3), fees(4), fees(5), fees(6), assistants(1), assistants(2), assistants(3)];
    const job = titleJob({ phrase: "handling sign painter assistant bookings", task: true }, posts);
    expect(job.phrase).toMatch(/travel fees/);
  });

  it("keeps a task whose posts also say the topic most posts name", () => {
    const posts = [
      "Any good tools for hedge trimming bookings? Has anyone found a system for booking hedge trimming visits?",
      "Tips for hedge trimming bookings?",
      "What software do you use for hedge trimming bookings?",
      "Hedge trimming bookings help. What would you suggest for booking hedge trimming visits?",
      "Software for hedge trimming bookings?",
    ];
    expect(titleJob({ phrase: "booking hedge trimming visits", task: true }, posts).phrase).toBe(
      "booking hedge trimming visits",
    );
  });

  it("says which when a task names one bare word ('matching pupils' with whom)", () => {
    const posts = [
      "Sick of matching pupils with host families. What software do you use?",
      "Any app for matching pupils with music tutors?",
      "Matching pupils with host families: is there a better way?",
      "Looking for a simple way of matching pupils with host families",
    ];
    expect(titleJob({ phrase: "matching pupils", task: true }, posts).phrase).toBe(
      "matching pupils with host families",
    );
  });

  it("names what an artefact is for, not the artefact", () => {
    const posts = [
      "Recommendations for orchard ladder checks software?",
      "Recommendations for orchard ladder checks software? Who makes a tool for orchard ladder checks?",
      "Any good tools for orchard ladder checks?",
    ];
    expect(titleJob({ phrase: "orchard ladder checks software", task: false }, posts).phrase).toBe(
      "orchard ladder checks",
    );
  });

  it("never reads a participle that takes no object or the people a title addresses as a job", () => {
    expect(jobsOf("Sick of quoting heat pumps for existing boiler owners").map((j) => j.phrase)).not.toContain(
      "existing boiler owners",
    );
    const addressed = jobsOf("catering managers - how do you manage final numbers for events?").map((j) => j.phrase);
    expect(addressed).not.toContain("catering managers");
    expect(addressed.some((p) => /final numbers/.test(p))).toBe(true);
  });

  it("takes no choice from 'what do you use for X': that asks for a tool for X", () => {
    const posts = [
      "What do you use for shed guarantees?",
      "What do you all use for shed guarantees?",
      "What software do you use for shed guarantees?",
    ];
    expect(choosingJob(posts)).toBeNull();
  });
});

describe("descriptions restate what their title names", () => {
  it("restates the posts that say the title's job first", () => {
    const texts = ["Any app for scheduling dog walks?", "Any app for chasing dog walk payments?"];
    expect(sayingJobFirst(texts, { phrase: "chasing dog walk payments", task: true })[0]).toMatch(/payments/);
  });

  it("keeps the capitals inside a name in a sentence ('YouTube')", () => {
    const { subject } = needTitle(
      [
        "What do you use for YouTube thumbnail tests?",
        "Any tool for YouTube thumbnail tests?",
        "YouTube thumbnail tests: is there a better way?",
      ],
      [],
    );
    expect(subject).toMatch(/^YouTube/);
  });
});

describe("restatements say a whole thing, spelt right", () => {
  it("never repeats a typo, though words of a trade pass", () => {
    expect(spelt("srevice", "Is there a srevice that does it?")).toBe(false);
    expect(spelt("case deadlnies", "Which tools do you use for case deadlnies?")).toBe(false);
    expect(spelt("runbooks", "Is there an app for runbooks?")).toBe(true);
    expect(spelt("fresha bookings", "We use Fresha bookings")).toBe(true);
  });

  it("says a name as its post spells it", () => {
    expect(casedAsSaid("Asks about youtube upload schedule and epc dates.", "YouTube upload schedule, EPC dates")).toBe(
      "Asks about YouTube upload schedule and EPC dates.",
    );
  });

  it("puts back the article its post gives a task's thing", () => {
    expect(withArticleAsSaid("keeping waiting list", "Any app for keeping a waiting list for new clients?")).toBe(
      "keeping a waiting list",
    );
    expect(withArticleAsSaid("keeping waiting list", "keeping waiting list tidy")).toBe("keeping waiting list");
    // The article after another form of the verb: 'buy a tablet' is 'buying a tablet'.
    expect(withArticleAsSaid("buying tablet", "We plan to buy a tablet for the shop counter.")).toBe("buying a tablet");
    expect(withArticleAsSaid("charging yearly fee", "How do you charge a yearly fee to members?")).toBe(
      "charging a yearly fee",
    );
    expect(withArticleAsSaid("shipping parcel", "I ship a parcel most days.")).toBe("shipping a parcel");
    expect(withArticleAsSaid("buying tablet", "Buyers tablet prices?")).toBe("buying tablet");
  });

  it("never restates a piece cut from a list, a clause or an 'of'", () => {
    expect(cutInSource("runbooks", "Recommendations for runbooks that are current?")).toBe(true);
    expect(cutInSource("the warranty expiry", "tracking the warranty expiry of every aid")).toBe(true);
    expect(cutInSource("hoof trim dates", "Which tools do you use for hoof trim dates, if any?")).toBe(false);
    // A list's last item is part of what is asked: never a thing to find or rate ('Hopes to find shelf replacements').
    const quote = paraphraseLocally("Does anyone know a good app for logging kiln repairs and shelf replacements?");
    expect(quote ?? "").not.toMatch(/(?:find|lookout for|hunting for|name) shelf replacements/);
  });

  it("says what an artefact is for when it names the thing", () => {
    const quote = paraphraseLocally("recommendations for returned ladders left uncollected software?") ?? "";
    expect(quote).not.toMatch(/uncollected software/);
  });
});
