import { LIFETIME_REFUND_DAYS, planFeatures, type Plan, type Tier } from "@/lib/domain/billing/plans";
import { formatUsd } from "./formatUsd";
import { LifetimePrice } from "./LifetimePrice";
import { PlanButton } from "./PlanButton";

const TAGLINES: Record<Tier, string> = {
  starter: "For exploring ideas on the side.",
  pro: "For founders validating ideas every day.",
  lifetime: "Pay once, explore without daily limits.",
};

export function PlanCard({ plan, featured = false }: { plan: Plan; featured?: boolean }) {
  const titleId = `plan-${plan.tier}-title`;
  const monthly = plan.interval === "month";
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex h-full flex-col rounded-2xl bg-white p-7 ${
        featured ? "border-2 border-brand-600 shadow-xl shadow-brand-900/10" : "border border-slate-200 shadow-sm"
      }`}
    >
      {featured ? (
        <p className="absolute -top-3.5 left-7 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white">
          Recommended
        </p>
      ) : null}
      <h3 id={titleId} className="text-xl font-bold text-slate-900">
        {plan.label}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{TAGLINES[plan.tier]}</p>
      <p className="mt-6 flex items-baseline gap-1 text-slate-900">
        {monthly ? (
          <>
            <span className="text-5xl font-extrabold tracking-tight tabular-nums">{formatUsd(plan.priceUsd)}</span>
            <span className="text-base font-medium text-slate-600">/month</span>
          </>
        ) : (
          <>
            <LifetimePrice className="text-5xl font-extrabold tracking-tight tabular-nums" />
            <span className="text-base font-medium text-slate-600"> one-time</span>
          </>
        )}
      </p>
      <p className="mt-2 text-sm text-slate-600">
        {monthly
          ? "Billed monthly. Cancel anytime; not refundable."
          : `One payment, no renewals. Refundable within ${LIFETIME_REFUND_DAYS} days.`}
      </p>
      <ul className="mt-6 flex-1 space-y-3 border-t border-slate-100 pt-6 text-sm">
        {planFeatures(plan).map((feature) => (
          <li key={feature} className="flex gap-3 text-slate-700">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 fill-brand-600">
              <path
                fillRule="evenodd"
                d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
              />
            </svg>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <PlanButton tier={plan.tier} label={`Get ${plan.label}`} featured={featured} />
      </div>
    </article>
  );
}
