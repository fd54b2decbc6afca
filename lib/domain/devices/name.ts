/** Device names (at most 50 characters) and the device calls' messages. Pure, no I/O. */
export const DEVICE_NAME_MAX = 50;

export const DEVICE_MESSAGES = {
  nameTooLong: `Device name must be at most ${DEVICE_NAME_MAX} characters`,
  verifyFailed: "Failed to verify device. Please try again.",
  unableToVerify: "Unable to verify this device. Please try logging in again.",
  notFound: "Device not found.",
  idRequired: "device_id is required",
} as const;

/** The name a device gets when none is given: '<device> on <os>', at most 50 characters. */
export function defaultDeviceName({ device, os }: { device: string; os: string }): string {
  return `${device} on ${os}`.slice(0, DEVICE_NAME_MAX);
}

/** Null when the (trimmed) name is acceptable; an empty name means "use the default". */
export function validateDeviceName(value: string): string | null {
  return value.trim().length > DEVICE_NAME_MAX ? DEVICE_MESSAGES.nameTooLong : null;
}

/** Which message a failed approval shows: the session's fault (400, 401, 403) or not (network, 5xx). */
export function verifyFailureMessage(status: number | null): string {
  return status === 400 || status === 401 || status === 403
    ? DEVICE_MESSAGES.unableToVerify
    : DEVICE_MESSAGES.verifyFailed;
}

/** How an email names a sign-in's device: 'Desktop, Chrome on Windows'. */
export function deviceSummary({ device, browser, os }: { device: string; browser: string; os: string }): string {
  return `${device}, ${browser} on ${os}`;
}
