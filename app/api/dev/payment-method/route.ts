import { env } from "@/lib/env";
import { errors } from "@/lib/errors";
import { isLoopbackClient } from "@/lib/http/request";
import { route } from "@/lib/http/route";
import { retryUnpaidInvoiceLocally } from "@/lib/server/billing/local-payment-method";

/** Local billing only, for a browser on this machine: saves the card and retries the unpaid invoice through the signed webhook. */
export const POST = route({ access: "user" }, async ({ req, session }) => {
  if (env().isProduction || env().STRIPE_SECRET_KEY || !isLoopbackClient(req.headers)) throw errors.notFound();
  return { url: await retryUnpaidInvoiceLocally(session.user.id) };
});
