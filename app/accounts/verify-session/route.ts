import { route } from "@/lib/http/route";

export interface VerifySessionResponse {
  authenticated: boolean;
  user: { username: string; email: string } | null;
  expires_at: string | null;
}

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
