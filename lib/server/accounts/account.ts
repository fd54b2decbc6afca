import type { AccountView } from "@/lib/contracts/accounts";
import { hasActiveSubscription } from "@/lib/domain/billing/access";
import { tierLabel } from "@/lib/domain/billing/plans";
import { errors } from "@/lib/errors";
import { db } from "@/lib/server/db/client";

/**
 * The account page's summary: who the user is, the
 * plan's label ('Free' when there is no subscription, or it has ended) and how many of the user's
 * projects are active.
 */
export type { AccountView } from "@/lib/contracts/accounts";

/**
 * Who a user is and the plan fields their access is judged from: read by the account page and by
 * an API token's session, so both see the same user and plan.
 */
export const ACCOUNT_OWNER_SELECT = {
  username: true,
  email: true,
  avatarUrl: true,
  subscription: {
    select: {
      tier: true,
      status: true,
      isLifetime: true,
      currentPeriodEnd: true,
      cancelAtPeriodEnd: true,
      graceEndsAt: true,
    },
  },
} as const;

export async function accountView(userId: number, now: Date = new Date()): Promise<AccountView> {
  const user = await db().user.findUnique({
    where: { id: userId },
    select: {
      ...ACCOUNT_OWNER_SELECT,
      _count: { select: { projects: { where: { status: "active" } } } },
    },
  });
  // The session outlived its user (deleted meanwhile): treat it as logged out.
  if (!user) throw errors.unauthenticated();
  const sub = user.subscription;
  return {
    username: user.username,
    email: user.email,
    avatar_url: user.avatarUrl,
    tier: sub && hasActiveSubscription(sub, now) ? tierLabel(sub.tier) : tierLabel(null),
    active_projects: user._count.projects,
  };
}
