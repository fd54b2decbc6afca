import { z } from "zod";
import { PasswordResetConfirmBody } from "@/lib/domain/validation";
import { route } from "@/lib/http/route";
import { confirmPasswordReset } from "@/lib/server/auth/password-reset";

export interface PasswordResetConfirmResponse {
  success: true;
}

/** A missing or oversized parameter is just an invalid link (400 with invalid_link), not a validation error. */
const LinkQuery = z.object({
  uidb64: z.string().max(64).catch(""),
  token: z.string().max(128).catch(""),
});

/** Reset password from an emailed link: sets the new password, ends every session, sends a notice. */
export const POST = route(
  { access: "public", query: LinkQuery, body: PasswordResetConfirmBody },
  async ({ query, body }): Promise<PasswordResetConfirmResponse> =>
    confirmPasswordReset({ uidb64: query.uidb64, token: query.token, newPassword: body.new_password }),
);
