import { route } from "@/lib/http/route";
import { deviceInfo, type DeviceInfo } from "@/lib/server/accounts/devices";

export type DeviceInfoResponse = DeviceInfo;

/** Device, browser and OS of this session's device (the verify-device page reads them on the server). */
export const GET = route({ access: "user" }, async ({ req, session }): Promise<DeviceInfoResponse> =>
  deviceInfo(session, req.headers.get("user-agent")),
);
