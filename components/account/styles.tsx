/** Class names for the account page, in the look of components/landing and the app layout. */
export const cardClass = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm";
export const sectionClass = `scroll-mt-24 ${cardClass}`;
export const sectionHeadingClass = "text-lg font-semibold text-slate-900 focus:outline-none";
export const labelClass = "block text-sm font-medium text-slate-800";
export const hintClass = "mt-1 text-sm text-slate-600";
export const alertClass = "rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800";
export const fieldErrorClass = "mt-1 text-sm text-red-700";
export const linkClass = "font-medium text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline";

const buttonBase =
  "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold shadow-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60";
export const primaryButtonClass = `${buttonBase} bg-brand-600 text-white hover:bg-brand-700`;
export const secondaryButtonClass = `${buttonBase} bg-white text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50`;
export const dangerButtonClass = `${buttonBase} bg-white text-red-700 ring-1 ring-inset ring-red-300 hover:bg-red-50`;

export function inputClass(invalid = false): string {
  const tone = invalid ? "border-red-500" : "border-slate-300";
  return `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:bg-slate-100 disabled:text-slate-600 ${tone}`;
}

/** A small spinner for busy buttons; hidden from assistive technology. */
export function Spinner() {
  return <span aria-hidden="true" className="inline-block h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent" />;
}

/** An error with a retry button, for a section whose data could not be loaded. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={`flex flex-wrap items-center justify-between gap-3 ${alertClass}`}>
      <span>{message}</span>
      <button type="button" onClick={onRetry} className={secondaryButtonClass}>
        Retry
      </button>
    </div>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner />
      {label}
    </p>
  );
}
