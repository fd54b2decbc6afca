import { DisableTwoFactorBody } from "@/lib/domain/validation/account-security";
import { route } from "@/lib/http/route";
import { disableTwoFactor } from "@/lib/server/accounts/two-factor";

/** Turns two-factor off: the password and a code (from the app or a recovery code). */
export const POST = route({ access: "user", body: DisableTwoFactorBody }, async ({ body, session }) =>
  disableTwoFactor(session.user.id, body.password, body.code),
);
