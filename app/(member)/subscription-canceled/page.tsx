import type { Metadata } from "next";
import { Reactivate } from "@/components/billing/Reactivate";

export const metadata: Metadata = { title: "Your Subscription Has Ended" };

/** Reactivation (spec sections 2 and 4): the layout requires a login, whatever the subscription. */
export default function Page() {
  return <Reactivate />;
}
