import { NextRequest } from "next/server";
import { generate } from "otplib";
import { POST as confirmTwoFactor } from "@/app/accounts/two-factor/confirm/route";
import { POST as setupTwoFactor } from "@/app/accounts/two-factor/setup/route";
import { createSession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { createUser, quickPasswordHash, uniqueName, type UserOptions } from "@/tests/support/factories";
import { jsonRequest, type RequestOptions } from "@/tests/support/requests";

/**
 * Shared set-up of the account-security tests: a user with a real password (a bcrypt hash made at
 * the tests' low cost, TEST_HASH_COST in tests/support/factories.ts) and a session.
 */
export const PASSWORD = "Account-Pass-7";

export async function userWithPassword(opts: UserOptions = {}) {
  const user = await createUser({ username: uniqueName("Sec"), ...opts });
  await db().user.update({ where: { id: user.id }, data: { passwordHash: await quickPasswordHash(PASSWORD) } });
  const { token } = await createSession(user.id);
  return { user, token };
}

/** A POST as the app's script sends it, that also carries extra cookies (e.g. the two-factor challenge). */
export function postWithCookies(path: string, body: unknown, extra: Record<string, string>): NextRequest {
  const req = jsonRequest("POST", path, body);
  const headers = new Headers(req.headers);
  const cookies = [req.headers.get("cookie"), ...Object.entries(extra).map(([k, v]) => `${k}=${v}`)];
  headers.set("cookie", cookies.filter(Boolean).join("; "));
  return new NextRequest(req.url, { method: "POST", headers, body: JSON.stringify(body) });
}

export const post = (path: string, body: unknown, opts: RequestOptions = {}) => jsonRequest("POST", path, body, opts);

/** A code the authenticator app shows at `at` (default now). */
export const codeAt = (secret: string, at = new Date()) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** Turns two-factor on through the account calls; answers the secret and the recovery codes. */
export async function enableTwoFactor(token: string, at = new Date(Date.now() - 30_000)) {
  const setup = (await (
    await setupTwoFactor(post("/accounts/two-factor/setup/", undefined, { session: token }))
  ).json()) as {
    secret: string;
  };
  const res = await confirmTwoFactor(
    post(
      "/accounts/two-factor/confirm/",
      { code: await codeAt(setup.secret, at), password: PASSWORD },
      { session: token },
    ),
  );
  const body = (await res.json()) as { recovery_codes: string[] };
  return { secret: setup.secret, recoveryCodes: body.recovery_codes };
}
