import { ChangePasswordBody } from "@/lib/domain/validation/schemas";
import { route } from "@/lib/http/route";
import { changePassword } from "@/lib/server/accounts/settings";

/** New password; every other session of the user ends. */
export const POST = route({ access: "user", body: ChangePasswordBody }, async ({ body, session }) => {
  await changePassword(session.user.id, session.sessionId, body.old_password, body.new_password);
  return { success: true };
});
