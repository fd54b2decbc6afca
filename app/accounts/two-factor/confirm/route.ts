import { TwoFactorCodeBody } from "@/lib/domain/validation/account-security";
import { route } from "@/lib/http/route";
import { confirmTwoFactorSetup } from "@/lib/server/accounts/two-factor";

/** The first code from the app turns two-factor on; the answer carries the ten recovery codes, once. */
export const POST = route({ access: "user", body: TwoFactorCodeBody }, async ({ body, session }) =>
  confirmTwoFactorSetup(session.user.id, body.code),
);
