import { VerifyPasswordBody } from "@/lib/domain/validation/schemas";
import { route } from "@/lib/http/route";
import { confirmPassword } from "@/lib/server/accounts/settings";

/** 200 when the password is the user's; 400 'Invalid password. Please try again.' otherwise. */
export const POST = route({ access: "user", body: VerifyPasswordBody }, async ({ body, session }) => {
  await confirmPassword(session.user.id, body.password);
  return { success: true };
});
