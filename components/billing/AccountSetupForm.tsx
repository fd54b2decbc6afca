"use client";

import { useEffect, useId, useRef, useState } from "react";
import { TextField } from "@/components/ui/TextField";
import { api, errorMessage } from "@/lib/client/api";
import { SESSION_EXPIRES_AT_KEY } from "@/lib/domain/session/expiry";
import {
  MIN_SIGNUP_STRENGTH,
  passwordStrength,
  validateConfirmation,
  validateSignupPassword,
  validateUsername,
} from "@/lib/domain/validation/rules";
import { PasswordStrength } from "./PasswordStrength";
import { widePrimaryButtonClass } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { headingClass } from "./styles";
import { useUsernameAvailability, type AvailabilityStatus } from "./use-username-availability";
import { WAIT_FOR_EMAIL, useEmailAvailability } from "./use-email-availability";
import { FormErrorRegion } from "@/components/ui/FormAlert";

/** Account setup submits only once the username and email checks are done; its messages as the user reads them. */
export const WAIT_FOR_USERNAME = "Please wait for username validation to complete.";
export const CREATE_ACCOUNT_FAILED = "Failed to create account";
export const EMAIL_VERIFIED = "Email verified from payment";

interface CompleteSetupResponse {
  success?: boolean;
  expires_at?: string;
  error?: string;
}

const STATUS_TONE: Record<AvailabilityStatus, string> = {
  idle: "text-slate-600",
  checking: "text-slate-600",
  available: "text-green-800",
  unavailable: "text-red-700",
  error: "text-amber-800",
};

/** The account setup form of /signup: the email comes from the link and cannot be changed. */
export function AccountSetupForm({ token, email, tier }: { token: string; email: string; tier: string }) {
  const id = useId();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const availability = useUsernameAvailability(username);
  const emailCheck = useEmailAvailability(token, email);
  const strength = passwordStrength(password).score;
  const mismatch = confirm !== "" ? validateConfirmation(password, confirm, { context: "signup" }) : null;
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const usernameNote =
    availability.localError ?? (availability.status === "checking" ? "Checking availability..." : availability.message);

  function blocker(): string | null {
    const local = validateUsername(availability.username, { context: "signup" });
    if (local) return `Username issue: ${local}`;
    if (availability.status === "unavailable")
      return `Username issue: ${availability.message ?? "This username is not available."}`;
    if (emailCheck.status === "unavailable")
      return `Email issue: ${emailCheck.message ?? "This email is not available."}`;
    if (availability.status === "checking") return WAIT_FOR_USERNAME;
    if (emailCheck.status === "checking") return WAIT_FOR_EMAIL;
    return validateSignupPassword(password) ?? validateConfirmation(password, confirm, { context: "signup" });
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = blocker();
    setError(problem);
    if (problem) return;
    setBusy(true);
    let leaving = false;
    try {
      const body = { email, username: availability.username, password };
      const res = await api<CompleteSetupResponse>(`/accounts/complete-setup/${encodeURIComponent(token)}/`, {
        method: "POST",
        body,
        allowUnauthenticated: true,
      });
      if (res.ok && res.data?.success) {
        leaving = true;
        if (res.data.expires_at) window.sessionStorage.setItem(SESSION_EXPIRES_AT_KEY, res.data.expires_at);
        // A full load on purpose: the new session cookie must reach the server-rendered pages.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign("/projects");
      } else {
        setError(errorMessage(res, CREATE_ACCOUNT_FAILED));
      }
    } catch {
      setError(CREATE_ACCOUNT_FAILED);
    } finally {
      if (!leaving) setBusy(false);
    }
  }

  const blocked =
    [availability.status, emailCheck.status].some((status) => status === "checking" || status === "unavailable") ||
    strength < MIN_SIGNUP_STRENGTH;
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-5">
      <div className="space-y-1">
        <h1 id={`${id}-title`} className={headingClass}>
          Create Your Account
        </h1>
        <p className="text-slate-600">
          Your Plan: <strong className="font-semibold text-slate-900">{tier}</strong>
        </p>
      </div>
      <FormErrorRegion message={error} ref={errorRef} focusable />
      {/* Read-only and as tall as the address: a long one wraps whole instead of being cut at a phone's width. */}
      <TextField
        id={`${id}-email`}
        label="Email"
        multiline
        rows={1}
        value={email}
        readOnly
        invalid={emailCheck.status === "unavailable"}
        hint={
          emailCheck.status === "available" || emailCheck.status === "checking" ? EMAIL_VERIFIED : emailCheck.message
        }
        hintLive
        hintClassName={`mt-1 text-sm ${emailCheck.status === "checking" ? "text-green-800" : STATUS_TONE[emailCheck.status]}`}
      />
      <TextField
        id={`${id}-username`}
        label="Username"
        name="username"
        autoComplete="username"
        maxLength={1000}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        invalid={Boolean(availability.localError) || availability.status === "unavailable"}
        // Always rendered (even empty) so its space is kept and changes are announced.
        hint={usernameNote ?? ""}
        hintLive
        hintClassName={`mt-1 min-h-5 text-sm ${availability.localError ? "text-red-700" : STATUS_TONE[availability.status]}`}
      />
      <TextField
        id={`${id}-password`}
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        describedBy={`${id}-strength`}
      >
        <PasswordStrength password={password} meterId={`${id}-strength`} />
      </TextField>
      <TextField
        id={`${id}-confirm`}
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={mismatch}
      />
      <button type="submit" disabled={busy || blocked} aria-busy={busy} className={widePrimaryButtonClass}>
        {busy ? <Spinner /> : null}
        {busy ? "Creating account..." : "Create Account"}
      </button>
    </form>
  );
}
