"use client";

import Link from "@/components/ui/PublicLink";
import { useEffect, useState } from "react";
import type { VerifySessionResponse } from "@/lib/contracts/accounts";
import { SOCIAL_ERROR_NO_ACCOUNT } from "@/lib/auth/social/callback-url";
import { api, type ApiResult } from "@/lib/client/api";
import { DEFAULT_AFTER_LOGIN, safeReturnTo } from "@/lib/domain/access/routes";
import { TWO_FACTOR_LOGIN_PATH } from "@/lib/domain/validation/account-security-rules";

/**
 * The social sign-in callback (5 retries 2 s apart, then 3 s before /login). The server has already opened the session when the provider sent the
 * browser here; this page confirms it: one check, then up to 5 more, 2 seconds apart.
 */
export const CALLBACK_MESSAGES = {
  missing: "Authentication information is missing",
  failed: "Failed to verify authentication after multiple attempts",
  noAccount: "No IdeaForge account uses this email. Accounts are created after purchase.",
  verifying: "Completing sign-in...",
} as const;
export const CALLBACK_RETRIES = 5;
export const CALLBACK_RETRY_MS = 2_000;
export const CALLBACK_REDIRECT_MS = 3_000;

type State = { kind: "verifying" } | { kind: "missing" } | { kind: "failed"; message: string };

export interface AuthCallbackProps {
  provider: string | null;
  error: string | null;
  /** Where the server asked to go first (device verification), else /projects. */
  next: string | null;
}

/** GET /accounts/verify-session/, falling back to /api/verify-session when that one fails to answer or answers 404. */
async function checkSession(): Promise<boolean> {
  for (const path of ["/accounts/verify-session/", "/api/verify-session"]) {
    let res: ApiResult<VerifySessionResponse>;
    try {
      res = await api<VerifySessionResponse>(path, { allowUnauthenticated: true });
    } catch {
      continue; // network failure: try the fallback
    }
    if (res.status === 404 && path !== "/api/verify-session") continue;
    return res.ok && res.data?.authenticated === true;
  }
  return false;
}

function initialState({ provider, error }: AuthCallbackProps): State {
  if (error)
    return {
      kind: "failed",
      message: error === SOCIAL_ERROR_NO_ACCOUNT ? CALLBACK_MESSAGES.noAccount : CALLBACK_MESSAGES.failed,
    };
  if (!provider) return { kind: "missing" };
  return { kind: "verifying" };
}

export function AuthCallback(props: AuthCallbackProps) {
  const [state, setState] = useState<State>(() => initialState(props));
  const { provider, error, next } = props;

  useEffect(() => {
    if (error || !provider) return;
    // Two-factor on: no session yet; the login page asks for the code that opens it.
    if (next === TWO_FACTOR_LOGIN_PATH) {
      window.location.assign(TWO_FACTOR_LOGIN_PATH);
      return;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async (retriesLeft: number) => {
      const ok = await checkSession();
      if (cancelled) return;
      if (ok) {
        window.location.assign(safeReturnTo(next, DEFAULT_AFTER_LOGIN));
      } else if (retriesLeft > 0) {
        timer = setTimeout(() => void attempt(retriesLeft - 1), CALLBACK_RETRY_MS);
      } else {
        setState({ kind: "failed", message: CALLBACK_MESSAGES.failed });
      }
    };
    void attempt(CALLBACK_RETRIES);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [provider, error, next]);

  useEffect(() => {
    if (state.kind !== "failed") return;
    // A full page load, like every move across the login boundary (cookies and server guards re-read).
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    const timer = setTimeout(() => window.location.assign("/login"), CALLBACK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.kind]);

  return (
    <section
      aria-labelledby="callback-title"
      className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
    >
      <h1 id="callback-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        {state.kind === "verifying" ? "Signing you in..." : "Sign-in did not complete"}
      </h1>
      {state.kind === "verifying" ? (
        <div role="status" className="mt-6 flex flex-col items-center gap-4 text-slate-600">
          <span
            aria-hidden="true"
            className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
          />
          <p>{CALLBACK_MESSAGES.verifying}</p>
        </div>
      ) : (
        <div className="mt-6 space-y-4">
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {state.kind === "missing" ? CALLBACK_MESSAGES.missing : state.message}
          </p>
          {state.kind === "failed" ? (
            <p className="text-sm text-slate-600">Taking you back to the login page...</p>
          ) : null}
          <Link
            href="/login"
            className="inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-brand-700"
          >
            Back to login
          </Link>
        </div>
      )}
    </section>
  );
}
