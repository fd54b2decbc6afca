import type { Metadata } from "next";
import { SavedPage } from "@/components/watchlist/SavedPage";
import { requireSubscriberPage } from "@/lib/server/auth/page-guard";

export const metadata: Metadata = { title: "Saved ideas" };

/** /saved: the user's watchlist. */
export default async function Page() {
  // Layouts do not re-run on client navigation: every page checks access itself.
  await requireSubscriberPage();
  return <SavedPage />;
}
