"use client";

import { useId, useRef, useState } from "react";
import { EmailField } from "@/components/ui/TextField";
import { api, errorMessage, type ApiResult } from "@/lib/client/api";
import { normaliseEmail, validateEmail } from "@/lib/domain/validation/rules";
import type { PaymentSessionDetails } from "./PaymentSuccess";
import { widePrimaryButtonClass } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { headingClass } from "./styles";
import { FormErrorRegion } from "@/components/ui/FormAlert";

/** The error as the user reads it when the confirmation could not be sent. */
export const CONFIRM_FAILED = "Failed to confirm email";

interface ConfirmResponse {
  success?: boolean;
  debug_link?: string;
  error?: string;
  already_used?: boolean;
}

/** POST /accounts/confirm-payment-email/, and its fallback path when the first cannot be reached. */
async function postConfirmation(body: { sessionId: string; email: string }): Promise<ApiResult<ConfirmResponse>> {
  try {
    return await api<ConfirmResponse>("/accounts/confirm-payment-email/", {
      method: "POST",
      body,
      allowUnauthenticated: true,
    });
  } catch {
    return api<ConfirmResponse>("/api/confirm-payment-email", { method: "POST", body, allowUnauthenticated: true });
  }
}

interface Props {
  sessionId: string;
  details: PaymentSessionDetails;
  onConfirmed: (email: string) => void;
  onAlreadyUsed: () => void;
}

/**
 * The buyer typed the email once at checkout and confirms it here, once: the server mails the
 * account setup link only when it matches the checkout's.
 */
export function ConfirmPaymentEmail({ sessionId, details, onConfirmed, onAlreadyUsed }: Props) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const typed = normaliseEmail(email);
    const problem = validateEmail(typed);
    if (problem) {
      setError(problem);
      emailRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    let leaving = false;
    try {
      const res = await postConfirmation({ sessionId, email: typed });
      if (res.ok && res.data?.success) {
        leaving = true;
        if (res.data.debug_link) window.location.assign(res.data.debug_link);
        else onConfirmed(typed);
      } else if (res.data?.already_used) {
        leaving = true;
        onAlreadyUsed();
      } else {
        setError(errorMessage(res, CONFIRM_FAILED));
      }
    } catch {
      setError(CONFIRM_FAILED);
    } finally {
      if (!leaving) setBusy(false);
    }
  }

  const describedBy = error ? `${id}-error` : `${id}-hint`;
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-5">
      <div className="space-y-2">
        <h1 id={`${id}-title`} className={headingClass}>
          Confirm Your Email
        </h1>
        <p className="text-slate-600">
          Thank you for your payment. Your plan:{" "}
          <strong className="font-semibold text-slate-900">{details.tier}</strong>
        </p>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          Enter once more the email address you typed at checkout ({details.email}). Once it matches, we send the link
          to set up your account there.
        </p>
      </div>
      <FormErrorRegion message={error} id={`${id}-error`} />
      {/* The error shows once, in the alert above; the fields point to it. */}
      <EmailField
        ref={emailRef}
        id={`${id}-email`}
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        invalid={Boolean(error)}
        describedBy={describedBy}
      />
      <button type="submit" disabled={busy} aria-busy={busy} className={widePrimaryButtonClass}>
        {busy ? <Spinner /> : null}
        {busy ? "Confirming..." : "Confirm Email"}
      </button>
    </form>
  );
}
