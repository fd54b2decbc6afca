import { VerifyPasswordBody } from "@/lib/domain/validation/schemas";
import { route } from "@/lib/http/route";
import { rememberPasswordConfirmed } from "@/lib/server/accounts/password-confirmation";
import { confirmPassword } from "@/lib/server/accounts/settings";

/**
 * 200 when the password is the user's; 400 'Invalid password. Please try again.' otherwise. A right
 * password confirms this session's next plan change or cancellation (for a few minutes).
 */
export const POST = route({ access: "user", body: VerifyPasswordBody }, async ({ body, session }) => {
  await confirmPassword(session.user.id, body.password);
  await rememberPasswordConfirmed(session);
  return { success: true };
});
