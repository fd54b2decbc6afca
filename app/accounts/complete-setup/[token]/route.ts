import { z } from "zod";
import { sessionCookie } from "@/lib/auth/cookies";
import { CompleteSetupBody } from "@/lib/domain/validation/schemas";
import { route } from "@/lib/http/route";
import { revokeSession } from "@/lib/server/auth/sessions";
import { completeSetup } from "@/lib/server/billing/account-setup";

const Params = z.object({ token: z.string().min(1).max(200) });

export interface CompleteSetupResponse {
  success: true;
  user: { username: string; email: string };
  expires_at: string;
}

/** Creates the account from a setup link (once) and signs the new user in. */
export const POST = route(
  { access: "public", params: Params, body: CompleteSetupBody, allowUnverifiedDevice: true },
  async ({ params, body, ip, req, session, setCookie }): Promise<CompleteSetupResponse> => {
    const result = await completeSetup(params.token, body, {
      rememberMe: false,
      ip,
      userAgent: req.headers.get("user-agent"),
    });
    if (session) await revokeSession(session.token);
    setCookie(sessionCookie(result.session.token, result.session.expiresAt));
    return { success: true, user: result.user, expires_at: result.session.expiresAt.toISOString() };
  },
);
