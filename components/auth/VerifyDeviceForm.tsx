"use client";

/**
 * The verify-device screen (spec sections 2 and 4, "Verify device"; section 8 messages): shows the
 * device, browser and OS, takes an optional name (at most 50 characters, default '<device> on
 * <os>'); Approve sends POST /accounts/verify-device/ and goes to the return path or /projects,
 * Cancel logs out and goes to /login.
 */
import { useId, useState } from "react";
import { logout } from "@/components/auth/use-logout";
import type { DeviceInfoResponse } from "@/app/accounts/device-info/route";
import type { VerifyDeviceResponse } from "@/app/accounts/verify-device/route";
import { api } from "@/lib/client/api";
import { DEFAULT_AFTER_LOGIN } from "@/lib/domain/access/routes";
import { DEVICE_NAME_MAX, validateDeviceName, verifyFailureMessage } from "@/lib/domain/devices/name";

export interface VerifyDeviceFormProps {
  info: DeviceInfoResponse;
  /** A safe return path, or null for the default (/projects). */
  returnTo: string | null;
}

type Busy = "idle" | "approving" | "canceling";

export function VerifyDeviceForm({ info, returnTo }: VerifyDeviceFormProps) {
  const id = useId();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState<Busy>("idle");
  const [failure, setFailure] = useState<string | null>(null);
  const nameError = validateDeviceName(name);

  async function approve(event: React.FormEvent) {
    event.preventDefault();
    if (nameError || busy !== "idle") return;
    setBusy("approving");
    setFailure(null);
    let status: number | null = null;
    try {
      const body = { ...(info.device_id ? { device_id: info.device_id } : {}), device_name: name.trim(), ...(returnTo ? { return_to: returnTo } : {}) };
      const result = await api<VerifyDeviceResponse>("/accounts/verify-device/", { method: "POST", body, allowUnauthenticated: true });
      status = result.status;
      if (result.ok) {
        window.location.assign(result.data?.redirect_to ?? returnTo ?? DEFAULT_AFTER_LOGIN);
        return;
      }
    } catch {
      // Network failure: the generic message below.
    }
    setFailure(verifyFailureMessage(status));
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

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-lg">
      <form noValidate onSubmit={approve} className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="space-y-2">
          <h1 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-slate-900">
            Verify This Device
          </h1>
          <p className="text-sm text-slate-600">Confirm that this is your device to keep your account safe.</p>
        </div>

        {failure ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        ) : null}

        <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-slate-50 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="flex items-center justify-between gap-4 px-4 py-3">
              <dt className="font-medium text-slate-600">{row.label}</dt>
              <dd className="font-semibold text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>

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
            className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 ${nameError ? "border-red-500" : "border-slate-300"}`}
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
