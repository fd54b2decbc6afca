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
      className={props.onCancel ? "space-y-4 pb-20" : "space-y-4"}
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
      {/* In the phone's sheet, Apply Changes and Cancel stay in view at the bottom of the screen
          however long the sheet (the form leaves room for them under its last field). */}
      <div
        className={
          props.onCancel
            ? "fixed inset-x-0 bottom-0 z-10 flex gap-2 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-2px_6px_rgba(15,23,42,0.06)]"
            : "flex gap-2"
        }
      >
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
