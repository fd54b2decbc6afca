"use client";

import Link from "@/components/ui/PublicLink";
import { useEffect, useId, useState } from "react";
import { InvoiceList } from "@/components/account/InvoicesSection";
import { useInvoices } from "@/components/account/use-invoices";
import { useLogout } from "@/components/auth/use-logout";
import { formatUsd } from "@/components/landing/formatUsd";
import { LifetimePrice } from "@/components/landing/LifetimePrice";
import { api, errorMessage } from "@/lib/client/api";
import { PLANS, TIERS, planFeatures, type Tier } from "@/lib/domain/billing/plans";
import { widePrimaryButtonClass } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { linkClass } from "@/components/ui/link-styles";
import { headingClass } from "./styles";
import { FormErrorRegion } from "@/components/ui/FormAlert";
import type { ProjectView } from "@/lib/contracts/projects";
import { KeptProjects } from "./KeptProjects";
import { CHECKOUT_NETWORK_FAILED, INVALID_RESPONSE_FORMAT, checkoutFailed } from "./checkout-messages";

/** Where to go (the returned url, else /account), or the failure to show. */
async function startCheckout(tier: Tier): Promise<{ url: string } | { error: string }> {
  const res = await api<{ url?: unknown; error?: string }>("/accounts/create-checkout-session/", {
    method: "POST",
    body: { priceId: tier, isReactivation: true },
  });
  if (!res.ok) return { error: res.data ? errorMessage(res, checkoutFailed(res.status)) : checkoutFailed(res.status) };
  if (!res.data) return { error: INVALID_RESPONSE_FORMAT };
  return { url: typeof res.data.url === "string" && res.data.url ? res.data.url : "/account" };
}

/** What happens to the projects while no plan is active. */
export function projectsKeptLine(count: number): string {
  if (count === 0) return "Projects are kept while a plan is inactive and are usable again as soon as you reactivate.";
  if (count === 1) return "Your project is kept and will be usable again as soon as you reactivate.";
  return `Your ${count} projects are kept and will be usable again as soon as you reactivate.`;
}

interface Props {
  username: string;
  email: string;
  /** All the user's projects, active and completed: none is deleted while no plan is active. */
  projectCount: number;
  /** Those projects, shown read-only with their Markdown export. */
  projects?: ProjectView[];
}

/**
 * /subscription-canceled: choose a plan, then checkout. Not
 * a dead end: it says who is logged in and offers Log Out, what happens to the projects, the
 * invoices (read-only, with their PDFs) and the support page.
 */
export function Reactivate({ username, email, projectCount, projects = [] }: Props) {
  return (
    <div className="space-y-10">
      <WhoIsLoggedIn username={username} email={email} />
      <PlanChoice />
      <section aria-labelledby="kept-projects-title" className="space-y-2">
        <h2 id="kept-projects-title" className="text-lg font-semibold text-slate-900">
          Your projects
        </h2>
        <p className="text-slate-700">{projectsKeptLine(projectCount)}</p>
        {projects.length > 0 ? (
          <p className="text-sm text-slate-600">Read them or download each as Markdown; changes wait for a plan.</p>
        ) : null}
        <KeptProjects projects={projects} />
      </section>
      <PastInvoices />
      <p className="text-slate-700">
        Questions about a payment or your plan? Visit the{" "}
        <Link href="/support" className={linkClass}>
          support page
        </Link>
        .
      </p>
    </div>
  );
}

function WhoIsLoggedIn({ username, email }: { username: string; email: string }) {
  const { logout, loggingOut } = useLogout();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
      <p className="min-w-0 [overflow-wrap:anywhere]">
        Logged in as <strong className="font-semibold text-slate-900">{username}</strong> ({email})
      </p>
      <button
        type="button"
        onClick={() => void logout()}
        disabled={loggingOut}
        aria-busy={loggingOut}
        className="inline-flex items-center gap-2 rounded-lg bg-white px-3 py-1.5 font-semibold text-slate-700 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:opacity-60"
      >
        {loggingOut ? <Spinner /> : null}
        Log Out
      </button>
    </div>
  );
}

