import { SESSION_COOKIE, clearedCookie } from "@/lib/auth/cookies";
import { CSRF_COOKIE } from "@/lib/http/csrf";
import { route } from "@/lib/http/route";
import { revokeSession } from "@/lib/server/auth/sessions";

export interface LogoutResponse {
  success: true;
}

/** Ends the session on the server and clears the session and CSRF cookies. */
export const POST = route(
  { access: "public", allowUnverifiedDevice: true },
  async ({ session, setCookie }): Promise<LogoutResponse> => {
    if (session) await revokeSession(session.token);
    setCookie(clearedCookie(SESSION_COOKIE));
    setCookie(clearedCookie(CSRF_COOKIE, false));
    return { success: true };
  },
);
