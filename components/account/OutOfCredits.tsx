"use client";

import Link from "next/link";
import { linkClass } from "@/components/ui/link-styles";
import { PLANS, TIERS } from "@/lib/domain/billing/plans";
import { LIMIT_MESSAGES, type CreditKind } from "@/lib/domain/usage/limits";
import { LiveResetTime } from "./CreditsReset";

/** Where the plan is changed. */
export const CHANGE_PLAN_HREF = "/account#billing";

const WHAT: Record<CreditKind, string> = { search: "Deep Search ideas", random: "Idea Board ideas" };

/**
 * The plans that give more of these credits than `limit` a day, as the user reads them
 * ('Pro: 30 Deep Search ideas a day'); none when the plan is already the most generous.
 */
export function morePlans(kind: CreditKind, limit: number): string[] {
  return TIERS.map((tier) => PLANS[tier])
    .filter((plan) => plan.limits[kind] === null || (plan.limits[kind] as number) > limit)
    .map((plan) => {
      const more = plan.limits[kind];
      return `${plan.label}: ${more === null ? `unlimited ${WHAT[kind]}` : `${more} ${WHAT[kind]} a day`}`;
    });
}

interface Props {
  kind: CreditKind;
  /** Today's limit of the plan (a number: an unlimited plan never runs out). */
  limit: number;
  /** What stays free at 0 credits, in the page's own words. */
  stillFree: string;
  id?: string;
}

/**
 * Out of daily credits, told in full: why (the limit message the server sends), when they come
 * back (the user's own midnight with a live countdown, as on the account page), what stays free,
 * and the way to more (a plan change, for plans that have more).
 */
export function OutOfCredits({ kind, limit, stillFree, id }: Props) {
  const more = morePlans(kind, limit);
  return (
    <div
      id={id}
      role="status"
      data-testid={`out-of-credits-${kind}`}
      className="space-y-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="font-semibold">{LIMIT_MESSAGES[kind]}</p>
      <LiveResetTime className="text-amber-950" />
      <p>{stillFree}</p>
      {more.length ? (
        <p>
          Need more today? {more.join("; ")}.{" "}
          <Link href={CHANGE_PLAN_HREF} className={linkClass}>
            Change plan
          </Link>
        </p>
      ) : null}
    </div>
  );
}
