import { Prisma } from "@/lib/generated/prisma/client";
import {
  lastMonths,
  MAX_QUOTES,
  trendWord,
  type EvidenceQuote,
  type EvidenceSummary,
  type IdeaEvidence,
  type MonthMentions,
} from "@/lib/domain/ideas/evidence";
import { scoreBasis } from "@/lib/domain/ideas/score-basis";

/**
 * Reading an idea's evidence (pipeline_evidence, pipeline_quotes) with the idea itself, in the
 * same statement: the cards take three columns through one LEFT JOIN on the evidence's primary
 * key (no query per idea), the details dialog takes it all plus its quotes. Ideas without
 * evidence (seeded before the pipeline) read null. Never selected: post ids, authors, links.
 * Queries put the ideas as `i` and join the evidence as `e`.
 */
export const EVIDENCE_JOIN = Prisma.sql`LEFT JOIN pipeline_evidence e ON e.idea_id = i.id`;

/** The card line's columns (ev_mentions null: no evidence). */
export const SUMMARY_COLUMNS = Prisma.sql`e.need_posts AS ev_mentions, e.launch_posts AS ev_launch_posts, (e.score_inputs #>> '{trend,ratio}')::float8 AS ev_trend_ratio`;

/** The details' columns, the summary's included; quotes by their (idea_id, position) index. */
export const DETAIL_COLUMNS = Prisma.sql`${SUMMARY_COLUMNS}, e.people AS ev_people, e.communities AS ev_communities, e.monthly AS ev_monthly,
  to_char(e.first_seen, 'YYYY-MM') AS ev_first_seen, to_char(e.last_seen, 'YYYY-MM') AS ev_last_seen, e.score_inputs AS ev_score_inputs, e.explanation AS ev_explanation,
  (SELECT COALESCE(json_agg(json_build_object('text', q.text, 'community', q.community, 'month', to_char(q.month, 'YYYY-MM')) ORDER BY q.position), '[]'::json)
     FROM (SELECT text, community, month, position FROM pipeline_quotes WHERE idea_id = i.id ORDER BY position LIMIT ${MAX_QUOTES}) q) AS ev_quotes`;

export function evidenceSummaryFromRow(row: Record<string, unknown>): EvidenceSummary | null {
  if (row.ev_mentions == null) return null;
  return {
    mentions: Number(row.ev_mentions),
    trend: trendWord(row.ev_trend_ratio == null ? null : Number(row.ev_trend_ratio)),
    launch_posts: Number(row.ev_launch_posts),
  };
}

/** jsonb arrives parsed from the driver; a string (another driver) is parsed here. */
const json = (v: unknown): unknown => (typeof v === "string" ? JSON.parse(v) : v);
const list = (v: unknown): Record<string, unknown>[] => {
  const parsed = json(v);
  return Array.isArray(parsed)
    ? parsed.filter((x): x is Record<string, unknown> => Boolean(x) && typeof x === "object")
    : [];
};

/** The evidence for the dialog, each field picked by name (the stored JSON is never passed through whole). */
export function ideaEvidenceFromRow(row: Record<string, unknown>): IdeaEvidence | null {
  const summary = evidenceSummaryFromRow(row);
  if (!summary) return null;
  const inputs = json(row.ev_score_inputs);
  const basis = scoreBasis(inputs);
  const lastSeen = String(row.ev_last_seen);
  const monthly: MonthMentions[] = list(row.ev_monthly).map((m) => ({
    month: String(m.month),
    mentions: Number(m.mentions) || 0,
  }));
  // The sparkline ends with the data's last month (the trend's quarter ends there), else the last mention.
  const end = basis.trend?.recent_months.at(-1) ?? lastSeen;
  const quotes: EvidenceQuote[] = list(row.ev_quotes).map((q) => ({
    text: String(q.text),
    community: String(q.community),
    month: String(q.month),
  }));
  return {
    mentions: summary.mentions,
    people: Number(row.ev_people),
    launch_posts: summary.launch_posts,
    communities: list(row.ev_communities)
      .map((c) => ({ name: String(c.name), posts: Number(c.posts) || 0 }))
      .sort((a, b) => b.posts - a.posts),
    monthly: lastMonths(monthly, end > lastSeen ? end : lastSeen),
    first_seen: String(row.ev_first_seen),
    last_seen: lastSeen,
    trend: summary.trend,
    explanation: String(row.ev_explanation ?? ""),
    basis,
    quotes,
  };
}
