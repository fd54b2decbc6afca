import { describe, expect, it } from "vitest";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { parseEnv } from "@/lib/env";
import { GOOGLE_AUTHORIZATION_ORIGIN, socialAuthorizationOrigins } from "./authorization-origins";
import { socialProviders } from "./providers";

const envWith = (vars: Record<string, string>) => parseEnv({ DATABASE_URL: "postgresql://unused", ...vars });
const GITHUB = { GITHUB_CLIENT_ID: "gh-id", GITHUB_CLIENT_SECRET: "gh-secret" };
const GOOGLE = { GOOGLE_CLIENT_ID: "g-id", GOOGLE_CLIENT_SECRET: "g-secret" };
const TEST_ISSUER = { OAUTH_TEST_ISSUER: "http://127.0.0.1:2527/" };

/**
 * Where next-auth sends the browser for a provider: its authorization URL, or for Google (OpenID
 * discovery) the issuer of its well-known document, whose authorization endpoint is on the same
 * origin (https://accounts.google.com/o/oauth2/v2/auth).
 */
function consentOrigin(provider: OAuthConfig<never>): string {
  const authorization = provider.options?.authorization ?? provider.authorization;
  const url = typeof authorization === "string" ? authorization : (authorization?.url ?? provider.wellKnown);
  return new URL(url!).origin;
}

describe("socialAuthorizationOrigins", () => {
  it("is empty when no provider is configured, or a provider lacks its secret", () => {
    expect(socialAuthorizationOrigins(envWith({}))).toEqual([]);
    expect(socialAuthorizationOrigins(envWith({ GITHUB_CLIENT_ID: "gh-id", GOOGLE_CLIENT_SECRET: " " }))).toEqual([]);
  });

  it("names the fake provider's origin outside production only", () => {
    expect(socialAuthorizationOrigins(envWith({ ...TEST_ISSUER, APP_ENV: "test" }))).toEqual(["http://127.0.0.1:2527"]);
    expect(socialAuthorizationOrigins(envWith({ ...TEST_ISSUER, APP_ENV: "production" }))).toEqual([]);
  });

  it.each([
    ["GitHub", GITHUB],
    ["Google", GOOGLE],
    ["GitHub, Google and the fake provider", { ...GITHUB, ...GOOGLE, ...TEST_ISSUER, APP_ENV: "test" }],
    ["the fake provider in production", { ...TEST_ISSUER, APP_ENV: "production" }],
  ])("matches where the configured providers send the browser: %s", (_, vars) => {
    const e = envWith(vars);
    const providers = socialProviders(e) as OAuthConfig<never>[];
    expect(socialAuthorizationOrigins(e)).toEqual(providers.map(consentOrigin));
  });

  it("Google's discovery document is on the origin listed", () => {
    const [google] = socialProviders(envWith(GOOGLE)) as OAuthConfig<never>[];
    expect(new URL(google!.wellKnown!).origin).toBe(GOOGLE_AUTHORIZATION_ORIGIN);
  });
});
