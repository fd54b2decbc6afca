import type { Metadata } from "next";
import { Reactivate } from "@/components/billing/Reactivate";
import { requireMemberPage } from "@/lib/server/auth/page-guard";
import { keptProjectCount, keptProjects } from "@/lib/server/billing/reactivation";

export const metadata: Metadata = { title: "Your Subscription Has Ended" };

/** Reactivation: the layout requires a login, whatever the subscription. The kept projects are listed read-only. */
export default async function Page() {
  const session = await requireMemberPage();
  const [projectCount, projects] = await Promise.all([
    keptProjectCount(session.user.id),
    keptProjects(session.user.id),
  ]);
  return (
    <Reactivate
      username={session.user.username}
      email={session.user.email}
      projectCount={projectCount}
      projects={projects}
    />
  );
}
