import { SupportRequestBody } from "@/lib/domain/support/schema";
import { route } from "@/lib/http/route";
import { SUPPORT_MAX_BODY_BYTES, submitSupportRequest } from "@/lib/server/support/submit";
import type { SupportSubmitResponse } from "@/lib/contracts/accounts";

/**
 * POST /api/accounts/support/submit-authenticated/: the spec's support call for a logged-in user
 * (the app's form uses /support/submit/, which also links a session's request). Same body, answer
 * and limits; without a session, 401.
 */
export const POST = route(
  { access: "user", body: SupportRequestBody, maxBodyBytes: SUPPORT_MAX_BODY_BYTES },
  async ({ body, ip, session }): Promise<SupportSubmitResponse> =>
    submitSupportRequest(body, {
      ip,
      user: { id: session.user.id, username: session.user.username, email: session.user.email },
    }),
);
