"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useRef } from "react";

export { POPUP_CLOSE_MS } from "./popup-timing";

interface Props {
  /** Text, or an element around the text (the details popup's title opens the project's idea). */
  title: React.ReactNode;
  /** The popup is animating out: still shown, no longer interactive. */
  closing: boolean;
  onRequestClose: () => void;
  /** Focus goes here on close when the element that opened the popup is gone (an element id). */
  returnFocusId?: string;
  size?: "md" | "lg";
  children: React.ReactNode;
}

/**
 * A modal Radix dialog in the app's card style (focus trapped, Escape and the overlay close it,
 * focus returns to the opener). Opening fades and scales in; closing reverses it over 300 ms.
 */
export function Modal({ title, closing, onRequestClose, returnFocusId, size = "md", children }: Props) {
  const opener = useRef<HTMLElement | null>(null);
  const motion = `transition duration-300 ease-out starting:opacity-0 ${closing ? "opacity-0" : "opacity-100"}`;
  return (
    <Dialog.Root open onOpenChange={(open) => (open || closing ? undefined : onRequestClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={`fixed inset-0 z-50 bg-slate-900/50 ${motion}`} />
        <Dialog.Content
          aria-describedby={undefined}
          data-closing={closing || undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected || !returnFocusId) return;
            event.preventDefault();
            document.getElementById(returnFocusId)?.focus();
          }}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-xl focus:outline-none starting:scale-95 ${
            closing ? "pointer-events-none scale-95" : "scale-100"
          } ${size === "lg" ? "max-w-2xl" : "max-w-md"} ${motion}`}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <button type="button" onClick={onRequestClose} aria-label="Close" className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
              </svg>
            </button>
          </div>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
