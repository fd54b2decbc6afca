"use client";

import { useId } from "react";
import { ALERT_FREQUENCIES, ALERT_LABELS, type AlertFrequency } from "@/lib/domain/saved-searches/limits";

const selectClass =
  "rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-brand-600 focus:outline-none disabled:opacity-60";

/** 'Email alerts': off, daily or weekly (a native select: keyboard and screen readers as usual). */
export function AlertSelect({
  value,
  onChange,
  label = "Email alerts",
  disabled = false,
}: {
  value: AlertFrequency;
  onChange: (value: AlertFrequency) => void;
  label?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <span className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as AlertFrequency)}
        className={selectClass}
      >
        {ALERT_FREQUENCIES.map((f) => (
          <option key={f} value={f}>
            {ALERT_LABELS[f]}
          </option>
        ))}
      </select>
    </span>
  );
}
