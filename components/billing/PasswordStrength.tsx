"use client";

import { useId, useState } from "react";
import { passwordChecklist, passwordStrength, type PasswordRule } from "@/lib/domain/validation/rules";

/**
 * Account setup's password strength meter (score 0 to 4: None, Very Weak, Weak, Good, Strong) and
 * the requirement list behind a show/hide toggle.
 */
const BAR_COLOURS = ["bg-slate-200", "bg-red-500", "bg-orange-500", "bg-lime-500", "bg-green-600"] as const;
const LABEL_COLOURS = ["text-slate-600", "text-red-700", "text-orange-700", "text-lime-800", "text-green-800"] as const;

/** The signup requirement list names length, uppercase, digit and special character. */
const REQUIREMENTS: { rule: PasswordRule; label: string }[] = [
  { rule: "minLength", label: "At least 8 characters" },
  { rule: "uppercase", label: "At least one uppercase letter" },
  { rule: "number", label: "At least one number" },
  { rule: "special", label: "At least one special character" },
];

export function PasswordStrength({ password, meterId }: { password: string; meterId: string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { score, label } = passwordStrength(password);
  const met = new Map(passwordChecklist(password).map((r) => [r.rule, r.met]));
  const tooLong = met.get("maxLength") === false;

  return (
    <div className="mt-2 space-y-2">
      <div aria-hidden="true" className="grid grid-cols-4 gap-1">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={`h-1.5 rounded-full ${score >= step ? BAR_COLOURS[score] : BAR_COLOURS[0]}`} />
        ))}
      </div>
      <div className="flex items-center justify-between gap-3 text-sm">
        <p id={meterId} aria-live="polite" className="text-slate-600">
          Password strength: <span className={`font-semibold ${LABEL_COLOURS[score]}`}>{label}</span>
        </p>
        <button
          type="button"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
          aria-controls={listId}
          className="rounded font-medium text-brand-700 hover:text-brand-900 hover:underline"
        >
          {open ? "Hide requirements" : "Show requirements"}
        </button>
      </div>
      <ul id={listId} hidden={!open} className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
        {REQUIREMENTS.map(({ rule, label: text }) => {
          const ok = met.get(rule) === true;
          return (
            <li key={rule} className={`flex items-center gap-2 ${ok ? "text-green-800" : "text-slate-600"}`}>
              <span aria-hidden="true" className="w-4 text-center">
                {ok ? "\u2713" : "\u2022"}
              </span>
              {text}
              <span className="sr-only">{ok ? " (met)" : " (not met)"}</span>
            </li>
          );
        })}
        {tooLong ? <li className="text-red-700">Password must be no more than 72 characters long</li> : null}
      </ul>
    </div>
  );
}
