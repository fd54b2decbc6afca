import { afterEach, describe, expect, it, vi } from "vitest";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { parseEnv } from "@/lib/env";
import { socialCallbackPath } from "./callback-url";
import {
  configuredSocialProviders,
  githubPrimaryEmail,
  githubProfile,
  googleProfile,
  socialProviders,
  testProfile,
  type TestOAuthProfile,
} from "./providers";

const envWith = (vars: Record<string, string>) => parseEnv({ DATABASE_URL: "postgresql://unused", ...vars });
const BOTH_GITHUB = { GITHUB_CLIENT_ID: "gh-id", GITHUB_CLIENT_SECRET: "gh-secret" };
const BOTH_GOOGLE = { GOOGLE_CLIENT_ID: "g-id", GOOGLE_CLIENT_SECRET: "g-secret" };

describe("configuredSocialProviders", () => {
  it("offers nothing when no provider is configured", () => {
    expect(configuredSocialProviders(envWith({}))).toEqual([]);
  });

  it("needs both the client id and the secret of a provider", () => {
    expect(configuredSocialProviders(envWith({ GITHUB_CLIENT_ID: "gh-id" }))).toEqual([]);
    expect(configuredSocialProviders(envWith({ GOOGLE_CLIENT_SECRET: "g-secret" }))).toEqual([]);
    expect(configuredSocialProviders(envWith({ GITHUB_CLIENT_ID: " ", GITHUB_CLIENT_SECRET: "gh-secret" }))).toEqual(
      [],
    );
  });

  it("offers GitHub and Google, in that order, when both are configured", () => {
    expect(configuredSocialProviders(envWith({ ...BOTH_GOOGLE, ...BOTH_GITHUB }))).toEqual([
      { id: "github", name: "GitHub" },
      { id: "google", name: "Google" },
    ]);
    expect(configuredSocialProviders(envWith(BOTH_GOOGLE))).toEqual([{ id: "google", name: "Google" }]);
  });

  it("offers the fake test provider only outside production", () => {
    const issuer = { OAUTH_TEST_ISSUER: "http://127.0.0.1:2527" };
    expect(configuredSocialProviders(envWith({ ...issuer, APP_ENV: "test" }))).toEqual([
      { id: "testoauth", name: "Test OAuth" },
    ]);
    expect(configuredSocialProviders(envWith({ ...issuer, APP_ENV: "production" }))).toEqual([]);
    expect(configuredSocialProviders(envWith({ ...issuer, NODE_ENV: "production" }))).toEqual([]);
  });
});

describe("provider objects", () => {
  it("passes the client credentials to next-auth's GitHub and Google providers", () => {
    const [gh, google] = socialProviders(envWith({ ...BOTH_GITHUB, ...BOTH_GOOGLE })) as OAuthConfig<never>[];
    expect(gh!.options).toMatchObject({ clientId: "gh-id", clientSecret: "gh-secret" });
    expect(google!.options).toMatchObject({ clientId: "g-id", clientSecret: "g-secret" });
  });

  it("builds the test provider as a plain OAuth 2 provider on the issuer, with a state check", () => {
    const [p] = socialProviders(
      envWith({ OAUTH_TEST_ISSUER: "http://127.0.0.1:2527/", APP_ENV: "test" }),
    ) as OAuthConfig<TestOAuthProfile>[];
    expect(p).toMatchObject({
      id: "testoauth",
      type: "oauth",
      authorization: { url: "http://127.0.0.1:2527/authorize" },
      token: "http://127.0.0.1:2527/token",
      userinfo: "http://127.0.0.1:2527/userinfo",
      checks: ["state"],
      idToken: false,
    });
  });
});

