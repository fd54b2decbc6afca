import type { Metadata } from "next";
import { Suspense } from "react";
import { ResultsPage } from "@/components/search/ResultsPage";
import { requireSubscriberPage } from "@/lib/server/auth/page-guard";

export const metadata: Metadata = { title: "Deep Search Results" };

export default async function Page() {
  // Layouts do not re-run on client navigation: every page checks access itself.
  await requireSubscriberPage();
  return (
    <Suspense>
      <ResultsPage />
    </Suspense>
  );
}
