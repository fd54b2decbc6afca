import { route } from "@/lib/http/route";
import { processEvent, verifyEvent } from "@/lib/server/billing/webhook";

/**
 * Stripe webhooks: no CSRF (Stripe signs each event instead), the raw body for the signature.
 * Bad signature or malformed event: 400 and nothing written. Failure while applying: 5xx, so Stripe retries.
 */
export const POST = route(
  { access: "public", csrf: false, rawBody: true, maxBodyBytes: 512 * 1024 },
  async ({ rawBody, req }) => {
    const event = verifyEvent(rawBody, req.headers.get("stripe-signature"));
    return processEvent(event);
  },
);
