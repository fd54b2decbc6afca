import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/layout/PagePlaceholder";
import { requireSubscriberPage } from "@/lib/server/auth/page-guard";

export const metadata: Metadata = { title: "My Projects" };

export default async function Page() {
  // Layouts do not re-run on client navigation: every page checks access itself.
  await requireSubscriberPage();
  return <PagePlaceholder title="My Projects">Your claimed ideas and their milestones appear here.</PagePlaceholder>;
}
