import { NextResponse } from "next/server";
import { CSRF_COOKIE, csrfCookie, isWellFormedToken, newCsrfToken } from "@/lib/http/csrf";
import { cookieOf } from "@/lib/http/request";
import { route } from "@/lib/http/route";
import { env } from "@/lib/env";

export interface CsrfResponse {
  csrfToken: string;
}

/** Sets the `csrftoken` cookie (kept when it is already there) and returns it. */
export const GET = route({ access: "public" }, async ({ req }) => {
  const existing = cookieOf(req.headers, CSRF_COOKIE);
  const token = isWellFormedToken(existing) ? existing : newCsrfToken();
  const res = NextResponse.json({ csrfToken: token } satisfies CsrfResponse);
  res.cookies.set(csrfCookie(token, env().secureCookies));
  return res;
});
