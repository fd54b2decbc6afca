/**
 * The evidence behind an idea as the app shows it: the shapes the API
 * sends and the wording of counts, months and trends. Pure; the server reads pipeline_evidence
 * (lib/server/ideas/evidence.ts) and the dialog renders these. Only counts, months, community
 * names and paraphrased quotes: never a post id, an author or a link.
 */

export type TrendWord = "rising" | "steady" | "falling";

/**
 * The same cut as the pipeline's explanation sentence (lib/domain/pipeline/scoring.ts explain()):
 * the last quarter at 1.2x the year before or more is rising, at 0.8x or less falling.
 */
export const RISING_AT = 1.2;
export const FALLING_AT = 0.8;
/** The sparkline's span. */
export const SPARKLINE_MONTHS = 24;
/** Quotes shown at most (the pipeline keeps at least 2 per idea). */
export const MAX_QUOTES = 5;

export function trendWord(ratio: number | null | undefined): TrendWord {
  if (ratio == null || !Number.isFinite(ratio)) return "steady";
  return ratio >= RISING_AT ? "rising" : ratio <= FALLING_AT ? "falling" : "steady";
}

/** What a card shows in one line (board and Deep Search payloads): cheap, from one join. */
export interface EvidenceSummary {
  /** Need posts in the sources, reposts left out. */
  mentions: number;
  trend: TrendWord;
  /** Launch posts seen in the sources (builders saying they made it). */
  launch_posts: number;
}

export interface MonthMentions {
  /** "YYYY-MM" */
  month: string;
  mentions: number;
}

export interface EvidenceQuote {
  text: string;
  community: string;
  /** "YYYY-MM" */
  month: string;
}

/** What each score was computed from, whitelisted from score_inputs (score-basis.ts). */
export interface ScoreBasis {
  /** The AI score's weights as scored (a trend too thin to tell weighs 0); absent on older ideas. */
  weights?: { demand: number; trend: number; innovation: number; simplicity: number; market: number } | null;
  /** The scoring's sentence on how the AI score was made from the others; absent on older ideas. */
  overall_why?: string | null;
  demand: { people: number; communities: number; engagement: number; why?: string | null } | null;
  trend: { ratio: number; recent_months: string[]; baseline_months: string[]; score: number | null } | null;
  innovation: {
    launch_posts: number;
    people: number;
    formula: number;
    hint: number | null;
    why?: string | null;
  } | null;
  simplicity: { hint: number | null; why?: string | null } | null;
  market: {
    people: number;
    communities: number;
    formula: number;
    hint: number | null;
    score: number | null;
    why?: string | null;
  } | null;
}

/** The details dialog's evidence (GET /api/ideas/{id} `evidence`; null for an idea without any). */
export interface IdeaEvidence {
  mentions: number;
  people: number;
  launch_posts: number;
  /** Most mentions first. */
  communities: { name: string; posts: number }[];
  /** SPARKLINE_MONTHS months, oldest first, ending with the data's last month; 0 where none. */
  monthly: MonthMentions[];
  first_seen: string;
  last_seen: string;
  trend: TrendWord;
  /** The pipeline's sentence: '38 people in 6 communities over 14 months, rising 2.1x in the last quarter'. */
  explanation: string;
  basis: ScoreBasis;
  quotes: EvidenceQuote[];
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTH = /^(\d{4})-(\d{2})$/;

/** "2025-03" -> "Mar 2025" (fixed English names: the same on the server and in every browser). */
export function formatMonth(month: string): string {
  const m = MONTH.exec(month);
  if (!m) return month;
  return `${MONTH_NAMES[Number(m[2]) - 1] ?? m[2]} ${m[1]}`;
}

/** "YYYY-MM" `n` months before `month` (negative n: after). */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The `count` months ending with `end`, oldest first, each with its mentions (0 where the series has none). */
export function lastMonths(series: MonthMentions[], end: string, count = SPARKLINE_MONTHS): MonthMentions[] {
  const byMonth = new Map<string, number>();
  for (const m of series) byMonth.set(m.month, (byMonth.get(m.month) ?? 0) + m.mentions);
  return Array.from({ length: count }, (_, i) => {
    const month = shiftMonth(end, count - 1 - i);
    return { month, mentions: byMonth.get(month) ?? 0 };
  });
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The card's line: '142 mentions, rising'. */
export function mentionsLine(summary: Pick<EvidenceSummary, "mentions" | "trend">): string {
  return `${plural(summary.mentions, "mention", "mentions")}, ${summary.trend}`;
}

/** The sparkline's text: 'Mentions per month, last 24 months: 142 in total, rising'. */
export function sparklineSummary(months: MonthMentions[], trend: TrendWord): string {
  const total = months.reduce((n, m) => n + m.mentions, 0);
  return `Mentions per month, last ${months.length} months: ${total.toLocaleString("en-US")} in total, ${trend}`;
}

/** 'Mar 2023 to Jan 2025', or one month when both are the same. */
export function seenSpan(first: string, last: string): string {
  return first === last ? formatMonth(first) : `${formatMonth(first)} to ${formatMonth(last)}`;
}
