/** Button looks. A disabled button is dimmed and shows the not-allowed cursor. */
const buttonBase =
  "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold shadow-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60";
export const primaryButtonClass = `${buttonBase} bg-brand-600 text-white hover:bg-brand-700`;
export const secondaryButtonClass = `${buttonBase} bg-white text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50`;
export const dangerButtonClass = `${buttonBase} bg-white text-red-700 ring-1 ring-inset ring-red-300 hover:bg-red-50`;
/** The one action of a single-card screen (sign up, checkout, payment): full width and larger. */
export const widePrimaryButtonClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";
