/**
 * 'Why this score': what each score of a pipeline idea was computed from, in plain words. The
 * inputs are score_inputs as lib/domain/pipeline/scoring.ts writes them; only the numbers named
 * here leave the server (a whitelist, so nothing added to score_inputs later is served by accident),
 * and a section that does not read as expected is left out rather than guessed.
 */
import {
  DEMAND_WEIGHTS,
  HINT_BOUNDS,
  MIN_TREND_MENTIONS,
  OVERALL_WEIGHTS,
  RECENT_MONTHS,
  REFERENCE,
} from "@/lib/domain/pipeline/scoring";
import { formatMonth, trendWord, type MonthMentions, type ScoreBasis } from "./evidence";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : null);
/** A sentence the scoring wrote about its inputs (score_inputs.*.why), or null. */
const why = (v: unknown): string | null => (typeof v === "string" && v.length > 0 && v.length <= 400 ? v : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const months = (v: unknown): string[] | null =>
  Array.isArray(v) && v.every((m) => typeof m === "string" && /^\d{4}-\d{2}$/.test(m)) ? (v as string[]) : null;
/** Every value present, or the section is null. */
const all = <T extends Obj>(section: T): { [K in keyof T]: Exclude<T[K], null> } | null =>
  Object.values(section).every((v) => v !== null) ? (section as { [K in keyof T]: Exclude<T[K], null> }) : null;

export function scoreBasis(scoreInputs: unknown): ScoreBasis {
  const s = obj(scoreInputs) ?? {};
  const d = obj(s.demand);
  const t = obj(s.trend);
  const i = obj(s.innovation);
  const sim = obj(s.simplicity);
  const m = obj(s.market);
  const o = obj(s.overall);
  const trend =
    t && all({ ratio: num(t.ratio), recent_months: months(t.recentMonths), baseline_months: months(t.baselineMonths) });
  const market = m && all({ people: num(m.people), communities: num(m.communities), formula: num(m.formula) });
  const innovation = i && all({ launch_posts: num(i.launchPosts), people: num(i.people), formula: num(i.formula) });
  const w = obj(o?.weights);
  const weights =
    w &&
    all({
      demand: num(w.demand),
      trend: num(w.trend),
      innovation: num(w.innovation),
      simplicity: num(w.simplicity),
      market: num(w.market),
    });
  const demand = d && all({ people: num(d.people), communities: num(d.communities), engagement: num(d.engagement) });
  const overallWhy = why(o?.why);
  return {
    ...(weights ? { weights } : {}),
    ...(overallWhy ? { overall_why: overallWhy } : {}),
    demand: demand && { ...demand, why: why(d?.why) },
    trend: trend && { ...trend, score: num(o?.trendScore) },
    innovation: innovation && { ...innovation, hint: num(i?.hint), why: why(i?.why) },
    simplicity: sim ? { hint: num(sim.hint), why: why(sim.why) } : null,
    market: market && { ...market, hint: num(m?.hint), score: num(o?.marketScore), why: why(m?.why) },
  };
}

export interface ScoreReason {
  key: "overall" | "demand" | "trend" | "innovation" | "simplicity" | "market";
  label: string;
  /** The score as shown: '72', '$1.2B', 'rising 2.1x'. */
  value: string;
  text: string;
}

export interface ShownScores {
  overall: number;
  demand_score: number;
  innovation_score: number;
  simplicity_score: number;
  market_size: number;
}

const n = (v: number) => v.toLocaleString("en-US");
const count = (v: number, one: string, many: string) => `${n(v)} ${v === 1 ? one : many}`;
const pct = (w: number) => `${Math.round(w * 100)}%`;
const ratio = (r: number) => `${r.toFixed(1)}x`;

function trendReason(t: NonNullable<ScoreBasis["trend"]>, monthly: MonthMentions[]): ScoreReason {
  const word = trendWord(t.ratio);
  const quarter = `${formatMonth(t.recent_months[0]!)} to ${formatMonth(t.recent_months[t.recent_months.length - 1]!)}`;
  const counted = new Set([...t.recent_months, ...t.baseline_months]);
  const mentions = monthly.reduce((sum, m) => sum + (counted.has(m.month) ? m.mentions : 0), 0);
  let text: string;
  if (!t.baseline_months.length)
    text = `First seen in the last quarter (${quarter}): no earlier year to compare with, so it counts as steady.`;
  else if (t.ratio === 1 && mentions < MIN_TREND_MENTIONS)
    text = `Only ${count(mentions, "mention", "mentions")} in the last ${RECENT_MONTHS + t.baseline_months.length} months, too few to tell a trend, so it counts as steady.`;
  else
    text = `In the last quarter (${quarter}) it was mentioned at ${ratio(t.ratio)} the rate of the year before, each month measured against its communities' own traffic, so growing forums do not look like growing demand.`;
  return { key: "trend", label: "Trend", value: word === "steady" ? "steady" : `${word} ${ratio(t.ratio)}`, text };
}

/**
 * One reason per score, in the order of the dialog: AI score, demand, trend, innovation,
 * simplicity, market size. A score whose inputs are missing gets no reason. `money` writes a market
 * size in millions of USD.
 */
export function scoreReasons(
  basis: ScoreBasis,
  scores: ShownScores,
  monthly: MonthMentions[],
  money: (millions: number) => string,
): ScoreReason[] {
  const reasons: ScoreReason[] = [];
  const { demand: d, trend: t, innovation: i, simplicity: s, market: m } = basis;
  if (t?.score != null && m?.score != null) {
    const w = basis.weights ?? OVERALL_WEIGHTS;
    // A trend too thin to tell weighs nothing: its share went to the other four.
    const trendPart = w.trend > 0 ? `${pct(w.trend)} trend (${t.score} of 100), ` : "";
    const untold = w.trend > 0 ? "" : " The trend is not counted: too few mentions to tell one.";
    reasons.push({
      key: "overall",
      label: "AI score",
      value: String(scores.overall),
      // The scoring's own sentence, else (ideas scored before it wrote one) the weighted sum it was then.
      text: basis.overall_why
        ? `${basis.overall_why}${untold}`
        : `A weighted sum: ${pct(w.demand)} demand, ${trendPart}${pct(w.innovation)} innovation, ${pct(w.simplicity)} simplicity and ${pct(w.market)} market size (${m.score} of 100, on a scale from $1M to $100B).${untold}`,
    });
  }
  if (d)
    reasons.push({
      key: "demand",
      label: "Demand",
      value: String(scores.demand_score),
      text: d.why
        ? `${count(d.people, "person", "different people")} in ${count(d.communities, "community", "communities")} asked for this. ${d.why}`
        : `${count(d.people, "person", "different people")} in ${count(d.communities, "community", "communities")} asked for this, and their posts drew ${count(d.engagement, "vote or reply", "votes and replies")}. Each counts on a log scale up to ${n(REFERENCE.people)} people, ${n(REFERENCE.communities)} communities and ${n(REFERENCE.engagement)} votes and replies, weighted ${pct(DEMAND_WEIGHTS.people)}, ${pct(DEMAND_WEIGHTS.communities)} and ${pct(DEMAND_WEIGHTS.engagement)}.`,
    });
  if (t) reasons.push(trendReason(t, monthly));
  if (i) {
    const base = i.launch_posts
      ? `${count(i.launch_posts, "launch post", "launch posts")} from builders against ${count(i.people, "person", "people")} asking: the more launches per person asking, the less room is left.`
      : `No launch posts seen: nobody in these communities said they had built it, so the room is wide open.`;
    const moved =
      i.hint !== null && i.formula !== scores.innovation_score
        ? ` The analyser's reading of how new it is moved it from ${i.formula} (by at most ${HINT_BOUNDS.innovation} points).`
        : "";
    reasons.push({
      key: "innovation",
      label: "Innovation",
      value: String(scores.innovation_score),
      text: (i.why ?? base) + moved,
    });
  }
  if (s)
    reasons.push({
      key: "simplicity",
      label: "Simplicity",
      value: String(scores.simplicity_score),
      text: s.why
        ? `${s.why}${s.hint === null ? "" : ` The analyser's estimate of the effort to build it may move that by at most ${HINT_BOUNDS.simplicity} points.`}`
        : s.hint === null
          ? "No estimate of the effort to build it, so it stays at the neutral 50."
          : `The analyser's estimate of the effort to build it, allowed to move the neutral 50 by at most ${HINT_BOUNDS.simplicity} points.`,
    });
  if (m) {
    const moved =
      m.hint !== null && m.formula !== scores.market_size
        ? ` The analyser's estimate moved it from ${money(m.formula)} (by at most a factor of ${(10 ** HINT_BOUNDS.marketDecades).toFixed(1)}).`
        : "";
    reasons.push({
      key: "market",
      label: "Market size",
      value: money(scores.market_size),
      text: `${m.why ?? `Estimated from how many people (${n(m.people)}) and communities (${n(m.communities)}) ask for it: more of either, a larger market.`}${moved}`,
    });
  }
  return reasons;
}
