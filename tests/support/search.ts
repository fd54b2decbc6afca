import { randomBytes } from "node:crypto";
import type { IdeaCategoryName } from "@/lib/domain/ideas/categories";
import type { Tier } from "@/lib/domain/billing/plans";
import { utcDate } from "@/lib/domain/usage/day";
import { parseWith } from "@/lib/http/validation";
import { db } from "@/lib/server/db/client";
import { chargeCredits } from "@/lib/server/usage/credits";
import { SearchQuerySchema } from "@/lib/server/search/schema";
import { searchIdeas } from "@/lib/server/search/search";

/** Test helpers for the Deep Search integration tests (not imported by the app). */
export const token = () =>
  `qz${randomBytes(4)
    .toString("hex")
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;

export interface IdeaSpec {
  title?: string;
  description?: string;
  complaintSummary?: string;
  category?: IdeaCategoryName;
  overall?: number;
  innovationScore?: number;
  demandScore?: number;
  simplicityScore?: number;
  numberDeveloping?: number;
}

export async function makeIdeas(specs: IdeaSpec[]): Promise<number[]> {
  const ids: number[] = [];
  for (const s of specs) {
    const idea = await db().idea.create({
      data: {
        sourceKey: `search_${randomBytes(6).toString("hex")}`,
        title: s.title ?? "Untitled",
        description: s.description ?? "",
        complaintSummary: s.complaintSummary ?? "",
        analysis: "a",
        category: s.category ?? "Tech",
        overall: s.overall ?? 50,
        innovationScore: s.innovationScore ?? 50,
        demandScore: s.demandScore ?? 50,
        simplicityScore: s.simplicityScore ?? 50,
        numberDeveloping: s.numberDeveloping ?? 0,
      },
    });
    ids.push(idea.id);
  }
  return ids;
}

/** A search straight through the use-case (schema parsing included), without the 500 ms spacing. */
export function searchAs(userId: number, tier: Tier | null, params: Record<string, string>) {
  return searchIdeas({ userId, tier, query: parseWith(SearchQuerySchema, params) }, { gapMs: 0 });
}

export async function spendSearchCredits(userId: number, n: number) {
  await chargeCredits(db(), userId, utcDate(new Date()), "search", n, null);
}
