import { returnOriginOf } from "@/lib/http/return-origin";
import { route } from "@/lib/http/route";
import { reactivateSubscription, type PlanChangeResult } from "@/lib/server/billing/plan-changes";

export const POST = route({ access: "user" }, async ({ session, req }): Promise<PlanChangeResult> =>
  reactivateSubscription({ id: session.user.id, email: session.user.email }, returnOriginOf(req.headers)),
);
