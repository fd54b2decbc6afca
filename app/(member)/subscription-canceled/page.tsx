import type { Metadata } from "next";
import { Reactivate } from "@/components/billing/Reactivate";
import { requireMemberPage } from "@/lib/server/auth/page-guard";
import { keptProjectCount } from "@/lib/server/billing/reactivation";

export const metadata: Metadata = { title: "Your Subscription Has Ended" };

/** Reactivation: the layout requires a login, whatever the subscription. */
export default async function Page() {
  const session = await requireMemberPage();
  return (
    <Reactivate
      username={session.user.username}
      email={session.user.email}
      projectCount={await keptProjectCount(session.user.id)}
    />
  );
}
