import { expect } from "vitest";
import { GET as searchGet } from "@/app/api/ideas/search/route";
import { GET as ideaGet } from "@/app/api/ideas/[id]/route";
import { db } from "@/lib/server/db/client";
import { token as searchWord } from "@/tests/support/search";
import { jsonRequest } from "@/tests/support/requests";

/** Helpers of the integration tests that read or claim ideas: calls through the real route handlers. */

/** GET /api/ideas/{id} as the user of `session`. */
export const readIdea = (session: string, id: number) =>
  ideaGet(jsonRequest("GET", `/api/ideas/${id}`, undefined, { session }), {
    params: Promise.resolve({ id: String(id) }),
  });

/** GET /api/ideas/search as the user of `session` (one search per user every 500 ms). */
export const searchFor = (session: string, params: Record<string, string>) =>
  searchGet(jsonRequest("GET", `/api/ideas/search?${new URLSearchParams(params)}`, undefined, { session }));

/**
 * Shows these ideas to the user the way the app does for credits: a charged Deep Search whose
 * results are exactly them (they are given a word no other idea holds, then searched for).
 */
export async function showThroughSearch(session: string, ideaIds: number[]): Promise<void> {
  const word = searchWord();
  await db().idea.updateMany({ where: { id: { in: ideaIds } }, data: { complaintSummary: word } });
  const res = await searchFor(session, { main_search_text: word });
  expect(res.status).toBe(200);
  const shown = ((await res.json()) as { ideas: { id: number }[] }).ideas.map((i) => i.id);
  expect(shown.sort((a, b) => a - b)).toEqual([...ideaIds].sort((a, b) => a - b));
}
