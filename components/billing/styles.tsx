/** Class names shared by the purchase and account-setup screens (the look of components/landing). */
export const headingClass = "text-2xl font-semibold tracking-tight text-slate-900";
export const linkClass = "font-medium text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline";
