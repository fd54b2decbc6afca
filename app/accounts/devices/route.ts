import { SESSION_COOKIE, clearedCookie } from "@/lib/auth/cookies";
import { DeviceIdBody, RenameDeviceBody } from "@/lib/domain/devices/schemas";
import { route } from "@/lib/http/route";
import { listDevices, removeDevice, renameDevice, type DeviceView } from "@/lib/server/accounts/devices";

/** The user's devices (also served under /api/security/devices/). */
export type { DeviceView };

export interface DevicesResponse {
  devices: DeviceView[];
}

export interface RenameDeviceResponse {
  device: DeviceView;
}

export interface RemoveDeviceResponse {
  success: true;
  sessions_ended: number;
}

export const GET = route({ access: "user" }, async ({ session }): Promise<DevicesResponse> => ({
  devices: await listDevices(session),
}));

export const PUT = route(
  { access: "user", body: RenameDeviceBody },
  async ({ body, session }): Promise<RenameDeviceResponse> => ({
    device: await renameDevice(session, body.device_id, body.name),
  }),
);

/** Removing a device ends its sessions; removing this one logs this browser out too. */
export const DELETE = route(
  { access: "user", body: DeviceIdBody },
  async ({ body, session, setCookie }): Promise<RemoveDeviceResponse> => {
    const removed = await removeDevice(session, body.device_id);
    if (removed.current) setCookie(clearedCookie(SESSION_COOKIE));
    return { success: true, sessions_ended: removed.sessionsEnded };
  },
);
