import { env } from "@/lib/env";

export const SESSION_COOKIE = "sessionid";

export interface CookieSpec {
  name: string;
  value: string;
  httpOnly: boolean;
  sameSite: "lax";
  secure: boolean;
  path: string;
  expires?: Date;
  maxAge?: number;
}

/** HttpOnly, SameSite=Lax, Secure outside development; expires with the session. */
export function sessionCookie(token: string, expiresAt: Date): CookieSpec {
  return {
    name: SESSION_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: "lax",
    secure: env().secureCookies,
    path: "/",
    expires: expiresAt,
  };
}

export function clearedCookie(name: string, httpOnly = true): CookieSpec {
  return { name, value: "", httpOnly, sameSite: "lax", secure: env().secureCookies, path: "/", maxAge: 0 };
}
