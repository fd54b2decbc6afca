import * as Dialog from "@radix-ui/react-dialog";

/** Shared look of the board: its Radix dialogs (modal: focus trapped, Escape closes, focus returns) and badges. */
export const overlayClass = "fixed inset-0 z-50 bg-slate-900/50";
export const dialogClass =
  "fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-xl focus:outline-none";
/**
 * A dialog whose actions never scroll away: a flex column as tall as the dynamic viewport allows
 * (100dvh: what a phone's browser bars leave), where only the body between the header and the
 * footer scrolls (`sheetBodyClass`, `sheetFooterClass`).
 */
export const sheetClass =
  "fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-slate-200 bg-white shadow-xl focus:outline-none";
export const sheetBodyClass = "min-h-0 flex-1 overflow-y-auto px-6 py-5";
/** Above the home bar of a phone whose page reaches under it (safe-area inset), 1 rem elsewhere. */
export const sheetFooterClass =
  "flex justify-end border-t border-slate-100 px-6 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]";
export const dialogTitleClass = "text-lg font-semibold text-slate-900";
/** A section heading inside the idea details. */
export const subheadingClass = "text-sm font-semibold uppercase tracking-wide text-slate-700";
const closeIconButtonClass =
  "absolute right-3 top-3 inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900";

/** The × in a dialog's top-right corner (the Content needs room for it: `pr-8` on its header). */
export function DialogCloseButton() {
  return (
    <Dialog.Close aria-label="Close" className={closeIconButtonClass}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 fill-current">
        <path d="M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.3 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3Z" />
      </svg>
    </Dialog.Close>
  );
}

export const categoryBadgeClass =
  "inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700";
