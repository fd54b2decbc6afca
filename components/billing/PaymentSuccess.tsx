"use client";

import Link from "@/components/ui/PublicLink";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { api } from "@/lib/client/api";
import { ConfirmPaymentEmail } from "./ConfirmPaymentEmail";
import { pageCardClass } from "@/components/ui/Card";
import { widePrimaryButtonClass } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { Spinner } from "@/components/ui/Spinner";
import { linkClass } from "@/components/ui/link-styles";
import { headingClass } from "./styles";

/** Loading the payment's details is retried up to 4 times, 2 s apart, before the failure shows. */
export const PAYMENT_DETAILS_FAILED = "Failed to load your payment details. Please contact support.";
export const DETAILS_RETRY_MS = 2000;
export const DETAILS_MAX_RETRIES = 4;

/** GET /accounts/session-details/{sessionId}/ (the email comes masked). */
export interface PaymentSessionDetails {
  email: string;
  tier: string;
  already_used: boolean;
}

type State =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "confirm"; details: PaymentSessionDetails }
  | { kind: "done"; email: string };

/** The details, or null while the webhook has not recorded the checkout yet (404) or on any failure. */
async function fetchDetails(sessionId: string, signal: AbortSignal): Promise<PaymentSessionDetails | null> {
  try {
    const res = await api<PaymentSessionDetails>(`/accounts/session-details/${encodeURIComponent(sessionId)}/`, {
      allowUnauthenticated: true,
      signal,
    });
    return res.ok && res.data && typeof res.data.tier === "string" ? res.data : null;
  } catch {
    return null;
  }
}

/**
 * /payment-success: loads the payment, then asks the buyer to confirm, once, the email typed at
 * checkout (which mails the setup link), then thanks the buyer. A payment already confirmed or used goes to /.
 */
export function PaymentSuccess({ sessionId }: { sessionId: string }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    let timer: number | undefined;
    async function attempt(retry: number) {
      const details = await fetchDetails(sessionId, controller.signal);
      if (controller.signal.aborted) return;
      if (details?.already_used) router.replace("/");
      else if (details) setState({ kind: "confirm", details });
      else if (retry >= DETAILS_MAX_RETRIES) setState({ kind: "failed" });
      else timer = window.setTimeout(() => void attempt(retry + 1), DETAILS_RETRY_MS);
    }
    void attempt(0);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [sessionId, router]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <div className={`mx-auto max-w-md ${pageCardClass}`}>
        {state.kind === "loading" ? <Loading /> : null}
        {state.kind === "failed" ? <Failed /> : null}
        {state.kind === "confirm" ? (
          <ConfirmPaymentEmail
            sessionId={sessionId}
            details={state.details}
            onAlreadyUsed={() => router.replace("/")}
            onConfirmed={(email) => setState({ kind: "done", email })}
          />
        ) : null}
        {state.kind === "done" ? <ThankYou email={state.email} /> : null}
      </div>
    </div>
  );
}

function Loading() {
  return (
    <section aria-labelledby="payment-loading-title" className="space-y-4">
      <h1 id="payment-loading-title" className={headingClass}>
        Payment received
      </h1>
      <p role="status" className="flex items-center gap-3 text-slate-600">
        <Spinner className="h-5 w-5 text-brand-600" />
        Loading your payment details...
      </p>
    </section>
  );
}

function Failed() {
  return (
    <section aria-labelledby="payment-failed-title" className="space-y-4">
      <h1 id="payment-failed-title" className={headingClass}>
        We could not load your payment
      </h1>
      <FormAlert message={PAYMENT_DETAILS_FAILED} />
      <p className="text-sm text-slate-600">
        Your payment is safe. Write to us through the{" "}
        <Link href="/support" className={linkClass}>
          support page
        </Link>{" "}
        and we will send your setup link.
      </p>
    </section>
  );
}

function ThankYou({ email }: { email: string }) {
  return (
    <section aria-labelledby="payment-thanks-title" className="space-y-4">
      <h1 id="payment-thanks-title" className={headingClass}>
        Thank You for Your Payment!
      </h1>
      <div role="status" className="space-y-2 text-slate-700">
        <p>
          We sent an email with setup instructions to <strong className="font-semibold text-slate-900">{email}</strong>.
        </p>
        <p className="text-sm text-slate-600">
          Open the link in it to choose your username and password. It works once and expires in 3 days. If it does not
          arrive within a few minutes, check your spam folder.
        </p>
      </div>
      <Link href="/" className={widePrimaryButtonClass}>
        Return to Home
      </Link>
    </section>
  );
}
