"use client";

/** The sections the tab strip scrolls to (spec section 2: Invoices, Billing, User Settings). */
export const ACCOUNT_SECTIONS = [
  { id: "invoices", label: "Invoices" },
  { id: "billing", label: "Billing" },
  { id: "settings", label: "User Settings" },
] as const;

/** Scrolls to a section and moves focus to its heading, so keyboard and screen reader users land there too. */
function goTo(sectionId: string) {
  const section = document.getElementById(sectionId);
  if (!section) return;
  section.scrollIntoView({ block: "start" });
  document.getElementById(`${sectionId}-title`)?.focus({ preventScroll: true });
}

export function AccountHeader({ username, avatarUrl }: { username: string; avatarUrl: string | null }) {
  const initial = (username[0] ?? "G").toUpperCase();
  return (
    <header className="space-y-6">
      <div className="flex items-center gap-4">
        {avatarUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- user avatar served by our own route
          <img src={avatarUrl} alt="" className="h-16 w-16 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-600 text-2xl font-semibold text-white">
            {initial}
          </span>
        )}
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">Account</p>
          <h1 className="truncate text-2xl font-semibold tracking-tight text-slate-900">{username}</h1>
        </div>
      </div>
      <nav aria-label="Account sections">
        <ul className="flex gap-1 overflow-x-auto border-b border-slate-200">
          {ACCOUNT_SECTIONS.map((section) => (
            <li key={section.id}>
              <button
                type="button"
                onClick={() => goTo(section.id)}
                aria-controls={section.id}
                className="-mb-px whitespace-nowrap border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 transition-colors hover:border-slate-300 hover:text-slate-900 focus-visible:border-brand-600 focus-visible:text-brand-700"
              >
                {section.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
