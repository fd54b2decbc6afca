import type { Metadata } from "next";
import { SearchPage } from "@/components/search/SearchPage";
import { requireSubscriberPage } from "@/lib/server/auth/page-guard";

export const metadata: Metadata = { title: "Deep Search" };

export default async function Page() {
  // Layouts do not re-run on client navigation: every page checks access itself.
  await requireSubscriberPage();
  return <SearchPage />;
}
