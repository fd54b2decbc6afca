/**
 * The demo corpus's needs: every need of every audience in the ontology (audiences/), each kept with
 * the audience it belongs to (never crossed with another). A need carries its audience's words
 * (who, roles, tools, times, communities) so its posts read as written by one of its people.
 */
import { FAMILIES } from "./audiences/index";
import type { Rng } from "./rng";

/**
 * A need's time profile over the corpus's months. The pipeline reads a trend from the last quarter
 * against the year before it, and only from enough mentions in those 15 months: needs voiced over all
 * 36 months (rising, steady, fading, seasonal) mostly leave it flat, while "emerging" needs (first
 * voiced in the last year or so, growing) and "cooling" ones (busy over the last year, quiet in the
 * last months) put all their posts in those months, so the library's trends differ between ideas.
 */
export type Trend = "rising" | "steady" | "fading" | "seasonal" | "emerging" | "cooling";

/** Months the pipeline's trend reads (the last quarter and the year before it). */
export const TREND_WINDOW = 15;
/** Profiles that voice a need only inside TREND_WINDOW: they get extra posts (generate.ts). */
export const RECENT_TRENDS: ReadonlySet<Trend> = new Set(["emerging", "cooling"]);
/** Cumulative shares of the profiles, in this order. */
const TREND_SHARES: [Trend, number][] = [
  ["rising", 0.14],
  ["steady", 0.38],
  ["fading", 0.48],
  ["seasonal", 0.6],
  ["emerging", 0.8],
  ["cooling", 1],
];

export interface Need {
  index: number;
  family: string;
  /** How its people write about themselves: a business, a club or society, a home. */
  register: "work" | "club" | "home";
  audience: string;
  topic: string;
  task: string;
  pain: string;
  who: string[];
  roles: string[];
  tools: string[];
  times: string[];
  /** The audience's own subreddit, the family's general one, and its Stack Exchange site if any. */
  community: string;
  familyCommunity: string;
  site: string | null;
  trend: Trend;
  /** Seasonal needs: the calendar month (0-11) they peak in; cooling needs: how much they keep in their quiet months (0 least). */
  peak: number;
  /**
   * Emerging needs: months before the corpus's end they were first voiced; cooling needs: months
   * before the end they went quiet. Both inside TREND_WINDOW.
   */
  onset: number;
  /** Relative popularity (extra posts beyond the minimum). */
  weight: number;
}

const split = (wordings: string) => wordings.split("|");

/** Every need of the ontology in a fixed order (family, audience, need), without randomness. */
export function ontologyNeeds(): Omit<Need, "trend" | "peak" | "onset" | "weight">[] {
  const out: Omit<Need, "trend" | "peak" | "onset" | "weight">[] = [];
  for (const family of FAMILIES)
    for (const a of family.audiences)
      for (const line of a.needs) {
        const [topic, task, pain, ...rest] = split(line);
        if (!topic || !task || !pain || rest.length)
          throw new Error(`need of ${a.key} is not "topic|task|pain": ${line}`);
        out.push({
          index: out.length,
          family: family.name,
          register: family.register,
          audience: a.key,
          topic,
          task,
          pain,
          who: split(a.who),
          roles: split(a.role),
          tools: split(a.tools),
          times: split(a.times),
          community: a.community,
          familyCommunity: family.community,
          site: a.site ?? null,
        });
      }
  return out;
}

export const NEED_COUNT = ontologyNeeds().length;

/** Every need, with a trend and a popularity drawn from `rng`. */
export function buildNeeds(rng: Rng): Need[] {
  const needs: Need[] = ontologyNeeds().map((n) => {
    const r = rng.next();
    const trend = TREND_SHARES.find(([, upTo]) => r < upTo)?.[0] ?? "steady";
    const peak = rng.int(0, 11);
    const onset = trend === "emerging" ? rng.int(5, TREND_WINDOW - 1) : rng.int(3, 6);
    return { ...n, trend, peak, onset, weight: 0 };
  });
  // Popularity follows a long tail (Zipf-like) over a shuffled order: a few needs are voiced often.
  rng.shuffle(needs).forEach((need, rank) => (need.weight = 1 / Math.pow(rank + 20, 1.1)));
  return needs;
}

/** A need's plain statement: what the need is, for tests and reports. */
export function statement(need: Pick<Need, "topic" | "who">): string {
  return `${need.topic} (${need.who[0]})`;
}

/** How often a need is voiced in month m (0..months-1) relative to its other months. */
export function monthWeight(need: Need, m: number, months: number, startMonth: number): number {
  const x = m / Math.max(1, months - 1);
  switch (need.trend) {
    case "rising":
      return 0.15 + 1.8 * x * x;
    case "fading":
      return 0.15 + 1.8 * (1 - x) * (1 - x);
    case "seasonal": {
      const calendar = (startMonth + m) % 12;
      const d = Math.min(Math.abs(calendar - need.peak), 12 - Math.abs(calendar - need.peak));
      return d <= 1 ? 2.5 : 0.3;
    }
    case "emerging": {
      // Nobody mentions it before its first month; then more people every month.
      const since = m - (months - need.onset);
      return since < 0 ? 0 : 0.4 + (1.6 * (since + 1)) / need.onset;
    }
    case "cooling":
      // Voiced through the year before, then less in its last months: how much less differs by need.
      return m < months - TREND_WINDOW ? 0 : m < months - need.onset ? 1.5 : 0.15 + 0.04 * need.peak;
    default:
      return 1;
  }
}