function PastInvoices() {
  const { invoices, error } = useInvoices();
  return (
    <section aria-labelledby="past-invoices-title" className="space-y-3">
      <h2 id="past-invoices-title" className="text-lg font-semibold text-slate-900">
        Your invoices
      </h2>
      {error && !invoices ? <p className="text-sm text-red-800">{error}</p> : null}
      {invoices && invoices.length === 0 ? <p className="text-sm text-slate-600">No invoices yet.</p> : null}
      {invoices && invoices.length > 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <InvoiceList invoices={invoices} />
        </div>
      ) : null}
    </section>
  );
}

function PlanChoice() {
  const id = useId();
  const [tier, setTier] = useState<Tier>("starter");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Back from the checkout page through the browser's cache: make the button usable again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  async function subscribe(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await startCheckout(tier);
      if ("url" in result) {
        window.location.assign(result.url);
        return;
      }
      setError(result.error);
    } catch {
      setError(CHECKOUT_NETWORK_FAILED);
    }
    setBusy(false);
  }

  return (
    <form onSubmit={subscribe} aria-labelledby={`${id}-title`} className="space-y-6">
      <div className="space-y-2">
        <h1 id={`${id}-title`} className={headingClass}>
          Your Subscription Has Ended
        </h1>
        <p className="text-slate-600">
          Choose a plan to continue exploring ideas and running your projects. You will be taken to a secure checkout
          and come back to your account when the payment is done.
        </p>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Choose a plan</legend>
        <div className="mt-3 grid gap-4 mobile:grid-cols-3">
          {TIERS.map((t) => (
            <PlanOption key={t} tier={t} checked={tier === t} onSelect={() => setTier(t)} />
          ))}
        </div>
      </fieldset>
      <FormErrorRegion message={error} />
      {/* As wide as the row of plan cards, so its edges line up with theirs at every width. */}
      <button type="submit" disabled={busy} aria-busy={busy} className={widePrimaryButtonClass}>
        {busy ? <Spinner /> : null}
        {busy ? "Redirecting to checkout..." : "Subscribe"}
      </button>
    </form>
  );
}

/** One plan: the radio's label is stretched over the whole card, so a click anywhere selects it. */
function PlanOption({ tier, checked, onSelect }: { tier: Tier; checked: boolean; onSelect: () => void }) {
  const plan = PLANS[tier];
  const inputId = `plan-option-${tier}`;
  return (
    <div
      className={`relative flex flex-col rounded-xl border-2 bg-white p-5 shadow-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40 ${checked ? "border-brand-600" : "border-slate-200 hover:border-slate-300"}`}
    >
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          type="radio"
          name="plan"
          value={tier}
          checked={checked}
          onChange={onSelect}
          aria-describedby={`${inputId}-details`}
          className="relative z-10 h-4 w-4 accent-brand-600"
        />
        <label
          htmlFor={inputId}
          className="cursor-pointer text-lg font-bold text-slate-900 after:absolute after:inset-0 after:content-['']"
        >
          {plan.label}
        </label>
      </div>
      <div id={`${inputId}-details`}>
        <p className="mt-2 text-slate-900">
          {plan.interval === "month" ? (
            <>
              <span className="text-2xl font-extrabold tabular-nums">{formatUsd(plan.priceUsd)}</span>
              <span className="text-sm text-slate-600">/month</span>
            </>
          ) : (
            <>
              <LifetimePrice className="text-2xl font-extrabold tabular-nums" />
              <span className="text-sm text-slate-600"> one-time</span>
            </>
          )}
        </p>
        <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
          {planFeatures(plan).map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="text-brand-600">
                {"\u2713"}
              </span>
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
