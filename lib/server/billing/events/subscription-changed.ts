import { tierForPriceId } from "@/lib/billing/config";
import { graceEndsAfter } from "@/lib/domain/billing/access";
import { dateFromUnix, idOf, isStale, type EventContext, type StripeObject } from "./context";

type Status = "active" | "grace_period" | "canceled";

/** Stripe's subscription statuses in our three. */
export function statusFromStripe(status: unknown): Status {
  switch (status) {
    case "active":
    case "trialing":
      return "active";
    case "past_due":
    case "unpaid":
    case "incomplete":
      return "grace_period";
    default:
      return "canceled";
  }
}

/**
 * customer.subscription.created / updated / deleted. An older event than the last one applied is
 * ignored. A subscription we have not seen yet (its checkout event still on the way) is recorded
 * as it is, so a later, older checkout event cannot bring a deleted subscription back.
 */
export async function onSubscriptionChanged(sub: StripeObject, ctx: EventContext): Promise<void> {
  const { tx, eventTime } = ctx;
  const stripeSubscriptionId = String(sub.id);
  const item = ((sub.items as { data?: StripeObject[] } | undefined)?.data ?? [])[0];
  const priceId = idOf(item?.price);
  const data = {
    status: sub.status === undefined ? ("canceled" as const) : statusFromStripe(sub.status),
    cancelAtPeriodEnd: sub.cancel_at_period_end === true,
    currentPeriodEnd:
      dateFromUnix(item?.current_period_end) ?? dateFromUnix(sub.current_period_end) ?? dateFromUnix(sub.ended_at),
    stripeCustomerId: idOf(sub.customer),
    lastEventAt: eventTime,
  };
  const tier = tierForPriceId(priceId);

  const existing = await tx.subscription.findUnique({ where: { stripeSubscriptionId } });
  const graceEndsAt = graceEndOf(data.status, existing, eventTime);
  if (!existing) {
    await tx.subscription.create({ data: { ...data, graceEndsAt, stripeSubscriptionId, tier: tier ?? "starter" } });
    return;
  }
  if (isStale(existing.lastEventAt, eventTime)) return;
  // A lifetime purchase is not a Stripe subscription: nothing here may change it.
  if (existing.isLifetime) return;
  await tx.subscription.update({
    where: { id: existing.id },
    data: {
      ...data,
      graceEndsAt,
      ...(tier ? { tier } : {}),
      currentPeriodEnd: data.currentPeriodEnd ?? existing.currentPeriodEnd,
    },
  });
}

/** A grace period keeps the end it started with; entering one starts it now; any other status has none. */
function graceEndOf(
  status: Status,
  existing: { status: Status; graceEndsAt: Date | null } | null,
  eventTime: Date,
): Date | null {
  if (status !== "grace_period") return null;
  return existing?.status === "grace_period" && existing.graceEndsAt ? existing.graceEndsAt : graceEndsAfter(eventTime);
}
