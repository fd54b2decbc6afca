/** The need posts' texts and communities, for the group stage's ask keys (lib/domain/pipeline/ask-key.ts). */
import type { Pool } from "pg";

/** Rows fetched at a time: the texts of a large library are read in pages, not one result. */
const PAGE = 20_000;

export async function needTexts(
  pool: Pool,
  ids: Int32Array,
): Promise<Map<number, { text: string; community: string }>> {
  const out = new Map<number, { text: string; community: string }>();
  const all = [...ids];
  for (let at = 0; at < all.length; at += PAGE) {
    const { rows } = await pool.query<{ id: number; text: string; community: string }>(
      `SELECT id, text, community FROM pipeline_posts WHERE id = ANY($1::int[]) AND kind = 'need' AND text IS NOT NULL`,
      [all.slice(at, at + PAGE)],
    );
    for (const r of rows) out.set(r.id, { text: r.text, community: r.community });
  }
  return out;
}
