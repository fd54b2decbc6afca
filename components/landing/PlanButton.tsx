"use client";

import { useEffect, useState } from "react";
import { notify } from "@/lib/client/toast";
import type { Tier } from "@/lib/domain/billing/plans";

const INVALID_FORMAT = "Server returned an invalid response format";

class InvalidFormatError extends Error {}

/** Reads a JSON body, or throws InvalidFormatError when the server sent something else. */
async function readJson(res: Response): Promise<Record<string, unknown>> {
  if (!(res.headers.get("content-type") ?? "").includes("application/json")) throw new InvalidFormatError();
  try {
    const data: unknown = await res.json();
    if (data && typeof data === "object" && !Array.isArray(data)) return data as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new InvalidFormatError();
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value : null;
}

/** Starts Stripe Checkout for a plan: CSRF token first, then the checkout session, then redirect. */
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
      const csrf = await readJson(await fetch("/accounts/csrf/", { credentials: "same-origin", cache: "no-store" }));
      const res = await fetch("/accounts/create-checkout-session/", {
        method: "POST",
        credentials: "same-origin",
        headers: {
          "Content-Type": "application/json",
          "X-CSRFToken": text(csrf.csrfToken) ?? "",
          "X-Requested-With": "XMLHttpRequest",
        },
        body: JSON.stringify({ tier }),
      });
      const data = await readJson(res);
      const url = text(data.url);
      if (!res.ok || !url) {
        notify.error(text(data.error) ?? text(data.detail) ?? `Failed to process subscription (${res.status})`);
        return;
      }
      redirecting = true;
      window.location.assign(url);
    } catch (error) {
      notify.error(
        error instanceof InvalidFormatError
          ? INVALID_FORMAT
          : "Failed to process subscription. Please check your connection and try again.",
      );
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
