"use client";

import type { SearchFormState } from "@/lib/domain/search/form";
import { digitsOnly } from "@/lib/domain/search/ranges";
import { AdvancedParameters } from "./AdvancedParameters";

/** The refine filters: the sidebar on wide screens, a panel with Apply Changes and Cancel on mobile. */
export function RefinePanel(props: {
  form: SearchFormState;
  onChange: (f: SearchFormState) => void;
  onApply: () => void;
  onCancel?: () => void;
}) {
  const { form, onChange } = props;
  return (
    <form
      aria-label="Refine search"
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        props.onApply();
      }}
    >
      <label className="block text-sm font-medium text-slate-800">
        Search term
        <input
          value={form.text}
          maxLength={1000}
          onChange={(e) => onChange({ ...form, text: e.target.value })}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
        />
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Max. Number of Results
        <input
          inputMode="numeric"
          placeholder="Unlimited"
          value={form.maxResults}
          onChange={(e) => onChange({ ...form, maxResults: digitsOnly(e.target.value) })}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
        />
      </label>
      <AdvancedParameters form={form} onChange={onChange} />
      <div className="flex gap-2">
        <button
          type="submit"
          className="flex-1 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {props.onCancel ? "Apply Changes" : "Refine Search"}
        </button>
        {props.onCancel && (
          <button
            type="button"
            onClick={props.onCancel}
            className="flex-1 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300"
          >
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
