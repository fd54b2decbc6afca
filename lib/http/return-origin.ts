import { env } from "@/lib/env";
import { allowedOrigins, hostnameOf, hostPolicyOf, type HostPolicy } from "./host";

/**
 * Where the app sends a browser for checkout or a payment page, and where those pages send it
 * back: the origin the user came on, so that host's session cookie goes along (outside production
 * a user on 127.0.0.1 stays on 127.0.0.1, never moved to APP_URL's localhost and logged out).
 * Only an origin the app serves (allowedOrigins) is kept; any other Host gets APP_URL's origin.
 */
export function returnOrigin(host: string | null | undefined, policy: HostPolicy): string {
  const appOrigin = new URL(policy.appUrl).origin;
  if (!host || hostnameOf(host) === null) return appOrigin;
  const allowed = allowedOrigins(policy);
  const protocol = new URL(policy.appUrl).protocol;
  const candidates = [`${protocol}//${host.trim().toLowerCase()}`, `http://${host.trim().toLowerCase()}`];
  return candidates.find((origin) => allowed.has(origin)) ?? appOrigin;
}

/** The return origin of a request under this environment's host policy. */
export function returnOriginOf(headers: Headers): string {
  return returnOrigin(headers.get("host"), hostPolicyOf(env()));
}
