"use client";

import { IDEA_CATEGORIES } from "@/lib/domain/ideas/categories";
import type { SearchFormState } from "@/lib/domain/search/form";
import { RANGE_KEYS, RANGE_LABELS, clampRange, digitsOnly, type RangeKey } from "@/lib/domain/search/ranges";
import { FIELD_LABELS, SEARCH_FIELDS } from "@/lib/domain/search/terms";
import { TermChips } from "./TermChips";

/**
 * Categories, include and exclude terms per field, and score ranges (clamped on blur). The fields
 * take two columns only when their container is wide enough (a container query, not the window's
 * width): the refine sidebar is narrow at every window width, the /search form is wide. Fieldsets
 * and grid columns may shrink below their content's natural width (min-w-0, grid-cols-1), so the
 * inputs take the width there is instead of pushing out of the card.
 */
export function AdvancedParameters({
  form,
  onChange,
}: {
  form: SearchFormState;
  onChange: (form: SearchFormState) => void;
}) {
  const setRange = (key: RangeKey, side: "min" | "max", value: string) =>
    onChange({ ...form, ranges: { ...form.ranges, [key]: { ...form.ranges[key], [side]: digitsOnly(value) } } });
  const blurRange = (key: RangeKey, side: "min" | "max") =>
    onChange({ ...form, ranges: { ...form.ranges, [key]: clampRange(key, form.ranges[key], side) } });
  const toggleCategory = (c: string) =>
    onChange({
      ...form,
      categories: form.categories.includes(c) ? form.categories.filter((x) => x !== c) : [...form.categories, c],
    });
  return (
    <div className="@container space-y-5">
      <fieldset className="min-w-0">
        <legend className="text-sm font-semibold text-slate-900">Categories</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {IDEA_CATEGORIES.map((c) => (
            <label
              key={c}
              className="flex items-center gap-1.5 rounded-full bg-slate-50 px-2.5 py-1 text-sm text-slate-700 ring-1 ring-slate-200"
            >
              <input type="checkbox" checked={form.categories.includes(c)} onChange={() => toggleCategory(c)} />
              {c}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="text-sm font-semibold text-slate-900">Terms</legend>
        <div className="mt-2 grid grid-cols-1 gap-3 @lg:grid-cols-2">
          {SEARCH_FIELDS.map((field) => (
            <div key={field} className="contents">
              <TermChips
                label={`${FIELD_LABELS[field]} must include`}
                tone="include"
                terms={form.include[field]}
                onChange={(terms) => onChange({ ...form, include: { ...form.include, [field]: terms } })}
              />
              <TermChips
                label={`${FIELD_LABELS[field]} must exclude`}
                tone="exclude"
                terms={form.exclude[field]}
                onChange={(terms) => onChange({ ...form, exclude: { ...form.exclude, [field]: terms } })}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="text-sm font-semibold text-slate-900">Scores and metrics</legend>
        <div className="mt-2 grid grid-cols-1 gap-3 @lg:grid-cols-2">
          {RANGE_KEYS.map((key) => (
            <div key={key} className="text-sm">
              <span className="block text-xs font-medium text-slate-700">{RANGE_LABELS[key]}</span>
              <div className="mt-1 grid grid-cols-2 gap-2">
                {(["min", "max"] as const).map((side) => (
                  <input
                    key={side}
                    inputMode="numeric"
                    aria-label={`${RANGE_LABELS[key]} ${side}`}
                    placeholder={side === "max" && key === "number_developing" ? "Any" : side}
                    value={form.ranges[key][side]}
                    onChange={(e) => setRange(key, side, e.target.value)}
                    onBlur={() => blurRange(key, side)}
                    className="w-full min-w-0 rounded-md border border-slate-300 px-2 py-1 focus:border-brand-600 focus:outline-none"
                  />
                ))}
              </div>
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
