import { BOARD_SIZE } from "@/lib/domain/ideas/board-size";
import { IDEA_CATEGORIES, categoryFromName, type IdeaCategoryName } from "@/lib/domain/ideas/categories";
import type { BoardStateView } from "@/lib/contracts/ideas";

/**
 * Board preferences (the saved board's parameters, filters and sort) as the sidebar edits them.
 * The sliders are Innovation, Simplicity and Demand, 1-100, default 50; they map to
 * innovation_priority, speed_priority and demand_priority. The board has no market-size slider:
 * market_size_priority stays at the middle, 50.
 */
export const SORT_OPTIONS = [
  { value: "score", label: "AI score" },
  { value: "demand", label: "Demand" },
  { value: "simplicity", label: "Simplicity" },
  { value: "innovation", label: "Innovation" },
  { value: "market", label: "Market size" },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]["value"];

export interface BoardPrefs {
  innovation: number;
  simplicity: number;
  demand: number;
  categories: IdeaCategoryName[];
  sortBy: SortKey;
}

export const SLIDER_MIN = 1;
export const SLIDER_MAX = 100;
export const SLIDER_DEFAULT = 50;
export const MARKET_SIZE_PRIORITY = 50;

export const DEFAULT_PREFS: BoardPrefs = {
  innovation: SLIDER_DEFAULT,
  simplicity: SLIDER_DEFAULT,
  demand: SLIDER_DEFAULT,
  categories: [],
  sortBy: "score",
};

function sliderValue(...candidates: unknown[]): number {
  const found = candidates.find((v) => typeof v === "number" && Number.isFinite(v));
  return typeof found === "number" ? Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, Math.round(found))) : SLIDER_DEFAULT;
}

function categoryList(...candidates: unknown[]): IdeaCategoryName[] {
  const list = candidates.find(Array.isArray) as unknown[] | undefined;
  const names = (list ?? [])
    .map((v) => (typeof v === "string" ? categoryFromName(v) : null))
    .filter((c): c is IdeaCategoryName => c !== null);
  return IDEA_CATEGORIES.filter((c) => names.includes(c));
}

/** The preferences saved on the server, or the parameters of the last shuffle, else the defaults. */
export function prefsFromSaved(saved: BoardStateView | null | undefined): BoardPrefs {
  if (!saved) return DEFAULT_PREFS;
  const p = saved.parameters;
  const f = saved.filters;
  return {
    innovation: sliderValue(p.innovation),
    simplicity: sliderValue(p.simplicity, p.speed),
    demand: sliderValue(p.demand),
    categories: categoryList(f.industries, p.categories),
    sortBy: SORT_OPTIONS.some((o) => o.value === saved.sortBy) ? (saved.sortBy as SortKey) : "score",
  };
}

/** The POST /api/ideas/board-state/ body, in the saved board's shape (parameters, filters, sortBy). */
export function prefsBody(prefs: BoardPrefs) {
  return {
    parameters: {
      innovation: prefs.innovation,
      simplicity: prefs.simplicity,
      demand: prefs.demand,
      marketSize: MARKET_SIZE_PRIORITY,
    },
    filters: { industries: prefs.categories, minDemand: 0, maxComplexity: 100, timeframe: "any" },
    sortBy: prefs.sortBy,
  };
}

/** The shuffle query: a board of BOARD_SIZE ideas, the three priorities, market size 50, categories, the user's date. */
export function shuffleQuery(prefs: BoardPrefs, clientDate: string): string {
  const q = new URLSearchParams({
    count: String(BOARD_SIZE),
    innovation_priority: String(prefs.innovation),
    speed_priority: String(prefs.simplicity),
    demand_priority: String(prefs.demand),
    market_size_priority: String(MARKET_SIZE_PRIORITY),
  });
  if (prefs.categories.length) q.set("categories", prefs.categories.join(","));
  q.set("client_date", clientDate);
  return q.toString();
}
