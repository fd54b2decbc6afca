"use client";

import { useState } from "react";
import { csrfToken } from "@/lib/client/api";
import type { EmailChangeResponse } from "@/lib/contracts/accounts";
import { TOKEN_INVALID } from "@/lib/domain/validation/account-security-rules";
import { primaryButtonClass } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { Spinner } from "@/components/ui/Spinner";
import Link from "@/components/ui/PublicLink";
import { send } from "./shared";

export const CONFIRM_EMAIL_FAILED = "The email could not be confirmed. Please try again.";

/**
 * The page of the link sent to a new address. Nothing changes on opening it (mail scanners open
 * links): the button confirms.
 */
export function ConfirmEmailChange({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: "error" | "success"; text: string } | null>(
    token ? null : { tone: "error", text: TOKEN_INVALID },
  );

  async function confirm() {
    setBusy(true);
    try {
      await csrfToken();
    } catch {
      setResult({ tone: "error", text: CONFIRM_EMAIL_FAILED });
      setBusy(false);
      return;
    }
    const sent = await send<EmailChangeResponse>("/accounts/confirm-email-change/", { token }, CONFIRM_EMAIL_FAILED);
    setResult(sent.ok ? { tone: "success", text: sent.data!.message } : { tone: "error", text: sent.error! });
    setBusy(false);
  }

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Confirm your new email</h1>
      <div aria-live="polite">{result ? <FormAlert message={result.text} tone={result.tone} /> : null}</div>
      {result?.tone === "success" ? (
        <Link href="/account" className={primaryButtonClass}>
          Go to your account
        </Link>
      ) : result?.text === TOKEN_INVALID ? (
        // A used or expired link cannot work again: a new one is asked for from the account page.
        <p className="text-sm text-slate-700">
          <Link href="/account" className="font-semibold text-brand-700 hover:text-brand-900">
            Go to your account
          </Link>{" "}
          to ask for a new link.
        </p>
      ) : token ? (
        // Also after a failure that was not the link's (a lost connection): the user tries again.
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={busy}
          aria-busy={busy}
          className={primaryButtonClass}
        >
          {busy ? <Spinner /> : null}
          Confirm new email
        </button>
      ) : null}
    </div>
  );
}
