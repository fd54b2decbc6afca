import { hashToken } from "@/lib/auth/tokens";
import { safeReturnTo } from "@/lib/domain/access/routes";
import { DEVICE_MESSAGES, defaultDeviceName } from "@/lib/domain/devices/name";
import { numericDeviceId } from "@/lib/domain/devices/schemas";
import { UNKNOWN, parseUserAgent } from "@/lib/domain/devices/user-agent";
import { ApiError, errors } from "@/lib/http/errors";
import type { ActiveSession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";

/**
 * Devices (spec sections 2 "Verify device", 3 "Device info", 7 devices and verify-device calls).
 * A device is a browser known by its long-lived device cookie; only the cookie's hash is stored,
 * and the API names devices by their numeric id. A device is approved automatically at sign-in
 * unless the user requires device verification, in which case a new device is approved at
 * /verify-device. Removing a device ends every session opened on it.
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
  { deviceKey, userAgent, requireVerification }: { deviceKey: string; userAgent: string | null; requireVerification: boolean },
): Promise<{ deviceId: number; needsVerification: boolean }> {
  const now = new Date();
  const parsed = parseUserAgent(userAgent);
  const seen = { deviceType: parsed.device, browser: parsed.browser, os: parsed.os, lastSeenAt: now };
  const key = { userId, deviceKey: hashToken(deviceKey) };
  const upsert = () => db().device.upsert({ where: { userId_deviceKey: key }, create: { ...key, ...seen }, update: seen });
  // Two first sign-ins racing on one browser: the unique index lets one create, the other updates.
  const device = await upsert().catch((error: { code?: string }) => (error.code === "P2002" ? upsert() : Promise.reject(error)));
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
function afterVerification(returnTo: string | undefined): string {
  const target = safeReturnTo(returnTo);
  return target === VERIFY_DEVICE_PATH || target.startsWith(`${VERIFY_DEVICE_PATH}?`) ? safeReturnTo(null) : target;
}

/**
 * Approves THIS session's device (a device_id in the body must name it, by id or by key), names
 * it, and lets the session through.
 */
export async function verifyDevice(
  session: ActiveSession,
  input: { deviceId?: string; deviceName?: string; returnTo?: string },
): Promise<{ success: true; redirect_to: string }> {
  const device = await sessionDevice(session);
  if (!device) throw unableToVerify();
  if (input.deviceId !== undefined && input.deviceId !== String(device.id) && hashToken(input.deviceId) !== device.deviceKey) {
    throw unableToVerify();
  }
  const now = new Date();
  const name = input.deviceName || device.name || defaultDeviceName(described(device));
  await db().$transaction([
    db().device.update({ where: { id: device.id }, data: { name, approvedAt: device.approvedAt ?? now, lastSeenAt: now } }),
    db().session.update({ where: { id: session.sessionId }, data: { needsDeviceVerification: false } }),
  ]);
  return { success: true, redirect_to: afterVerification(input.returnTo) };
}

export async function listDevices(session: ActiveSession): Promise<DeviceView[]> {
  const rows = await db().device.findMany({ where: { userId: session.user.id }, orderBy: [{ lastSeenAt: "desc" }, { id: "desc" }] });
  return rows.map((row) => view(row, session.deviceId));
}

/** The user's own device with this id; anyone else's, or none, is 404. */
async function ownDevice(userId: number, deviceId: string) {
  const id = numericDeviceId(deviceId);
  const device = id ? await db().device.findFirst({ where: { id, userId } }) : null;
  if (!device) throw errors.notFound(DEVICE_MESSAGES.notFound);
  return device;
}

/** Renames a device; an empty name goes back to the default '<device> on <os>'. */
export async function renameDevice(session: ActiveSession, deviceId: string, name: string): Promise<DeviceView> {
  const device = await ownDevice(session.user.id, deviceId);
  const updated = await db().device.update({ where: { id: device.id }, data: { name: name || null } });
  return view(updated, session.deviceId);
}

/** Removes a device and ends every session opened on it; says whether it was this session's. */
export async function removeDevice(session: ActiveSession, deviceId: string): Promise<{ current: boolean; sessionsEnded: number }> {
  const device = await ownDevice(session.user.id, deviceId);
  const ended = await db().$transaction(async (tx) => {
    const revoked = await tx.session.updateMany({ where: { deviceId: device.id, revokedAt: null }, data: { revokedAt: new Date() } });
    await tx.device.deleteMany({ where: { id: device.id, userId: session.user.id } });
    return revoked.count;
  });
  return { current: device.id === session.deviceId, sessionsEnded: ended };
}
