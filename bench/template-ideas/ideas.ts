// Deterministic template generator of filler ideas for the benchmarks (bench/fill-ideas.ts fills
// the ideas table up to 1,000,000 rows with it; no Math.random, no Date). It is not the demo
// library: the app's seed builds that through the idea pipeline (prisma/seed-data/corpus/).
// Word banks live in ./banks/<category>.ts, sentence templates in ./templates.ts,
// and the seeded PRNG in ./random.ts.
import { IDEA_CATEGORIES, type IdeaCategoryName } from "@/lib/domain/ideas/categories";
import { BANKS } from "./banks/index";
import type { CategoryBank, Pain, Persona, Segment } from "./banks/types";
import { Bag, hashString, logNormalInt, mulberry32, normal, pick, pickOther, shuffle, truncNormalInt } from "./random";
import {
  ANALYSIS_TEMPLATES,
  COMPLAINT_TEMPLATES,
  DESCRIPTION_TEMPLATES,
  BUSINESS_GAPS,
  CONSUMER_GAPS,
  GLOBAL_STEPS,
  REGIONS,
  SHORT_TITLE,
  TITLE_TEMPLATES,
  stripArticle,
  type TitleTemplate,
  type TextContext,
} from "./templates";

// The 13 categories: the one list of lib/domain/ideas/categories.ts.
export { IDEA_CATEGORIES };
export type IdeaCategory = IdeaCategoryName;

export interface SeedIdea {
  sourceKey: string; // stable unique key, e.g. "seed-000001" (used for idempotent upserts)
  title: string; // the idea in one line (<= 120 chars)
  description: string; // 2-4 sentences: what it does, for whom, how it makes money
  complaintSummary: string; // anonymised paraphrase of the inspiring forum complaint, 1-3 sentences
  analysis: string; // 3-5 sentences: demand, competition, build, risks, first step
  category: IdeaCategory;
  overall: number; // 0-100
  demandScore: number; // 1-100
  simplicityScore: number; // 1-100
  innovationScore: number; // 1-100
  marketSize: number; // millions of USD, integer >= 1
}

export const DEFAULT_SEED = 20_251_122;
export const MAX_TITLE_LENGTH = 120;
/** Upper bound for marketSize (millions of USD); larger draws are resampled. */
export const MAX_MARKET_SIZE = 80_000;

const HOURS = ["two hours", "three hours", "four hours", "five hours", "six hours"] as const;
const PERCENTS = ["10%", "15%", "20%", "25%", "30%"] as const;

interface Draw {
  segment: Segment;
  persona: Persona;
  pain: Pain;
}

function deckFor(bank: CategoryBank): Draw[] {
  const draws: Draw[] = [];
  for (const segment of bank.segments) {
    for (const persona of segment.personas) {
      for (const pain of segment.pains) draws.push({ segment, persona, pain });
    }
  }
  return draws;
}

