"use client";

import { useEffect, useId, useState } from "react";
import { getJson } from "@/lib/client/api";
import type { ClosurePreviewResponse } from "@/lib/contracts/accounts";
import { CLOSE_CONFIRMATION_PHRASE } from "@/lib/domain/validation/account-security-rules";
import { FormAlert } from "@/components/ui/FormAlert";
import { SettingsField } from "../SettingsField";
import { sectionClass, sectionHeadingClass } from "../styles";
import { PasswordConfirmField } from "./PasswordConfirmField";
import { TEXT_FIELD_MAX, send } from "./shared";

export const CLOSE_FAILED = "Your account could not be closed. Please try again.";

/**
 * Close my account: the password and the typed phrase. A Lifetime purchase inside its refund
 * window is offered the refund. On success the browser leaves for the home page, signed out.
 */
export function CloseAccountSection() {
  const id = useId();
  const [preview, setPreview] = useState<ClosurePreviewResponse | null>(null);
  const [password, setPassword] = useState("");
  const [typed, setTyped] = useState("");
  const [refund, setRefund] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    getJson<ClosurePreviewResponse>("/accounts/close-account/").then(setPreview, () => setPreview(null));
  }, []);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const sent = await send(
      "/accounts/close-account/",
      { password, confirmation: typed, request_refund: refund },
      CLOSE_FAILED,
    );
    if (sent.ok) {
      // A full load: nothing of the closed account's client state may survive.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/");
      return;
    }
    setPassword("");
    setError(sent.error);
    setBusy(false);
  }

  return (
    <section id="close-account" aria-labelledby={`${id}-title`} className={`${sectionClass} !border-red-200`}>
      <h2 id={`${id}-title`} className={sectionHeadingClass}>
        Close account
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Closing your account cancels your subscription, signs out every device and deletes your projects, notes, saved
        items and usage. This cannot be undone. Invoices are kept without your name or email. Your username can be taken
        again after 30 days.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 max-w-lg space-y-4">
        {preview?.refund_available ? (
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={refund}
              onChange={(e) => setRefund(e.target.checked)}
              className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-600"
            />
            Refund my Lifetime purchase (bought within the last {preview.refund_days} days)
          </label>
        ) : null}
        <PasswordConfirmField
          id={`${id}-password`}
          password={password}
          onPasswordChange={setPassword}
          busy={busy}
          ready={typed.trim() === CLOSE_CONFIRMATION_PHRASE}
          submitLabel="Close my account"
          tone="danger"
        >
          <SettingsField
            id={`${id}-confirm`}
            label={`Type ${CLOSE_CONFIRMATION_PHRASE} to confirm`}
            type="text"
            autoComplete="off"
            maxLength={TEXT_FIELD_MAX}
            value={typed}
            onChange={setTyped}
          />
          <div aria-live="polite">
            <FormAlert message={error} />
          </div>
        </PasswordConfirmField>
      </form>
    </section>
  );
}
