import type { Metadata } from "next";
import { IdeaBoardPage } from "@/components/idea-board/IdeaBoardPage";
import { requireSubscriberPage } from "@/lib/server/auth/page-guard";

export const metadata: Metadata = { title: "Idea Board" };

export default async function Page() {
  // Layouts do not re-run on client navigation: every page checks access itself.
  await requireSubscriberPage();
  return <IdeaBoardPage />;
}
