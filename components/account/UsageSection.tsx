"use client";

import { useUsage } from "@/lib/client/use-usage";
import { localDate } from "@/lib/domain/projects/display";
import type { UsageLine } from "@/lib/domain/usage/limits";
import { ResetTime, useSecondClock } from "./CreditsReset";
import { cardClass } from "@/components/ui/Card";
import { LoadError } from "@/components/ui/LoadError";
import { Loading } from "@/components/ui/Loading";

export const USAGE_LOAD_FAILED = "Failed to load today's usage. Please try again.";
export const NO_PLAN_USAGE = "Daily credits come with a plan. Choose one under Billing.";

/**
 * Today's usage: Deep Search and Idea Board credits used and left, active projects
 * against the plan, and when the credits reset, at the user's own midnight, shown in their time
 * zone with a live countdown. The clock starts after mount, so the server render and the first
 * client render agree.
 */
export function UsageSection() {
  const now = useSecondClock();
  // A new day is a new key: at midnight the counters load afresh.
  const { usage, noPlan, error: failure, isLoading, mutate } = useUsage({ day: now ? localDate(now) : null });
  const error = failure && !noPlan ? USAGE_LOAD_FAILED : null;

  return (
    <section aria-labelledby="usage-title" className={cardClass}>
      <h2 id="usage-title" className="text-lg font-semibold text-slate-900">
        Today&apos;s usage
      </h2>
      <div className="mt-4 space-y-4">
        {noPlan ? <p className="text-sm text-slate-600">{NO_PLAN_USAGE}</p> : null}
        {error && !usage ? <LoadError message={error} onRetry={() => void mutate()} /> : null}
        {isLoading && !usage && !noPlan && !error ? <Loading label="Loading today's usage..." /> : null}
        {usage ? (
          <dl className="grid gap-6 sm:grid-cols-3">
            <Meter label="Deep Search credits" line={usage.search} usedWord="used" />
            <Meter label="Idea Board credits" line={usage.random} usedWord="used" />
            <Meter label="Active projects" line={usage.projects} usedWord="active" />
          </dl>
        ) : null}
        {now && !noPlan ? <ResetTime now={now} /> : null}
      </div>
    </section>
  );
}

function Meter({ label, line, usedWord }: { label: string; line: UsageLine; usedWord: "used" | "active" }) {
  const unlimited = line.limit === "unlimited";
  const percent =
    unlimited || line.limit === 0 ? 0 : Math.min(100, Math.round((line.used / (line.limit as number)) * 100));
  const exhausted = !unlimited && line.remaining === 0;
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1">
        <span className="text-base font-semibold text-slate-900">{`${line.used} ${usedWord}`}</span>
        <span className={`ml-2 text-sm ${exhausted ? "font-medium text-red-700" : "text-slate-600"}`}>
          {unlimited ? "Unlimited" : `${line.remaining} left of ${line.limit}`}
        </span>
        <span aria-hidden="true" className="mt-2 block h-1.5 overflow-hidden rounded-full bg-slate-100">
          <span
            className={`block h-full rounded-full ${exhausted ? "bg-red-500" : "bg-brand-600"}`}
            style={{ width: `${percent}%` }}
          />
        </span>
      </dd>
    </div>
  );
}
