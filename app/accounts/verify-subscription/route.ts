import { route } from "@/lib/http/route";
import { subscriptionView, type SubscriptionView } from "@/lib/server/billing/subscription-view";

export const GET = route({ access: "user" }, async ({ session }): Promise<SubscriptionView> =>
  subscriptionView(session.user.id),
);
