import { ChangeUsernameBody } from "@/lib/domain/validation/schemas";
import { route } from "@/lib/http/route";
import { changeUsername } from "@/lib/server/accounts/settings";

export interface ChangeUsernameResponse {
  success: true;
  user: { username: string; email: string };
}

export const POST = route(
  { access: "user", body: ChangeUsernameBody },
  async ({ body, session }): Promise<ChangeUsernameResponse> => {
    const user = await changeUsername(session.user.id, body.new_username, body.password);
    return { success: true, user };
  },
);
