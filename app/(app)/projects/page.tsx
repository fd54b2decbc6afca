import type { Metadata } from "next";
import { ProjectsPage } from "@/components/projects/ProjectsPage";
import { requireSubscriberPage } from "@/lib/server/auth/page-guard";
import { isFirstRun } from "@/lib/server/projects/first-run";

export const metadata: Metadata = { title: "My Projects" };

/** /projects, My Projects; a user who never had a project is welcomed first. */
export default async function Page() {
  // Layouts do not re-run on client navigation: every page checks access itself.
  const session = await requireSubscriberPage();
  return <ProjectsPage firstRun={await isFirstRun(session.user.id)} />;
}
