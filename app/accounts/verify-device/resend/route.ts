import { route } from "@/lib/http/route";
import { sendNewDeviceCode } from "@/lib/server/accounts/devices";
import type { ResendDeviceCodeResponse } from "@/lib/contracts/accounts";

export type { ResendDeviceCodeResponse };

/**
 * Emails a new device code for this waiting session (the old one stops working). 429 with
 * Retry-After within a minute of the last code, or past 5 codes an hour for the account.
 */
export const POST = route(
  { access: "user", allowUnverifiedDevice: true },
  async ({ session }): Promise<ResendDeviceCodeResponse> => sendNewDeviceCode(session),
);
