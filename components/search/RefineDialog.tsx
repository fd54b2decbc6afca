"use client";

import * as Dialog from "@radix-ui/react-dialog";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: (event: Event) => void;
  /** The refine panel. */
  children: React.ReactNode;
}

/**
 * The 'Refine search' dialog of 850 px or less (loaded on first open, see ResultsPage): a modal
 * dialog, so focus moves in and is trapped, Escape cancels like Cancel, and focus returns to its button.
 */
export function RefineDialog({ open, onOpenChange, returnFocus, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-0 z-40 overflow-y-auto bg-white p-4 focus:outline-none"
        >
          <Dialog.Title className="mb-4 text-lg font-semibold text-slate-900">Refine search</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
