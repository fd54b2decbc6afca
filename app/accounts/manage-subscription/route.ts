import { z } from "zod";
import { TIERS } from "@/lib/domain/billing/plans";
import { VerifyPasswordBody } from "@/lib/domain/validation/schemas";
import { returnOriginOf } from "@/lib/http/return-origin";
import { route } from "@/lib/http/route";
import { confirmAccountAction } from "@/lib/server/accounts/password-confirmation";
import { changePlan, type PlanChangeResult } from "@/lib/server/billing/plan-changes";

const Body = z.object({
  tier: z.enum(TIERS, { error: "Unknown plan." }),
  // The confirmation dialog's password, checked again here: never a browser-only rule. Without it,
  // the session must have passed POST /accounts/verify-password/ a moment before.
  password: VerifyPasswordBody.shape.password.optional(),
});

export const POST = route({ access: "user", body: Body }, async ({ body, session, req }): Promise<PlanChangeResult> => {
  await confirmAccountAction(session, body.password);
  return changePlan({ id: session.user.id, email: session.user.email }, body.tier, returnOriginOf(req.headers));
});
