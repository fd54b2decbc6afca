"use client";

import Link from "@/components/ui/PublicLink";
import { useId, useState } from "react";
import { formatUsd } from "@/components/landing/formatUsd";
import { EmailField } from "@/components/ui/TextField";
import { api, errorMessage } from "@/lib/client/api";
import { normaliseEmail, validateEmail } from "@/lib/domain/validation/rules";
import { pageCardClass } from "@/components/ui/Card";
import { widePrimaryButtonClass } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { linkClass } from "@/components/ui/link-styles";
import { headingClass } from "./styles";
import { FormErrorRegion } from "@/components/ui/FormAlert";

export const LOCAL_PAYMENT_FAILED = "The payment could not be completed. Please try again.";

interface Props {
  ticket: string;
  planLabel: string;
  amountUsd: number;
  interval: "month" | "once";
  /** The buyer's email when known (a logged-in user buying again): shown, not editable. */
  email: string | null;
  cancelHref: string;
}

/**
 * The local billing checkout (no payment provider configured): Pay sends a signed
 * checkout.session.completed event through the real webhook handler, then follows its success URL.
 */
export function LocalCheckout({ ticket, planLabel, amountUsd, interval, email: knownEmail, cancelHref }: Props) {
  const id = useId();
  const [email, setEmail] = useState(knownEmail ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const price = formatUsd(amountUsd);

  async function pay(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const address = normaliseEmail(email);
    const problem = validateEmail(address);
    setError(problem);
    if (problem) return;
    setBusy(true);
    let leaving = false;
    try {
      const res = await api<{ url?: string; error?: string }>("/api/dev/checkout", {
        method: "POST",
        body: { ticket, email: address },
        allowUnauthenticated: true,
      });
      if (res.ok && res.data?.url) {
        leaving = true;
        window.location.assign(res.data.url);
      } else {
        setError(errorMessage(res, LOCAL_PAYMENT_FAILED));
      }
    } catch {
      setError(LOCAL_PAYMENT_FAILED);
    } finally {
      if (!leaving) setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-md space-y-6">
      <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <strong className="font-semibold">Test checkout — no real payment.</strong> Payments are not configured on this
        server (no STRIPE_SECRET_KEY), so this page stands in for the payment provider. No card is needed and nothing is
        charged.
      </p>
      <form noValidate onSubmit={pay} aria-labelledby={`${id}-title`} className={`space-y-5 ${pageCardClass}`}>
        <div>
          <h1 id={`${id}-title`} className={headingClass}>
            Checkout
          </h1>
          <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-2 border-y border-slate-100 py-4 text-slate-700">
            <dt>Plan</dt>
            <dd className="font-semibold text-slate-900">{planLabel}</dd>
            <dt>Amount</dt>
            <dd className="font-semibold tabular-nums text-slate-900">
              {price}{" "}
              <span className="font-normal text-slate-600">{interval === "month" ? "per month" : "one-time"}</span>
            </dd>
          </dl>
          <p className="mt-2 text-sm text-slate-600">Prices in USD.</p>
        </div>
        <FormErrorRegion message={error} id={`${id}-error`} />
        <EmailField
          id={`${id}-email`}
          required
          readOnly={knownEmail !== null}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          invalid={Boolean(error)}
          describedBy={error ? `${id}-error` : undefined}
        />
        <button type="submit" disabled={busy} aria-busy={busy} className={widePrimaryButtonClass}>
          {busy ? <Spinner /> : null}
          {busy ? "Processing..." : `Pay ${price}`}
        </button>
        <p className="text-center text-sm">
          <Link href={cancelHref} className={linkClass}>
            Cancel and go back
          </Link>
        </p>
      </form>
    </div>
  );
}
