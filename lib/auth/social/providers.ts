import GitHub, { type GithubEmail, type GithubProfile } from "next-auth/providers/github";
import Google, { type GoogleProfile } from "next-auth/providers/google";
import type { Profile } from "next-auth";
import type { Provider } from "next-auth/providers/index";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { env, type Env } from "@/lib/env";

/**
 * The social sign-in providers this deployment offers: GitHub and Google when both their client
 * id and secret are set, and, outside production, a fake OAuth 2 provider for the e2e suite when
 * OAUTH_TEST_ISSUER is set. Every provider maps its profile to the same shape, including whether
 * the provider vouches for the email: only a verified email may link an existing account.
 */
export interface SocialProviderInfo {
  id: string;
  name: string;
}

export interface SocialProfile {
  id: string;
  name: string | null;
  email: string | null;
  /** True only when the provider itself says the address is verified. */
  email_verified: boolean;
  image: string | null;
}

declare module "next-auth" {
  interface User {
    email_verified?: boolean;
  }
}

export const TEST_PROVIDER_ID = "testoauth";

/** What the fake provider's /userinfo answers (the shape of a plain OAuth 2 userinfo). */
export interface TestOAuthProfile extends Record<string, unknown> {
  id: string | number;
  email?: string | null;
  email_verified?: boolean;
  name?: string | null;
}

type GithubUserinfo = GithubProfile & { email_verified?: boolean };

const text = (value: unknown): string | null => (typeof value === "string" && value ? value : null);

/** GitHub: the primary address of /user/emails, verified only when GitHub says so. */
export function githubPrimaryEmail(emails: unknown): { email: string | null; verified: boolean } {
  if (!Array.isArray(emails)) return { email: null, verified: false };
  const primary = (emails as GithubEmail[]).find((e) => e && e.primary === true);
  return primary
    ? { email: text(primary.email), verified: primary.verified === true }
    : { email: null, verified: false };
}

export function githubProfile(profile: GithubUserinfo): SocialProfile {
  return {
    id: String(profile.id),
    name: text(profile.name) ?? text(profile.login),
    email: text(profile.email),
    email_verified: profile.email_verified === true,
    image: text(profile.avatar_url),
  };
}

export function googleProfile(profile: GoogleProfile): SocialProfile {
  return {
    id: String(profile.sub),
    name: text(profile.name),
    email: text(profile.email),
    email_verified: profile.email_verified === true,
    image: text(profile.picture),
  };
}

export function testProfile(profile: TestOAuthProfile): SocialProfile {
  return {
    id: String(profile.id),
    name: text(profile.name),
    email: text(profile.email),
    email_verified: profile.email_verified === true,
    image: null,
  };
}

function github(clientId: string, clientSecret: string): OAuthConfig<GithubUserinfo> {
  return GitHub<GithubUserinfo>({
    clientId,
    clientSecret,
    userinfo: {
      url: "https://api.github.com/user",
      // /user carries only the public email and no verification flag: ask /user/emails, always.
      async request({ client, tokens }) {
        const profile = (await client.userinfo(tokens.access_token!)) as GithubUserinfo;
        let primary: { email: string | null; verified: boolean } = { email: null, verified: false };
        const res = await fetch("https://api.github.com/user/emails", {
          headers: {
            Authorization: `Bearer ${tokens.access_token}`,
            Accept: "application/vnd.github+json",
            "User-Agent": "IdeaForge",
          },
        }).catch(() => null);
        if (res?.ok) primary = githubPrimaryEmail(await res.json().catch(() => null));
        const merged: GithubUserinfo = {
          ...profile,
          email: primary.email ?? profile.email,
          email_verified: primary.email !== null && primary.verified,
        };
        return merged as unknown as Profile; // next-auth's type; `profile` below reads it as GithubUserinfo
      },
    },
    profile: githubProfile,
  });
}

function google(clientId: string, clientSecret: string): OAuthConfig<GoogleProfile> {
  return Google<GoogleProfile>({ clientId, clientSecret, profile: googleProfile });
}

function testProvider(issuer: string): OAuthConfig<TestOAuthProfile> {
  const base = issuer.replace(/\/+$/, "");
  return {
    id: TEST_PROVIDER_ID,
    name: "Test OAuth",
    type: "oauth",
    issuer: base,
    clientId: "ideaforge-e2e",
    clientSecret: "ideaforge-e2e-secret",
    authorization: { url: `${base}/authorize`, params: { scope: "profile email" } },
    token: `${base}/token`,
    userinfo: `${base}/userinfo`,
    checks: ["state"],
    idToken: false,
    profile: testProfile,
  };
}

const configured = (id?: string, secret?: string): [string, string] | null =>
  id?.trim() && secret?.trim() ? [id.trim(), secret.trim()] : null;

/** The next-auth provider objects, in the order the login page shows them. */
export function socialProviders(e: Env = env()): Provider[] {
  const list: Provider[] = [];
  const gh = configured(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET);
  if (gh) list.push(github(...gh));
  const gg = configured(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET);
  if (gg) list.push(google(...gg));
  if (e.OAUTH_TEST_ISSUER && !e.isProduction) list.push(testProvider(e.OAUTH_TEST_ISSUER));
  return list;
}

/** For the login page: the buttons to show (none when no provider is configured). */
export function configuredSocialProviders(e: Env = env()): SocialProviderInfo[] {
  return socialProviders(e).map(({ id, name }) => ({ id, name }));
}
