import { expect } from "vitest";
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

const STEP_MS = 30_000;
/** Time a code must have left in its step to reach the server before the step ends, on a loaded machine. */
const STEP_MARGIN_MS = 10_000;

/**
 * The time of the step before the current one, whose code the server still accepts and which
 * leaves the current step's code for a login after it. Taken with at least STEP_MARGIN_MS left in
 * the current step (else once the next has begun): a code taken near a step's end is two steps
 * old by the time the server reads it, and refused.
 */
async function previousStep(): Promise<Date> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < STEP_MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, left + 100));
  return new Date(Date.now() - STEP_MS);
}

/** Turns two-factor on through the account calls; answers the secret and the recovery codes. */
export async function enableTwoFactor(token: string) {
  const setup = (await (
    await setupTwoFactor(post("/accounts/two-factor/setup/", undefined, { session: token }))
  ).json()) as {
    secret: string;
  };
  const res = await confirmTwoFactor(
    post(
      "/accounts/two-factor/confirm/",
      { code: await codeAt(setup.secret, await previousStep()), password: PASSWORD },
      { session: token },
    ),
  );
  expect(res.status, "two-factor confirmation").toBe(200);
  const body = (await res.json()) as { recovery_codes: string[] };
  return { secret: setup.secret, recoveryCodes: body.recovery_codes };
}
