/**
 * The demo corpus's needs: every need of every audience in the ontology (audiences/), each kept with
 * the audience it belongs to (never crossed with another). A need carries its audience's words
 * (who, roles, tools, times, communities) so its posts read as written by one of its people.
 */
import { FAMILIES } from "./audiences/index";
import type { Rng } from "./rng";

export type Trend = "rising" | "steady" | "fading" | "seasonal";

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
  /** Seasonal needs: the calendar month (0-11) they peak in. */
  peak: number;
  /** Relative popularity (extra posts beyond the minimum). */
  weight: number;
}

const split = (wordings: string) => wordings.split("|");

/** Every need of the ontology in a fixed order (family, audience, need), without randomness. */
export function ontologyNeeds(): Omit<Need, "trend" | "peak" | "weight">[] {
  const out: Omit<Need, "trend" | "peak" | "weight">[] = [];
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
    const trend: Trend = r < 0.3 ? "rising" : r < 0.65 ? "steady" : r < 0.85 ? "fading" : "seasonal";
    return { ...n, trend, peak: rng.int(0, 11), weight: 0 };
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
    default:
      return 1;
  }
}
