import { z } from "zod";
import { EmailField } from "@/lib/domain/validation/schemas";
import { env } from "@/lib/env";
import { errors } from "@/lib/errors";
import { isLoopbackClient } from "@/lib/http/request";
import { route } from "@/lib/http/route";
import { payLocalCheckout, readLocalCheckout } from "@/lib/server/billing/local-checkout";

const PayBody = z.object({
  ticket: z.string().min(1).max(4000),
  email: EmailField,
});

/** Local billing only, for a browser on this machine: pays the local checkout through the signed webhook. */
export const POST = route({ access: "public", body: PayBody }, async ({ body, req }) => {
  if (env().isProduction || env().STRIPE_SECRET_KEY || !isLoopbackClient(req.headers)) throw errors.notFound();
  const ticket = readLocalCheckout(body.ticket);
  if (!ticket) throw errors.notFound("This checkout has expired. Please start again from the pricing page.");
  return { url: await payLocalCheckout(ticket, ticket.email ?? body.email) };
});
