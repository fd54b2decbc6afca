import type { Tier } from "@/lib/domain/billing/plans";

/** Saved ideas a user may keep at once; Lifetime has no limit. */
export const SAVED_IDEAS_LIMIT = 500;

export const SAVED_IDEAS_LIMIT_MESSAGE = `You can save up to ${SAVED_IDEAS_LIMIT} ideas. Remove some from Saved to save more.`;

/** The idea's text and evidence are gone (unpublished or removed on request): only the note stays. */
export const EVIDENCE_WITHDRAWN_NOTE =
  "The evidence behind this idea was withdrawn, so its text is no longer shown. You can remove it from Saved.";

/** How many ideas a tier may save (null: unlimited). */
export function savedIdeasLimitFor(tier: Tier | null | undefined): number | null {
  return tier === "lifetime" ? null : SAVED_IDEAS_LIMIT;
}

/** Compare puts two to four ideas side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
export const COMPARE_COUNT_MESSAGE = `Choose ${COMPARE_MIN} to ${COMPARE_MAX} ideas to compare.`;

/** /compare when an idea is not one the user may read: the same whichever id it is. */
export const COMPARE_REFUSED = "These ideas cannot be compared.";
