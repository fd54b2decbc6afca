"use client";

import { useState } from "react";
import type { SearchFormState } from "@/lib/domain/search/form";
import { digitsOnly } from "@/lib/domain/search/ranges";
import { AdvancedParameters } from "./AdvancedParameters";
import { useMaxWidth } from "./use-narrow";

/** The search bar, 'Max. Number of Results' and the Advanced Parameters toggle. */
export function SearchForm({
  form,
  onChange,
  onSubmit,
}: {
  form: SearchFormState;
  onChange: (f: SearchFormState) => void;
  onSubmit: () => void;
}) {
  const [advanced, setAdvanced] = useState(false);
  const narrow = useMaxWidth(500);
  return (
    <form
      role="search"
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div className="flex gap-2">
        <input
          type="search"
          aria-label="Search for ideas"
          placeholder={narrow ? "Search..." : "Search for ideas..."}
          value={form.text}
          onChange={(e) => onChange({ ...form, text: e.target.value })}
          maxLength={1000}
          className="min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-4 py-3 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
        />
        <button
          type="submit"
          className="rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          Search
        </button>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="text-sm font-medium text-slate-800">
          Max. Number of Results
          <input
            inputMode="numeric"
            value={form.maxResults}
            placeholder="Unlimited"
            onChange={(e) => onChange({ ...form, maxResults: digitsOnly(e.target.value) })}
            className="mt-1 block w-36 rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand-600 focus:outline-none"
          />
        </label>
        <button
          type="button"
          aria-expanded={advanced}
          onClick={() => setAdvanced((a) => !a)}
          className="text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          {advanced ? "Hide Advanced Parameters" : "Advanced Parameters"}
        </button>
      </div>
      {advanced && (
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <AdvancedParameters form={form} onChange={onChange} />
        </div>
      )}
    </form>
  );
}
