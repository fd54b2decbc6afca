/**
 * The look of a text input, select or textarea: a red border when invalid; greyed when read-only or
 * disabled.
 */
export function inputClass(invalid = false, readOnly = false): string {
  const tone = invalid ? "border-red-500" : "border-slate-300";
  const surface = readOnly ? "bg-slate-100 text-slate-700" : "bg-white text-slate-900";
  return `mt-1 block w-full rounded-lg border px-3 py-2 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:bg-slate-100 disabled:text-slate-600 ${tone} ${surface}`;
}
