import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { KnownClaimStatuses } from "@/components/idea-board/KnownClaimStatuses";
import { ResultsPage } from "@/components/search/ResultsPage";
import { earlySearchScript } from "@/components/search/early-search";
import { isCrossSite } from "@/lib/http/fetch-site";
import { requireSubscriberPage } from "@/lib/server/auth/page-guard";
import { claimStatuses } from "@/lib/server/ideas/claims";
import { searchState } from "@/lib/server/search/state";
import { TIME_ZONE_COOKIE } from "@/lib/domain/usage/time-zone";
import { firstResults, isPrefetch, linkQuery, newSearch, searchOnServer } from "./first-page";

export const metadata: Metadata = { title: "Deep Search Results" };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // Layouts do not re-run on client navigation: every page checks access itself.
  const session = await requireSubscriberPage();
  // The first page of results comes with the page, so its HTML shows the results and the claim
  // buttons' states: no request from the browser has to come back first. A page viewed before is
  // read from the saved search; a new one is searched here when the browser's date is known.
  const params = await searchParams;
  const request = await headers();
  // Opened from another site's link: nothing is searched, charged or saved; the search form comes
  // filled in with the link's search, and runs when the user asks for it.
  if (isCrossSite(request)) redirect(`/search?${linkQuery(params)}`);
  const known = await searchState(session.user.id);
  const viewed = await firstResults(session.user.id, params, known);
  const searched = viewed
    ? null
    : await searchOnServer(session, params, known, {
        utcOffset: (await cookies()).get(TIME_ZONE_COOKIE)?.value,
        prefetch: isPrefetch(request),
      });
  const saved = searched?.saved ?? known;
  const first = viewed ?? searched?.first ?? null;
  // Else the search starts from the HTML, while the app's scripts load (components/search/early-search.ts).
  const early = first ? null : newSearch(params, saved);
  const nonce = request.get("x-nonce") ?? undefined;
  const claims = first
    ? await claimStatuses(
        session.user.id,
        first.ideas.map((idea) => idea.id),
      )
    : {};
  return (
    <KnownClaimStatuses statuses={claims}>
      {early ? (
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlySearchScript(early.key, early.offset) }} />
      ) : null}
      <Suspense>
        <ResultsPage saved={saved} first={first ?? undefined} />
      </Suspense>
    </KnownClaimStatuses>
  );
}
