"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { useLifetimePriceUsd } from "@/components/landing/LifetimePrice";
import { notify } from "@/lib/client/toast";
import { describePlanChange, type PlanChangeSummary } from "@/lib/domain/billing/plan-change";
import { PLANS, type Tier } from "@/lib/domain/billing/plans";
import { PlanChangeDetail } from "./PlanChangeDetail";
import { PLAN_SELECT_ID, PlanSelector } from "./PlanSelector";
import {
  PLAN_OPTIONS,
  billingState,
  cancelSubscription,
  changePlan,
  reactivateSubscription,
  type ActionOutcome,
} from "./subscription-actions";
import { dangerButtonClass, primaryButtonClass } from "@/components/ui/Button";
import { LoadError } from "@/components/ui/LoadError";
import { Loading } from "@/components/ui/Loading";
import { Spinner } from "@/components/ui/Spinner";
import { sectionClass, sectionHeadingClass } from "./styles";
import { useSubscription } from "./use-subscription";
import { FormErrorRegion } from "@/components/ui/FormAlert";

// The password prompt's code (Radix) loads the first time a plan change or cancellation asks for it.
const ConfirmPasswordDialog = dynamic(() => import("./ConfirmPasswordDialog").then((m) => m.ConfirmPasswordDialog), {
  ssr: false,
});

type Pending = { kind: "plan"; tier: Tier; priceUsd: number; summary: PlanChangeSummary } | { kind: "cancel" } | null;

/**
 * The billing section: the plan and its status, the plan selector with Save, Cancel Subscription
 * or Reactivate Subscription as the subscription allows, each change confirmed with the current password.
 */
export function BillingSection({ onChanged }: { onChanged: () => void }) {
  const { subscription, error, isLoading, mutate } = useSubscription();
  const [pending, setPending] = useState<Pending>(null);
  const [asked, setAsked] = useState(false);
  if (pending !== null && !asked) setAsked(true);
  // The plan picked in the selector; null shows the current plan (after a change, or Go Back).
  const [choice, setChoice] = useState<Tier | null>(null);
  const lifetimePriceUsd = useLifetimePriceUsd();
  const [reactivating, setReactivating] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  // Back from the checkout page through the browser's cache: close the busy dialog.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setPending(null);
      setChoice(null);
      setReactivating(false);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  /** After a call: follow the checkout, or show the message and reload; otherwise return the error. */
  async function settle(outcome: ActionOutcome): Promise<string | null> {
    if (!outcome.ok) return outcome.error;
    if (outcome.checkoutUrl) {
      window.location.assign(outcome.checkoutUrl);
      return null;
    }
    if (outcome.message) notify.success(outcome.message);
    // Reload before closing, so focus returns to a button that still exists (or the heading).
    await mutate().catch(() => undefined);
    setPending(null);
    setChoice(null);
    onChanged();
    return null;
  }

  async function reactivate() {
    if (reactivating) return;
    setReactivating(true);
    setActionError(null);
    const outcome = await reactivateSubscription();
    // A subscription that already ended is renewed through checkout: stay busy while leaving.
    if (outcome.ok && outcome.checkoutUrl) return window.location.assign(outcome.checkoutUrl);
    const problem = await settle(outcome);
    setActionError(problem);
    setReactivating(false);
    // The button is gone once reactivated: keep keyboard focus in the section.
    if (!problem) document.getElementById("billing-title")?.focus();
  }

  const state = subscription ? billingState(subscription) : null;

  /** Opens the confirmation with what the change does, priced as of now. */
  function confirmChange(tier: Tier) {
    const priceUsd = tier === "lifetime" ? lifetimePriceUsd : PLANS[tier].priceUsd;
    const periodEnd = subscription?.renewal_date ? new Date(subscription.renewal_date) : null;
    setPending({
      kind: "plan",
      tier,
      priceUsd,
      summary: describePlanChange({
        from: state?.currentTier ?? null,
        to: tier,
        toPriceUsd: priceUsd,
        periodEnd,
        now: new Date(),
        periodPaid: subscription?.status === "active",
      }),
    });
  }

  return (
    <section id="billing" aria-labelledby="billing-title" className={sectionClass}>
      <h2 id="billing-title" tabIndex={-1} className={sectionHeadingClass}>
        Billing
      </h2>
      <div className="mt-4 space-y-6">
        {error && !subscription ? <LoadError message={error} onRetry={() => void mutate()} /> : null}
        {isLoading && !subscription ? <Loading label="Loading your subscription..." /> : null}
        {subscription && state ? (
          <>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-medium text-slate-600">Plan</dt>
              <dd className="text-slate-900">
                {state.currentTier ? PLAN_OPTIONS[state.currentTier] : subscription.tier}
              </dd>
              <dt className="font-medium text-slate-600">Status</dt>
              <dd className="text-slate-900">{state.statusLabel}</dd>
              {state.periodLine ? (
                <>
                  <dt className="font-medium text-slate-600">Billing period</dt>
                  <dd className="text-slate-900">{state.periodLine}</dd>
                </>
              ) : null}
            </dl>
            <PlanSelector
              currentTier={state.currentTier}
              isLifetime={state.isLifetime}
              busy={reactivating}
              choice={choice}
              onChoice={setChoice}
              onSave={confirmChange}
            />
            {state.canCancel || state.canReactivate ? (
              <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-4">
                {state.canCancel ? (
                  <button type="button" onClick={() => setPending({ kind: "cancel" })} className={dangerButtonClass}>
                    Cancel Subscription
                  </button>
                ) : null}
                {state.canReactivate ? (
                  <button
                    type="button"
                    onClick={reactivate}
                    disabled={reactivating}
                    aria-busy={reactivating}
                    className={primaryButtonClass}
                  >
                    {reactivating ? <Spinner /> : null}
                    Reactivate Subscription
                  </button>
                ) : null}
              </div>
            ) : null}
            <FormErrorRegion message={actionError} />
          </>
        ) : null}
      </div>
      {asked ? (
        <ConfirmPasswordDialog
          open={pending !== null}
          title={pending?.kind === "cancel" ? "Cancel Subscription" : "Change Plan"}
          detail={
            pending?.kind === "plan" ? (
              <PlanChangeDetail
                from={state?.currentTier ?? null}
                to={pending.tier}
                priceUsd={pending.priceUsd}
                summary={pending.summary}
              />
            ) : (
              cancelDetail(state?.periodLine ?? null)
            )
          }
          confirmLabel={pending?.kind === "cancel" ? "Confirm Cancellation" : "Confirm Change"}
          onConfirm={async (password) =>
            settle(
              pending?.kind === "plan" ? await changePlan(pending.tier, password) : await cancelSubscription(password),
            )
          }
          onClose={() => {
            // Go Back: nothing changed, so the selector shows the current plan again.
            setPending(null);
            setChoice(null);
          }}
          fallbackFocusId={pending?.kind === "plan" ? PLAN_SELECT_ID : "billing-title"}
        />
      ) : null}
    </section>
  );
}

function cancelDetail(periodLine: string | null): string {
  const until = periodLine?.startsWith("Renews on ") ? ` (until ${periodLine.slice("Renews on ".length)})` : "";
  return `Your subscription will end, but you keep access to the end of the current billing period${until}.`;
}
