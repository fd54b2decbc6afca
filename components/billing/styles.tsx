/** Class names shared by the purchase and account-setup screens (the look of components/landing). */
export const headingClass = "text-2xl font-semibold tracking-tight text-slate-900";
