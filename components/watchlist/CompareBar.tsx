"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/Button";
import { COMPARE_MAX, COMPARE_MIN } from "@/lib/domain/watchlist/limits";
import { clearPicked, compareHref, useCompareSelection } from "./compare-selection";

/**
 * The bar that appears once ideas are picked for Compare: how many, 'Compare' (from two) and
 * 'Clear'. A landmark region at the foot of the screen, out of the way of the page's own content.
 */
export function CompareBar() {
  const picked = useCompareSelection();
  const pathname = usePathname();
  const shownIds = useSearchParams()?.get("ids");
  if (!picked.length) return null;
  const ready = picked.length >= COMPARE_MIN;
  // On the comparison of exactly these ideas, a link to the same page would only reload it.
  const comparedHere = pathname === "/compare" && compareHref(picked) === `/compare?ids=${shownIds}`;
  return (
    <>
      {/* Room at the foot of the page, so the fixed bar never hides its last lines. */}
      <div aria-hidden="true" className="h-24" />
      <section
        aria-label="Ideas to compare"
        data-compare-bar
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 py-3 shadow-lg backdrop-blur"
      >
        {/* The same box as the page's main column, so the bar's edges line up with the cards. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4">
          <p className="min-w-0 flex-1 text-sm text-slate-700" role="status">
            <span className="font-semibold">{picked.length}</span> of {COMPARE_MAX} picked
            {comparedHere ? ": compared on this page" : ready ? "" : ": pick one more to compare"}
            <span className="sr-only">: {picked.map((p) => p.title).join(", ")}</span>
          </p>
          <button type="button" onClick={clearPicked} className={secondaryButtonClass}>
            Clear
          </button>
          {comparedHere ? null : ready ? (
            <Link href={compareHref(picked)} className={primaryButtonClass}>
              Compare {picked.length} ideas
            </Link>
          ) : (
            <span aria-disabled="true" className={`${primaryButtonClass} cursor-not-allowed opacity-60`}>
              Compare
            </span>
          )}
        </div>
      </section>
    </>
  );
}
