/** The need posts' texts and communities, for the group stage's ask keys (lib/domain/pipeline/ask-key.ts). */
import type { Pool } from "pg";

/** Rows fetched at a time: the texts of a large library are read in pages, not one result. */
const PAGE = 20_000;

/** A need post's words, where it was said, and how much others engaged with it (score and comments). */
export interface NeedText {
  text: string;
  community: string;
  weight: number;
}

export async function needTexts(pool: Pool, ids: Int32Array): Promise<Map<number, NeedText>> {
  const out = new Map<number, NeedText>();
  const all = [...ids];
  for (let at = 0; at < all.length; at += PAGE) {
    const { rows } = await pool.query<NeedText & { id: number }>(
      `SELECT id, text, community, GREATEST(score, 0) + GREATEST(comments, 0) AS weight
         FROM pipeline_posts WHERE id = ANY($1::int[]) AND kind = 'need' AND text IS NOT NULL`,
      [all.slice(at, at + PAGE)],
    );
    for (const r of rows) out.set(r.id, { text: r.text, community: r.community, weight: r.weight });
  }
  return out;
}
