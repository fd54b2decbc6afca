import type { Metadata } from "next";
import { IdeaBoardPage } from "@/components/idea-board/IdeaBoardPage";
import { requireSubscriberPage } from "@/lib/server/auth/page-guard";
import { boardState, getViewedFlag } from "@/lib/server/ideas/board-state";

export const metadata: Metadata = { title: "Idea Board" };

export default async function Page() {
  // Layouts do not re-run on client navigation: every page checks access itself.
  const session = await requireSubscriberPage();
  // The saved board and the first-visit flag are read here, so the first paint already shows the
  // board: no request from the browser has to come back before the cards appear.
  const [saved, hasViewed] = await Promise.all([
    boardState(session.user.id),
    getViewedFlag(session.user.id, "hasViewedIdeaBoard"),
  ]);
  return <IdeaBoardPage initial={{ saved, hasViewed }} />;
}
