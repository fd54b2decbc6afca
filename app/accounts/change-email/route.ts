import { ChangeEmailBody } from "@/lib/domain/validation/account-security";
import { route } from "@/lib/http/route";
import { requestEmailChange } from "@/lib/server/accounts/email-change";

/** New email and the current password: a link to the new address confirms it; the old one stays until then. */
export const POST = route({ access: "user", body: ChangeEmailBody }, async ({ body, session }) =>
  requestEmailChange(session.user.id, body.password, body.new_email),
);
