/**
 * The scores of an idea the pipeline publishes, each from documented inputs, and the sentence
 * that says why. Pure: the caller counts the evidence (lib/server/pipeline/evidence.ts).
 *
 * - demand (1-100): distinct people, distinct communities, engagement (votes and replies) and growth
 *   (the trend), weighted 45/20/15/20 (DEMAND_WEIGHTS). Each count is on a log scale from the least an
 *   idea is published on (DEMAND_FLOOR: 0) to a reference (REFERENCE: 1); growth is the trend's score;
 *   a trend too few mentions cannot tell weighs nothing and the others share its weight.
 * - trend: monthly mentions, each month's count divided by that community's total posts that month
 *   (forums grow, so raw counts would rise everywhere). The ratio of the mean rate of the last
 *   quarter to the mean rate of the year before it, smoothed, clamped to [1/8, 8].
 * - builders: launch posts in the group (people saying they built it).
 * - innovation (1-100): room left by builders and by age (innovationFormula): launches and products
 *   the posts already name, per person asking (one per HALF_ROOM_BUILDERS people halves the room);
 *   needs voiced recently (meanAge) leave more room.
 * - simplicity (1-100): from the kind of thing asked for (kinds.ts: a reminder 92 ... a regulated
 *   service 12), pulled toward a plain app's 62 by the share of posts that do not name that kind.
 * - market size (millions of USD, >= 1): who asks (audiences.ts): their published count x their
 *   yearly spend x the kind's spend factor; with no audience named, 10 ^ (0.8 + 0.9 log10(1 + people)
 *   + 0.6 log10(1 + communities)). At most MAX_MARKET_SIZE.
 * - overall, the AI score (0-100): 35% demand, 20% trend (50 flat, +25 per doubling), 15% innovation,
 *   15% simplicity, 15% market (log scale, $1M = 0, $100B = 100). A trend too few mentions cannot tell
 *   (MIN_TREND_MENTIONS) weighs nothing: the other weights are scaled up to sum to 1 (overallWeights).
 *   A weighted mean of five scores gathers near the middle, so it is put on a logistic curve around
 *   the mean of a middling idea on real evidence (OVERALL_CENTRE, about 40: every score 50 but the
 *   demand of 8 people in 2 communities) (overallScore): the order is kept, the best and worst ideas
 *   reach near the ends, and small groups of real posts spread instead of piling in the low tail.
 * An analyser's hints (0-100) move innovation, simplicity and market within HINT_BOUNDS of the formula.
 */
import { marketScore } from "@/lib/domain/ideas/sampling";
import type { Audience } from "./audiences";
import { KINDS, type Kind } from "./kinds";
import { FALLING_AT, RISING_AT } from "@/lib/domain/ideas/evidence";
import { PUBLISH_MIN } from "./publish-floor";

/** The counts at which demand's share is full. */
export const REFERENCE = { people: 100, communities: 20, engagement: 20_000 } as const;
/** The counts at which demand's share is nothing: the publish floor's people (publish-floor.ts), one community, a few votes. */
export const DEMAND_FLOOR = { people: PUBLISH_MIN.people, communities: 1, engagement: 10 } as const;
export const DEMAND_WEIGHTS = { people: 0.45, communities: 0.2, engagement: 0.15, growth: 0.2 } as const;
export const OVERALL_WEIGHTS = { demand: 0.35, trend: 0.2, innovation: 0.15, simplicity: 0.15, market: 0.15 } as const;
/** How far an analyser's hint may move a score from its formula (points; decades for market size). */
export const HINT_BOUNDS = { innovation: 15, simplicity: 30, marketDecades: 0.5 } as const;
export const MAX_MARKET_SIZE = 80_000;
/** Months in "the last quarter" and in the year it is compared with. */
export const RECENT_MONTHS = 3;
export const BASELINE_MONTHS = 12;
export const TREND_CLAMP = 8;
/** Fewer mentions than this in the quarter and the year before it cannot tell a trend: flat (1). */
export const MIN_TREND_MENTIONS = 10;

export interface MonthCount {
  /** "YYYY-MM" */
  month: string;
  /** The group's need posts that month. */
  mentions: number;
  /** Rate: the sum over communities of mentions / that community's total posts that month. */
  rate: number;
}

