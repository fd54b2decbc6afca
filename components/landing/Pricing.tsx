import Link from "@/components/ui/PublicLink";
import { PLANS, TIERS } from "@/lib/domain/billing/plans";
import { PlanCard } from "./PlanCard";

export function Pricing() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-slate-50 py-20 mobile:py-28">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-title" className="text-3xl font-bold tracking-tight text-slate-900 mobile:text-4xl">
            Pricing
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            Every plan includes the full idea library, AI scores, Deep Search, the Idea Board and projects with
            milestones. Plans differ in daily credits and how many projects you can run at once.
          </p>
        </div>
        <ul className="mx-auto mt-14 grid max-w-md gap-8 mobile:max-w-none mobile:grid-cols-3 mobile:gap-6">
          {TIERS.map((tier) => (
            <li key={tier}>
              <PlanCard plan={PLANS[tier]} featured={tier === "pro"} />
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-10 max-w-2xl text-center text-sm leading-relaxed text-slate-600">
          Prices in USD. Daily credits reset at midnight. Payments are processed securely by Stripe. Questions before
          you buy?{" "}
          <Link
            href="/support"
            className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            Contact support
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
