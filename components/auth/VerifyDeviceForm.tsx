"use client";

/**
 * The verify-device screen: shows the
 * device, browser and OS, takes the 6-digit code emailed to the account and an optional name (at
 * most 50 characters, default '<device> on <os>'); Approve sends POST /accounts/verify-device/ and
 * goes to the return path or /projects; 'Send a new code' asks for another email; Cancel logs out
 * and goes to /login. A code problem is shown at the code field, which gets the focus back.
 */
import { useId, useRef, useState } from "react";
import { logout } from "@/components/auth/use-logout";
import type { DeviceInfoResponse, ResendDeviceCodeResponse, VerifyDeviceResponse } from "@/lib/contracts/accounts";
import { api } from "@/lib/client/api";
import { DEFAULT_AFTER_LOGIN } from "@/lib/domain/access/routes";
import { DEVICE_NAME_MAX, validateDeviceName, verifyFailureMessage } from "@/lib/domain/devices/name";
import {
  DEVICE_CODE_LENGTH,
  DEVICE_CODE_MESSAGES,
  DEVICE_CODE_TTL_SECONDS,
  normaliseDeviceCode,
  validateDeviceCode,
} from "@/lib/domain/devices/verification-code";
import { FormAlert } from "@/components/ui/FormAlert";

export interface VerifyDeviceFormProps {
  info: DeviceInfoResponse;
  /** A safe return path, or null for the default (/projects). */
  returnTo: string | null;
  /** The account's address, masked ('j•••e@example.com'): where the code went. */
  maskedEmail: string;
}

type Busy = "idle" | "approving" | "sending" | "canceling";
type Notice = { kind: "sent" | "error"; text: string } | null;
type ErrorBody = { error?: string; errors?: { code?: string[] } };

const inputClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20";

export function VerifyDeviceForm({ info, returnTo, maskedEmail }: VerifyDeviceFormProps) {
  const id = useId();
  const codeInput = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState<Busy>("idle");
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const nameError = validateDeviceName(name);

  function showCodeError(message: string) {
    setCodeError(message);
    codeInput.current?.focus();
  }

  async function approve(event: React.FormEvent) {
    event.preventDefault();
    if (nameError || busy !== "idle") return;
    const invalid = validateDeviceCode(code);
    if (invalid) return showCodeError(invalid);
    setBusy("approving");
    setFailure(null);
    setNotice(null);
    setCodeError(null);
    let status: number | null = null;
    try {
      const body = {
        code: normaliseDeviceCode(code),
        ...(info.device_id ? { device_id: info.device_id } : {}),
        device_name: name.trim(),
        ...(returnTo ? { return_to: returnTo } : {}),
      };
      const result = await api<VerifyDeviceResponse & ErrorBody>("/accounts/verify-device/", {
        method: "POST",
        body,
        allowUnauthenticated: true,
      });
      status = result.status;
      if (result.ok) {
        window.location.assign(result.data?.redirect_to ?? returnTo ?? DEFAULT_AFTER_LOGIN);
        return;
      }
      const codeProblem = result.data?.errors?.code?.[0];
      if (codeProblem) {
        setBusy("idle");
        return showCodeError(codeProblem);
      }
    } catch {
      // Network failure: the generic message below.
    }
    setFailure(verifyFailureMessage(status));
    setBusy("idle");
  }

  async function sendNewCode() {
    if (busy !== "idle") return;
    setBusy("sending");
    setNotice(null);
    try {
      const result = await api<ResendDeviceCodeResponse & ErrorBody>("/accounts/verify-device/resend/", {
        method: "POST",
      });
      if (result.ok && result.data) {
        setCode("");
        setCodeError(null);
        setNotice({ kind: "sent", text: result.data.message });
      } else {
        // 429 (too soon, too many) and 400 (approved meanwhile) say why; anything else is ours.
        const said = result.status === 429 || result.status === 400 ? result.data?.error : undefined;
        setNotice({ kind: "error", text: said ?? DEVICE_CODE_MESSAGES.sendFailed });
      }
    } catch {
      setNotice({ kind: "error", text: DEVICE_CODE_MESSAGES.sendFailed });
    }
    setBusy("idle");
  }

  async function cancel() {
    if (busy !== "idle") return;
    setBusy("canceling");
    if (!(await logout())) setBusy("idle");
  }

  const rows = [
    { label: "Device", value: info.device },
    { label: "Browser", value: info.browser },
    { label: "OS", value: info.os },
  ];
  const minutes = DEVICE_CODE_TTL_SECONDS / 60;

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-lg">
      <form
        noValidate
        onSubmit={approve}
        className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <div className="space-y-2">
          <h1 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-slate-900">
            Verify This Device
          </h1>
          <p className="text-sm text-slate-600">Confirm that this is your device to keep your account safe.</p>
        </div>

        <FormAlert message={failure} />

        <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-slate-50 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="flex items-center justify-between gap-4 px-4 py-3">
              <dt className="font-medium text-slate-600">{row.label}</dt>
              <dd className="font-semibold text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>

        <div>
          <label htmlFor={`${id}-code`} className="block text-sm font-medium text-slate-800">
            Verification code
          </label>
          <input
            ref={codeInput}
            id={`${id}-code`}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={DEVICE_CODE_LENGTH + 6}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setCodeError(null);
            }}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={`${id}-code-hint${codeError ? ` ${id}-code-error` : ""}`}
            className={`${inputClass} font-mono tracking-widest ${codeError ? "border-red-500" : "border-slate-300"}`}
          />
          <p id={`${id}-code-hint`} className="mt-1 text-xs text-slate-600">
            We emailed a {DEVICE_CODE_LENGTH}-digit code to {maskedEmail}. It works once and expires in {minutes}{" "}
            minutes.
          </p>
          {codeError ? (
            <p id={`${id}-code-error`} className="mt-1 text-sm text-red-700">
              {codeError}
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <button
              type="button"
              onClick={sendNewCode}
              disabled={busy !== "idle"}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:opacity-60"
            >
              {busy === "sending" ? "Sending..." : "Send a new code"}
            </button>
            <p
              role={notice?.kind === "error" ? "alert" : "status"}
              className={notice?.kind === "error" ? "text-red-700" : "text-slate-700"}
            >
              {notice?.text}
            </p>
          </div>
        </div>

        <div>
          <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-800">
            Device name <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <input
            id={`${id}-name`}
            name="device_name"
            type="text"
            value={name}
            maxLength={DEVICE_NAME_MAX}
            placeholder={info.default_name}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={`${id}-name-hint${nameError ? ` ${id}-name-error` : ""}`}
            className={`${inputClass} ${nameError ? "border-red-500" : "border-slate-300"}`}
          />
          <p id={`${id}-name-hint`} className="mt-1 text-xs text-slate-600">
            Leave empty to use &lsquo;{info.default_name}&rsquo;. At most {DEVICE_NAME_MAX} characters.
          </p>
          {nameError ? (
            <p id={`${id}-name-error`} className="mt-1 text-sm text-red-700">
              {nameError}
            </p>
          ) : null}
        </div>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={cancel}
            disabled={busy !== "idle"}
            className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-base font-semibold text-slate-800 transition-colors hover:border-slate-400 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy === "canceling" ? "Canceling..." : "Cancel"}
          </button>
          <button
            type="submit"
            disabled={busy !== "idle" || nameError !== null}
            className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy === "approving" ? "Approving..." : "Approve"}
          </button>
        </div>
      </form>
    </section>
  );
}
