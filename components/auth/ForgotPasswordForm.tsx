"use client";

import { useId, useRef, useState } from "react";
import { FormAlert, FormErrorRegion } from "@/components/ui/FormAlert";
import { EmailField } from "@/components/ui/TextField";
import { api, errorMessage } from "@/lib/client/api";
import { normaliseEmail, validateEmail } from "@/lib/domain/validation/rules";
import { LoginLink } from "./LoginLink";

/** The forgot-password form's errors, as the user reads them. */
export const FORGOT_PASSWORD_ERRORS = {
  tooMany: "Too many password reset attempts. Please try again later.",
  invalidEmail: "Invalid email address. Please check and try again.",
  generic: "An error occurred. Please try again.",
} as const;

export const resetSentMessage = (email: string) =>
  `If an account exists for ${email}, you will receive password reset instructions.`;

interface ResetRequestResponse {
  success?: boolean;
  message?: string;
  error?: string;
}

type Outcome = { kind: "sent"; message: string } | { kind: "error"; message: string };

async function sendResetRequest(email: string): Promise<Outcome> {
  try {
    const res = await api<ResetRequestResponse>("/accounts/reset-password-request/", {
      method: "POST",
      body: { email },
      allowUnauthenticated: true,
    });
    if (res.ok) return { kind: "sent", message: resetSentMessage(email) };
    if (res.status === 429) return { kind: "error", message: FORGOT_PASSWORD_ERRORS.tooMany };
    if (res.status === 400) return { kind: "error", message: FORGOT_PASSWORD_ERRORS.invalidEmail };
    return { kind: "error", message: errorMessage(res, FORGOT_PASSWORD_ERRORS.generic) };
  } catch {
    return { kind: "error", message: FORGOT_PASSWORD_ERRORS.generic };
  }
}

/** Forgot password: an email field and 'Send Reset Link'. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const fieldError = touched ? validateEmail(email) : null;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setTouched(true);
    const normalised = normaliseEmail(email);
    if (validateEmail(normalised)) {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setOutcome(null);
    const result = await sendResetRequest(normalised);
    setBusy(false);
    setOutcome(result);
    if (result.kind === "error") inputRef.current?.focus();
  }

  if (outcome?.kind === "sent") {
    return (
      <section aria-labelledby={`${id}-title`} className="space-y-5">
        <h1 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-slate-900">
          Check your email
        </h1>
        <FormAlert tone="success" message={outcome.message} />
        <LoginLink />
      </section>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-5">
      <div>
        <h1 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-slate-900">
          Forgot Password
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          Enter the email address of your account and we will send you a link to reset your password.
        </p>
      </div>
      <FormErrorRegion message={outcome?.kind === "error" ? outcome.message : null} />
      <EmailField
        ref={inputRef}
        id={`${id}-email`}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => setTouched(email !== "" || touched)}
        error={fieldError}
      />
      <button
        type="submit"
        disabled={busy || fieldError !== null}
        aria-busy={busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? "Sending..." : "Send Reset Link"}
      </button>
      <LoginLink lead="Remembered it?" />
    </form>
  );
}
