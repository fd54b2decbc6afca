import { SupportRequestBody } from "@/lib/domain/support/schema";
import { route } from "@/lib/http/route";
import { SUPPORT_MAX_BODY_BYTES, submitSupportRequest } from "@/lib/server/support/submit";
import type { SupportSubmitResponse } from "@/lib/contracts/accounts";

export type { SupportSubmitResponse };

/**
 * POST /api/accounts/support/submit/: public, with or without a session. A
 * logged-in sender's request is linked to the account, unless the session still awaits device
 * approval (then it is treated as a guest's). 400 with per-field `errors`; 429 past 5 an hour.
 */
export const POST = route(
  { access: "public", body: SupportRequestBody, maxBodyBytes: SUPPORT_MAX_BODY_BYTES },
  async ({ body, ip, session }): Promise<SupportSubmitResponse> => {
    const user =
      session && !session.needsDeviceVerification
        ? { id: session.user.id, username: session.user.username, email: session.user.email }
        : null;
    return submitSupportRequest(body, { ip, user });
  },
);
