"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { dialogTitleClass, overlayClass } from "@/components/ui/dialog-styles";
import { useId, useRef, useState } from "react";
import { CONFIRM_PASSWORD_PROMPT, LOGIN_PASSWORD_MAX } from "@/lib/domain/validation/rules";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/Button";
import { inputClass } from "@/components/ui/Input";
import { Spinner } from "@/components/ui/Spinner";
import { fieldLabelClass } from "@/components/ui/TextField";
import { FormErrorRegion } from "@/components/ui/FormAlert";

interface Props {
  open: boolean;
  title: string;
  /** What confirming will do, shown above the password prompt. */
  detail: React.ReactNode;
  confirmLabel: string;
  /** Runs the action with the password; resolves to an error message to show, or null when done. */
  onConfirm: (password: string) => Promise<string | null>;
  onClose: () => void;
  /** Where focus goes on close when the element that opened the dialog is gone or disabled (an element id). */
  fallbackFocusId: string;
}

/**
 * The password confirmation of plan changes and cancellation: a modal
 * Radix dialog (focus trapped, Escape closes, focus returns to the button that opened it). The
 * password lives only while the dialog is open.
 */
export function ConfirmPasswordDialog(props: Props) {
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        {/* Mounted only while open, so the password and error start empty each time. */}
        {props.open ? <DialogBody {...props} /> : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DialogBody({ title, detail, confirmLabel, onConfirm, onClose, fallbackFocusId }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || password === "") return;
    setBusy(true);
    setError(null);
    const problem = await onConfirm(password);
    // On success the caller closes the dialog (or the browser leaves for the checkout page).
    if (problem) {
      setPassword("");
      setError(problem);
      setBusy(false);
      input.current?.focus();
    }
  }

  return (
    <Dialog.Content
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        input.current?.focus();
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        const usable = opener.current?.isConnected && !opener.current.matches(":disabled");
        const target = usable ? opener.current : document.getElementById(fallbackFocusId);
        target?.focus();
      }}
      onEscapeKeyDown={(event) => {
        if (busy) event.preventDefault();
      }}
      onInteractOutside={(event) => {
        if (busy) event.preventDefault();
      }}
      className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-6 shadow-xl focus:outline-none"
    >
      <Dialog.Title className={dialogTitleClass}>{title}</Dialog.Title>
      <div className="mt-2 text-sm text-slate-700">{detail}</div>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <div>
          <Dialog.Description asChild>
            <p id={`${id}-prompt`} className="text-sm text-slate-700">
              {CONFIRM_PASSWORD_PROMPT}
            </p>
          </Dialog.Description>
          <label htmlFor={`${id}-password`} className={`mt-3 ${fieldLabelClass}`}>
            Current password
          </label>
          <input
            ref={input}
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            maxLength={LOGIN_PASSWORD_MAX}
            required
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-prompt`}
            className={inputClass(Boolean(error))}
          />
        </div>
        <FormErrorRegion message={error} id={`${id}-error`} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} disabled={busy} className={secondaryButtonClass}>
            Go Back
          </button>
          <button type="submit" disabled={busy || password === ""} aria-busy={busy} className={primaryButtonClass}>
            {busy ? <Spinner /> : null}
            {confirmLabel}
          </button>
        </div>
      </form>
    </Dialog.Content>
  );
}
