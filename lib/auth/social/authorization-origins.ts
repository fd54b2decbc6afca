import type { Env } from "@/lib/env";

/**
 * The origins of the consent pages of the social sign-in providers this deployment offers (the
 * same rule as `socialProviders`: both client id and secret set; the fake provider outside
 * production only). The page CSP's form-action lists them: the login button posts to the app,
 * which redirects the browser there. Kept apart from providers.ts so proxy.ts can use it without
 * loading next-auth.
 */
export const GITHUB_AUTHORIZATION_ORIGIN = "https://github.com";
export const GOOGLE_AUTHORIZATION_ORIGIN = "https://accounts.google.com";

const configured = (id?: string, secret?: string) => Boolean(id?.trim() && secret?.trim());

export function socialAuthorizationOrigins(e: Env): string[] {
  const origins: string[] = [];
  if (configured(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET)) origins.push(GITHUB_AUTHORIZATION_ORIGIN);
  if (configured(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET)) origins.push(GOOGLE_AUTHORIZATION_ORIGIN);
  if (e.OAUTH_TEST_ISSUER && !e.isProduction) origins.push(new URL(e.OAUTH_TEST_ISSUER).origin);
  return origins;
}
