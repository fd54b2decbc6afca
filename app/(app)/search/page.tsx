import type { Metadata } from "next";
import { SearchPage } from "@/components/search/SearchPage";
import { paramsToForm } from "@/lib/domain/search/form";
import { idFromText } from "@/lib/domain/validation/id";
import { requireSubscriberPage } from "@/lib/server/auth/page-guard";

export const metadata: Metadata = { title: "Deep Search" };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // Layouts do not re-run on client navigation: every page checks access itself.
  await requireSubscriberPage();
  // A search handed on in the URL (a link from another site to /results is sent here): the form
  // comes filled in with it, and nothing runs until the user presses Search.
  const params = await searchParams;
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) given[name] = first;
  }
  // An idea opened from a saved-search digest's link (alert_idea=ID): the page opens it as a search view.
  const alertIdeaId = idFromText(given.alert_idea ?? "") ?? undefined;
  return (
    <SearchPage initial={given.main_search_text?.trim() ? paramsToForm(given) : undefined} alertIdeaId={alertIdeaId} />
  );
}
