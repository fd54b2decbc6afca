import { SESSION_COOKIE, sessionCookie } from "@/lib/auth/cookies";
import { DEVICE_COOKIE, deviceCookie, validDeviceKey } from "@/lib/auth/device-cookie";
import { LoginBody } from "@/lib/domain/validation/schemas";
import { cookieOf } from "@/lib/http/request";
import { route } from "@/lib/http/route";
import { login } from "@/lib/server/auth/login";
import { revokeSession } from "@/lib/server/auth/sessions";
import { TWO_FACTOR_PATH, twoFactorCookie } from "@/lib/server/auth/two-factor-sign-in";

export type LoginResponse =
  | { user: { username: string; email: string }; expires_at: string; redirect_to?: string }
  | { two_factor_required: true; redirect_to: string };

/** Username or email (case-insensitive) and password; 'Remember me' gives 30 days instead of 1. */
export const POST = route(
  { access: "public", body: LoginBody, allowUnverifiedDevice: true },
  async ({ body, ip, req, session, setCookie }): Promise<LoginResponse> => {
    const deviceKey = validDeviceKey(cookieOf(req.headers, DEVICE_COOKIE)) ?? undefined;
    const result = await login({
      identifier: body.username,
      password: body.password,
      rememberMe: body.remember_me,
      ip,
      userAgent: req.headers.get("user-agent"),
      deviceKey,
    });
    // Two-factor on: no session yet; the code goes to /accounts/login/two-factor/ with this cookie.
    if (result.twoFactor) {
      setCookie(twoFactorCookie(result.twoFactor));
      return { two_factor_required: true, redirect_to: TWO_FACTOR_PATH };
    }
    // Logging in again replaces the old session rather than leaving it alive next to the new one.
    if (session) await revokeSession(session.token);
    setCookie({ ...sessionCookie(result.token, result.expiresAt), name: SESSION_COOKIE });
    // A browser without a (valid) device cookie gets the new key the sign-in recorded.
    if (result.deviceKey !== deviceKey) setCookie(deviceCookie(result.deviceKey));
    return {
      user: result.user,
      expires_at: result.expiresAt.toISOString(),
      ...(result.redirectTo ? { redirect_to: result.redirectTo } : {}),
    };
  },
);
