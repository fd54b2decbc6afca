"use client";

import { useId, useState } from "react";
import useSWR from "swr";
import { getJson } from "@/lib/client/api";
import { notify } from "@/lib/client/toast";
import type {
  TwoFactorConfirmResponse,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
} from "@/lib/contracts/accounts";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { Spinner } from "@/components/ui/Spinner";
import { sectionClass, sectionHeadingClass } from "../styles";
import { SettingsField } from "../SettingsField";
import { PasswordConfirmField } from "./PasswordConfirmField";
import { TEXT_FIELD_MAX, send } from "./shared";

export const TWO_FACTOR_FAILED = "Two-factor sign-in could not be changed. Please try again.";

type Step =
  | { kind: "loading" }
  | { kind: "off" }
  | { kind: "scan"; setup: TwoFactorSetupResponse }
  | { kind: "codes"; codes: string[] }
  | { kind: "on"; left: number };

type Flow = Extract<Step, { kind: "scan" | "codes" }> | null;

const STATUS_KEY = "/accounts/two-factor/";

/**
 * Two-factor sign-in: off, then a QR code to scan and a first code (with the password) to confirm it, then the ten
 * recovery codes (shown once), then on; turning it off takes the password and a code.
 */
export function TwoFactorSection() {
  const id = useId();
  const status = useSWR<TwoFactorStatusResponse, Error>(STATUS_KEY, (key: string) =>
    getJson<TwoFactorStatusResponse>(key, TWO_FACTOR_FAILED),
  );
  const [flow, setFlow] = useState<Flow>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const step: Step =
    flow ??
    (status.data
      ? status.data.enabled
        ? { kind: "on", left: status.data.recovery_codes_left }
        : { kind: "off" }
      : status.error
        ? { kind: "off" }
        : { kind: "loading" });

  /** One call; on success the flow moves on (null: back to the server's status, reloaded). */
  async function run<T>(path: string, body: unknown, next: (data: T) => Flow): Promise<boolean> {
    setBusy(true);
    setError(null);
    const sent = await send<T>(path, body, TWO_FACTOR_FAILED);
    setBusy(false);
    if (!sent.ok) {
      setError(sent.error);
      return false;
    }
    const following = next(sent.data as T);
    setFlow(following);
    if (!following) await status.mutate();
    return true;
  }

  return (
    <section id="two-factor" aria-labelledby={`${id}-title`} className={sectionClass}>
      <h2 id={`${id}-title`} className={sectionHeadingClass}>
        Two-factor sign-in
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        After your password (or Google or GitHub), sign-in also asks for a code from an authenticator app.
      </p>
      <div className="mt-4 max-w-lg space-y-4">
        <div aria-live="polite">
          <FormAlert message={error ?? (status.error ? TWO_FACTOR_FAILED : null)} />
        </div>
        {step.kind === "loading" ? <Spinner /> : null}
        {step.kind === "off" ? (
          <button
            type="button"
            disabled={busy}
            aria-busy={busy}
            className={primaryButtonClass}
            onClick={() =>
              void run<TwoFactorSetupResponse>("/accounts/two-factor/setup/", undefined, (setup) => ({
                kind: "scan",
                setup,
              }))
            }
          >
            {busy ? <Spinner /> : null}
            Turn on two-factor sign-in
          </button>
        ) : null}
        {step.kind === "scan" ? (
          <ScanStep
            setup={step.setup}
            busy={busy}
            onConfirm={(password, code) =>
              run<TwoFactorConfirmResponse>("/accounts/two-factor/confirm/", { password, code }, (r) => ({
                kind: "codes",
                codes: r.recovery_codes,
              }))
            }
          />
        ) : null}
        {step.kind === "codes" ? (
          <RecoveryCodes
            codes={step.codes}
            onDone={() => {
              setFlow(null);
              void status.mutate();
            }}
          />
        ) : null}
        {step.kind === "on" ? (
          <DisableForm
            left={step.left}
            busy={busy}
            onDisable={(password, code) => run("/accounts/two-factor/disable/", { password, code }, () => null)}
          />
        ) : null}
      </div>
    </section>
  );
}

