/**
 * The publish floor: a group becomes a published idea only with enough evidence to show for it,
 * at least 3 need posts from at least 3 distinct people, and at least 2 paraphrased quotes that
 * passed the quote gate (no run of 5 words shared with their post). Its posts give it at least one
 * community and a monthly series. A group below the floor has no idea, and an idea it had before is
 * unpublished (a re-run, or ideas:remove taking posts away).
 */
export const PUBLISH_MIN = { needPosts: 3, people: 3, quotes: 2 } as const;

/** Whether a group's posts and people reach the floor (checked before any quote is written). */
export function enoughPosts(e: { needPosts: number; people: number }): boolean {
  return e.needPosts >= PUBLISH_MIN.needPosts && e.people >= PUBLISH_MIN.people;
}

/** Whether a group has enough gate-passing quotes to be published. */
export function enoughQuotes(quotes: readonly unknown[]): boolean {
  return quotes.length >= PUBLISH_MIN.quotes;
}
