"use client";

import { useId, useState } from "react";
import type { EmailChangeResponse } from "@/lib/contracts/accounts";
import { FormAlert } from "@/components/ui/FormAlert";
import { EMAIL_MAX } from "@/lib/domain/validation/email";
import { SettingsField } from "../SettingsField";
import { sectionClass, sectionHeadingClass } from "../styles";
import { PasswordConfirmField } from "./PasswordConfirmField";
import { send } from "./shared";

export const EMAIL_CHANGE_FAILED = "Failed to request the email change";

/** Change of email: the new address and the current password; a link sent there confirms it. */
export function ChangeEmailSection({ currentEmail }: { currentEmail: string | null }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setResult(null);
    const sent = await send<EmailChangeResponse>(
      "/accounts/change-email/",
      { new_email: email, password },
      EMAIL_CHANGE_FAILED,
    );
    setPassword("");
    if (sent.ok) setEmail("");
    setResult(sent.ok ? { tone: "success", text: sent.data!.message } : { tone: "error", text: sent.error! });
    setBusy(false);
  }

  return (
    <section id="change-email" aria-labelledby={`${id}-title`} className={sectionClass}>
      <h2 id={`${id}-title`} className={sectionHeadingClass}>
        Email address
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Current email: <span className="font-medium text-slate-900">{currentEmail ?? "Not set"}</span>. Your account
        keeps it until you confirm the new one from the link we email there.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 max-w-lg space-y-4">
        <SettingsField
          id={`${id}-email`}
          label="New email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          value={email}
          onChange={setEmail}
        />
        <PasswordConfirmField
          id={`${id}-password`}
          password={password}
          onPasswordChange={setPassword}
          busy={busy}
          ready={Boolean(email)}
          submitLabel="Change Email"
        >
          <div aria-live="polite">{result ? <FormAlert message={result.text} tone={result.tone} /> : null}</div>
        </PasswordConfirmField>
      </form>
    </section>
  );
}
