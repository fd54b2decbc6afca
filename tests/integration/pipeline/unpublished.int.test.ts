import { describe, expect, it } from "vitest";
import { GET as shuffle } from "@/app/api/ideas/route";
import { GET as searchGet } from "@/app/api/ideas/search/route";
import { db } from "@/lib/server/db/client";
import { landingSample } from "@/lib/server/ideas/landing";
import { makeIdeas, token } from "@/tests/support/search";
import { createUserWithSession } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";

/** Every idea the board shows this user until it runs out of ideas in `category`. */
async function drawAll(session: string, category: string): Promise<number[]> {
  const seen: number[] = [];
  for (;;) {
    const res = await shuffle(jsonRequest("GET", `/api/ideas?count=8&categories=${category}`, undefined, { session }));
    if (res.status !== 200) return seen;
    seen.push(...(await res.json()).ideas.map((i: { id: number }) => i.id));
  }
}

describe("an idea the pipeline unpublished", () => {
  it("is found by no Deep Search, drawn on no board and shown on no landing page; published again, it is back", async () => {
    const t = token();
    const [kept, hidden] = await makeIdeas([
      { title: `Kept ${t}`, category: "Travel" },
      { title: `Hidden ${t}`, category: "Travel" },
    ]);
    await db().idea.update({ where: { id: hidden! }, data: { published: false } });
    const { token: session } = await createUserWithSession({ tier: "lifetime" });

    // Deep Search answers 429 to searches less than 500 ms apart: each search waits that out first.
    const search = async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      const res = await searchGet(
        jsonRequest("GET", `/api/ideas/search?main_search_text=${t}`, undefined, { session }),
      );
      expect(res.status).toBe(200);
      return (await res.json()).ideas.map((i: { id: number }) => i.id);
    };
    expect(await search()).toEqual([kept]);

    const drawn = await drawAll(session, "Travel");
    expect(drawn).toContain(kept);
    expect(drawn).not.toContain(hidden);

    const titles = new Set<string>();
    for (let start = 0; start < 1; start += 0.01) {
      const sample = await landingSample(() => start);
      for (const idea of [...sample.hero, ...(sample.featured ? [sample.featured] : [])]) titles.add(idea.title);
    }
    expect(titles).not.toContain(`Hidden ${t}`);

    await db().idea.update({ where: { id: hidden! }, data: { published: true } });
    expect((await search()).sort()).toEqual([kept, hidden].sort());
  });
});
