import { z } from "zod";
import { normaliseEmail } from "@/lib/domain/validation/sanitize";
import { EmailField } from "@/lib/domain/validation/schemas";
import { isLoopbackClient } from "@/lib/http/request";
import { route } from "@/lib/http/route";
import { confirmPaymentEmail } from "@/lib/server/billing/purchase";

const ConfirmBody = z.object({
  sessionId: z.string().min(1).max(255),
  email: EmailField,
  // The email is confirmed once; a client that still sends it twice has both compared.
  emailConfirmation: z.string().max(254).transform(normaliseEmail).optional(),
});

export interface ConfirmPaymentEmailResponse {
  success: true;
  debug_link?: string;
}

export const POST = route(
  { access: "public", body: ConfirmBody },
  async ({ body, req }): Promise<ConfirmPaymentEmailResponse> =>
    confirmPaymentEmail(body, { fromLoopback: isLoopbackClient(req.headers) }),
);
