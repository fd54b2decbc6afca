"use client";

import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { IntentLink } from "@/components/ui/IntentLink";
import { Logo } from "@/components/ui/Logo";
import { useSession } from "@/components/auth/SessionProvider";
import { LAST_SEARCH_PAGE_KEY } from "@/lib/client/search-traces";

/** Where 'Deep Search' goes: the last search page visited (stored locally), default /search. */
const SEARCH_PAGES = ["/search", "/results"];

const STORED_EVENT = "last-search-page";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(STORED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(STORED_EVENT, onChange);
  };
}

function readStored(): string | null {
  const stored = window.localStorage.getItem(LAST_SEARCH_PAGE_KEY);
  return stored && SEARCH_PAGES.some((p) => stored === p || stored.startsWith(`${p}?`)) ? stored : null;
}

function useLastSearchPage(pathname: string): string {
  useEffect(() => {
    if (!SEARCH_PAGES.includes(pathname)) return;
    window.localStorage.setItem(LAST_SEARCH_PAGE_KEY, pathname + window.location.search);
    window.dispatchEvent(new Event(STORED_EVENT));
  }, [pathname]);
  return useSyncExternalStore(subscribe, readStored, () => null) ?? "/search";
}

export function AppNav() {
  // Null only on a Pages Router page, which this nav is never on (next's types allow for both).
  const pathname = usePathname() ?? "";
  const { user } = useSession();
  const searchHref = useLastSearchPage(pathname);
  const links = [
    { href: "/idea-board", label: "Idea Board", active: pathname === "/idea-board" },
    { href: searchHref, label: "Deep Search", active: SEARCH_PAGES.includes(pathname) },
    { href: "/saved", label: "Saved", active: pathname === "/saved" || pathname === "/compare" },
    { href: "/projects", label: "Projects", active: pathname === "/projects" },
    { href: "/account", label: "Account", active: pathname === "/account" },
  ];
  const name = user?.username ?? "Guest";
  const initial = (user?.username?.[0] ?? "G").toUpperCase();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      {/* Below the 850 px breakpoint the links take a row of their own under the logo, rather than a hidden scroll strip. */}
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 mobile:h-16 mobile:flex-nowrap mobile:py-0"
      >
        <Logo href="/projects" />
        {/* All five links fit at 360 px: 12.5 px text and 4 px padding below 420 px, 13 px and 8 px
            from there (no gap below 500 px: the spread makes one); the scroll is a last resort below that.
            The scroll strip clips what overflows it, so its padding (p-1) leaves room for a link's focus ring. */}
        <ul className="order-last -m-1 flex w-full items-center justify-between gap-0 overflow-x-auto p-1 text-[12.5px] min-[420px]:text-[13px] min-[500px]:justify-start min-[500px]:gap-0.5 mobile:order-none mobile:my-0 mobile:mr-0 mobile:ml-1 mobile:w-auto mobile:flex-1 mobile:gap-1 mobile:text-sm">
          {links.map((link) => (
            <li key={link.label}>
              <IntentLink
                href={link.href}
                aria-current={link.active ? "page" : undefined}
                className={`inline-block whitespace-nowrap rounded-md px-1 py-2 font-medium min-[420px]:px-2 mobile:px-3 transition-colors ${
                  link.active ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                }`}
              >
                {link.label}
              </IntentLink>
            </li>
          ))}
        </ul>
        <IntentLink
          href="/account"
          className="ml-auto flex items-center gap-2 rounded-full mobile:ml-0 py-1 pl-1 pr-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
          aria-label={`Profile: ${name}`}
        >
          {user?.avatarUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- user-uploaded avatar served by our own route
            <img src={user.avatarUrl} alt="" className="h-8 w-8 rounded-full object-cover" />
          ) : (
            <span
              aria-hidden="true"
              className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
            >
              {initial}
            </span>
          )}
          <span className="hidden sm:inline">{name}</span>
        </IntentLink>
      </nav>
    </header>
  );
}
