import { z } from "zod";
import { VerifyPasswordBody } from "@/lib/domain/validation/schemas";
import { route } from "@/lib/http/route";
import { confirmAccountAction } from "@/lib/server/accounts/password-confirmation";
import { cancelSubscription, type PlanChangeResult } from "@/lib/server/billing/plan-changes";

/** The spec's call has no body: then the session must have passed POST /accounts/verify-password/ a moment before. */
const Body = z.object({
  password: VerifyPasswordBody.shape.password.optional(),
});

/** Ends the subscription at the close of the paid period (access continues until then). */
export const POST = route({ access: "user", body: Body }, async ({ body, session }): Promise<PlanChangeResult> => {
  await confirmAccountAction(session, body.password);
  return cancelSubscription(session.user.id);
});
