"use client";

import { useEffect, useState } from "react";
import {
  CHECKOUT_NETWORK_FAILED,
  INVALID_RESPONSE_FORMAT,
  checkoutFailed,
} from "@/components/billing/checkout-messages";
import { api } from "@/lib/client/api";
import { notify } from "@/lib/client/toast";
import type { Tier } from "@/lib/domain/billing/plans";

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value : null;
}

/** Starts Stripe Checkout for a plan: the checkout session (through the app's client, CSRF included), then redirect. */
export function PlanButton({ tier, label, featured = false }: { tier: Tier; label: string; featured?: boolean }) {
  const [busy, setBusy] = useState(false);

  // Coming back with the browser's Back button restores the page from the cache: un-stick the spinner.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  async function checkout() {
    if (busy) return;
    setBusy(true);
    let redirecting = false;
    try {
      // A guest may buy a plan: a 401 here is no expired session.
      const res = await api<Record<string, unknown>>("/accounts/create-checkout-session/", {
        method: "POST",
        body: { tier },
        allowUnauthenticated: true,
      });
      const data = res.data;
      if (!data || typeof data !== "object" || Array.isArray(data)) {
        notify.error(INVALID_RESPONSE_FORMAT);
        return;
      }
      const url = text(data.url);
      if (!res.ok || !url) {
        notify.error(text(data.error) ?? text(data.detail) ?? checkoutFailed(res.status));
        return;
      }
      redirecting = true;
      window.location.assign(url);
    } catch {
      notify.error(CHECKOUT_NETWORK_FAILED);
    } finally {
      if (!redirecting) setBusy(false);
    }
  }

  const style = featured
    ? "bg-brand-600 text-white hover:bg-brand-700"
    : "bg-white text-brand-700 ring-1 ring-inset ring-brand-600 hover:bg-brand-50";

  return (
    <button
      type="button"
      onClick={checkout}
      disabled={busy}
      aria-busy={busy}
      className={`inline-flex w-full items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold shadow-sm transition-colors disabled:cursor-wait disabled:opacity-80 ${style}`}
    >
      <span
        aria-hidden="true"
        className={`h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent ${busy ? "" : "hidden"}`}
      />
      {label}
      {busy ? <span className="sr-only"> (processing)</span> : null}
    </button>
  );
}
