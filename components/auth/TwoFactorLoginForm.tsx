"use client";

import Link from "@/components/ui/PublicLink";
import { useId, useRef, useState } from "react";
import { api, csrfToken, errorMessage } from "@/lib/client/api";
import { SESSION_EXPIRES_AT_KEY } from "@/lib/domain/session/expiry";
import { loginDestination, loginReturnTo } from "@/lib/domain/session/login";
import { CODE_PATTERN, CODE_REQUIRED, normaliseCode } from "@/lib/domain/validation/account-security-rules";

export const TWO_FACTOR_FAILED = "The code could not be checked. Please try again.";

/**
 * The second step of a sign-in with two-factor on (after the password or a social provider): the
 * 6-digit code from the authenticator app, or one of the recovery codes.
 */
export function TwoFactorLoginForm({ returnTo }: { returnTo: string | null }) {
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const typed = normaliseCode(code);
    if (!CODE_PATTERN.test(typed)) {
      setError(CODE_REQUIRED);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await csrfToken();
      const res = await api<{ expires_at?: string; redirect_to?: string; error?: string }>(
        "/accounts/login/two-factor/",
        { method: "POST", body: { code: typed }, allowUnauthenticated: true },
      );
      if (res.ok) {
        if (res.data?.expires_at) window.sessionStorage.setItem(SESSION_EXPIRES_AT_KEY, res.data.expires_at);
        window.location.assign(loginDestination(res.data?.redirect_to, loginReturnTo(returnTo, null)));
        return;
      }
      setError(errorMessage(res, TWO_FACTOR_FAILED));
    } catch {
      setError(TWO_FACTOR_FAILED);
    }
    setBusy(false);
    setCode("");
    input.current?.focus();
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-5">
      <h1 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-slate-900">
        Two-factor sign-in
      </h1>
      <p className="text-sm text-slate-700">
        Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes.
      </p>
      {error ? (
        <div
          id={`${id}-error`}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {error}
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-code`} className="block text-sm font-medium text-slate-800">
          Authentication code
        </label>
        <input
          ref={input}
          id={`${id}-code`}
          name="code"
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={24}
          // The refusal is the field's description, as on the password step.
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-lg tracking-widest text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? "Checking..." : "Verify"}
      </button>
      <p className="text-center text-sm text-slate-600">
        <Link href="/login" className="font-medium text-brand-700 hover:text-brand-600 hover:underline">
          Start over
        </Link>
      </p>
    </form>
  );
}
