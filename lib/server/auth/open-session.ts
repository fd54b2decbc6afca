import { newDeviceKey } from "@/lib/auth/device-cookie";
import { deviceSummary } from "@/lib/domain/devices/name";
import { parseUserAgent } from "@/lib/domain/devices/user-agent";
import { ApiError } from "@/lib/errors";
import { issueDeviceCode } from "@/lib/server/accounts/device-codes";
import { VERIFY_DEVICE_PATH, recordSignInDevice } from "@/lib/server/accounts/devices";
import { db } from "@/lib/server/db/client";
import { createSession } from "./sessions";

/**
 * What every successful sign-in does, whatever proved the identity (password or a social
 * provider): record the login time, record the device, and open a new session (a new id at every
 * login). When the user requires device verification and this device was never approved, the
 * session opens blocked, a one-time code is emailed to the account, and the browser is sent to
 * /verify-device to enter it.
 */
export interface SignInContext {
  rememberMe: boolean;
  ip: string;
  userAgent: string | null;
  /** The browser's device cookie (lib/auth/device-cookie.ts), when it sent a valid one. */
  deviceKey?: string;
}

export interface OpenedSession {
  token: string;
  expiresAt: Date;
  /** Where the browser must go before anything else (e.g. device verification), if anywhere. */
  redirectTo?: string;
  /** The device key used: a new one when none was given, which the caller sets as the device cookie. */
  deviceKey: string;
}

export async function openSession(userId: number, ctx: SignInContext): Promise<OpenedSession> {
  const user = await db().user.update({
    where: { id: userId },
    data: { lastLoginAt: new Date() },
    select: { id: true, username: true, email: true, requireDeviceVerification: true },
  });
  const deviceKey = ctx.deviceKey ?? newDeviceKey();
  const device = await recordSignInDevice(userId, {
    deviceKey,
    userAgent: ctx.userAgent,
    requireVerification: user.requireDeviceVerification,
  });
  const { sessionId, ...session } = await createSession(userId, {
    rememberMe: ctx.rememberMe,
    ipAddress: ctx.ip,
    userAgent: ctx.userAgent,
    deviceId: device.deviceId,
    needsDeviceVerification: device.needsVerification,
  });
  if (!device.needsVerification) return { ...session, deviceKey };
  await issueDeviceCode({ sessionId, user, device: deviceSummary(parseUserAgent(ctx.userAgent)) }).catch(
    unlessCodeLimit,
  );
  return { ...session, deviceKey, redirectTo: VERIFY_DEVICE_PATH };
}

/** Past the hourly code limit the sign-in still opens its (blocked) session; the page can ask for a code later. */
function unlessCodeLimit(error: unknown): void {
  if (!(error instanceof ApiError && error.code === "rate_limited")) throw error;
}
