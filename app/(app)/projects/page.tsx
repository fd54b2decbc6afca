import type { Metadata } from "next";
import { ProjectsPage } from "@/components/projects/ProjectsPage";
import { requireSubscriberPage } from "@/lib/server/auth/page-guard";

export const metadata: Metadata = { title: "My Projects" };

/** /projects, My Projects (spec section 2). */
export default async function Page() {
  // Layouts do not re-run on client navigation: every page checks access itself.
  await requireSubscriberPage();
  return <ProjectsPage />;
}
