import Link from "@/components/ui/PublicLink";
import { Logo } from "@/components/ui/Logo";

const HEADER_LINKS = [
  { href: "/#features", label: "Features" },
  { href: "/#pricing", label: "Pricing" },
  { href: "/support", label: "Support" },
];

const FOOTER_LINKS = [
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms of Service" },
  { href: "/support", label: "Support" },
];

/** Public pages (landing, legal, support, payment success): marketing header and footer, no data access. */
export function PublicLayout({ children }: { children: React.ReactNode }) {
  const year = new Date().getFullYear();
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <header className="border-b border-slate-200 bg-white/95 backdrop-blur mobile:sticky mobile:top-0 mobile:z-40">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-1 px-4 py-3 mobile:h-16 mobile:flex-nowrap mobile:py-0">
          <Logo />
          <nav
            aria-label="Main"
            className="order-last -mx-3 w-full mobile:order-none mobile:mx-0 mobile:w-auto mobile:flex-1"
          >
            <ul className="flex flex-wrap items-center gap-1 text-sm">
              {HEADER_LINKS.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="inline-block rounded-md px-3 py-2 font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Link
            href="/login"
            className="ml-auto inline-flex items-center rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 transition-colors hover:border-slate-400 hover:bg-slate-50"
          >
            Log in
          </Link>
        </div>
      </header>

      <main id="main" className="flex-1">
        {children}
      </main>

      <footer className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 mobile:flex-row mobile:items-center mobile:justify-between">
          <div className="space-y-2">
            <Logo />
            <p className="max-w-sm text-sm text-slate-600">
              Startup ideas from real, anonymised forum complaints, scored by AI.
            </p>
          </div>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {FOOTER_LINKS.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="font-medium text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="border-t border-slate-200">
          <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-slate-600">
            &copy; {year} IdeaForge. All rights reserved.
          </p>
        </div>
      </footer>
    </div>
  );
}
