import { route } from "@/lib/http/route";
import { deviceInfo, type DeviceInfo } from "@/lib/server/accounts/devices";

export type DeviceInfoResponse = DeviceInfo;

/** Device, browser and OS of this session's device, for the verify-device screen. */
export const GET = route({ access: "user", allowUnverifiedDevice: true }, async ({ req, session }): Promise<DeviceInfoResponse> =>
  deviceInfo(session, req.headers.get("user-agent")),
);
