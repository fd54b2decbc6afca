"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useRef } from "react";
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
  const opener = useRef<HTMLElement | null>(null);
  const motion = `transition duration-300 ease-out starting:opacity-0 ${closing ? "opacity-0" : "opacity-100"}`;
  return (
    <Dialog.Root open onOpenChange={(open) => (open || closing ? undefined : onRequestClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={`${overlayClass} ${motion}`} />
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
