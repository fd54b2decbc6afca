/** Class names shared by the purchase and account-setup screens (the look of components/landing). */
export const headingClass = "text-2xl font-semibold tracking-tight text-slate-900";
export const labelClass = "block text-sm font-medium text-slate-800";
export const linkClass = "font-medium text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline";
export const alertClass = "rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800";
export const successClass = "rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900";
export const cardClass = "rounded-2xl border border-slate-200 bg-white p-8 shadow-sm";
export const primaryButtonClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";

export function inputClass(invalid = false, readOnly = false): string {
  const tone = invalid ? "border-red-500" : "border-slate-300";
  const surface = readOnly ? "bg-slate-100 text-slate-700" : "bg-white text-slate-900";
  return `mt-1 block w-full rounded-lg border px-3 py-2 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 ${tone} ${surface}`;
}

/** A small spinner for busy buttons and loading screens; hidden from assistive technology. */
export function Spinner({ className = "h-4 w-4" }: { className?: string }) {
  return <span aria-hidden="true" className={`inline-block shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent ${className}`} />;
}
