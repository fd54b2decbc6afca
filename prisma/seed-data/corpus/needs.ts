/**
 * The demo corpus's needs: every need of every audience in the ontology (audiences/), each kept with
 * the audience it belongs to (never crossed with another). A need carries its audience's words
 * (who, roles, tools, times, communities) so its posts read as written by one of its people.
 */
import { FAMILIES } from "./audiences/index";
import type { AudienceSpec } from "./audiences/types";
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
  /** What its people use now: its own, its audience's that fit it, else makeshifts for its kind of job. */
  tools: string[];
  /** When it bites: its own moments and its audience's that fit it (maybe none). */
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

/** Words that say how often or how much, not which moment or thing: they tie no moment or tool to a need. */
const BARE = new Set(
  (
    "about after again all also any around before busy day days during each end every first from have into just " +
    "last like month months more most morning mornings much night nights once only other over same season some " +
    "start than that their them then they this time times week weeks what when where which while with year years " +
    "your paper phone photo photos note notes list lists form forms email text texts message messages book file " +
    "folder whatsapp group spreadsheet excel sheet sheets board calendar diary system software app"
  ).split(" "),
);
/** A word's stem for matching: lower case, its first five letters ('orders' and 'ordering' are 'order'). */
const stemsOf = (text: string) =>
  new Set(
    (text.toLowerCase().match(/[a-z]+/g) ?? [])
      .filter((w) => w.length > 3 && !BARE.has(w))
      .map((w) => w.replace(/(?:ies|es|s)$/, "").slice(0, 5)),
  );

/**
 * The audience's moments or tools that belong to one of its needs: those sharing a word of substance
 * with the need ('before Christmas' for Christmas bake orders, 'a spreadsheet of recipes' for recipe
 * scaling). An audience's moment belongs to some of its needs, not all ('in wedding season' is not
 * when a caterer's corporate lunch orders bite), so a need with none of its own says no moment.
 */
export function fitting(alternatives: string[], need: NeedWords, domain: Set<string>): string[] {
  const own = stemsOf(`${need.topic} ${need.task} ${need.pain}`);
  return alternatives.filter((a) => [...stemsOf(a)].some((w) => own.has(w) && !domain.has(w)));
}

type NeedWords = { topic: string; task: string; pain: string };

/**
 * An audience's own words, which tie a moment to none of its needs in particular ('garden' for
 * landscapers, 'wedding' for couples): those naming the audience, and those of more than two of its needs.
 */
export function domainWords(a: AudienceSpec, needs: NeedWords[]): Set<string> {
  const out = stemsOf(`${a.key} ${a.who} ${a.role} ${a.community}`);
  const counts = new Map<string, number>();
  for (const n of needs)
    for (const w of stemsOf(`${n.topic} ${n.task} ${n.pain}`)) counts.set(w, (counts.get(w) ?? 0) + 1);
  for (const [w, c] of counts) if (c > 2) out.add(w);
  return out;
}

/**
 * What people use when nothing was made for the job: by the kind of job its task's verb names
 * (keeping records, booking, chasing people, handling money), in the words of its register. A need
 * whose people name nothing of their own makes do with one of these, so its posts say, as real ones
 * do, what the job runs on now ('a paper diary', 'texts from my own phone').
 */
const MAKESHIFT_KINDS: [RegExp, string[]][] = [
  [
    /^(?:invoicing|billing|paying|charging|pricing|quoting|costing|budgeting|splitting|claiming|calculating|selling|ordering|reordering)\b/,
    ["a spreadsheet and the bank app", "a calculator and a notebook", "a cash book", "notes on my phone"],
  ],
  [
    /^(?:chasing|reminding|telling|texting|calling|asking|following|warning|emailing|thanking|confirming|notifying)\b/,
    ["texts from my own phone", "a paper call list", "emails sent one by one", "phone calls and a notebook"],
  ],
  [
    /^(?:booking|scheduling|rostering|arranging|covering|rotating|allocating|rebooking)\b/,
    ["a paper diary", "a wall calendar", "a group chat", "a shared calendar"],
  ],
  [/^/, ["a shared spreadsheet", "a paper notebook", "notes on my phone", "a whiteboard"]],
];
/** A home keeps no cash book; a developer's makeshifts are a team's, not a paper diary. */
const HOME_UNUSED = new Set(["a cash book", "a whiteboard"]);
const DEVELOPER_MAKESHIFTS = ["a shared spreadsheet", "a wiki page", "a Slack channel", "a pinned GitHub issue"];

/** Two makeshifts for a need (by its topic, without randomness: the same need, the same two). */
export function makeshifts(task: string, topic: string, register: string, family: string): string[] {
  const options =
    family === "developers"
      ? DEVELOPER_MAKESHIFTS
      : MAKESHIFT_KINDS.find(([verb]) => verb.test(task))![1].filter((m) => register !== "home" || !HOME_UNUSED.has(m));
  let h = 0;
  for (const c of topic) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const first = h % options.length;
  return [options[first]!, options[(first + 1 + ((h >>> 8) % (options.length - 1))) % options.length]!];
}

/**
 * A need line: "topic|task|pain", then optionally "when: a; b" (its own moments) and "uses: x; y"
 * (what its people use now), which it keeps alongside the audience's moments and tools that fit it.
 */
function parseNeed(line: string, audience: string) {
  const [topic, task, pain, ...rest] = split(line);
  const own = { when: [] as string[], uses: [] as string[] };
  for (const field of rest) {
    const m = /^(when|uses): (.+)$/.exec(field);
    if (!m) throw new Error(`need of ${audience} has a field that is not "when:" or "uses:": ${line}`);
    own[m[1] as "when" | "uses"].push(...m[2]!.split("; "));
  }
  if (!topic || !task || !pain) throw new Error(`need of ${audience} is not "topic|task|pain": ${line}`);
  return { topic, task, pain, ...own };
}

/** Every need of the ontology in a fixed order (family, audience, need), without randomness. */
export function ontologyNeeds(): Omit<Need, "trend" | "peak" | "onset" | "weight">[] {
  const out: Omit<Need, "trend" | "peak" | "onset" | "weight">[] = [];
  for (const family of FAMILIES)
    for (const a of family.audiences) {
      const parsed = a.needs.map((line) => parseNeed(line, a.key));
      const domain = domainWords(a, parsed);
      for (const { topic, task, pain, when, uses } of parsed) {
        const words = { topic, task, pain };
        const tools = [...uses, ...fitting(split(a.tools), words, domain)];
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
          tools: tools.length ? tools : makeshifts(task, topic, family.register, family.name),
          times: [...when, ...fitting(split(a.times), words, domain)],
          community: a.community,
          familyCommunity: family.community,
          site: a.site ?? null,
        });
      }
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