export interface EvidenceCounts {
  people: number;
  communities: number;
  needPosts: number;
  launchPosts: number;
  /** Sum over need posts of max(score, 0) + replies. */
  engagement: number;
  /** Months with mentions, any order. */
  monthly: MonthCount[];
  firstSeen: string;
  lastSeen: string;
  /** The last month of the data ("YYYY-MM"): the trend's quarter ends there. */
  windowEnd: string;
}

/** What the posts say about who asks and for what (audiences.ts, kinds.ts). */
export interface Profile {
  audience: Audience | null;
  kind: Kind;
  /** Share of the group's need posts that name the kind (0-1). */
  kindShare: number;
  /** Need posts that name a product already in use or tried, plus half of those asking to choose among existing ones. */
  existing: number;
}

const APP = KINDS.find((k) => k.id === "app")!;
export const NO_PROFILE: Profile = { audience: null, kind: APP, kindShare: 0, existing: 0 };

export interface Hints {
  simplicityHint?: number;
  innovationHint?: number;
  marketHint?: number;
}

export interface TrendInputs {
  /** Whether the mentions could tell a trend (else the ratio is a flat 1 by default). */
  known: boolean;
  recentRate: number;
  baselineRate: number;
  ratio: number;
  recentMonths: string[];
  baselineMonths: string[];
}

export interface ScoreInputs {
  demand: {
    people: number;
    communities: number;
    engagement: number;
    reference: typeof REFERENCE;
    floor: typeof DEMAND_FLOOR;
    weights: typeof DEMAND_WEIGHTS;
    why: string;
  };
  trend: TrendInputs;
  builders: { launchPosts: number };
  innovation: {
    launchPosts: number;
    people: number;
    existing: number;
    formula: number;
    hint: number | null;
    why: string;
  };
  simplicity: { kind: string; kindShare: number; formula: number; hint: number | null; why: string };
  market: {
    people: number;
    communities: number;
    audience: { label: string; count: number; spend: number; source: string } | null;
    spendFactor: number;
    formula: number;
    hint: number | null;
    why: string;
  };
  /** The weights used: without trend when the trend is not known. */
  overall: { weights: OverallWeights; trendScore: number; marketScore: number; mean: number; why: string };
  span: { firstSeen: string; lastSeen: string; months: number; needPosts: number };
}

