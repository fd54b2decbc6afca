"use client";

import { useId } from "react";
import { tooManyProjectsMessage, type PlanChangeSummary } from "@/lib/domain/billing/plan-change";
import { PLANS, type Tier } from "@/lib/domain/billing/plans";
import { useUsage } from "@/lib/client/use-usage";
import { formatAmount } from "./format";
import { PLAN_OPTIONS } from "./subscription-actions";

interface Props {
  from: Tier | null;
  to: Tier;
  /** The price of the new plan (Lifetime's is the live one). */
  priceUsd: number;
  summary: PlanChangeSummary;
}

const usd = (cents: number) => formatAmount(cents / 100);

/**
 * What the plan-change confirmation states: the new plan's price, each credit and the project
 * limit as before -> after (gained or lost), the active projects above a lower project limit, and
 * what is due now (an upgrade's prorated charge; a downgrade costs nothing).
 */
export function PlanChangeDetail({ from, to, priceUsd, summary }: Props) {
  const id = useId();
  const { gains, losses, dueNow } = summary;
  return (
    <div className="space-y-3">
      <p>
        {from
          ? `Change your plan from ${PLAN_OPTIONS[from]} to ${PLAN_OPTIONS[to]}.`
          : `Change your plan to ${PLAN_OPTIONS[to]}.`}
      </p>
      <p className="font-semibold text-slate-900">
        {PLAN_OPTIONS[to]}: {formatAmount(priceUsd)} {PLANS[to].interval === "month" ? "a month" : "one-time"}
      </p>
      <LimitList id={`${id}-gains`} title="You get" lines={gains} />
      <LimitList id={`${id}-losses`} title="You lose" lines={losses} />
      <ProjectsAboveLimit to={to} />
      {dueNow ? (
        <p>
          <span className="font-semibold text-slate-900">Due now: {usd(dueNow.chargeCents)}</span>
          {dueNow.creditCents > 0 && from
            ? ` (${usd(dueNow.priceCents)} less ${usd(dueNow.creditCents)} for the unused part of your ${PLAN_OPTIONS[from]} plan)`
            : ""}
          . You will go to payment next.
        </p>
      ) : (
        <p>Nothing to pay now: the change takes effect immediately.</p>
      )}
    </div>
  );
}

/**
 * A plan with fewer active projects than the user has now: the change is refused until the user
 * completes or releases the ones above its limit (they choose which), as the server says.
 */
function ProjectsAboveLimit({ to }: { to: Tier }) {
  const { usage } = useUsage();
  const active = usage?.projects.used;
  const refusal =
    active === undefined ? null : tooManyProjectsMessage(active, PLANS[to].limits.projects, PLANS[to].label);
  if (!refusal) return null;
  return (
    <p data-testid="projects-above-limit" role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-950">
      {refusal}
    </p>
  );
}

function LimitList({ id, title, lines }: { id: string; title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <div>
      <p id={id} className="font-medium text-slate-900">
        {title}
      </p>
      <ul aria-labelledby={id} className="mt-1 list-disc space-y-0.5 pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
