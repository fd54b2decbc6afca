"use client";

import Link from "@/components/ui/PublicLink";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { TextField } from "@/components/ui/TextField";
import { api, errorMessage } from "@/lib/client/api";
import {
  PASSWORD_OK_MESSAGE,
  PASSWORDS_MATCH_MESSAGE,
  passwordChecklist,
  validateConfirmation,
  validatePassword,
} from "@/lib/domain/validation/rules";
import { FormErrorRegion } from "@/components/ui/FormAlert";
import { LoginLink } from "./LoginLink";

export const RESET_SUCCESS_MESSAGE = "Your password has been reset successfully!";
/** After a successful reset the page goes to /login after 3 s. */
export const REDIRECT_AFTER_RESET_MS = 3000;
const GENERIC_ERROR = "An error occurred. Please try again.";

type State = "form" | "invalid" | "success";
type Field = "password" | "confirm";

interface ConfirmResponse {
  success?: boolean;
  error?: string;
  invalid_link?: boolean;
}

/**
 * Reset password from an emailed link. `linkValid` comes from the server's check
 * when the page was opened; the server says again on submit (invalid_link).
 */
export function ResetPasswordForm({ uidb64, token, linkValid }: { uidb64: string; token: string; linkValid: boolean }) {
  const [state, setState] = useState<State>(uidb64 && token && linkValid ? "form" : "invalid");
  const router = useRouter();

  useEffect(() => {
    if (state !== "success") return;
    const timer = window.setTimeout(() => router.push("/login"), REDIRECT_AFTER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [state, router]);

  if (state === "invalid") return <InvalidLink />;
  if (state === "success") return <ResetDone />;
  return <NewPasswordForm uidb64={uidb64} token={token} onDone={setState} />;
}

function InvalidLink() {
  return (
    <section aria-labelledby="reset-invalid-title" className="space-y-4">
      <h1 id="reset-invalid-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        Invalid or expired link
      </h1>
      <p role="alert" className="text-slate-600">
        This password reset link is invalid or has expired. A link works only once and only for a limited time.
      </p>
      <Link
        href="/forgot-password"
        className="inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
      >
        Request a new reset link
      </Link>
      <LoginLink />
    </section>
  );
}

function ResetDone() {
  return (
    <section aria-labelledby="reset-done-title" className="space-y-4">
      <h1 id="reset-done-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        Password reset
      </h1>
      <div role="status" className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
        <p className="font-medium">{RESET_SUCCESS_MESSAGE}</p>
        <p>Redirecting to login...</p>
      </div>
      <LoginLink label="Go to login now" />
    </section>
  );
}

function NewPasswordForm({ uidb64, token, onDone }: { uidb64: string; token: string; onDone: (state: State) => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ password: "", confirm: "" });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ password: false, confirm: false });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const focus = (field: Field) => (field === "password" ? passwordRef : confirmRef).current?.focus();
  const id = useId();

  const checks = {
    password: () => validatePassword(values.password),
    confirm: () => validateConfirmation(values.password, values.confirm, { context: "settings" }),
  };
  const passwordError = touched.password ? checks.password() : null;
  const confirmError = touched.confirm || values.confirm ? checks.confirm() : null;
  const confirmOk = values.confirm !== "" && confirmError === null;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setTouched({ password: true, confirm: true });
    const invalid = (["password", "confirm"] as const).find((f) => checks[f]());
    if (invalid) return focus(invalid);
    setBusy(true);
    setError(null);
    const query = new URLSearchParams({ uidb64, token });
    try {
      const res = await api<ConfirmResponse>(`/accounts/password-reset-confirm/?${query}`, {
        method: "POST",
        body: { new_password: values.password },
        allowUnauthenticated: true,
      });
      if (res.ok) return onDone("success");
      if (res.data?.invalid_link) return onDone("invalid");
      setError(errorMessage(res, GENERIC_ERROR));
    } catch {
      setError(GENERIC_ERROR);
    }
    setBusy(false);
    focus("password");
  }

  const checklist = passwordChecklist(values.password);
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-5">
      <div>
        <h1 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-slate-900">
          Reset Password
        </h1>
        <p className="mt-2 text-sm text-slate-600">Choose a new password for your account.</p>
      </div>
      <FormErrorRegion message={error} />
      <TextField
        ref={passwordRef}
        id={`${id}-password`}
        label="New password"
        name="new_password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        onBlur={() => setTouched((t) => ({ ...t, password: t.password || values.password !== "" }))}
        error={passwordError}
        describedBy={`${id}-password-rules`}
      >
        <ul id={`${id}-password-rules`} aria-label="Password requirements" className="mt-2 space-y-1 text-sm">
          {checklist.every((r) => r.met) ? (
            <li className="text-green-700">✓ {PASSWORD_OK_MESSAGE}</li>
          ) : (
            checklist.map((r) => (
              <li key={r.rule} className={r.met ? "text-green-700" : "text-slate-600"}>
                <span aria-hidden="true">{r.met ? "✓" : "○"}</span> {r.message}
                <span className="sr-only">{r.met ? " (met)" : " (not met)"}</span>
              </li>
            ))
          )}
        </ul>
      </TextField>
      <TextField
        ref={confirmRef}
        id={`${id}-confirm`}
        label="Confirm new password"
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(e) => setValues((v) => ({ ...v, confirm: e.target.value }))}
        onBlur={() => setTouched((t) => ({ ...t, confirm: t.confirm || values.confirm !== "" }))}
        error={confirmError}
        success={confirmOk ? PASSWORDS_MATCH_MESSAGE : null}
      />
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? "Resetting..." : "Reset Password"}
      </button>
    </form>
  );
}
