import { cardClass } from "@/components/ui/Card";

/** Class names of the account page, in the look of components/landing and the app layout. */
export const sectionClass = `scroll-mt-24 ${cardClass}`;
export const sectionHeadingClass = "text-lg font-semibold text-slate-900 focus:outline-none";
export const labelClass = "block text-sm font-medium text-slate-800";
export const hintClass = "mt-1 text-sm text-slate-600";
export const fieldErrorClass = "mt-1 text-sm text-red-700";
export const linkClass = "font-medium text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline";
