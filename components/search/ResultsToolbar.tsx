"use client";

import { useId, useState } from "react";
import { activeFilters } from "@/lib/domain/search/filters";
import type { SearchFormState } from "@/lib/domain/search/form";
import { SEARCH_SORTS, SORT_LABELS, isSearchSort } from "@/lib/domain/search/sort";

interface Props {
  /** The search as applied (the URL's), not the sidebar's unapplied edits. */
  search: SearchFormState;
  /** Runs the changed search from its first page. */
  onSearch: (search: SearchFormState) => void;
}

function CrossIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5 fill-current">
      <path d="M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.3 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3Z" />
    </svg>
  );
}

/**
 * A control's value as the user last set it, until the applied search (the URL's) changes: the
 * new search lands a moment after the click, and a control drawn from the URL alone would flip
 * back meanwhile (a click that seems not to take).
 */
function useShownValue<T>(applied: T): [T, (value: T) => void] {
  const [shown, setShown] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setShown(applied);
  }
  return [shown, setShown];
}

/** Above the results: the active filters as removable chips, the rising filter and the sort. */
export function ResultsToolbar({ search, onSearch }: Props) {
  const sortId = useId();
  const [risingOnly, setRisingOnly] = useShownValue(search.risingOnly);
  const [sort, setSort] = useShownValue(search.sort);
  const filters = activeFilters(search);
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      {filters.length > 0 ? (
        <ul aria-label="Active filters" className="flex min-w-0 flex-1 flex-wrap gap-2">
          {filters.map((filter) => (
            <li
              key={filter.key}
              className="flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900 ring-1 ring-brand-100"
            >
              <span className="min-w-0 wrap-anywhere">{filter.label}</span>
              <button
                type="button"
                aria-label={`Remove filter ${filter.label}`}
                onClick={() => onSearch(filter.remove(search))}
                className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100"
              >
                <CrossIcon />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <span className="flex-1" />
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <label className="flex items-center gap-2 font-medium text-slate-700">
          <input
            type="checkbox"
            checked={risingOnly}
            onChange={(e) => {
              setRisingOnly(e.target.checked);
              onSearch({ ...search, risingOnly: e.target.checked });
            }}
          />
          Rising only
        </label>
        <label htmlFor={sortId} className="font-medium text-slate-700">
          Sort by
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(e) => {
            const next = e.target.value;
            if (!isSearchSort(next)) return;
            setSort(next);
            onSearch({ ...search, sort: next });
          }}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-brand-600 focus:outline-none"
        >
          {SEARCH_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
