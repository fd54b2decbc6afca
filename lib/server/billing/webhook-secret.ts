import "server-only";
import { createHmac } from "node:crypto";
import { env } from "@/lib/env";
import { appSecret } from "@/lib/server/security/secret";

/**
 * STRIPE_WEBHOOK_SECRET; outside production without it, a secret of this installation derived from
 * its generated app secret (kept in DATA_DIR with the other local secrets), so nobody can sign
 * billing events for somebody else's development instance with a value read in the code.
 */
export function webhookSecret(): string {
  const e = env();
  if (e.STRIPE_WEBHOOK_SECRET) return e.STRIPE_WEBHOOK_SECRET;
  if (e.isProduction) throw new Error("STRIPE_WEBHOOK_SECRET is required in production.");
  return `whsec_${createHmac("sha256", appSecret()).update("local stripe webhook").digest("base64url")}`;
}
