import { returnOriginOf } from "@/lib/http/return-origin";
import { route } from "@/lib/http/route";
import { paymentMethodUpdateUrl } from "@/lib/server/billing/payment-method";
import type { UpdatePaymentMethodResponse } from "@/lib/contracts/billing";

export type { UpdatePaymentMethodResponse };

/** 'Update payment method' in a grace period: where to change the card (Stripe's portal, or the local page). */
export const POST = route({ access: "user" }, async ({ session, req }): Promise<UpdatePaymentMethodResponse> =>
  paymentMethodUpdateUrl(session.user.id, returnOriginOf(req.headers)),
);
