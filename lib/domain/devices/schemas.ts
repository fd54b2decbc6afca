import { z } from "zod";
import { DEVICE_MESSAGES, validateDeviceName } from "./name";
import { DEVICE_CODE_MESSAGES, normaliseDeviceCode, validateDeviceCode } from "./verification-code";

/**
 * Request bodies of the device calls: POST /accounts/verify-device/ and
 * PUT, DELETE /accounts/devices/. device_id is the id the device list shows (a string; a number
 * is accepted too); names are trimmed and at most 50 characters. Approving a device needs the
 * 6-digit code emailed to the account.
 */
const deviceId = z
  .union([z.string(), z.number()], { error: DEVICE_MESSAGES.idRequired })
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1, DEVICE_MESSAGES.idRequired).max(200, DEVICE_MESSAGES.notFound));

const deviceName = z
  .string({ error: "Device name must be text" })
  .transform((value) => value.trim())
  .superRefine((value, ctx) => {
    const message = validateDeviceName(value);
    if (message) ctx.addIssue({ code: "custom", message });
  });

const deviceCode = z
  .string({ error: DEVICE_CODE_MESSAGES.required })
  .superRefine((value, ctx) => {
    const message = validateDeviceCode(value);
    if (message) ctx.addIssue({ code: "custom", message });
  })
  .transform(normaliseDeviceCode);

export const VerifyDeviceBody = z.object({
  /** Needed only while the session's device awaits approval; an approved one has nothing to check. */
  code: deviceCode.optional(),
  device_id: deviceId.optional(),
  device_name: deviceName.optional(),
  /** Where the page wants to go next; the server answers a safe version of it as redirect_to. */
  return_to: z.string().max(2000).optional(),
});

/** PUT /accounts/devices/: `name` renames ("" gives back the default); absent, the name stays. */
export const RenameDeviceBody = z.object({ device_id: deviceId, name: deviceName.optional() });

export const DeviceIdBody = z.object({ device_id: deviceId });

/** The numeric id in a device_id, or null when it cannot be one (answered as 404). */
export function numericDeviceId(value: string): number | null {
  if (!/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
