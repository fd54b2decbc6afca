import { route } from "@/lib/http/route";
import type { VerifySessionResponse } from "@/lib/contracts/accounts";

export type { VerifySessionResponse };

/** Session check; using it refreshes the session silently (the wrapper re-sends the cookie). */
export const GET = route(
  { access: "public", allowUnverifiedDevice: true },
  async ({ session }): Promise<VerifySessionResponse> => {
    if (!session) return { authenticated: false, user: null, expires_at: null };
    return {
      authenticated: true,
      user: { username: session.user.username, email: session.user.email },
      expires_at: session.expiresAt.toISOString(),
    };
  },
);
