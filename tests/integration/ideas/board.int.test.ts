import { describe, expect, it } from "vitest";
import { GET as shuffle } from "@/app/api/ideas/route";
import { GET as usageGet } from "@/app/api/stats/usage-limits/route";
import { POST as increment } from "@/app/api/stats/usage-limits/increment/route";
import { GET as boardStateGet } from "@/app/api/ideas/board-state/route";
import { utcDate } from "@/lib/domain/usage/day";
import { db } from "@/lib/server/db/client";
import { createUserWithSession, uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";

async function ensureIdeas(n: number) {
  const have = await db().idea.count();
  if (have >= n) return;
  const categories = ["Tech", "Finance", "Health", "Education", "Marketing"] as const;
  await db().idea.createMany({
    data: Array.from({ length: n - have }, (_, i) => ({
      sourceKey: uniqueName("board"),
      title: `Board idea ${i}`,
      description: "d",
      complaintSummary: "c",
      analysis: "a",
      category: categories[i % categories.length]!,
      simplicityScore: 1 + (i % 100),
      demandScore: 1 + ((i * 7) % 100),
      innovationScore: 1 + ((i * 13) % 100),
    })),
  });
}

const get = (path: string, token: string) => jsonRequest("GET", path, undefined, { session: token });
const shuffleAs = (token: string, query = "count=8") => shuffle(get(`/api/ideas?${query}`, token));

describe("Idea Board shuffle", () => {
  it("draws 8 distinct unseen ideas per shuffle, charges 8 credits, and blocks at 0 (Starter: 24 a day)", async () => {
    await ensureIdeas(200);
    const { token, user } = await createUserWithSession({ tier: "starter" });
    const seen = new Set<number>();
    for (let i = 0; i < 3; i++) {
      const res = await shuffleAs(token);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.ideas).toHaveLength(8);
      for (const idea of body.ideas) seen.add(idea.id);
      expect(body.usage.random).toEqual({ used: 8 * (i + 1), remaining: 24 - 8 * (i + 1), limit: 24 });
    }
    expect(seen.size).toBe(24);
    const blocked = await shuffleAs(token);
    expect(blocked.status).toBe(403);
    const body = await blocked.json();
    expect(body.error).toBe("You've used all your daily idea board credits. Credits will reset at midnight.");
    expect(body.usage.random.remaining).toBe(0);
    // The board is saved for the next visit.
    const saved = await (await boardStateGet(get("/api/ideas/board-state/", token))).json();
    expect(saved.ideas).toHaveLength(8);
    expect(saved.hasVisited).toBe(true);
    expect(await db().ideaView.count({ where: { userId: user.id, kind: "board" } })).toBe(24);
  });

  it("lets exactly 2 of 20 parallel shuffles through with 16 credits left", async () => {
    await ensureIdeas(200);
    const { token } = await createUserWithSession({ tier: "starter" });
    expect((await shuffleAs(token)).status).toBe(200);
    const results = await Promise.all(Array.from({ length: 20 }, () => shuffleAs(token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 403)).toHaveLength(18);
    const usage = await (await usageGet(get("/api/stats/usage-limits/", token))).json();
    expect(usage.random).toEqual({ used: 24, remaining: 0, limit: 24 });
  });

  it("with fewer credits left than a shuffle's 8, shows that many ideas: it is blocked only at 0", async () => {
    await ensureIdeas(200);
    const { token } = await createUserWithSession({ tier: "starter" });
    const spent = await increment(
      jsonRequest("POST", "/api/stats/usage-limits/increment/", { view_type: "random", count: 21 }, { session: token }),
    );
    expect(spent.status).toBe(200);
    const res = await shuffleAs(token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.ideas).toHaveLength(3);
    expect(body.usage.random).toEqual({ used: 24, remaining: 0, limit: 24 });
    expect((await shuffleAs(token)).status).toBe(403);
  });

  it("parallel shuffles with 3 credits left show 3 ideas in all and never pass the limit", async () => {
    await ensureIdeas(200);
    const { token } = await createUserWithSession({ tier: "starter" });
    await increment(
      jsonRequest("POST", "/api/stats/usage-limits/increment/", { view_type: "random", count: 21 }, { session: token }),
    );
    const results = await Promise.all(Array.from({ length: 10 }, () => shuffleAs(token)));
    const shown = await Promise.all(results.filter((r) => r.status === 200).map(async (r) => (await r.json()).ideas));
    expect(shown.flat()).toHaveLength(3);
    expect(results.every((r) => r.status === 200 || r.status === 403)).toBe(true);
    const usage = await (await usageGet(get("/api/stats/usage-limits/", token))).json();
    expect(usage.random).toEqual({ used: 24, remaining: 0, limit: 24 });
  });

  it("answers bad input with 400 and charges nothing", async () => {
    const { token } = await createUserWithSession({ tier: "starter" });
    for (const query of [
      "count=9",
      "count=0",
      "count=abc",
      "demand_priority=101",
      "innovation_priority=0",
      "speed_priority=1.5",
      "categories=Crypto",
    ]) {
      const res = await shuffleAs(token, query);
      expect(res.status, query).toBe(400);
      expect(typeof (await res.json()).error).toBe("string");
    }
    const usage = await (await usageGet(get("/api/stats/usage-limits/", token))).json();
    expect(usage.random.used).toBe(0);
  });

  it("says 'Out of ideas matching your criteria.' once every matching idea was shown", async () => {
    const { token, user } = await createUserWithSession({ tier: "lifetime" });
    const day = new Date(`${utcDate(new Date())}T00:00:00Z`);
    await db()
      .$executeRaw`INSERT INTO idea_views (user_id, kind, idea_id, day) SELECT ${user.id}, 'board', id, ${day}::date FROM ideas WHERE category = 'Other' ON CONFLICT DO NOTHING`;
    await db().idea.createMany({
      data: [1, 2, 3].map((i) => ({
        sourceKey: uniqueName("other"),
        title: `Other ${i}`,
        description: "d",
        complaintSummary: "c",
        analysis: "a",
        category: "Other" as const,
        simplicityScore: 50,
      })),
    });
    const first = await (await shuffleAs(token, "categories=Other")).json();
    expect(first.ideas).toHaveLength(3);
    const out = await shuffleAs(token, "categories=Other");
    expect(out.status).toBe(409);
    expect((await out.json()).error).toBe("Out of ideas matching your criteria.");
    expect((await (await usageGet(get("/api/stats/usage-limits/", token))).json()).random).toEqual({
      used: 3,
      remaining: "unlimited",
      limit: "unlimited",
    });
  });

  it("treats a client_date two days ahead as today: no fresh credits", async () => {
    const { token } = await createUserWithSession({ tier: "starter" });
    const res = await increment(
      jsonRequest("POST", "/api/stats/usage-limits/increment/", { view_type: "random", count: 24 }, { session: token }),
    );
    expect(res.status).toBe(200);
    const ahead = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const usage = await (await usageGet(get(`/api/stats/usage-limits/?client_date=${ahead}`, token))).json();
    expect(usage.random.remaining).toBe(0);
    const more = await increment(
      jsonRequest("POST", "/x", { view_type: "random", count: 1, client_date: ahead }, { session: token }),
    );
    expect(more.status).toBe(403);
    expect((await more.json()).usage.random.remaining).toBe(0);
  });
});
