"use client";

import { useId, useState, useSyncExternalStore } from "react";
import type { UpdatePaymentMethodResponse } from "@/lib/contracts/billing";
import { api, errorMessage } from "@/lib/client/api";
import { formatDate } from "@/components/account/format";
import { Spinner } from "@/components/ui/Spinner";

export const GRACE_BANNER_TITLE = "Your last payment failed";
export const PAYMENT_PAGE_FAILED = "Failed to open the payment page. Please try again.";

const noSubscription = () => () => undefined;

/**
 * On every app page while a payment has failed (grace period): until when access lasts, and
 * 'Update payment method', which opens the payment provider's page (or the local one).
 */
export function GraceBanner({ graceEndsAt }: { graceEndsAt: string | null }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Dates are written in the browser's time zone, so only once in the browser.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const until = inBrowser ? formatDate(graceEndsAt) : null;

  async function openPaymentPage() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const res = await api<UpdatePaymentMethodResponse>("/accounts/update-payment-method/", { method: "POST" });
      if (res.ok && res.data?.url) return window.location.assign(res.data.url);
      setError(errorMessage(res, PAYMENT_PAGE_FAILED));
    } catch {
      setError(PAYMENT_PAGE_FAILED);
    }
    setBusy(false);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
        <div className="min-w-0 flex-1 basis-72">
          <h2 id={`${id}-title`} className="font-semibold">
            {GRACE_BANNER_TITLE}
          </h2>
          <p className="text-sm">
            {until ? `You keep access until ${until}.` : "You keep access for now."} Update your payment method to keep
            your plan.
          </p>
          <div aria-live="assertive">
            {error ? (
              <p role="alert" className="mt-1 text-sm font-medium text-red-800">
                {error}
              </p>
            ) : null}
          </div>
        </div>
        <button
          type="button"
          onClick={openPaymentPage}
          disabled={busy}
          aria-busy={busy}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-amber-900 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-amber-950 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? <Spinner /> : null}
          Update payment method
        </button>
      </div>
    </section>
  );
}
