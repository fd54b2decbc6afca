"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useId, useRef } from "react";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/Button";
import { RELEASE_CANCEL_LABEL, RELEASE_CONFIRM_LABEL, RELEASE_TITLE, releaseMessage } from "@/lib/domain/ideas/release";
import { dialogClass, dialogTitleClass, overlayClass } from "@/components/ui/dialog-styles";
import type { Claim } from "./use-claim";

/** The release question itself (loaded when first asked, see ReleaseDialog). */
export function ReleaseContent({ claim }: { claim: Claim }) {
  const id = useId();
  const opener = useRef<HTMLElement | null>(null);
  const question = claim.question;
  return (
    <Dialog.Root open={question !== null} onOpenChange={(open) => (open ? undefined : claim.cancelRelease())}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content
          role="alertdialog"
          aria-describedby={`${id}-message`}
          className={`${dialogClass} max-w-md`}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <Dialog.Title className={dialogTitleClass}>{RELEASE_TITLE}</Dialog.Title>
          <p id={`${id}-message`} className="mt-3 text-sm text-slate-700">
            {question ? releaseMessage(question) : null}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={secondaryButtonClass}>{RELEASE_CANCEL_LABEL}</Dialog.Close>
            <button type="button" onClick={() => void claim.confirmRelease()} className={primaryButtonClass}>
              {RELEASE_CONFIRM_LABEL}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
