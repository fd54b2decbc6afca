/**
 * The look of the app's Radix dialogs (modal: focus trapped, Escape closes, focus returns to the
 * opener): the dimmed overlay, the centred card no taller than the dynamic viewport (100dvh: what
 * a phone's browser bars leave) and its title. Each dialog adds its width (max-w-md, max-w-2xl).
 */
export const overlayClass = "fixed inset-0 z-50 bg-slate-900/50";
export const dialogClass =
  "fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-xl focus:outline-none";
/**
 * A dialog whose actions never scroll away: a flex column as tall as the dynamic viewport allows,
 * where only the body between the header and the footer scrolls (`sheetBodyClass`, `sheetFooterClass`).
 */
export const sheetClass =
  "fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-slate-200 bg-white shadow-xl focus:outline-none";
export const sheetBodyClass = "min-h-0 flex-1 overflow-y-auto px-6 py-5";
/** Above the home bar of a phone whose page reaches under it (safe-area inset), 1 rem elsewhere. */
export const sheetFooterClass =
  "flex justify-end border-t border-slate-100 px-6 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]";
export const dialogTitleClass = "text-lg font-semibold text-slate-900";
