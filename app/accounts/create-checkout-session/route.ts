import { z } from "zod";
import { returnOriginOf } from "@/lib/http/return-origin";
import { route } from "@/lib/http/route";
import { createCheckout, resolveTier } from "@/lib/server/billing/checkout";

const CheckoutBody = z.object({
  tier: z.string().max(40).optional(),
  priceId: z.string().max(200).optional(),
  isReactivation: z.boolean().optional(),
});

export interface CheckoutResponse {
  url: string;
}

/** Starts Checkout for a plan. Logged in, it buys for that account (reactivation or upgrade). */
export const POST = route(
  { access: "public", body: CheckoutBody },
  async ({ body, session, req }): Promise<CheckoutResponse> => {
    const tier = resolveTier(body);
    const user = session ? { id: session.user.id, email: session.user.email } : null;
    return createCheckout({
      tier,
      user,
      isReactivation: body.isReactivation ?? false,
      origin: returnOriginOf(req.headers),
    });
  },
);
