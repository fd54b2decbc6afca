"use client";

import { useId, useState } from "react";

/** Include or exclude terms of one field as removable chips; terms are trimmed, empty ones ignored. */
export function TermChips({
  label,
  terms,
  onChange,
  tone,
}: {
  label: string;
  terms: string[];
  onChange: (terms: string[]) => void;
  tone: "include" | "exclude";
}) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const add = () => {
    const term = draft.trim();
    if (term) onChange([...terms, term]);
    setDraft("");
  };
  const chip =
    tone === "include" ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : "bg-rose-50 text-rose-800 ring-rose-200";
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        {label}
      </label>
      <div className="mt-1 flex gap-1">
        <input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-brand-600 focus:outline-none"
          placeholder="Add a term"
        />
        <button
          type="button"
          onClick={add}
          className="rounded-md bg-slate-100 px-2 text-sm font-medium text-slate-700 hover:bg-slate-200"
          aria-label={`Add ${label} term`}
        >
          Add
        </button>
      </div>
      {terms.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-1">
          {terms.map((term, i) => (
            <li
              key={`${term}-${i}`}
              className={`flex max-w-full items-center gap-1 rounded-full px-2 py-0.5 text-xs ring-1 ${chip}`}
            >
              <span className="min-w-0 wrap-anywhere">{term}</span>
              <button
                type="button"
                aria-label={`Remove ${term}`}
                onClick={() => onChange(terms.filter((_, j) => j !== i))}
                className="font-bold"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
