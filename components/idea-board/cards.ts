import type { IdeaView } from "@/lib/contracts/ideas";
import type { FallbackIdea } from "./fallback-ideas";
import type { SortKey } from "./preferences";

/** A card on the board: a real idea, or one of the fallback sample ideas. */
export type BoardCard =
  { kind: "idea"; key: string; idea: IdeaView } | { kind: "sample"; key: string; sample: FallbackIdea };

export const ideaCard = (idea: IdeaView): BoardCard => ({ kind: "idea", key: `idea-${idea.id}`, idea });
export const sampleCard = (sample: FallbackIdea, index: number): BoardCard => ({
  kind: "sample",
  key: `sample-${index}`,
  sample,
});

const SORT_FIELD: Record<
  SortKey,
  keyof Pick<IdeaView, "overall" | "demand_score" | "simplicity_score" | "innovation_score" | "market_size">
> = {
  score: "overall",
  demand: "demand_score",
  simplicity: "simplicity_score",
  innovation: "innovation_score",
  market: "market_size",
};

/** The cards in display order: ideas by the chosen score, highest first; samples as listed. */
export function sortCards(cards: BoardCard[], sortBy: SortKey): BoardCard[] {
  const field = SORT_FIELD[sortBy];
  return [...cards].sort((a, b) => (a.kind === "idea" && b.kind === "idea" ? b.idea[field] - a.idea[field] : 0));
}

/** Cards fade out and in by groups: one row of two at a time, each row 120 ms after the one before, over 300 ms. */
export const GROUP_SIZE = 2;
export const GROUP_DELAY_MS = 120;
export const FADE_MS = 300;

export function fadeDelay(index: number): number {
  return Math.floor(index / GROUP_SIZE) * GROUP_DELAY_MS;
}

/** How long a whole fade of `count` cards takes, the last group included. */
export function fadeTotal(count: number): number {
  return count ? FADE_MS + fadeDelay(count - 1) : 0;
}
