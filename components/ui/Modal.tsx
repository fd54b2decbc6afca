"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState } from "react";
import { DialogCloseButton } from "./DialogCloseButton";
import { dialogClass, dialogTitleClass, overlayClass } from "./dialog-styles";

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
 * A modal Radix dialog in the app's card style (focus trapped, Escape, the overlay and the × close
 * it, focus returns to the opener). Opening fades and scales in; closing reverses it over 300 ms,
 * while `closing` keeps it on screen.
 */
export function Modal({ title, closing, onRequestClose, returnFocusId, size = "md", children }: Props) {
  // The element that had the focus when the popup opened, read at its first render: a field inside
  // that takes the focus itself (autoFocus) means Radix never sends onOpenAutoFocus.
  const [focusedAtOpen] = useState(() => (typeof document === "undefined" ? null : document.activeElement));
  const opener = useRef<Element | null>(focusedAtOpen);
  const motion = `transition duration-300 ease-out starting:opacity-0 ${closing ? "opacity-0" : "opacity-100"}`;
  return (
    <Dialog.Root open onOpenChange={(open) => (open || closing ? undefined : onRequestClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={`${overlayClass} ${motion}`} />
        <Dialog.Content
          aria-describedby={undefined}
          data-closing={closing || undefined}
          onOpenAutoFocus={() => {
            const focused = document.activeElement;
            if (focused && focused !== document.body) opener.current = focused;
          }}
          onCloseAutoFocus={(event) => {
            // Left to Radix, focus would go to the dialog's Trigger, which these popups have none of
            // (their opener sets the page's state), so it fell to the page's body and the next Tab
            // started over from the top. Back to the opener, or where returnFocusId says once it is gone.
            event.preventDefault();
            const from = opener.current;
            const target =
              from instanceof HTMLElement && from.isConnected && from !== document.body
                ? from
                : returnFocusId
                  ? document.getElementById(returnFocusId)
                  : null;
            target?.focus();
          }}
          className={`${dialogClass} starting:scale-95 ${
            closing ? "pointer-events-none scale-95" : "scale-100"
          } ${size === "lg" ? "max-w-2xl" : "max-w-md"} ${motion}`}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className={dialogTitleClass}>{title}</Dialog.Title>
            <DialogCloseButton />
          </div>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
