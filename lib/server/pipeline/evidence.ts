import type { Pool, PoolClient } from "pg";
import type { EvidenceCounts, MonthCount } from "@/lib/domain/pipeline/scoring";

/**
 * A group's evidence, counted in SQL from its posts (copies left out: a repost is one voice).
 * Members are named by group id (the stored grouping) or by post ids (a dry run's grouping,
 * never stored).
 */
export type Members = { groupId: number } | { postIds: number[] };

export interface Evidence extends EvidenceCounts {
  communityCounts: { name: string; posts: number }[];
  monthlyRows: { month: string; mentions: number; total: number }[];
}

export interface MemberPost {
  id: number;
  text: string;
  community: string;
  month: string;
  kind: "need" | "launch";
  weight: number;
}

/** Posts per community and month (every post read, skipped ones too: the forum's size), and the data's last month. */
export interface Totals {
  byCommunityMonth: Map<string, number>;
  windowEnd: string;
}

function where(members: Members): { sql: string; param: number | number[] } {
  return "groupId" in members
    ? { sql: "p.group_id = $1", param: members.groupId }
    : { sql: "p.id = ANY($1::int[])", param: members.postIds };
}

export async function loadTotals(pool: Pool | PoolClient): Promise<Totals> {
  const { rows } = await pool.query<{ community: string; month: string; n: string }>(
    `SELECT community, to_char(month, 'YYYY-MM') AS month, count(*) AS n FROM pipeline_posts GROUP BY 1, 2`,
  );
  const byCommunityMonth = new Map(rows.map((r) => [`${r.community}\u0000${r.month}`, Number(r.n)]));
  const windowEnd = rows.reduce((max, r) => (r.month > max ? r.month : max), "0000-00");
  return { byCommunityMonth, windowEnd };
}

type SummaryRow = {
  need_posts: string;
  launch_posts: string;
  people: string;
  communities: string;
  engagement: string;
  first: string | null;
  last: string | null;
};
type MonthRow = { community: string; month: string; n: string };

const SUMMARY_COLUMNS = `count(*) FILTER (WHERE kind = 'need') AS need_posts, count(*) FILTER (WHERE kind = 'launch') AS launch_posts,
       count(DISTINCT COALESCE(author_hash, 'post:' || id)) FILTER (WHERE kind = 'need') AS people,
       count(DISTINCT community) FILTER (WHERE kind = 'need') AS communities,
       COALESCE(sum(GREATEST(score, 0) + GREATEST(comments, 0)) FILTER (WHERE kind = 'need'), 0) AS engagement,
       to_char(min(month) FILTER (WHERE kind = 'need'), 'YYYY-MM') AS first, to_char(max(month) FILTER (WHERE kind = 'need'), 'YYYY-MM') AS last`;
const LIVE = `p.duplicate_of_id IS NULL AND p.kind IN ('need', 'launch')`;

