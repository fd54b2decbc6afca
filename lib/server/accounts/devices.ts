import { hashToken } from "@/lib/auth/tokens";
import { safeReturnTo } from "@/lib/domain/access/routes";
import { DEVICE_MESSAGES, defaultDeviceName, deviceSummary } from "@/lib/domain/devices/name";
import { numericDeviceId } from "@/lib/domain/devices/schemas";
import { UNKNOWN, parseUserAgent } from "@/lib/domain/devices/user-agent";
import { DEVICE_CODE_MESSAGES, deviceCodeSentMessage, maskEmail } from "@/lib/domain/devices/verification-code";
import { ApiError, errors } from "@/lib/errors";
import type { ActiveSession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { checkDeviceCode, resendDeviceCode, useDeviceCode } from "./device-codes";

/**
 * Devices: the device list and device verification.
 * A device is a browser known by its long-lived device cookie; only the cookie's hash is stored,
 * and the API names devices by their numeric id. A device is approved automatically at sign-in
 * unless the user requires device verification, in which case a new device is approved at
 * /verify-device with the one-time code emailed to the account (device-codes.ts). Removing a
 * device ends every session opened on it.
 */
export const VERIFY_DEVICE_PATH = "/verify-device";

export interface DeviceView {
  device_id: string;
  name: string;
  device: string;
  browser: string;
  os: string;
  approved: boolean;
  last_seen_at: string;
  created_at: string;
  current: boolean;
}

export interface DeviceInfo {
  device: string;
  browser: string;
  os: string;
  /** The numeric id of this session's device, or null when the session has none. */
  device_id: string | null;
  default_name: string;
}

type DeviceRow = {
  id: number;
  name: string | null;
  deviceType: string | null;
  browser: string | null;
  os: string | null;
  approvedAt: Date | null;
  lastSeenAt: Date;
  createdAt: Date;
};

const described = (row: Pick<DeviceRow, "deviceType" | "browser" | "os">) => ({
  device: row.deviceType ?? UNKNOWN,
  browser: row.browser ?? UNKNOWN,
  os: row.os ?? UNKNOWN,
});

function view(row: DeviceRow, currentDeviceId: number | null): DeviceView {
  const d = described(row);
  return {
    device_id: String(row.id),
    name: row.name ?? defaultDeviceName(d),
    ...d,
    approved: row.approvedAt !== null,
    last_seen_at: row.lastSeenAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    current: row.id === currentDeviceId,
  };
}

/**
 * At sign-in: records the device (type, browser, OS, last seen) under the user and decides
 * whether the new session must wait for approval. Without the setting the device is approved now.
 */
export async function recordSignInDevice(
  userId: number,
  {
    deviceKey,
    userAgent,
    requireVerification,
  }: { deviceKey: string; userAgent: string | null; requireVerification: boolean },
): Promise<{ deviceId: number; needsVerification: boolean }> {
  const now = new Date();
  const parsed = parseUserAgent(userAgent);
  const seen = { deviceType: parsed.device, browser: parsed.browser, os: parsed.os, lastSeenAt: now };
  const key = { userId, deviceKey: hashToken(deviceKey) };
  const upsert = () =>
    db().device.upsert({ where: { userId_deviceKey: key }, create: { ...key, ...seen }, update: seen });
  // Two first sign-ins racing on one browser: the unique index lets one create, the other updates.
  const device = await upsert().catch((error: { code?: string }) =>
    error.code === "P2002" ? upsert() : Promise.reject(error),
  );
  if (device.approvedAt) return { deviceId: device.id, needsVerification: false };
  if (requireVerification) return { deviceId: device.id, needsVerification: true };
  await db().device.updateMany({ where: { id: device.id, approvedAt: null }, data: { approvedAt: now } });
  return { deviceId: device.id, needsVerification: false };
}

async function sessionDevice(session: ActiveSession) {
  if (!session.deviceId) return null;
  return db().device.findFirst({ where: { id: session.deviceId, userId: session.user.id } });
}

/** What the verify page shows: this session's device, or what the browser's header says. */
export async function deviceInfo(session: ActiveSession, userAgent: string | null): Promise<DeviceInfo> {
  const device = await sessionDevice(session);
  const d = device ? described(device) : parseUserAgent(userAgent);
  return { ...d, device_id: device ? String(device.id) : null, default_name: defaultDeviceName(d) };
}

const unableToVerify = () => new ApiError("bad_request", DEVICE_MESSAGES.unableToVerify);

/** Where to go after approval: the page's return path when safe (never back here), else /projects. */
export function afterVerification(returnTo: string | null | undefined): string {
  const target = safeReturnTo(returnTo);
  return target === VERIFY_DEVICE_PATH || target.startsWith(`${VERIFY_DEVICE_PATH}?`) ? safeReturnTo(null) : target;
}

/**
 * Approves THIS session's device with the code emailed for this session (a device_id in the body
 * must name the device, by id or by key), names it, and lets the session through. A session that
 * is through already (another tab approved it) has nothing left to approve.
 */
export async function verifyDevice(
  session: ActiveSession,
  input: { code?: string; deviceId?: string; deviceName?: string; returnTo?: string },
): Promise<{ success: true; redirect_to: string }> {
  const done = { success: true as const, redirect_to: afterVerification(input.returnTo) };
  if (!session.needsDeviceVerification) return done;
  const device = await sessionDevice(session);
  if (!device) throw unableToVerify();
  if (
    input.deviceId !== undefined &&
    input.deviceId !== String(device.id) &&
    hashToken(input.deviceId) !== device.deviceKey
  ) {
    throw unableToVerify();
  }
  const checked = await checkDeviceCode(session.sessionId, input.code);
  const now = new Date();
  const name = input.deviceName || device.name || defaultDeviceName(described(device));
  await db().$transaction(async (tx) => {
    await useDeviceCode(tx, session.sessionId, checked);
    // A session ended meanwhile (logout, device removed) approves nothing.
    const opened = await tx.session.updateMany({
      where: { id: session.sessionId, revokedAt: null },
      data: { needsDeviceVerification: false },
    });
    if (opened.count !== 1) throw unableToVerify();
    await tx.device.update({
      where: { id: device.id },
      data: { name, approvedAt: device.approvedAt ?? now, lastSeenAt: now },
    });
  });
  return done;
}

/** A new code for this waiting session, emailed to the account (throttled: see device-codes.ts). */
export async function sendNewDeviceCode(session: ActiveSession): Promise<{ success: true; message: string }> {
  if (!session.needsDeviceVerification) throw new ApiError("bad_request", DEVICE_CODE_MESSAGES.alreadyVerified);
  const device = await sessionDevice(session);
  if (!device) throw unableToVerify();
  await resendDeviceCode({
    sessionId: session.sessionId,
    user: session.user,
    device: deviceSummary(described(device)),
  });
  return { success: true, message: deviceCodeSentMessage(maskEmail(session.user.email)) };
}

export async function listDevices(session: ActiveSession): Promise<DeviceView[]> {
  const rows = await db().device.findMany({
    where: { userId: session.user.id },
    orderBy: [{ lastSeenAt: "desc" }, { id: "desc" }],
  });
  return rows.map((row) => view(row, session.deviceId));
}

/** The user's own device with this id; anyone else's, or none, is 404. */
async function ownDevice(userId: number, deviceId: string) {
  const id = numericDeviceId(deviceId);
  const device = id ? await db().device.findFirst({ where: { id, userId } }) : null;
  if (!device) throw errors.notFound(DEVICE_MESSAGES.notFound);
  return device;
}

/**
 * Renames one of the user's devices; an empty name goes back to the default '<device> on <os>',
 * and without a name the device is answered unchanged.
 */
export async function renameDevice(
  session: ActiveSession,
  deviceId: string,
  name: string | undefined,
): Promise<DeviceView> {
  const device = await ownDevice(session.user.id, deviceId);
  if (name === undefined) return view(device, session.deviceId);
  const updated = await db().device.update({ where: { id: device.id }, data: { name: name || null } });
  return view(updated, session.deviceId);
}

/** Removes a device and ends every session opened on it; says whether it was this session's. */
export async function removeDevice(
  session: ActiveSession,
  deviceId: string,
): Promise<{ current: boolean; sessionsEnded: number }> {
  const device = await ownDevice(session.user.id, deviceId);
  const ended = await db().$transaction(async (tx) => {
    const revoked = await tx.session.updateMany({
      where: { deviceId: device.id, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    await tx.device.deleteMany({ where: { id: device.id, userId: session.user.id } });
    return revoked.count;
  });
  return { current: device.id === session.deviceId, sessionsEnded: ended };
}
