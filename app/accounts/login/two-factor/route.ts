import { SESSION_COOKIE, sessionCookie } from "@/lib/auth/cookies";
import { DEVICE_COOKIE, deviceCookie, validDeviceKey } from "@/lib/auth/device-cookie";
import { TwoFactorCodeBody } from "@/lib/domain/validation/account-security";
import { cookieOf } from "@/lib/http/request";
import { route } from "@/lib/http/route";
import { revokeSession } from "@/lib/server/auth/sessions";
import { TWO_FACTOR_COOKIE, completeTwoFactorSignIn, twoFactorCookie } from "@/lib/server/auth/two-factor-sign-in";

/**
 * The second step of a sign-in with two-factor on: the code from the authenticator app (or a
 * recovery code) for the challenge the first step left in the `two_factor` cookie.
 */
export const POST = route(
  { access: "public", body: TwoFactorCodeBody, allowUnverifiedDevice: true },
  async ({ body, ip, req, session, setCookie }) => {
    const deviceKey = validDeviceKey(cookieOf(req.headers, DEVICE_COOKIE)) ?? undefined;
    const result = await completeTwoFactorSignIn(cookieOf(req.headers, TWO_FACTOR_COOKIE), body.code, {
      ip,
      userAgent: req.headers.get("user-agent"),
      deviceKey,
    });
    if (session) await revokeSession(session.token);
    setCookie(twoFactorCookie(null));
    setCookie({ ...sessionCookie(result.token, result.expiresAt), name: SESSION_COOKIE });
    if (result.deviceKey !== deviceKey) setCookie(deviceCookie(result.deviceKey));
    return {
      expires_at: result.expiresAt.toISOString(),
      ...(result.redirectTo ? { redirect_to: result.redirectTo } : {}),
    };
  },
);
