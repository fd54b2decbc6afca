import { cardClass } from "@/components/ui/Card";

/** Class names of the account page, in the look of components/landing and the app layout. */
export const sectionClass = `scroll-mt-24 ${cardClass}`;
export const sectionHeadingClass = "text-lg font-semibold text-slate-900 focus:outline-none";
