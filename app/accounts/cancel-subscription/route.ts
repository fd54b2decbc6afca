import { z } from "zod";
import { PASSWORD_REQUIRED_MESSAGE } from "@/lib/domain/validation/password";
import { route } from "@/lib/http/route";
import { cancelSubscription, type PlanChangeResult } from "@/lib/server/billing/plan-changes";

const Body = z.object({
  password: z.string({ error: PASSWORD_REQUIRED_MESSAGE }).min(1, PASSWORD_REQUIRED_MESSAGE).max(128),
});

/** Ends the subscription at the close of the paid period (access continues until then). */
export const POST = route({ access: "user", body: Body }, async ({ body, session }): Promise<PlanChangeResult> =>
  cancelSubscription(session.user.id, body.password),
);
