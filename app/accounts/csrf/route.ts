import { NextResponse } from "next/server";
import { CSRF_COOKIE, CSRF_MAX_AGE_SECONDS, newCsrfToken } from "@/lib/http/csrf";
import { cookieOf } from "@/lib/http/request";
import { route } from "@/lib/http/route";
import { env } from "@/lib/env";

export interface CsrfResponse {
  csrfToken: string;
}

/** Sets the `csrftoken` cookie (kept when it is already there) and returns it. */
export const GET = route({ access: "public" }, async ({ req }) => {
  const existing = cookieOf(req.headers, CSRF_COOKIE);
  const token = existing && /^[A-Za-z0-9_-]{43}$/.test(existing) ? existing : newCsrfToken();
  const res = NextResponse.json({ csrfToken: token } satisfies CsrfResponse);
  res.cookies.set({
    name: CSRF_COOKIE,
    value: token,
    httpOnly: false,
    sameSite: "lax",
    secure: env().secureCookies,
    path: "/",
    maxAge: CSRF_MAX_AGE_SECONDS,
  });
  return res;
});
