/** A white card on the page's grey: a section of a page (account, usage, projects). */
export const cardClass = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm";
/** The roomier card that holds a whole screen's form (checkout, payment method, payment success). */
export const pageCardClass = "rounded-2xl border border-slate-200 bg-white p-8 shadow-sm";
