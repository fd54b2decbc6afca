import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { LocalPaymentMethod } from "@/components/billing/LocalPaymentMethod";
import { Logo } from "@/components/ui/Logo";
import { env } from "@/lib/env";
import { isLoopbackClient } from "@/lib/http/request";
import { requireMemberPage } from "@/lib/server/auth/page-guard";
import { localRetryQuote } from "@/lib/server/billing/local-payment-method";

export const metadata: Metadata = { title: "Update payment method", robots: { index: false }, referrer: "no-referrer" };
export const dynamic = "force-dynamic";

/** Local billing only (no STRIPE_SECRET_KEY, never in production, loopback clients only): stands in for Stripe's customer portal. */
export default async function Page() {
  if (env().isProduction || env().STRIPE_SECRET_KEY || !isLoopbackClient(await headers())) notFound();
  const session = await requireMemberPage();
  const quote = await localRetryQuote(session.user.id);
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="mx-auto flex h-16 w-full max-w-3xl items-center px-4">
        <Logo />
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-12">
        <LocalPaymentMethod quote={quote} />
      </main>
    </div>
  );
}