export interface Scores {
  overall: number;
  demandScore: number;
  innovationScore: number;
  simplicityScore: number;
  marketSize: number;
  trendRatio: number;
  inputs: ScoreInputs;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
/** Where n lies between floor (0) and ref (1) on a log scale. */
const logShare = (n: number, floor: number, ref: number) =>
  clamp(Math.log(Math.max(n, floor) / floor) / Math.log(ref / floor), 0, 1);
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Demand: people, communities and engagement, each on a log scale from DEMAND_FLOOR to REFERENCE,
 * and growth (the trend's score, `trendRatio`), weighted by DEMAND_WEIGHTS. Without a trend the
 * mentions can tell (null), growth weighs nothing and the counts share its weight.
 */
export function demandScore(
  people: number,
  communities: number,
  engagement: number,
  trendRatio: number | null = null,
): number {
  const w = DEMAND_WEIGHTS;
  const counts =
    w.people * logShare(people, DEMAND_FLOOR.people, REFERENCE.people) +
    w.communities * logShare(communities, DEMAND_FLOOR.communities, REFERENCE.communities) +
    w.engagement * logShare(engagement, DEMAND_FLOOR.engagement, REFERENCE.engagement);
  const share = trendRatio === null ? counts / (1 - w.growth) : counts + (w.growth * trendScore(trendRatio)) / 100;
  return clamp(Math.round(share * 100), 1, 100);
}

/** "YYYY-MM" n months before `month`. */
export function monthBefore(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Months between two "YYYY-MM", both counted. */
export function monthsSpanned(first: string, last: string): number {
  const [y1, m1] = first.split("-").map(Number) as [number, number];
  const [y2, m2] = last.split("-").map(Number) as [number, number];
  return y2 * 12 + m2 - (y1 * 12 + m1) + 1;
}

/**
 * The last quarter's mean rate against the mean rate of the year before it. Months without a
 * mention count as 0; the baseline only counts months from the group's first month on. Both
 * means get the same smoothing (a quarter of the group's mean rate), and with fewer than
 * MIN_TREND_MENTIONS mentions in those months the trend is flat: a handful of posts cannot make a
 * large ratio.
 */
export function trend(monthly: MonthCount[], firstSeen: string, windowEnd: string): TrendInputs {
  const rates = new Map(monthly.map((m) => [m.month, m.rate]));
  const recentMonths = Array.from({ length: RECENT_MONTHS }, (_, i) => monthBefore(windowEnd, RECENT_MONTHS - 1 - i));
  const baselineMonths = Array.from({ length: BASELINE_MONTHS }, (_, i) =>
    monthBefore(windowEnd, RECENT_MONTHS + BASELINE_MONTHS - 1 - i),
  ).filter((m) => m >= firstSeen);
  const mean = (months: string[]) =>
    months.length ? months.reduce((s, m) => s + (rates.get(m) ?? 0), 0) / months.length : 0;
  const recentRate = mean(recentMonths);
  const baselineRate = mean(baselineMonths);
  const all = monthly.reduce((s, m) => s + m.rate, 0) / Math.max(1, monthsSpanned(firstSeen, windowEnd));
  const smoothing = all / 4 || 1e-9;
  const counted = new Set([...recentMonths, ...baselineMonths]);
  const mentions = monthly.reduce((n, m) => n + (counted.has(m.month) ? m.mentions : 0), 0);
  const known = baselineMonths.length > 0 && mentions >= MIN_TREND_MENTIONS;
  const ratio = known ? clamp((recentRate + smoothing) / (baselineRate + smoothing), 1 / TREND_CLAMP, TREND_CLAMP) : 1;
  return { known, recentRate, baselineRate, ratio: round2(ratio), recentMonths, baselineMonths };
}

export function trendScore(ratio: number): number {
  return clamp(Math.round(50 + 25 * Math.log2(ratio)), 0, 100);
}

/**
 * Months over which a need first voiced long ago stops counting as new: four years, longer than the
 * forums' history in the library (about three), so a need first voiced two years ago still ranks
 * newer than one voiced three years ago.
 */
export const NOVELTY_MONTHS = 48;

/**
 * How many months before the data ends a need was voiced, on average over its mentions (1: in the
 * last month; fractional). A need voiced mostly lately is newer than one voiced mostly long ago,
 * whatever its first post: one early mention does not make a need old, and two needs first voiced in
 * one month, asked as often, differ by when they were asked since. With no mentions: its first month.
 */
export function meanAge(monthly: MonthCount[], firstSeen: string, windowEnd: string): number {
  const mentions = monthly.reduce((n, m) => n + m.mentions, 0);
  if (!mentions) return monthsSpanned(firstSeen, windowEnd);
  return monthly.reduce((sum, m) => sum + m.mentions * monthsSpanned(m.month, windowEnd), 0) / mentions;
}

/**
 * Builders (3 a launch post, 1 a product already in use) per person asking at which half the room is
 * left: one for every four people asking means the need is already being served.
 */
export const HALF_ROOM_BUILDERS = 0.25;

/**
 * Room left: 100 x room x (0.5 + 0.5 x novelty), where room = 1 / (1 + builders per person asking /
 * HALF_ROOM_BUILDERS) (builders: 3 a launch post plus the products already named) and novelty is 1
 * for a need voiced in the data's last month, 0 after NOVELTY_MONTHS (`ageMonths`: how long before
 * the data ends it was voiced, on average over its mentions: meanAge).
 */
export function innovationFormula(launchPosts: number, people: number, existing = 0, ageMonths = 1): number {
  const builders = (3 * launchPosts + existing) / Math.max(1, people);
  const room = 1 / (1 + builders / HALF_ROOM_BUILDERS);
  const novelty = clamp(1 - (ageMonths - 1) / NOVELTY_MONTHS, 0, 1);
  return clamp(Math.round(100 * room * (0.5 + 0.5 * novelty)), 1, 100);
}

/** Yearly spend per unit (USD) at which the audience moves simplicity by nothing. */
export const PLAIN_SPEND = 300;
/** Points of simplicity per tenfold spend of the audience over PLAIN_SPEND. */
export const SPEND_POINTS = 6;

/**
 * The kind's rating, pulled toward a plain app's by the share of posts that do not name it, less
 * SPEND_POINTS per tenfold yearly spend of who asks over PLAIN_SPEND (more with no audience is
 * assumed plain): a buyer that spends more a year on tools (a hospital, a law firm) wants more of them
 * (several users, records kept, integrations) than a household does.
 */
export function simplicityFormula(kind: Kind, share: number, audienceSpend = PLAIN_SPEND): number {
  const byKind = APP.simplicity + (kind.simplicity - APP.simplicity) * clamp(share, 0, 1);
  const byBuyer = SPEND_POINTS * Math.log10(Math.max(1, audienceSpend) / PLAIN_SPEND);
  return clamp(Math.round(byKind - byBuyer), 1, 100);
}

/** Who asks x what they spend a year x the kind's factor, in millions of USD. */
export function audienceMarket(audience: Audience, kind: Kind): number {
  return clamp(Math.round((audience.count * audience.spend * kind.spendFactor) / 1e6), 1, MAX_MARKET_SIZE);
}

/** With no audience named: the reach formula, scaled by the attention the posts drew and the kind's spend factor. */
export function reachMarket(people: number, communities: number, engagement: number, kind: Kind): number {
  const attention = 10 ** (0.5 * Math.log10(1 + Math.max(0, engagement) / 100));
  return clamp(Math.round(marketFormula(people, communities) * attention * kind.spendFactor), 1, MAX_MARKET_SIZE);
}

export function marketFormula(people: number, communities: number): number {
  return clamp(
    Math.round(10 ** (0.8 + 0.9 * Math.log10(1 + people) + 0.6 * Math.log10(1 + communities))),
    1,
    MAX_MARKET_SIZE,
  );
}

export type OverallWeights = { [K in keyof typeof OVERALL_WEIGHTS]: number };

/** The overall weights; a trend the mentions cannot tell weighs 0 and the others share its weight. */
export function overallWeights(trendKnown: boolean): OverallWeights {
  if (trendKnown) return { ...OVERALL_WEIGHTS };
  const rest = 1 - OVERALL_WEIGHTS.trend;
  const w = OVERALL_WEIGHTS;
  return {
    demand: w.demand / rest,
    trend: 0,
    innovation: w.innovation / rest,
    simplicity: w.simplicity / rest,
    market: w.market / rest,
  };
}

/**
 * A middling idea on the evidence real forums give: every score 50 but demand, and the demand of 8
 * people in 2 communities whose posts drew 100 votes and replies, with no trend to tell. Most
 * published groups of real posts hold 3 to 10 people in one community, so a curve centred on a
 * mean of 50 (everything middling, demand too) put them all in its flat low tail, a few values apart.
 */
export const MIDDLING_EVIDENCE = { people: 8, communities: 2, engagement: 100 } as const;

/** The weighted mean of the middling idea (MIDDLING_EVIDENCE): about 40. */
export const OVERALL_CENTRE = middlingMean();

function middlingMean(): number {
  const w = overallWeights(false);
  const m = MIDDLING_EVIDENCE;
  const demand = demandScore(m.people, m.communities, m.engagement, null);
  return Math.round((w.demand * demand + (1 - w.demand) * 50) * 10) / 10;
}

/**
 * The AI score puts the weighted mean on a logistic curve: the middling idea (OVERALL_CENTRE)
 * scores 50, and OVERALL_SPREAD points of mean either way move it to 73 or 27. A weighted mean of
 * five scores gathers near the middle; the curve keeps the order and spreads them over 0-100
 * without piling the best or the worst on one value at the ends.
 */
export const OVERALL_SPREAD = 10;

/** The weighted mean of the five scores and the AI score it makes (0-100). */
export function overallScore(
  w: OverallWeights,
  s: { demand: number; trend: number; innovation: number; simplicity: number; market: number },
): { mean: number; overall: number } {
  const mean =
    w.demand * s.demand +
    w.trend * s.trend +
    w.innovation * s.innovation +
    w.simplicity * s.simplicity +
    w.market * s.market;
  const overall = 100 / (1 + Math.exp(-(mean - OVERALL_CENTRE) / OVERALL_SPREAD));
  return { mean: Math.round(mean * 10) / 10, overall: clamp(Math.round(overall), 0, 100) };
}

/** A hint moves a score toward itself, by at most `bound`. */
function refine(formula: number, hint: number | undefined, bound: number, lo: number, hi: number): number {
  if (hint === undefined || !Number.isFinite(hint)) return formula;
  return clamp(Math.round(formula + clamp(hint - formula, -bound, bound)), lo, hi);
}

/** The market hint (0-100 on the log scale of marketScore) moves the size by at most HINT_BOUNDS.marketDecades. */
function refineMarket(formula: number, hint: number | undefined): number {
  if (hint === undefined || !Number.isFinite(hint)) return formula;
  const decades = clamp(
    clamp(hint, 0, 100) / 20 - Math.log10(formula),
    -HINT_BOUNDS.marketDecades,
    HINT_BOUNDS.marketDecades,
  );
  return clamp(Math.round(formula * 10 ** decades), 1, MAX_MARKET_SIZE);
}

const usd = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;

export function scoreGroup(counts: EvidenceCounts, hints: Hints = {}, profile: Profile = NO_PROFILE): Scores {
  const t = trend(counts.monthly, counts.firstSeen, counts.windowEnd);
  const demand = demandScore(counts.people, counts.communities, counts.engagement, t.known ? t.ratio : null);
  const age = meanAge(counts.monthly, counts.firstSeen, counts.windowEnd);
  const innovationBase = innovationFormula(counts.launchPosts, counts.people, profile.existing, age);
  const innovation = refine(innovationBase, hints.innovationHint, HINT_BOUNDS.innovation, 1, 100);
  const simplicityBase = simplicityFormula(profile.kind, profile.kindShare, profile.audience?.spend);
  const simplicity = refine(simplicityBase, hints.simplicityHint, HINT_BOUNDS.simplicity, 1, 100);
  const who = profile.audience;
  const marketBase = who
    ? audienceMarket(who, profile.kind)
    : reachMarket(counts.people, counts.communities, counts.engagement, profile.kind);
  const market = refineMarket(marketBase, hints.marketHint);
  const tScore = trendScore(t.ratio);
  const mScore = Math.round(marketScore(market));
  const w = overallWeights(t.known);
  const { mean, overall } = overallScore(w, { demand, trend: tScore, innovation, simplicity, market: mScore });
  return {
    overall,
    demandScore: demand,
    innovationScore: innovation,
    simplicityScore: simplicity,
    marketSize: market,
    trendRatio: t.ratio,
    inputs: {
      demand: {
        people: counts.people,
        communities: counts.communities,
        engagement: counts.engagement,
        reference: REFERENCE,
        floor: DEMAND_FLOOR,
        weights: DEMAND_WEIGHTS,
        why: demandWhy(counts, t),
      },
      trend: t,
      builders: { launchPosts: counts.launchPosts },
      innovation: {
        launchPosts: counts.launchPosts,
        people: counts.people,
        existing: profile.existing,
        formula: innovationBase,
        hint: hints.innovationHint ?? null,
        why: `${plural(counts.launchPosts, "launch post", "launch posts")} from builders and ${profile.existing} posts' worth of products already in use (asking to choose among existing ones counts half), against ${plural(counts.people, "person", "people")} asking: one builder per ${Math.round(1 / HALF_ROOM_BUILDERS)} people asking leaves half the room; voiced ${plural(Math.round(age * 10) / 10, "month", "months")} before the data ends, on average over its mentions (newer needs leave more room).`,
      },
      simplicity: {
        kind: profile.kind.label,
        kindShare: Math.round(profile.kindShare * 100) / 100,
        formula: simplicityBase,
        hint: hints.simplicityHint ?? null,
        why: `Asked for as ${profile.kind.label} in ${Math.round(profile.kindShare * 100)}% of the posts: ${profile.kind.label} rates ${profile.kind.simplicity} of 100 to build, a plain app ${APP.simplicity}${profile.audience ? `; ${profile.audience.label} spend ${usd(profile.audience.spend)} a year on such tools (${SPEND_POINTS} points less per tenfold over ${usd(PLAIN_SPEND)}: bigger buyers want more of them)` : ""}.`,
      },
      market: {
        people: counts.people,
        communities: counts.communities,
        audience: who ? { label: who.label, count: who.count, spend: who.spend, source: who.source } : null,
        spendFactor: profile.kind.spendFactor,
        formula: marketBase,
        hint: hints.marketHint ?? null,
        why: who
          ? `Audience: ${who.label}, about ${who.count.toLocaleString("en-US")} of them (${who.source}), x ${usd(who.spend)} a year on such tools x ${profile.kind.spendFactor} for ${profile.kind.label}.`
          : `No audience named in the posts: estimated from how many people (${counts.people}) and communities (${counts.communities}) ask for it and the attention their posts drew (${counts.engagement.toLocaleString("en-US")} votes and replies), x ${profile.kind.spendFactor} for ${profile.kind.label}.`,
      },
      overall: {
        weights: w,
        trendScore: tScore,
        marketScore: mScore,
        mean,
        why: overallWhy(w, { trend: tScore, market: mScore }, mean, overall),
      },
      span: {
        firstSeen: counts.firstSeen,
        lastSeen: counts.lastSeen,
        months: monthsSpanned(counts.firstSeen, counts.lastSeen),
        needPosts: counts.needPosts,
      },
    },
  };
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
const percent = (w: number) => `${Math.round(w * 100)}%`;

/** Demand's inputs in words: the counts against floor and reference, and growth when it counts. */
function demandWhy(counts: EvidenceCounts, t: TrendInputs): string {
  const w = DEMAND_WEIGHTS;
  const growth = t.known
    ? `; growth weighs ${percent(w.growth)}: the trend's ${trendScore(t.ratio)} of 100`
    : "; too few mentions to tell a trend, so growth is not counted";
  return `${plural(counts.people, "person", "people")} (${percent(w.people)}), ${plural(counts.communities, "community", "communities")} (${percent(w.communities)}) and ${plural(counts.engagement, "vote or reply", "votes and replies")} (${percent(w.engagement)}), each on a log scale from ${DEMAND_FLOOR.people} people, ${DEMAND_FLOOR.communities} community and ${DEMAND_FLOOR.engagement} votes (nothing) to ${REFERENCE.people} people, ${REFERENCE.communities} communities and ${REFERENCE.engagement.toLocaleString("en-US")} votes (full)${growth}.`;
}

function overallWhy(
  w: OverallWeights,
  parts: { trend: number; market: number },
  mean: number,
  overall: number,
): string {
  const trendPart = w.trend > 0 ? `${percent(w.trend)} trend (${parts.trend} of 100), ` : "";
  return `The weighted mean of ${percent(w.demand)} demand, ${trendPart}${percent(w.innovation)} innovation, ${percent(w.simplicity)} simplicity and ${percent(w.market)} market size (${parts.market} of 100, on a scale from $1M to $100B) is ${mean}; on a curve where a mean of ${OVERALL_CENTRE} scores 50 (an idea scoring 50 on all but demand, with the demand of ${MIDDLING_EVIDENCE.people} people in ${MIDDLING_EVIDENCE.communities} communities and ${MIDDLING_EVIDENCE.engagement} votes and replies) and ${OVERALL_SPREAD} points either way score 73 or 27, that is ${overall}.`;
}

/** Why the scores are what they are, in one sentence: '38 people in 6 communities over 14 months, rising 2.1x in the last quarter'. */
export function explain(inputs: ScoreInputs): string {
  const who = `${plural(inputs.demand.people, "person", "people")} in ${plural(inputs.demand.communities, "community", "communities")} over ${plural(inputs.span.months, "month", "months")}`;
  const r = inputs.trend.ratio;
  const how =
    r >= RISING_AT
      ? `, rising ${r.toFixed(1)}x in the last quarter`
      : r <= FALLING_AT
        ? `, falling to ${r.toFixed(1)}x in the last quarter`
        : ", steady in the last quarter";
  const builders = inputs.builders.launchPosts
    ? `; ${plural(inputs.builders.launchPosts, "launch post", "launch posts")} from builders`
    : "";
  return who + how + builders;
}
