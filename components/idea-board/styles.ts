/** Shared look of the board's idea details and cards (its dialogs take theirs from components/ui/dialog-styles). */
export const subheadingClass = "text-sm font-semibold uppercase tracking-wide text-slate-700";

export const categoryBadgeClass =
  "inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700";
