"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useId, useMemo, useState } from "react";
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from "@/components/ui/Button";
import { notify } from "@/lib/client/toast";
import { savedSearchSummary } from "@/lib/domain/search/summary";
import { SAVED_SEARCH_NAME_MAX, type AlertFrequency } from "@/lib/domain/saved-searches/limits";
import { AlertSelect } from "./AlertSelect";
import type { SavedSearchView } from "../use-saved-searches";

const smallButton = "!px-3 !py-1.5";
// Loaded when a delete is first asked for, off the page's first load.
const ConfirmDialog = dynamic(() => import("@/components/ui/ConfirmDialog").then((m) => m.ConfirmDialog), {
  ssr: false,
});

interface Props {
  search: SavedSearchView;
  onRename: (name: string) => Promise<string | null>;
  onAlert: (alert: AlertFrequency) => Promise<string | null>;
  onDelete: () => Promise<string | null>;
}

/** One saved search: name (renamed in place), what it searches, its alerts, Run and Delete. */
export function SavedSearchRow({ search, onRename, onAlert, onDelete }: Props) {
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // The alert as just chosen, until the list reloads (then the server's, also after a refusal).
  const [chosenAlert, setChosenAlert] = useState<AlertFrequency | null>(null);
  const summary = useMemo(() => savedSearchSummary(search.params), [search.params]);
  const query = new URLSearchParams(search.params).toString();

  const act = async (action: () => Promise<string | null>) => {
    setBusy(true);
    const failure = await action();
    setBusy(false);
    if (failure) notify.error(failure);
    return failure;
  };

  return (
    <li data-testid="saved-search" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {renaming ? (
        <RenameForm
          initial={search.name}
          onCancel={() => setRenaming(false)}
          onSave={async (name) => {
            if ((await act(() => onRename(name))) === null) setRenaming(false);
          }}
        />
      ) : (
        <h3 className="font-semibold text-slate-900 wrap-anywhere">{search.name}</h3>
      )}
      <p className="mt-1 text-sm text-slate-600 wrap-anywhere">{summary}</p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <AlertSelect
          value={chosenAlert ?? search.alert}
          disabled={busy}
          onChange={(alert) => {
            setChosenAlert(alert);
            void act(() => onAlert(alert)).then(() => setChosenAlert(null));
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Link
            href={`/results?${query}`}
            className={`${primaryButtonClass} ${smallButton}`}
            aria-label={`Run ${search.name}`}
          >
            Run
          </Link>
          {!renaming && (
            <button
              type="button"
              onClick={() => setRenaming(true)}
              className={`${secondaryButtonClass} ${smallButton}`}
              aria-label={`Rename ${search.name}`}
            >
              Rename
            </button>
          )}
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className={`${dangerButtonClass} ${smallButton}`}
            aria-label={`Delete ${search.name}`}
          >
            Delete
          </button>
        </div>
      </div>
      {confirming ? (
        <ConfirmDialog
          title="Delete saved search?"
          message={`\u201c${search.name}\u201d and its email alerts will be deleted.`}
          confirmLabel="Delete"
          tone="danger"
          closing={false}
          busy={busy}
          onConfirm={async () => {
            if ((await act(onDelete)) === null) setConfirming(false);
          }}
          onRequestClose={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}

function RenameForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (name: string) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(initial);
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void onSave(name);
      }}
    >
      <label htmlFor={id} className="sr-only">
        New name
      </label>
      <input
        id={id}
        value={name}
        maxLength={SAVED_SEARCH_NAME_MAX}
        autoFocus
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") onCancel();
        }}
        className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-900 focus:border-brand-600 focus:outline-none"
      />
      <button type="submit" className={`${primaryButtonClass} ${smallButton}`}>
        Save name
      </button>
      <button type="button" onClick={onCancel} className={`${secondaryButtonClass} ${smallButton}`}>
        Cancel
      </button>
    </form>
  );
}
