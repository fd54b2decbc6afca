import "server-only";
import { createHmac } from "node:crypto";
import { cookies, headers } from "next/headers";
import type { AuthOptions, CallbacksOptions } from "next-auth";
import { SESSION_COOKIE, sessionCookie } from "@/lib/auth/cookies";
import { DEVICE_COOKIE, deviceCookie, validDeviceKey } from "@/lib/auth/device-cookie";
import { env, type Env } from "@/lib/env";
import { clientIpOf } from "@/lib/http/request";
import { log } from "@/lib/log";
import { socialSignIn } from "@/lib/server/auth/social-sign-in";
import { TWO_FACTOR_PATH, twoFactorCookie } from "@/lib/server/auth/two-factor-sign-in";
import { appSecret } from "@/lib/server/security/secret";
import { SOCIAL_ERROR_NO_ACCOUNT, socialCallbackPath } from "./callback-url";
import { socialProviders } from "./providers";

/**
 * next-auth runs the OAuth dance only (redirect to the provider, state check, code exchange,
 * profile). It never creates a session of its own: the signIn callback opens OUR server-side,
 * revocable session (lib/server/auth/open-session.ts), sets OUR `sessionid` cookie with
 * `cookies()` (Next.js merges cookies set during a route handler into its response, including
 * next-auth's redirect), and answers with a URL, which makes next-auth redirect there and skip its
 * own JWT session entirely. Success and failure both land on /auth/callback/<provider>.
 */

/** next-auth signs its state and CSRF cookies with this. */
export function nextAuthSecret(): string {
  const e = env();
  if (e.NEXTAUTH_SECRET) return e.NEXTAUTH_SECRET;
  let base: string;
  try {
    base = appSecret();
  } catch {
    throw new Error(
      "NEXTAUTH_SECRET (or SECRET_KEY) is required in production when a social sign-in provider is configured.",
    );
  }
  return createHmac("sha256", base).update("ideaforge:next-auth").digest("base64url");
}

const signIn: CallbacksOptions["signIn"] = async ({ user, account }) => {
  if (!account || account.type !== "oauth") return socialCallbackPath("unknown", { error: "OAuthSignin" });
  const [jar, h] = await Promise.all([cookies(), headers()]);
  const deviceKey = validDeviceKey(jar.get(DEVICE_COOKIE)?.value) ?? undefined;
  const result = await socialSignIn(
    {
      provider: account.provider,
      providerAccountId: account.providerAccountId,
      email: user.email ?? null,
      emailVerified: user.email_verified === true,
    },
    {
      ip: clientIpOf(h),
      userAgent: h.get("user-agent"),
      deviceKey,
      previousSessionToken: jar.get(SESSION_COOKIE)?.value,
    },
  );
  if (!result.ok && result.reason === "two_factor_required") {
    // Two-factor on: the login page asks for the code, which opens the session.
    jar.set(twoFactorCookie(result.twoFactor));
    return socialCallbackPath(account.provider, { next: TWO_FACTOR_PATH });
  }
  if (!result.ok) {
    log.info("social sign-in refused", { provider: account.provider, reason: result.reason });
    return socialCallbackPath(account.provider, { error: SOCIAL_ERROR_NO_ACCOUNT });
  }
  jar.set(sessionCookie(result.token, result.expiresAt));
  if (result.deviceKey !== deviceKey) jar.set(deviceCookie(result.deviceKey));
  log.info("social sign-in", { provider: account.provider, userId: result.userId });
  return socialCallbackPath(account.provider, result.redirectTo ? { next: result.redirectTo } : {});
};

let cached: { env: Env; options: AuthOptions | null } | undefined;

/** The options for the configured providers; null when none is configured (no social sign-in). */
export function authOptions(e: Env = env()): AuthOptions | null {
  if (cached?.env === e) return cached.options;
  const providers = socialProviders(e);
  let options: AuthOptions | null = null;
  if (providers.length) {
    // next-auth reads its public URL from process.env only (OAuth redirect URIs are built from it).
    process.env.NEXTAUTH_URL ??= e.NEXTAUTH_URL ?? e.appUrl;
    options = {
      providers,
      secret: nextAuthSecret(),
      session: { strategy: "jwt", maxAge: 60 }, // never issued: signIn always answers with a URL
      pages: { signIn: "/login", error: "/auth/callback" },
      callbacks: { signIn },
      logger: {
        error: (code, metadata) => log.error("next-auth", { code, metadata }),
        warn: (code) => log.warn("next-auth", { code }),
        debug: () => undefined,
      },
    };
  }
  cached = { env: e, options };
  return options;
}
