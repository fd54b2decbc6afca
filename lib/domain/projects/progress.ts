import { ALL_MILESTONES_DONE, NO_MILESTONES } from "./messages";

/**
 * Progress and milestone order: progress is the rounded percentage of
 * completed milestones; a completed project shows 100 (the page's optimistic completion
 * shows 100, so the server answers the same). Completed milestones sort after incomplete ones,
 * each group in its saved order.
 */
export interface MilestoneLike {
  id: number;
  is_completed: boolean;
  ordering: number;
  title: string;
}

export function milestonePercent(milestones: readonly { is_completed: boolean }[]): number {
  if (milestones.length === 0) return 0;
  const done = milestones.filter((m) => m.is_completed).length;
  return Math.round((done / milestones.length) * 100);
}

export function projectProgress(isCompleted: boolean, milestones: readonly { is_completed: boolean }[]): number {
  return isCompleted ? 100 : milestonePercent(milestones);
}

export function sortMilestones<M extends MilestoneLike>(milestones: readonly M[]): M[] {
  return [...milestones].sort(
    (a, b) => Number(a.is_completed) - Number(b.is_completed) || a.ordering - b.ordering || a.id - b.id,
  );
}

/** The next milestone's title, 'All milestones completed!' or 'No milestones set'. */
export function nextMilestoneLabel(milestones: readonly MilestoneLike[]): string {
  if (milestones.length === 0) return NO_MILESTONES;
  const next = sortMilestones(milestones).find((m) => !m.is_completed);
  return next ? next.title : ALL_MILESTONES_DONE;
}

/** True when `order` lists every id of `ids` exactly once and nothing else. */
export function isPermutation(order: readonly number[], ids: readonly number[]): boolean {
  if (order.length !== ids.length) return false;
  const wanted = new Set(ids);
  const seen = new Set<number>();
  for (const id of order) {
    if (!wanted.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}

/** Moves the item at `from` to `to` (what a drag or a keyboard move does to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** A project with a new milestone list and its progress recomputed (every add, toggle, delete, reorder). */
export function withMilestones<
  P extends { is_completed: boolean; progress: number; milestones: M[] },
  M extends { is_completed: boolean },
>(project: P, milestones: M[]): P {
  return { ...project, milestones, progress: projectProgress(project.is_completed, milestones) };
}
