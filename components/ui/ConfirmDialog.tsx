"use client";

import { secondaryButtonClass } from "./Button";
import { Modal } from "./Modal";
import { Spinner } from "./Spinner";

interface Props {
  title: string;
  message: string;
  confirmLabel: string;
  tone: "brand" | "danger";
  closing: boolean;
  busy?: boolean;
  /** The confirm button flashes red (the daily completion limit). */
  flash?: boolean;
  onConfirm: () => void;
  onRequestClose: () => void;
  /** Focus goes here on close when the element that opened the dialog is gone (an element id). */
  returnFocusId?: string;
}

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors duration-150 disabled:cursor-not-allowed";

/**
 * A question with Cancel and a confirm button (brand, or red for a destructive action). While busy the
 * confirm button spins and the dialog cannot be dismissed.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  tone,
  closing,
  busy = false,
  flash = false,
  onConfirm,
  onRequestClose,
  returnFocusId,
}: Props) {
  const color = flash
    ? "bg-red-600 ring-4 ring-red-300"
    : tone === "danger"
      ? "bg-red-600 hover:bg-red-700"
      : "bg-brand-600 hover:bg-brand-700";
  return (
    <Modal
      title={title}
      closing={closing}
      onRequestClose={busy ? () => undefined : onRequestClose}
      returnFocusId={returnFocusId}
    >
      <p className="text-sm text-slate-700">{message}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onRequestClose} disabled={busy} className={secondaryButtonClass}>
          Cancel
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy || flash}
          aria-busy={busy}
          data-flash={flash || undefined}
          className={`${base} ${color}`}
        >
          {busy ? <Spinner /> : null}
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
