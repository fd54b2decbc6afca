import type { Metadata } from "next";
import { IdeaBoardPage } from "@/components/idea-board/IdeaBoardPage";
import { KnownClaimStatuses } from "@/components/idea-board/KnownClaimStatuses";
import { requireSubscriberPage } from "@/lib/server/auth/page-guard";
import { boardState, getViewedFlag } from "@/lib/server/ideas/board-state";
import { claimStatuses } from "@/lib/server/ideas/claims";

export const metadata: Metadata = { title: "Idea Board" };

export default async function Page() {
  // Layouts do not re-run on client navigation: every page checks access itself.
  const session = await requireSubscriberPage();
  // The saved board, the first-visit flag and the cards' claim states are read here, so the first
  // paint already shows the board: no request from the browser has to come back before the cards
  // and their claim buttons appear.
  const [saved, hasViewed] = await Promise.all([
    boardState(session.user.id),
    getViewedFlag(session.user.id, "hasViewedIdeaBoard"),
  ]);
  const claims = await claimStatuses(
    session.user.id,
    saved.ideas.map((idea) => idea.id),
  );
  return (
    <KnownClaimStatuses statuses={claims}>
      <IdeaBoardPage initial={{ saved, hasViewed }} />
    </KnownClaimStatuses>
  );
}