function ScanStep({
  setup,
  busy,
  onConfirm,
}: {
  setup: TwoFactorSetupResponse;
  busy: boolean;
  onConfirm: (password: string, code: string) => Promise<boolean>;
}) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void onConfirm(password, code).then((ok) => ok || setCode(""));
      }}
    >
      <p className="text-sm text-slate-700">
        Scan this QR code with your authenticator app, then enter the code it shows.
      </p>
      {/* eslint-disable-next-line @next/next/no-img-element -- an inline data URL made on the server */}
      <img
        src={setup.qr_code}
        alt="QR code for your authenticator app"
        width={192}
        height={192}
        className="rounded-lg border border-slate-200 bg-white p-2"
      />
      <p className="text-sm text-slate-600">
        Cannot scan it? Enter this key in the app:{" "}
        <code className="break-all rounded bg-slate-100 px-1 font-mono text-slate-900">{setup.secret}</code>
      </p>
      <SettingsField
        id={`${id}-code`}
        label="Code from the app"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={TEXT_FIELD_MAX}
        value={code}
        onChange={setCode}
      />
      <PasswordConfirmField
        id={`${id}-password`}
        password={password}
        onPasswordChange={setPassword}
        busy={busy}
        ready={Boolean(code)}
        submitLabel="Confirm and turn on"
      />
    </form>
  );
}

export const RECOVERY_CODES_COPIED = "Recovery codes copied.";
export const RECOVERY_CODES_FILE = "ideaforge-recovery-codes.txt";

/** The codes as a text file: one a line, after a line saying what they are. */
function recoveryCodesText(codes: string[]): string {
  return ["IdeaForge two-factor recovery codes. Each works once.", "", ...codes, ""].join("\n");
}

function downloadRecoveryCodes(codes: string[]) {
  const url = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: "text/plain" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = RECOVERY_CODES_FILE;
  link.click();
  // The click has started the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const listId = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      notify.success(RECOVERY_CODES_COPIED);
    } catch {
      // No clipboard (permission refused): select the codes, so the user can copy them by hand.
      const list = document.getElementById(listId);
      if (list) window.getSelection()?.selectAllChildren(list);
    }
  }
  return (
    <div className="space-y-3">
      <FormAlert tone="success" message="Two-factor sign-in is on." />
      <p className="text-sm text-slate-700">
        Save these recovery codes somewhere safe. Each works once if you lose your phone. They are shown only now.
      </p>
      <ul
        id={listId}
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 font-mono text-sm text-slate-900"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => void copy()} className={secondaryButtonClass}>
          Copy codes
        </button>
        <button type="button" onClick={() => downloadRecoveryCodes(codes)} className={secondaryButtonClass}>
          Download codes
        </button>
        <button type="button" onClick={onDone} className={secondaryButtonClass}>
          I saved my recovery codes
        </button>
      </div>
    </div>
  );
}

function DisableForm({
  left,
  busy,
  onDisable,
}: {
  left: number;
  busy: boolean;
  onDisable: (password: string, code: string) => Promise<boolean>;
}) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void onDisable(password, code).then(() => {
          setPassword("");
          setCode("");
        });
      }}
    >
      <p className="text-sm text-slate-700">
        Two-factor sign-in is <strong>on</strong>. Recovery codes left: {left}.
      </p>
      <PasswordConfirmField
        id={`${id}-password`}
        password={password}
        onPasswordChange={setPassword}
        busy={busy}
        ready={Boolean(code)}
        submitLabel="Turn off two-factor sign-in"
        tone="danger"
      >
        <SettingsField
          id={`${id}-code`}
          label="Code from the app or a recovery code"
          type="text"
          autoComplete="one-time-code"
          maxLength={TEXT_FIELD_MAX}
          value={code}
          onChange={setCode}
        />
      </PasswordConfirmField>
    </form>
  );
}
