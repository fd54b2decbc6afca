import { route } from "@/lib/http/route";
import { deviceInfo } from "@/lib/server/accounts/devices";
import type { DeviceInfoResponse } from "@/lib/contracts/accounts";

export type { DeviceInfoResponse };

/** Device, browser and OS of this session's device (the verify-device page reads them on the server). */
export const GET = route({ access: "user" }, async ({ req, session }): Promise<DeviceInfoResponse> =>
  deviceInfo(session, req.headers.get("user-agent")),
);