describe("GitHub userinfo", () => {
  afterEach(() => vi.unstubAllGlobals());

  type Request = (ctx: unknown) => Promise<Record<string, unknown>>;
  const userinfoRequest = () => {
    const [gh] = socialProviders(envWith(BOTH_GITHUB)) as OAuthConfig<never>[];
    return (gh!.options!.userinfo as { request: Request }).request;
  };
  const client = { userinfo: async () => ({ id: 1, login: "octo", email: "public@example.com" }) };

  it("takes the primary address and its verification from /user/emails", async () => {
    const fetchMock = vi.fn(async () => Response.json([{ email: "main@example.com", primary: true, verified: true }]));
    vi.stubGlobal("fetch", fetchMock);
    const profile = await userinfoRequest()({ client, tokens: { access_token: "tok" } });
    expect(profile).toMatchObject({ email: "main@example.com", email_verified: true });
    expect(fetchMock).toHaveBeenCalledWith(
      "https://api.github.com/user/emails",
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: "Bearer tok" }) }),
    );
  });

  it("treats the address as unverified when /user/emails cannot be read", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("forbidden", { status: 403 })),
    );
    const profile = await userinfoRequest()({ client, tokens: { access_token: "tok" } });
    expect(profile).toMatchObject({ email: "public@example.com", email_verified: false });
  });
});

describe("profile mapping", () => {
  it("GitHub: id as text, login when there is no name, verification as GitHub reported it", () => {
    const base = { id: 42, login: "octo", name: null, email: "Octo@Example.com", avatar_url: "https://a/x.png" };
    expect(githubProfile({ ...base, email_verified: true } as never)).toEqual({
      id: "42",
      name: "octo",
      email: "Octo@Example.com",
      email_verified: true,
      image: "https://a/x.png",
    });
    expect(githubProfile(base as never).email_verified).toBe(false);
  });

  it("GitHub: only a verified primary address of /user/emails counts", () => {
    const emails = [
      { email: "old@example.com", primary: false, verified: true, visibility: null },
      { email: "main@example.com", primary: true, verified: true, visibility: "private" },
    ];
    expect(githubPrimaryEmail(emails)).toEqual({ email: "main@example.com", verified: true });
    expect(githubPrimaryEmail([{ ...emails[1], verified: false }, emails[0]])).toEqual({
      email: "main@example.com",
      verified: false,
    });
    expect(githubPrimaryEmail([emails[0]])).toEqual({ email: null, verified: false });
    expect(githubPrimaryEmail({ message: "Bad credentials" })).toEqual({ email: null, verified: false });
  });

  it("Google: the sub claim is the id; email_verified must be exactly true", () => {
    const claims = { sub: "1098", name: "Ada", email: "ada@example.com", picture: "https://p/a.png" };
    expect(googleProfile({ ...claims, email_verified: true } as never)).toEqual({
      id: "1098",
      name: "Ada",
      email: "ada@example.com",
      email_verified: true,
      image: "https://p/a.png",
    });
    expect(googleProfile({ ...claims, email_verified: "true" } as never).email_verified).toBe(false);
    expect(googleProfile({ ...claims, email_verified: false } as never).email_verified).toBe(false);
  });

  it("test provider: id, email, email_verified and name", () => {
    expect(testProfile({ id: 7, email: "t@example.com", email_verified: true, name: "Tess" })).toEqual({
      id: "7",
      name: "Tess",
      email: "t@example.com",
      email_verified: true,
      image: null,
    });
    expect(testProfile({ id: "x", email: "" })).toEqual({
      id: "x",
      name: null,
      email: null,
      email_verified: false,
      image: null,
    });
  });
});

describe("socialCallbackPath", () => {
  it("lands on the provider's callback page with the provider in the query", () => {
    expect(socialCallbackPath("github")).toBe("/auth/callback/github?provider=github");
    expect(socialCallbackPath("google", { error: "no_account" })).toBe(
      "/auth/callback/google?provider=google&error=no_account",
    );
    expect(socialCallbackPath("github", { next: "/verify-device" })).toBe(
      "/auth/callback/github?provider=github&next=%2Fverify-device",
    );
  });

  it("never puts anything but a plain provider id in the path", () => {
    expect(socialCallbackPath("../evil")).toBe("/auth/callback/unknown?provider=unknown");
  });
});
