import { describe, expect, it } from "vitest";
import { createUser } from "@/tests/support/factories";
import { makeIdeas, searchAs, token } from "@/tests/support/search";

/**
 * A founder's first searches: a profession or topic finds the ideas about it, and a phrase ranks
 * the ideas that hold it whole before those that only hold its words (or words sharing a stem).
 * Each test's ideas carry a token the search is scoped to (title_include), so only they compete.
 */
const ids = (r: { ideas: { id: number }[] }) => r.ideas.map((i) => i.id);

async function search(text: string, t: string) {
  const user = await createUser({ tier: "lifetime" });
  return searchAs(user.id, "lifetime", { main_search_text: text, title_include: t });
}

describe("Deep Search finds a profession's or topic's ideas", () => {
  it("'dentist' finds dental practice ideas, the ones naming dentists first", async () => {
    const t = token();
    const [named, practice, orthodontics, golf] = await makeIdeas([
      { title: `Recall reminders for dentists ${t}`, description: "Patients forget their six-month check-up." },
      { title: `Insurance pre-authorisation tracker ${t}`, description: "For a small dental practice.", overall: 90 },
      { title: `Retainer check-ins ${t}`, description: "An orthodontist's follow-ups after braces come off." },
      { title: `Tee time booking ${t}`, description: "A golf club's members fight over Saturday slots." },
    ]);
    const res = await search("dentist", t);
    expect(ids(res)[0]).toBe(named);
    expect(ids(res).sort()).toEqual([named, practice, orthodontics].sort());
    expect(ids(res)).not.toContain(golf);
  });

  it("'landlord', 'invoice' and 'wedding' find the ideas of their world", async () => {
    const t = token();
    const [deposit, repairs, unpaid, billing, seating, bridal, other] = await makeIdeas([
      { title: `Deposit disputes at move-out ${t}`, description: "Landlords and tenants argue over wear and tear." },
      { title: `Repair requests for a rental flat ${t}`, description: "Tenants report a leak and hear nothing." },
      { title: `Chasing unpaid invoices ${t}`, description: "Freelancers wait ninety days to be paid." },
      { title: `Billing clients by the hour ${t}`, description: "A bookkeeper tracks time on paper." },
      { title: `Seating plan for a wedding reception ${t}`, description: "Two families, one hall." },
      { title: `Bridal shop fitting calendar ${t}`, description: "Dress alterations pile up in spring." },
      { title: `Chess club pairings ${t}`, description: "Swiss rounds done by hand." },
    ]);
    const found = async (text: string) => ids(await search(text, t));
    expect(await found("landlord")).toEqual([deposit, repairs]);
    expect(await found("invoice")).toEqual([unpaid, billing]);
    expect(await found("wedding")).toEqual([seating, bridal]);
    for (const text of ["landlord", "invoice", "wedding"]) expect(await found(text)).not.toContain(other);
  });

  it("a related term never outranks the word typed, even in a weaker field", async () => {
    const t = token();
    const [inQuote, relatedInTitle] = await makeIdeas([
      { title: `Appointment no-shows ${t}`, complaintSummary: "Our dentist loses an hour a day to empty chairs." },
      { title: `Dental lab order tracking ${t}`, description: "Crowns and dental impressions go missing." },
    ]);
    expect(ids(await search("dentist", t))).toEqual([inQuote, relatedInTitle]);
  });
});

describe("Deep Search ranks the whole phrase first", () => {
  it("'screen time' ranks real matches before 'screening' and 'part-time', whatever the field", async () => {
    const t = token();
    const [screening, printing, inQuote, inTitle] = await makeIdeas([
      {
        title: `Screening applicants for part-time shifts ${t}`,
        description: "A cafe owner reads a hundred CVs every time.",
        overall: 99,
      },
      { title: `Part-time screen printing studio ${t}`, description: "Orders come in at odd hours.", overall: 95 },
      { title: `Family device rules ${t}`, complaintSummary: "Every evening is a fight about screen time." },
      { title: `Screen time limits for teenagers ${t}`, description: "Parents want a weekly budget." },
    ]);
    const res = await search("screen time", t);
    expect(ids(res).slice(0, 2)).toEqual([inTitle, inQuote]);
    expect(ids(res).slice(2).sort()).toEqual([screening, printing].sort());
  });

  it("'kids screen time': the whole phrase, then a related phrase, then two words adjacent, then the words apart", async () => {
    const t = token();
    const [apart, pair, whole, related] = await makeIdeas([
      {
        title: `Horse owners' feed log ${t}`,
        description: "Kids help screen the hay, one bale at a time.",
        overall: 99,
      },
      { title: `Screen time rules for kids ${t}`, description: "A contract the family signs.", overall: 90 },
      { title: `Kids screen time tracker ${t}`, description: "Counts minutes per app." },
      { title: `Evening wind-down ${t}`, description: "The children's screen time ends at eight." },
    ]);
    expect(ids(await search("kids screen time", t))).toEqual([whole, related, pair, apart]);
  });

  it("reads a phrase across a possessive, in the idea and in what is typed", async () => {
    const t = token();
    const [possessive, apart] = await makeIdeas([
      { title: `Waiting room display ${t}`, description: "A dentist's office shows the queue." },
      { title: `Office plants ${t}`, description: "The dentist waters them on Fridays.", overall: 99 },
    ]);
    expect(ids(await search("dentist office", t))).toEqual([possessive, apart]);
    expect(ids(await search("dentist's office", t))).toEqual([possessive, apart]);
    expect(ids(await search('"dentist\'s office"', t))).toEqual([possessive]);
  });

  it("keeps the typed operators: an excluded word excludes its idea, 'or' still widens", async () => {
    const t = token();
    const [dental, wedding] = await makeIdeas([
      { title: `Dental recall cards ${t}` },
      { title: `Wedding invitations ${t}` },
    ]);
    expect(ids(await search("dentist -recall", t))).toEqual([]);
    expect(ids(await search("dentist or wedding", t)).sort()).toEqual([dental, wedding].sort());
  });
});
