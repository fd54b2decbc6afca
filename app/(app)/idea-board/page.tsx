import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/layout/PagePlaceholder";
import { requireSubscriberPage } from "@/lib/server/auth/page-guard";

export const metadata: Metadata = { title: "Idea Board" };

export default async function Page() {
  // Layouts do not re-run on client navigation: every page checks access itself.
  await requireSubscriberPage();
  return <PagePlaceholder title="Idea Board">Shuffle a board of ideas matched to your priorities.</PagePlaceholder>;
}
