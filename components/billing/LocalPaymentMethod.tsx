"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { api, errorMessage } from "@/lib/client/api";
import type { LocalRetryQuote } from "@/lib/contracts/billing";
import { formatAmount } from "@/components/account/format";
import { LOCAL_PAYMENT_FAILED } from "./LocalCheckout";
import { pageCardClass } from "@/components/ui/Card";
import { widePrimaryButtonClass } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { linkClass } from "@/components/ui/link-styles";
import { headingClass } from "./styles";
import { FormErrorRegion } from "@/components/ui/FormAlert";

/**
 * Local billing's stand-in for the payment provider's 'update payment method' page: saving the
 * card retries the unpaid invoice through the real webhook, then goes back to the account.
 */
export function LocalPaymentMethod({ quote }: { quote: LocalRetryQuote | null }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const res = await api<{ url?: string; error?: string }>("/api/dev/payment-method", { method: "POST" });
      if (res.ok && res.data?.url) return window.location.assign(res.data.url);
      setError(errorMessage(res, LOCAL_PAYMENT_FAILED));
    } catch {
      setError(LOCAL_PAYMENT_FAILED);
    }
    setBusy(false);
  }

  return (
    <div className="mx-auto max-w-md space-y-6">
      <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <strong className="font-semibold">Test payment method — no real card.</strong> Payments are not configured on
        this server (no STRIPE_SECRET_KEY), so this page stands in for the payment provider. Saving retries the unpaid
        invoice; nothing is charged.
      </p>
      <form noValidate onSubmit={save} aria-labelledby={`${id}-title`} className={`space-y-5 ${pageCardClass}`}>
        <h1 id={`${id}-title`} className={headingClass}>
          Update payment method
        </h1>
        {quote ? (
          <dl className="grid grid-cols-[1fr_auto] gap-y-2 border-y border-slate-100 py-4 text-slate-700">
            <dt>Plan</dt>
            <dd className="font-semibold text-slate-900">{quote.planLabel}</dd>
            {quote.invoiceNumber ? (
              <>
                <dt>Invoice</dt>
                <dd className="font-semibold text-slate-900">{quote.invoiceNumber}</dd>
              </>
            ) : null}
            <dt>Amount due</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{formatAmount(quote.amountCents / 100)}</dd>
          </dl>
        ) : (
          <p className="text-slate-700">Your payments are up to date: there is nothing to retry.</p>
        )}
        <FormErrorRegion message={error} />
        {quote ? (
          <button type="submit" disabled={busy} aria-busy={busy} className={widePrimaryButtonClass}>
            {busy ? <Spinner /> : null}
            {busy ? "Processing..." : "Save card and retry payment"}
          </button>
        ) : null}
        <p className="text-center text-sm">
          <Link href="/account" className={linkClass}>
            Back to your account
          </Link>
        </p>
      </form>
    </div>
  );
}
