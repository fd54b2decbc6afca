import { NextRequest } from "next/server";
import { expect } from "vitest";
import { POST as loginPost } from "@/app/accounts/login/route";
import { GET as securityGet } from "@/app/accounts/security-settings/route";
import { POST as verifyDevicePost } from "@/app/accounts/verify-device/route";
import { mailTo } from "@/tests/support/password-reset";
import { db } from "@/lib/server/db/client";
import { createUser, quickPasswordHash, uniqueName } from "@/tests/support/factories";
import { jsonRequest, setCookieValue } from "@/tests/support/requests";

/**
 * Shared by the device integration tests: users with a password, logins and calls through the
 * real route handlers with a device cookie and User-Agent, and the device codes read from the
 * outbox (call withTemporaryOutbox() from tests/support/password-reset.ts in the test file).
 */
export const PASSWORD = "Device-Pass-1";
export const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
export const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
export const REQUIRED = { error: "Device verification required.", device_verification_required: true };
export const UNABLE = "Unable to verify this device. Please try logging in again.";
export const CODE_SUBJECT = "Your IdeaForge device verification code";

export async function userWithPassword({ requireDeviceVerification = false } = {}) {
  const user = await createUser({ username: uniqueName("Dev") });
  await db().user.update({
    where: { id: user.id },
    data: { passwordHash: await quickPasswordHash(PASSWORD), requireDeviceVerification },
  });
  return user;
}

export interface ReqOptions {
  session?: string;
  device?: string;
  ua?: string;
}

/** A request as the browser sends it, plus its device cookie and User-Agent. */
export function req(
  method: string,
  path: string,
  body?: unknown,
  { session, device, ua = CHROME_WINDOWS }: ReqOptions = {},
) {
  const base = jsonRequest(method, path, body, { session, ip: uniqueName("ip"), headers: { "user-agent": ua } });
  const headers = new Headers(base.headers);
  if (device) headers.set("cookie", `${headers.get("cookie")}; device_id=${device}`);
  return new NextRequest(base.url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

export async function login(username: string, opts: { device?: string; ua?: string } = {}) {
  const res = await loginPost(
    req("POST", "/accounts/login/", { username, password: PASSWORD, remember_me: false }, opts),
  );
  expect(res.status).toBe(200);
  const body = await res.json();
  const session = setCookieValue(res, "sessionid")!;
  return { res, body, session, device: setCookieValue(res, "device_id") ?? opts.device! };
}

export const settings = (session: string) =>
  securityGet(req("GET", "/accounts/security-settings/", undefined, { session }));

export const verify = (session: string, body: unknown) =>
  verifyDevicePost(req("POST", "/accounts/verify-device/", body, { session }));

/** The codes emailed to this address, newest first. */
export async function emailedCodes(email: string): Promise<string[]> {
  const mails = (await mailTo(email)).filter((m) => m.subject === CODE_SUBJECT);
  return mails.map((m) => {
    const code = /^(\d{6})$/m.exec(m.text)?.[1];
    expect(code, `a 6-digit code on its own line in: ${m.text}`).toBeDefined();
    return code!;
  });
}

/** The newest code emailed to this address. */
export async function latestCode(email: string): Promise<string> {
  const [code] = await emailedCodes(email);
  expect(code).toBeDefined();
  return code!;
}

/** A 6-digit code that is not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