function sentenceCount(text: string): number {
  return (text.match(/[.!?]["\u201d]?(?=\s|$)/g) ?? []).length;
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

interface TitleResult {
  title: string;
  region: string | null;
}

/**
 * Picks a unique title. On collision it appends a region and/or a feature qualifier (never a number),
 * falling back to the short "{tool} for {p}" form when the chosen template cannot take a suffix cleanly.
 */
function uniqueTitle(
  rng: () => number,
  x: TextContext,
  template: TitleTemplate,
  features: readonly string[],
  used: Set<string>,
): TitleResult {
  const fits = (t: string) => t.length <= MAX_TITLE_LENGTH && !used.has(t.toLowerCase());
  const take = (t: string, region: string | null): TitleResult => {
    used.add(t.toLowerCase());
    return { title: t, region };
  };

  let chosen = template;
  let base = chosen.make(x);
  if (base.length > MAX_TITLE_LENGTH) {
    chosen = SHORT_TITLE;
    base = chosen.make(x);
  }
  if (fits(base)) return take(base, null);

  const regions = shuffle(rng, REGIONS);
  const feats = shuffle(rng, features);
  const bases: { text: string; t: TitleTemplate }[] = [{ text: base, t: chosen }];
  if (chosen !== SHORT_TITLE) bases.push({ text: SHORT_TITLE.make(x), t: SHORT_TITLE });
  for (const { text, t } of bases) {
    const tryRegions = (): TitleResult | null => {
      if (!t.regionOk) return null;
      for (const r of regions) if (fits(`${text} ${r}`)) return take(`${text} ${r}`, r);
      return null;
    };
    const tryFeatures = (): TitleResult | null => {
      if (!t.featureOk) return null;
      for (const f of feats) if (fits(`${text} with ${f}`)) return take(`${text} with ${f}`, null);
      return null;
    };
    const found = rng() < 0.5 ? (tryRegions() ?? tryFeatures()) : (tryFeatures() ?? tryRegions());
    if (found) return found;
    if (t.featureOk) {
      for (const r of regions) {
        for (const f of feats) {
          const candidate = `${text} ${r} with ${f}`;
          if (fits(candidate)) return take(candidate, r);
        }
      }
    }
  }
  throw new Error(`Could not find a unique title for "${base}"`);
}

/**
 * Generates `count` seed ideas. Pure and deterministic: the same count and seed always give
 * exactly the same array, and a prefix of a longer run equals a shorter run with the same seed.
 */
export function generateIdeas(count: number, seed: number = DEFAULT_SEED): SeedIdea[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  const rng = mulberry32(seed);
  const pickFn = <T>(items: readonly T[]): T => pick(rng, items);

  const weighted: CategoryBank[] = [];
  for (const bank of BANKS) for (let k = 0; k < Math.round(bank.weight * 10); k++) weighted.push(bank);
  const categoryBag = new Bag(rng, weighted);
  const decks = new Map<IdeaCategory, Bag<Draw>>(BANKS.map((b) => [b.category, new Bag(rng, deckFor(b))]));
  const titleBag = new Bag(rng, TITLE_TEMPLATES);
  const descriptionBag = new Bag(rng, DESCRIPTION_TEMPLATES);
  const complaintBag = new Bag(rng, COMPLAINT_TEMPLATES);
  const analysisBag = new Bag(rng, ANALYSIS_TEMPLATES);
  const usedTitles = new Set<string>();
  const ideas: SeedIdea[] = [];

  for (let i = 0; i < count; i++) {
    const bank = categoryBag.next();
    const { segment, persona, pain } = (decks.get(bank.category) as Bag<Draw>).next();

    // Scores: normal-ish per category, pains carry a stable demand bias.
    const painBias = (hashString(pain.issue) % 21) - 10;
    const demand = truncNormalInt(rng, bank.demand + painBias, 17, 1, 100);
    const simplicity = truncNormalInt(rng, bank.simplicity, 19, 1, 100);
    const innovation = truncNormalInt(rng, bank.innovation, 18, 1, 100);
    const mix = 0.45 * demand + 0.3 * simplicity + 0.25 * innovation;
    const overall = Math.min(100, Math.max(0, Math.round(50 + (mix - 50) * 1.45 + normal(rng, 0, 6))));
    const marketSize = logNormalInt(rng, Math.log(bank.market) + 0.01 * (demand - 50), 1.0, 1, MAX_MARKET_SIZE);

    const [p, one] = persona;
    const tool = pickFn(pain.t);
    const format = pickFn(segment.formats);
    const feature = pickFn(segment.features);
    const values = {
      p,
      issue: pain.issue,
      tool,
      hrs: pickFn(HOURS),
      pct: pickFn(PERCENTS),
    };
    const x: TextContext = {
      p,
      one,
      issue: pain.issue,
      g: pain.g,
      c: pain.c,
      d: fill(pain.d, values),
      tool,
      f: pain.f,
      format,
      formatBare: stripArticle(format),
      feature,
      feature2: pickOther(rng, segment.features, feature),
      model: pickFn(segment.models),
      rival: pickFn(segment.rivals),
      risk: pickFn(segment.risks),
      hard: pickFn(segment.hard),
      step: fill(rng() < 0.5 ? pickFn(segment.steps) : pickFn(GLOBAL_STEPS), values),
      gap: pickFn(segment.consumer ? CONSUMER_GAPS : BUSINESS_GAPS),
      demand,
      simplicity,
      innovation,
      overall,
      marketSize,
      pick: pickFn,
    };

    const { title, region } = uniqueTitle(rng, x, titleBag.next(), segment.features, usedTitles);
    let description = descriptionBag.next()(x);
    if (region && sentenceCount(description) < 4) description += ` It would launch first ${region}.`;

    ideas.push({
      sourceKey: `seed-${String(i + 1).padStart(6, "0")}`,
      title,
      description,
      complaintSummary: complaintBag.next()(x),
      analysis: analysisBag.next()(x),
      category: bank.category,
      overall,
      demandScore: demand,
      simplicityScore: simplicity,
      innovationScore: innovation,
      marketSize,
    });
  }
  return ideas;
}
