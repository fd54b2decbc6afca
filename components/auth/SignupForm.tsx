"use client";

import Link from "@/components/ui/PublicLink";
import { useEffect, useState } from "react";
import { logout } from "@/components/auth/use-logout";
import { AccountSetupForm } from "@/components/billing/AccountSetupForm";
import { widePrimaryButtonClass } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { Spinner } from "@/components/ui/Spinner";
import { headingClass } from "@/components/billing/styles";
import { api } from "@/lib/client/api";

/** What the account-setup page says when its emailed token is missing, invalid or cannot be checked, or setup cannot start. */
export const MISSING_TOKEN_MESSAGE = "No setup token found in URL. Please use the link from your email.";
export const INVALID_TOKEN_MESSAGE = "Invalid or expired token";
export const TOKEN_CHECK_FAILED = "Failed to validate token";
export const LOGOUT_BEFORE_SETUP_FAILED = "Unable to proceed with account setup. Please try again.";

interface TokenCheckResponse {
  valid?: boolean;
  email?: string;
  tier?: string;
  error?: string;
  used?: boolean;
}

type Phase =
  | { kind: "loading" }
  | { kind: "invalid"; message: string }
  | { kind: "used"; message: string }
  | { kind: "blocked"; message: string }
  | { kind: "form"; email: string; tier: string };

async function checkToken(token: string): Promise<Phase> {
  try {
    const res = await api<TokenCheckResponse>(`/accounts/verify-setup-token/${encodeURIComponent(token)}/`, {
      allowUnauthenticated: true,
    });
    const data = res.data;
    if (res.ok && data?.valid && data.email && data.tier) return { kind: "form", email: data.email, tier: data.tier };
    if (data?.used) return { kind: "used", message: data.error || INVALID_TOKEN_MESSAGE };
    if (res.status === 400 || data?.valid === false)
      return { kind: "invalid", message: data?.error || INVALID_TOKEN_MESSAGE };
    return { kind: "invalid", message: TOKEN_CHECK_FAILED };
  } catch {
    return { kind: "invalid", message: TOKEN_CHECK_FAILED };
  }
}

/**
 * /signup?token=...: account setup from the emailed link. When the server says so (a logged-in
 * visitor holding a usable link) the visitor is logged out first; then the link is checked, then
 * the form creates the account and signs the new user in.
 */
export function SignupForm({ token, logOutFirst }: { token: string; logOutFirst: boolean }) {
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    (async () => {
      if (logOutFirst && !(await logout({ redirect: false }))) {
        if (!cancelled) setPhase({ kind: "blocked", message: LOGOUT_BEFORE_SETUP_FAILED });
        return;
      }
      const next = await checkToken(token);
      if (!cancelled) setPhase(next);
    })();
    return () => {
      cancelled = true;
    };
  }, [token, logOutFirst]);

  if (!token) return <Problem title="Invalid Setup Link" message={MISSING_TOKEN_MESSAGE} />;
  if (phase.kind === "invalid") return <Problem title="Invalid Setup Link" message={phase.message} />;
  if (phase.kind === "used") return <AlreadySetUp message={phase.message} />;
  if (phase.kind === "blocked") return <Problem title="Account Setup" message={phase.message} retry />;
  if (phase.kind === "form") return <AccountSetupForm token={token} email={phase.email} tier={phase.tier} />;
  return (
    <section aria-labelledby="signup-loading-title" className="space-y-4">
      <h1 id="signup-loading-title" className={headingClass}>
        Create Your Account
      </h1>
      <p role="status" className="flex items-center gap-3 text-slate-600">
        <Spinner className="h-5 w-5 text-brand-600" />
        Setting up your account...
      </p>
    </section>
  );
}

/** A used setup link: the account exists, so the way on is to log in (or reset a forgotten password). */
function AlreadySetUp({ message }: { message: string }) {
  return (
    <section aria-labelledby="signup-used-title" className="space-y-4">
      <h1 id="signup-used-title" className={headingClass}>
        Your Account Is Ready
      </h1>
      <FormAlert message={message} tone="success" />
      <p className="text-sm text-slate-700">Log in with the username or email and password you chose.</p>
      <Link href="/login" className={widePrimaryButtonClass}>
        Log in
      </Link>
      <Link href="/forgot-password" className="block text-center text-sm font-medium text-brand-700 hover:underline">
        Forgot password
      </Link>
    </section>
  );
}

function Problem({ title, message, retry = false }: { title: string; message: string; retry?: boolean }) {
  return (
    <section aria-labelledby="signup-problem-title" className="space-y-4">
      <h1 id="signup-problem-title" className={headingClass}>
        {title}
      </h1>
      <FormAlert message={message} />
      {retry ? (
        <button type="button" onClick={() => window.location.reload()} className={widePrimaryButtonClass}>
          Try Again
        </button>
      ) : null}
      <Link
        href="/"
        className={
          retry ? "block text-center text-sm font-medium text-brand-700 hover:underline" : widePrimaryButtonClass
        }
      >
        Return to Home
      </Link>
    </section>
  );
}
