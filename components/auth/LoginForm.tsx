"use client";

import Link from "@/components/ui/PublicLink";
import { useEffect, useId, useRef, useState } from "react";
import { SESSION_EXPIRED_MESSAGE, api, csrfToken } from "@/lib/client/api";
import { SESSION_EXPIRED_NOTICE_KEY, SESSION_EXPIRES_AT_KEY } from "@/lib/domain/session/expiry";
import {
  LOGIN_ERRORS,
  loginOutcome,
  loginReturnTo,
  type LoginFieldErrors,
  type LoginOutcome,
  type LoginResponseBody,
} from "@/lib/domain/session/login";
import { sanitizeText, validateLoginIdentifier, validateLoginPassword } from "@/lib/domain/validation/rules";

type Field = keyof LoginFieldErrors;
type Banner = { tone: "error" | "info"; text: string } | null;
interface LoginBody {
  username: string;
  password: string;
  remember_me: boolean;
}

const failure = (message: string): LoginOutcome => ({ kind: "error", message, fieldErrors: {} });

/** POST /accounts/login/ (fallback /api/login when the first path cannot be reached or is missing). */
async function requestLogin(body: LoginBody, returnTo: string): Promise<LoginOutcome> {
  try {
    await csrfToken(); // The CSRF cookie is fetched before the login call, which needs its token.
  } catch (error) {
    return failure(error instanceof TypeError ? LOGIN_ERRORS.network : LOGIN_ERRORS.csrf);
  }
  for (const path of ["/accounts/login/", "/api/login"]) {
    try {
      const res = await api<LoginResponseBody>(path, { method: "POST", body, allowUnauthenticated: true });
      if ((res.status === 404 || res.status === 405) && path !== "/api/login") continue;
      return loginOutcome(
        { ok: res.ok, status: res.status, data: res.data, retryAfter: res.headers.get("Retry-After") },
        returnTo,
      );
    } catch (error) {
      if (error instanceof Error && error.message.includes("CSRF")) return failure(LOGIN_ERRORS.csrf);
    }
  }
  return failure(LOGIN_ERRORS.network);
}

const validators: Record<Field, (value: string) => string | null> = {
  identifier: validateLoginIdentifier,
  password: validateLoginPassword,
};

/** The login screen: username or email, password and Remember me, with the login errors under the fields. */
export function LoginForm({ returnTo }: { returnTo: string | null }) {
  const [values, setValues] = useState<Record<Field, string>>({ identifier: "", password: "" });
  const [rememberMe, setRememberMe] = useState(false);
  const [touched, setTouched] = useState<Record<Field, boolean>>({ identifier: false, password: false });
  const [serverErrors, setServerErrors] = useState<LoginFieldErrors>({});
  const [banner, setBanner] = useState<Banner>(null);
  const [busy, setBusy] = useState(false);
  const refs = { identifier: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const id = useId();

  useEffect(() => {
    // Sent here by an expired session: say so (set by the session watcher before redirecting).
    if (window.sessionStorage.getItem(SESSION_EXPIRED_NOTICE_KEY)) {
      window.sessionStorage.removeItem(SESSION_EXPIRED_NOTICE_KEY);
      setBanner({ tone: "info", text: SESSION_EXPIRED_MESSAGE });
    }
    // Back from the next page through the browser cache: un-stick the busy button.
    const onShow = (event: PageTransitionEvent) => event.persisted && setBusy(false);
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  const errorOf = (field: Field): string | null =>
    (touched[field] ? validators[field](values[field]) : null) ?? serverErrors[field] ?? null;
  const blocked = (["identifier", "password"] as const).some((f) => touched[f] && validators[f](values[f]));

  function change(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setTouched({ identifier: true, password: true });
    const invalid = (["identifier", "password"] as const).find((f) => validators[f](values[f]));
    if (invalid) {
      refs[invalid].current?.focus();
      return;
    }
    setBusy(true);
    setBanner(null);
    setServerErrors({});
    const target = loginReturnTo(returnTo, window.history.state);
    const body = { username: sanitizeText(values.identifier), password: values.password, remember_me: rememberMe };
    const outcome = await requestLogin(body, target);
    if (outcome.kind === "success") {
      if (outcome.expiresAt) window.sessionStorage.setItem(SESSION_EXPIRES_AT_KEY, outcome.expiresAt);
      window.location.assign(outcome.destination);
      return; // Stay busy while the browser leaves.
    }
    setBusy(false);
    setBanner({ tone: "error", text: outcome.message });
    setServerErrors(outcome.fieldErrors);
    const withError = (["identifier", "password"] as const).find((f) => outcome.fieldErrors[f]);
    if (withError) refs[withError].current?.focus();
  }

  const input = (field: Field, label: string, type: string, autoComplete: string) => {
    const error = errorOf(field);
    return (
      <div>
        <label htmlFor={`${id}-${field}`} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          ref={refs[field]}
          id={`${id}-${field}`}
          name={field === "identifier" ? "username" : "password"}
          type={type}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(e) => change(field, e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, [field]: true }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${field}-error` : undefined}
          className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 ${error ? "border-red-500" : "border-slate-300"}`}
        />
        {error ? (
          <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-5">
      <h1 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-slate-900">
        Log in to Your Account
      </h1>
      {banner ? (
        <div
          role="alert"
          className={`rounded-lg border px-3 py-2 text-sm ${banner.tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-amber-200 bg-amber-50 text-amber-900"}`}
        >
          {banner.text}
        </div>
      ) : null}
      {input("identifier", "Username or email", "text", "username")}
      {input("password", "Password", "password", "current-password")}
      <div className="flex items-center justify-between gap-4 text-sm">
        <label className="inline-flex items-center gap-2 text-slate-700">
          <input
            type="checkbox"
            name="remember_me"
            checked={rememberMe}
            onChange={(e) => setRememberMe(e.target.checked)}
            className="h-4 w-4 rounded border-slate-300 accent-brand-600"
          />
          Remember me
        </label>
        <Link href="/forgot-password" className="font-medium text-brand-700 hover:text-brand-600 hover:underline">
          Forgot password?
        </Link>
      </div>
      <button
        type="submit"
        disabled={busy || blocked}
        aria-busy={busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? "Logging in..." : "Login"}
      </button>
      <p className="text-center text-sm text-slate-600">
        New to IdeaForge?{" "}
        <Link href="/#pricing" className="font-medium text-brand-700 hover:text-brand-600 hover:underline">
          Create Account
        </Link>
      </p>
    </form>
  );
}
