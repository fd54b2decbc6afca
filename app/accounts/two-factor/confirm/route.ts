import { ConfirmTwoFactorBody } from "@/lib/domain/validation/account-security";
import { route } from "@/lib/http/route";
import { confirmTwoFactorSetup } from "@/lib/server/accounts/two-factor";

/** The password and the first code from the app turn two-factor on; the answer carries the ten recovery codes, once. */
export const POST = route({ access: "user", body: ConfirmTwoFactorBody }, async ({ body, session }) =>
  confirmTwoFactorSetup(session.user.id, body.password, body.code),
);
