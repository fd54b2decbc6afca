import type { Metadata } from "next";
import Link from "@/components/ui/PublicLink";
import { RetryButton } from "@/components/pwa/RetryButton";

export const metadata: Metadata = {
  title: "You're offline",
  description: "IdeaForge cannot reach the internet right now.",
  robots: { index: false },
};

// The service worker precaches this page once for everyone: it must hold no user's data (it reads
// none). Like every page it renders per request, for its CSP nonce (app/layout.tsx).

/** What the service worker (/sw.js, app/sw.js/route.ts) shows when a page cannot be loaded. */
export default function OfflinePage() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <p aria-hidden="true" className="text-4xl">
          ⚡
        </p>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">You&apos;re offline</h1>
        <p className="mt-3 text-slate-700">
          IdeaForge can&apos;t reach the internet right now. Check your connection, then try again.
        </p>
        <div className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
          <RetryButton className="inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-brand-700 sm:w-auto" />
          <Link
            href="/"
            className="inline-flex w-full items-center justify-center rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-50 sm:w-auto"
          >
            Go to the home page
          </Link>
        </div>
      </div>
    </main>
  );
}