export async function loadEvidence(
  pool: Pool | PoolClient,
  members: Members,
  totals: Totals,
): Promise<Evidence | null> {
  const w = where(members);
  const [summary, perMonth] = await Promise.all([
    pool.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM pipeline_posts p WHERE ${w.sql} AND ${LIVE}`, [w.param]),
    pool.query<MonthRow>(
      `SELECT community, to_char(month, 'YYYY-MM') AS month, count(*) AS n FROM pipeline_posts p WHERE ${w.sql} AND ${LIVE} AND kind = 'need' GROUP BY 1, 2 ORDER BY 2, 1`,
      [w.param],
    ),
  ]);
  return evidenceOf(summary.rows[0]!, perMonth.rows, totals);
}

/** loadEvidence for many stored groups at once (two statements, whatever their number): by group id; a group without needs is absent. */
export async function loadGroupsEvidence(
  pool: Pool | PoolClient,
  groupIds: number[],
  totals: Totals,
): Promise<Map<number, Evidence>> {
  const [summary, perMonth] = await Promise.all([
    pool.query<SummaryRow & { group_id: number }>(
      `SELECT p.group_id, ${SUMMARY_COLUMNS} FROM pipeline_posts p WHERE p.group_id = ANY($1::int[]) AND ${LIVE} GROUP BY p.group_id`,
      [groupIds],
    ),
    pool.query<MonthRow & { group_id: number }>(
      `SELECT p.group_id, community, to_char(month, 'YYYY-MM') AS month, count(*) AS n FROM pipeline_posts p
        WHERE p.group_id = ANY($1::int[]) AND ${LIVE} AND kind = 'need' GROUP BY 1, 2, 3 ORDER BY 1, 3, 2`,
      [groupIds],
    ),
  ]);
  const months = new Map<number, MonthRow[]>();
  for (const r of perMonth.rows) months.set(r.group_id, [...(months.get(r.group_id) ?? []), r]);
  const out = new Map<number, Evidence>();
  for (const row of summary.rows) {
    const evidence = evidenceOf(row, months.get(row.group_id) ?? [], totals);
    if (evidence) out.set(row.group_id, evidence);
  }
  return out;
}

function evidenceOf(s: SummaryRow, perMonth: MonthRow[], totals: Totals): Evidence | null {
  if (!s.first || !s.last || Number(s.need_posts) === 0) return null;
  const communities = new Map<string, number>();
  const months = new Map<string, MonthCount & { total: number }>();
  for (const r of perMonth) {
    const n = Number(r.n);
    communities.set(r.community, (communities.get(r.community) ?? 0) + n);
    const total = totals.byCommunityMonth.get(`${r.community}\u0000${r.month}`) ?? n;
    const m = months.get(r.month) ?? { month: r.month, mentions: 0, rate: 0, total: 0 };
    m.mentions += n;
    m.total += total;
    m.rate += n / Math.max(1, total);
    months.set(r.month, m);
  }
  const monthly = [...months.values()].sort((a, b) => (a.month < b.month ? -1 : 1));
  return {
    people: Number(s.people),
    communities: Number(s.communities),
    needPosts: Number(s.need_posts),
    launchPosts: Number(s.launch_posts),
    engagement: Number(s.engagement),
    monthly: monthly.map(({ month, mentions, rate }) => ({ month, mentions, rate })),
    firstSeen: s.first,
    lastSeen: s.last,
    windowEnd: totals.windowEnd > s.last ? totals.windowEnd : s.last,
    communityCounts: [...communities]
      .map(([name, posts]) => ({ name, posts }))
      .sort((a, b) => b.posts - a.posts || (a.name < b.name ? -1 : 1)),
    monthlyRows: monthly.map(({ month, mentions, total }) => ({ month, mentions, total })),
  };
}

/** The group's live posts, most engaged first: the candidates for quotes and for the analyser's description. */
export async function memberPosts(pool: Pool | PoolClient, members: Members, limit: number): Promise<MemberPost[]> {
  const w = where(members);
  const { rows } = await pool.query<MemberPost>(
    `SELECT id, text, community, to_char(month, 'YYYY-MM') AS month, kind, GREATEST(score, 0) + GREATEST(comments, 0) AS weight
       FROM pipeline_posts p WHERE ${w.sql} AND p.duplicate_of_id IS NULL AND p.kind IN ('need', 'launch') AND p.text IS NOT NULL
      ORDER BY (kind = 'need') DESC, weight DESC, id LIMIT $2`,
    [w.param, limit],
  );
  return rows;
}

/** memberPosts for many stored groups at once (one statement): each group's first `limit` live posts, by group id. */
export async function groupsMemberPosts(
  pool: Pool | PoolClient,
  groupIds: number[],
  limit: number,
): Promise<Map<number, MemberPost[]>> {
  const { rows } = await pool.query<MemberPost & { group_id: number }>(
    `SELECT group_id, id, text, community, month, kind, weight FROM (
       SELECT p.group_id, p.id, p.text, p.community, to_char(p.month, 'YYYY-MM') AS month, p.kind, GREATEST(p.score, 0) + GREATEST(p.comments, 0) AS weight,
              row_number() OVER (PARTITION BY p.group_id ORDER BY (p.kind = 'need') DESC, GREATEST(p.score, 0) + GREATEST(p.comments, 0) DESC, p.id) AS n
         FROM pipeline_posts p WHERE p.group_id = ANY($1::int[]) AND ${LIVE} AND p.text IS NOT NULL) ranked
      WHERE n <= $2 ORDER BY group_id, n`,
    [groupIds, limit],
  );
  const out = new Map<number, MemberPost[]>();
  for (const { group_id, ...post } of rows) out.set(group_id, [...(out.get(group_id) ?? []), post]);
  return out;
}
