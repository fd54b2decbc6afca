"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/Button";
import { BoardControls } from "./BoardControls";
import { DialogCloseButton } from "@/components/ui/DialogCloseButton";
import {
  dialogTitleClass,
  overlayClass,
  sheetBodyClass,
  sheetClass,
  sheetFooterClass,
} from "@/components/ui/dialog-styles";
import type { BoardPrefs } from "./preferences";

interface Props {
  prefs: BoardPrefs;
  onChange: (patch: Partial<BoardPrefs>) => void;
}

/** The left sidebar, shown above 850 px; at 850 px or less the 'Sort & Filter' panel takes its place. */
export function FilterSidebar({ prefs, onChange }: Props) {
  return (
    <aside aria-label="Board filters" className="hidden w-60 shrink-0 mobile:block">
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <BoardControls prefs={prefs} onChange={onChange} headingLevel={2} categoryColumns={1} />
      </div>
    </aside>
  );
}

function FilterIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
      <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm3 5a1 1 0 0 1 1-1h6a1 1 0 1 1 0 2H7a1 1 0 0 1-1-1Zm3 4a1 1 0 1 0 0 2h2a1 1 0 1 0 0-2H9Z" />
    </svg>
  );
}

/** At 850 px or less: a 'Sort & Filter' button opening the same controls in a dialog. */
export function FilterPanelButton({ prefs, onChange }: Props) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={`${secondaryButtonClass} mobile:hidden`}>
        <FilterIcon />
        Sort &amp; Filter
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        {/* On a phone the controls are taller than the screen: they scroll, and Done stays in view under them. */}
        <Dialog.Content className={`${sheetClass} max-w-md`}>
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
