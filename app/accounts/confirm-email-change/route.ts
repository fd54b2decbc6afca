import { ConfirmEmailChangeBody } from "@/lib/domain/validation/account-security";
import { route } from "@/lib/http/route";
import { confirmEmailChange } from "@/lib/server/accounts/email-change";

/** The token of the link sent to the new address: single use, expiring; holding the inbox is the proof. */
export const POST = route({ access: "public", body: ConfirmEmailChangeBody }, async ({ body }) =>
  confirmEmailChange(body.token),
);
