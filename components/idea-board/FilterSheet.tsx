"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { primaryButtonClass } from "@/components/ui/Button";
import { DialogCloseButton } from "@/components/ui/DialogCloseButton";
import {
  dialogTitleClass,
  overlayClass,
  sheetBodyClass,
  sheetClass,
  sheetFooterClass,
} from "@/components/ui/dialog-styles";
import { BoardControls } from "./BoardControls";
import type { BoardPrefs } from "./preferences";

interface Props {
  prefs: BoardPrefs;
  onChange: (patch: Partial<BoardPrefs>) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: (event: Event) => void;
}

/** The 'Sort & Filter' dialog: the sidebar's controls (loaded on first open, see FilterPanelButton). */
export function FilterSheet({ prefs, onChange, open, onOpenChange, returnFocus }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        {/* On a phone the controls are taller than the screen: they scroll, and Done stays in view under them. */}
        <Dialog.Content className={`${sheetClass} max-w-md`} onCloseAutoFocus={returnFocus}>
          <div className="px-6 pt-6 pr-14">
            <Dialog.Title className={dialogTitleClass}>Sort &amp; Filter</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">
              Changes apply to your next shuffle and are saved for your next visit.
            </Dialog.Description>
          </div>
          <div className={sheetBodyClass}>
            <BoardControls prefs={prefs} onChange={onChange} headingLevel={3} categoryColumns={2} />
          </div>
          <div className={sheetFooterClass}>
            <Dialog.Close className={primaryButtonClass}>Done</Dialog.Close>
          </div>
          <DialogCloseButton placement="corner" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
