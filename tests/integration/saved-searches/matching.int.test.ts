import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db/client";
import { matchSince } from "@/lib/server/saved-searches/match";
import { parseStoredParams } from "@/lib/server/saved-searches/schemas";
import { addEvidence, risingFixture } from "@/tests/support/idea-evidence";
import { makeIdeas, token } from "@/tests/support/search";

/**
 * A digest's matching is Deep Search's own: every filter of the saved search (text, per-field
 * include and exclude, categories, each range, rising only) and only ideas published or updated in
 * the digest's window; unpublished ideas never.
 */
const dbNow = async () => (await db().$queryRaw<{ now: Date }[]>`SELECT clock_timestamp() AS now`)[0]!.now;
const FAR = new Date("2100-01-01T00:00:00Z");

async function matched(params: Record<string, string>, since: Date) {
  return (await matchSince(parseStoredParams(params), since, FAR, 50)).ids;
}

describe("matching a saved search for its digest", () => {
  it("respects the text, categories, ranges and per-field terms, and only counts changes since the last digest", async () => {
    const t = token();
    const [before, updatedLater] = await makeIdeas([
      { title: `${t} kiosk before`, overall: 70, demandScore: 50 },
      { title: `${t} kiosk updated`, overall: 71, demandScore: 50 },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const since = await dbNow();
    // A change to a searched field after the last digest counts as new; a claim count alone does not.
    await db().idea.update({ where: { id: updatedLater }, data: { overall: 72 } });
    await db().idea.update({ where: { id: before }, data: { numberDeveloping: 3 } });
    const [match, food, lowScore, highDemand, cart, spam, unpublished] = await makeIdeas([
      { title: `${t} kiosk one`, category: "Tech", overall: 80, demandScore: 60 },
      { title: `${t} kiosk food`, category: "Food", overall: 80, demandScore: 60 },
      { title: `${t} kiosk low`, category: "Tech", overall: 30, demandScore: 60 },
      { title: `${t} kiosk demand`, category: "Tech", overall: 80, demandScore: 95 },
      { title: `${t} cart`, category: "Tech", overall: 80, demandScore: 60 },
      { title: `${t} kiosk spam`, description: "Full of spam", category: "Tech", overall: 80, demandScore: 60 },
      { title: `${t} kiosk gone`, category: "Tech", overall: 80, demandScore: 60 },
    ]);
    await makeIdeas([{ title: "kiosk without the word", category: "Tech", overall: 80 }]);
    await db().idea.update({ where: { id: unpublished }, data: { published: false } });

    const all = await matched({ main_search_text: t }, since);
    expect(new Set(all)).toEqual(new Set([updatedLater, match, food, lowScore, highDemand, cart, spam]));
    expect(all).not.toContain(before);

    const filtered = {
      main_search_text: t,
      categories: "Tech",
      overall_min: "50",
      demand_score_max: "90",
      title_include: "kiosk",
      summary_exclude: "spam",
    };
    expect(new Set(await matched(filtered, since))).toEqual(new Set([updatedLater, match]));
    // Each filter alone removes its idea.
    expect(await matched({ main_search_text: t, categories: "Tech" }, since)).not.toContain(food);
    expect(await matched({ main_search_text: t, overall_min: "50" }, since)).not.toContain(lowScore);
    expect(await matched({ main_search_text: t, demand_score_max: "90" }, since)).not.toContain(highDemand);
    expect(await matched({ main_search_text: t, title_include: "kiosk" }, since)).not.toContain(cart);
    expect(await matched({ main_search_text: t, summary_exclude: "spam" }, since)).not.toContain(spam);
    // Best first by AI score; 'Max. Number of Results' and the digest's cap bound the list.
    expect((await matchSince(parseStoredParams({ main_search_text: t }), since, FAR, 2)).ids).toHaveLength(2);
    expect((await matchSince(parseStoredParams({ main_search_text: t }), since, FAR, 2)).total).toBe(7);
    // Nothing changed after the window's end.
    expect(await matchSince(parseStoredParams({ main_search_text: t }), since, since, 10)).toEqual({
      ids: [],
      total: 0,
    });
  });

  it("keeps only ideas whose evidence is rising with rising_only", async () => {
    const t = token();
    const since = await dbNow();
    const [rising, flat] = await makeIdeas([{ title: `${t} ledger rising` }, { title: `${t} ledger flat` }]);
    await addEvidence(db(), rising!, risingFixture(t));
    expect(new Set(await matched({ main_search_text: t }, since))).toEqual(new Set([rising, flat]));
    expect(await matched({ main_search_text: t, rising_only: "true" }, since)).toEqual([rising]);
  });
});
