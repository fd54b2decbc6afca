"use client";

import { useId, useState } from "react";
import { mutate } from "swr";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { Modal } from "@/components/ui/Modal";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import { notify } from "@/lib/client/toast";
import { SAVED_SEARCH_NAME_MAX, type AlertFrequency } from "@/lib/domain/saved-searches/limits";
import { AlertSelect } from "./AlertSelect";
import { SAVED_SEARCHES_KEY, createSavedSearch } from "../use-saved-searches";

/**
 * The 'Save search' dialog: names the current Deep Search (the search text by default), with email
 * alerts off, daily or weekly, and saves it; the server's message (a taken name, the plan's alert
 * limit) shows in the dialog. Loaded on first open (SaveSearchButton).
 */
export function SaveSearchDialog({ params, onClose }: { params: URLSearchParams; onClose: () => void }) {
  const nameId = useId();
  const [name, setName] = useState(() => (params.get("main_search_text") ?? "").slice(0, SAVED_SEARCH_NAME_MAX));
  const [alert, setAlert] = useState<AlertFrequency>("off");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await createSavedSearch({ name, params: Object.fromEntries(params.entries()), alert });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    await mutate(SAVED_SEARCHES_KEY);
    notify.success(`Saved search \u201c${result.value.name}\u201d saved.`);
    onClose();
  };

  return (
    <Modal title="Save search" closing={false} onRequestClose={onClose}>
      <form onSubmit={save} className="space-y-4" noValidate>
        <TextField
          id={nameId}
          label="Name"
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          autoFocus
          required
        />
        <AlertSelect value={alert} onChange={setAlert} />
        <p className="text-sm text-slate-600">
          With alerts on, we email you the new ideas that match, with a link to stop the emails in each one.
        </p>
        <FormAlert message={error} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            Cancel
          </button>
          <button type="submit" disabled={busy} aria-busy={busy} className={primaryButtonClass}>
            {busy ? <Spinner /> : null}
            Save
          </button>
        </div>
      </form>
    </Modal>
  );
}
