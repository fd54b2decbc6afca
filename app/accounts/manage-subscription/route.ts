import { z } from "zod";
import { TIERS } from "@/lib/domain/billing/plans";
import { PASSWORD_REQUIRED_MESSAGE } from "@/lib/domain/validation/password";
import { returnOriginOf } from "@/lib/http/return-origin";
import { route } from "@/lib/http/route";
import { changePlan, type PlanChangeResult } from "@/lib/server/billing/plan-changes";

const Body = z.object({
  tier: z.enum(TIERS, { error: "Unknown plan." }),
  // The confirmation dialog's password, checked again here: never a browser-only rule.
  password: z.string({ error: PASSWORD_REQUIRED_MESSAGE }).min(1, PASSWORD_REQUIRED_MESSAGE).max(128),
});

export const POST = route({ access: "user", body: Body }, async ({ body, session, req }): Promise<PlanChangeResult> =>
  changePlan({ id: session.user.id, email: session.user.email }, body.tier, body.password, returnOriginOf(req.headers)),
);
