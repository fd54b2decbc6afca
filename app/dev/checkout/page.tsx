import type { Metadata } from "next";
import Link from "@/components/ui/PublicLink";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { LocalCheckout } from "@/components/billing/LocalCheckout";
import { Logo } from "@/components/ui/Logo";
import { PLANS } from "@/lib/domain/billing/plans";
import { env } from "@/lib/env";
import { isLoopbackClient } from "@/lib/http/request";
import { localAmountUsd, readLocalCheckout } from "@/lib/server/billing/local-checkout";

export const metadata: Metadata = { title: "Test checkout", robots: { index: false }, referrer: "no-referrer" };
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Where "Cancel" goes: the same place Stripe's cancel URL would take the buyer. */
function cancelPath(metadata: Record<string, string>): string {
  if (!metadata.user_id) return "/#pricing";
  return metadata.is_reactivation === "true" ? "/subscription-canceled" : "/account?upgrade_cancelled=true";
}

/** Local billing only (no STRIPE_SECRET_KEY, never in production, loopback clients only): the checkout page is ours. */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  if (env().isProduction || env().STRIPE_SECRET_KEY || !isLoopbackClient(await headers())) notFound();
  const raw = (await searchParams).ticket;
  const ticketValue = (Array.isArray(raw) ? raw[0] : raw) ?? "";
  const ticket = readLocalCheckout(ticketValue);
  const plan = ticket ? PLANS[ticket.tier] : null;

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="mx-auto flex h-16 w-full max-w-3xl items-center px-4">
        <Logo />
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-12">
        {ticket && plan ? (
          <LocalCheckout
            ticket={ticketValue}
            planLabel={plan.label}
            amountUsd={await localAmountUsd(ticket)}
            interval={plan.interval}
            email={ticket.email}
            cancelHref={cancelPath(ticket.metadata)}
          />
        ) : (
          <section
            aria-labelledby="checkout-invalid-title"
            className="mx-auto max-w-md space-y-4 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
          >
            <h1 id="checkout-invalid-title" className="text-2xl font-semibold tracking-tight text-slate-900">
              Checkout expired
            </h1>
            <p role="alert" className="text-slate-600">
              This checkout link is invalid or has expired. Please choose your plan again.
            </p>
            <Link
              href="/#pricing"
              className="font-medium text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
            >
              Back to pricing
            </Link>
          </section>
        )}
      </main>
    </div>
  );
}
