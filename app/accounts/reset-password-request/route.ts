import { ResetPasswordRequestBody } from "@/lib/domain/validation";
import { route } from "@/lib/http/route";
import { requestPasswordReset, type ResetRequestResult } from "@/lib/server/auth/password-reset";

export type ResetPasswordRequestResponse = ResetRequestResult;

/**
 * Forgot password: the same 200 answer whether or not the address has an account; the link is
 * emailed when it does. 429 past 5 requests an hour per client address or per email.
 */
export const POST = route(
  { access: "public", body: ResetPasswordRequestBody },
  async ({ body, ip }): Promise<ResetPasswordRequestResponse> => requestPasswordReset({ email: body.email, ip }),
);
