"use client";

import { useId } from "react";
import { IDEA_CATEGORIES, type IdeaCategoryName } from "@/lib/domain/ideas/categories";
import { SORT_OPTIONS, type BoardPrefs, type SortKey } from "./preferences";
import { PrioritySlider } from "./PrioritySlider";

interface Props {
  prefs: BoardPrefs;
  onChange: (patch: Partial<BoardPrefs>) => void;
  /** h2 in the sidebar, h3 inside the 'Sort & Filter' dialog (whose title is the h2). */
  headingLevel: 2 | 3;
  /** Category checkboxes in one column (narrow sidebar) or two (dialog). */
  categoryColumns: 1 | 2;
}

const SLIDERS = [
  { key: "innovation", label: "Innovation Score", hint: "Higher favors novel ideas." },
  { key: "simplicity", label: "Simplicity Score", hint: "Higher favors ideas that are quick to build." },
  { key: "demand", label: "Demand Score", hint: "Higher favors ideas people ask for most." },
] as const;

const headingClass = "text-sm font-semibold uppercase tracking-wide text-slate-700";

/** The board's controls: 'Parameters' sliders, 'Categories' checkboxes and the card order. */
export function BoardControls({ prefs, onChange, headingLevel, categoryColumns }: Props) {
  const id = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const toggle = (category: IdeaCategoryName, on: boolean) => {
    const next = on ? [...prefs.categories, category] : prefs.categories.filter((c) => c !== category);
    onChange({ categories: IDEA_CATEGORIES.filter((c) => next.includes(c)) });
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby={`${id}-parameters`} className="space-y-4">
        <Heading id={`${id}-parameters`} className={headingClass}>
          Parameters
        </Heading>
        {SLIDERS.map((s) => (
          <PrioritySlider
            key={s.key}
            label={s.label}
            hint={s.hint}
            value={prefs[s.key]}
            onChange={(value) => onChange({ [s.key]: value })}
          />
        ))}
      </section>

      <fieldset aria-describedby={`${id}-categories-hint`} className="space-y-2">
        <legend className="mb-2">
          <Heading className={headingClass}>Categories</Heading>
        </legend>
        <p id={`${id}-categories-hint`} className="text-xs text-slate-600">
          None selected shows every category.
        </p>
        <ul className={`grid gap-x-3 gap-y-1.5 ${categoryColumns === 2 ? "grid-cols-2" : "grid-cols-1"}`}>
          {IDEA_CATEGORIES.map((category) => (
            <li key={category}>
              <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={prefs.categories.includes(category)}
                  onChange={(e) => toggle(category, e.target.checked)}
                  className="h-4 w-4 rounded border-slate-400 accent-brand-600"
                />
                {category}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <div>
        <label htmlFor={`${id}-sort`} className={headingClass}>
          Sort cards by
        </label>
        <select
          id={`${id}-sort`}
          value={prefs.sortBy}
          onChange={(e) => onChange({ sortBy: e.target.value as SortKey })}
          className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
