import { VerifyDeviceBody } from "@/lib/domain/devices/schemas";
import { route } from "@/lib/http/route";
import { verifyDevice } from "@/lib/server/accounts/devices";
import type { VerifyDeviceResponse } from "@/lib/contracts/accounts";

export type { VerifyDeviceResponse };

/**
 * Approves this session's device with the code emailed to the account, names it (default
 * '<device> on <os>') and lets the session through. A missing, wrong or used-up code is 400 with
 * `errors.code`. A session whose device is approved already has nothing to verify: 200 as it is.
 */
export const POST = route(
  { access: "user", body: VerifyDeviceBody, allowUnverifiedDevice: true },
  async ({ body, session }): Promise<VerifyDeviceResponse> =>
    verifyDevice(session, {
      code: body.code,
      deviceId: body.device_id,
      deviceName: body.device_name,
      returnTo: body.return_to,
    }),
);
