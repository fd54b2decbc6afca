"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { dialogTitleClass, overlayClass } from "@/components/ui/dialog-styles";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: (event: Event) => void;
}

/** The 'Deep Search Credits System' popup (loaded on first open, see CreditsCounter). */
export function SearchCreditsDialog({ open, onOpenChange, returnFocus }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className={dialogTitleClass}>Deep Search Credits System</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 space-y-2 text-sm text-slate-700">
              <p>Each search result you view for the first time today uses one credit.</p>
              <p>Results you have already viewed today, and pages you go back to, are free.</p>
              <p>
                Use &apos;Max. Number of Results&apos; to spend fewer credits on a search. Credits reset at midnight.
              </p>
            </div>
          </Dialog.Description>
          <Dialog.Close className="mt-5 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            Got it
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
