import type { Metadata } from "next";
import { Suspense } from "react";
import { ResultsPage } from "@/components/search/ResultsPage";
import { requireSubscriberPage } from "@/lib/server/auth/page-guard";
import { searchState } from "@/lib/server/search/state";

export const metadata: Metadata = { title: "Deep Search Results" };

export default async function Page() {
  // Layouts do not re-run on client navigation: every page checks access itself.
  const session = await requireSubscriberPage();
  // The saved search comes with the page, so the first load of the results waits for no request
  // but the search itself (or none, for a page viewed before).
  const saved = await searchState(session.user.id);
  return (
    <Suspense>
      <ResultsPage saved={saved} />
    </Suspense>
  );
}
