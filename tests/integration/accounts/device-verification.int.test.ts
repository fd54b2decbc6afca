import { describe, expect, it } from "vitest";
import { GET as deviceInfoGet } from "@/app/accounts/device-info/route";
import { DELETE as devicesDelete, GET as devicesGet } from "@/app/accounts/devices/route";
import { POST as logoutPost } from "@/app/accounts/logout/route";
import { POST as resendPost } from "@/app/accounts/verify-device/resend/route";
import { PUT as securityPut } from "@/app/accounts/security-settings/route";
import { GET as verifySessionGet } from "@/app/accounts/verify-session/route";
import { POST as pageViewPost } from "@/app/api/analytics/page-view/route";
import { withTemporaryOutbox } from "@/tests/support/password-reset";
import { verifySession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import {
  REQUIRED,
  SAFARI_IPHONE,
  emailedCodes,
  latestCode,
  login,
  otherCode,
  req,
  settings,
  userWithPassword,
  verify,
} from "@/tests/support/devices";

/**
 * The attack: someone who knows the password signs in from their own browser on an account that
 * requires device verification. Their session must not be able to approve itself, nor turn the
 * setting off; only the code emailed to the account lets it through, once.
 */
withTemporaryOutbox();

const turnOff = (session: string) =>
  securityPut(req("PUT", "/accounts/security-settings/", { require_device_verification: false }, { session }));

async function pendingLogin() {
  const user = await userWithPassword({ requireDeviceVerification: true });
  const pending = await login(user.username);
  expect(pending.body.redirect_to).toBe("/verify-device");
  return { user, ...pending };
}

async function expectStillPending(session: string, userId: number) {
  expect((await verifySession(session))?.needsDeviceVerification).toBe(true);
  const blocked = await settings(session);
  expect(blocked.status).toBe(403);
  expect(await blocked.json()).toEqual(REQUIRED);
  expect((await db().user.findUniqueOrThrow({ where: { id: userId } })).requireDeviceVerification).toBe(true);
  expect(await db().device.count({ where: { userId, approvedAt: { not: null } } })).toBe(0);
}

describe("a session waiting for device approval", () => {
  it("cannot approve itself without the emailed code, nor with a wrong one", async () => {
    const { user, session } = await pendingLogin();

    const bare = await verify(session, {});
    expect(bare.status).toBe(400);
    expect((await bare.json()).errors.code).toEqual(["Enter the 6-digit code from the email we sent you."]);
    const named = await verify(session, { device_name: "My laptop", return_to: "/account" });
    expect(named.status).toBe(400);
    await expectStillPending(session, user.id);

    const code = await latestCode(user.email);
    for (const wrong of [otherCode(code), "abcdef", "", "1234567"])
      expect((await verify(session, { code: wrong })).status).toBe(400);
    await expectStillPending(session, user.id);
  });

  it("cannot turn device verification off, nor reach any other call but the code, the session check and logout", async () => {
    const { user, session } = await pendingLogin();

    const put = await turnOff(session);
    expect(put.status).toBe(403);
    expect(await put.json()).toEqual(REQUIRED);
    for (const res of [
      await devicesGet(req("GET", "/accounts/devices/", undefined, { session })),
      await devicesDelete(req("DELETE", "/accounts/devices/", { device_id: "1" }, { session })),
      await deviceInfoGet(req("GET", "/accounts/device-info/", undefined, { session })),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(REQUIRED);
    }
    await expectStillPending(session, user.id);

    expect(
      (await (await verifySessionGet(req("GET", "/accounts/verify-session/", undefined, { session }))).json())
        .authenticated,
    ).toBe(true);
    expect((await logoutPost(req("POST", "/accounts/logout/", {}, { session }))).status).toBe(200);
    expect(await verifySession(session)).toBeNull();
  });

  it("is a guest to public calls: nothing is done in the account's name", async () => {
    const { user, session } = await pendingLogin();
    const path = `/pending-probe-${user.id}`;
    expect((await pageViewPost(req("POST", "/api/analytics/page-view/", { path }, { session }))).status).toBe(200);
    expect(await db().pageView.findMany({ where: { path }, select: { userId: true } })).toEqual([{ userId: null }]);
  });

  it("is approved by the code emailed to the account, once, and by no other session's code", async () => {
    const user = await userWithPassword({ requireDeviceVerification: true });
    const laptop = await login(user.username);
    const codeA = await latestCode(user.email);
    const phone = await login(user.username, { ua: SAFARI_IPHONE });
    const codeB = await latestCode(user.email);
    expect(await emailedCodes(user.email)).toEqual([codeB, codeA]);
    expect(codeB).not.toBe(codeA);

    // The phone's session cannot use the laptop's code.
    expect((await verify(phone.session, { code: codeA })).status).toBe(400);
    await expectStillPending(phone.session, user.id);

    const ok = await verify(laptop.session, { code: codeA, device_name: "My laptop" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true, redirect_to: "/projects" });
    expect((await settings(laptop.session)).status).toBe(200);
    const approved = await db().device.findFirstOrThrow({ where: { userId: user.id, approvedAt: { not: null } } });
    expect(approved.name).toBe("My laptop");

    // Used: gone from the database, and still no good to the phone's session.
    expect(
      await db().deviceVerificationCode.count({
        where: { sessionId: (await verifySession(laptop.session))!.sessionId },
      }),
    ).toBe(0);
    expect((await verify(phone.session, { code: codeA })).status).toBe(400);
    expect((await verifySession(phone.session))?.needsDeviceVerification).toBe(true);
    expect((await settings(phone.session)).status).toBe(403);

    // The phone's own code still works for it (its wrong tries above were two of five).
    expect((await verify(phone.session, { code: codeB })).status).toBe(200);
    expect((await settings(phone.session)).status).toBe(200);
  });

  it("loses its code after five wrong tries, even sent all at once", async () => {
    const { user, session } = await pendingLogin();
    const code = await latestCode(user.email);
    const wrong = otherCode(code);

    const first = await verify(session, { code: wrong });
    expect((await first.json()).errors.code).toEqual(["That code is not correct. Check the email and try again."]);
    const tries = await Promise.all(Array.from({ length: 8 }, () => verify(session, { code: wrong })));
    expect(tries.map((r) => r.status)).toEqual(Array(8).fill(400));
    const sessionId = (await verifySession(session))!.sessionId;
    expect((await db().deviceVerificationCode.findUniqueOrThrow({ where: { sessionId } })).attempts).toBe(5);
    const right = await verify(session, { code });
    expect(right.status).toBe(400);
    expect((await right.json()).errors.code).toEqual([
      "This code has expired or was entered wrong too many times. Send a new code.",
    ]);
    await expectStillPending(session, user.id);
  });

  it("cannot use a code after 15 minutes", async () => {
    const { user, session } = await pendingLogin();
    const code = await latestCode(user.email);
    const sessionId = (await verifySession(session))!.sessionId;
    await db().deviceVerificationCode.update({
      where: { sessionId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });

    expect((await verify(session, { code })).status).toBe(400);
    await expectStillPending(session, user.id);
  });

  it("keeps only a keyed hash of the code", async () => {
    const { user, session } = await pendingLogin();
    const code = await latestCode(user.email);
    const row = await db().deviceVerificationCode.findUniqueOrThrow({
      where: { sessionId: (await verifySession(session))!.sessionId },
    });
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(15 * 60 * 1000);
  });

  it("can ask for a new code once a minute; the new code replaces the old one", async () => {
    const { user, session } = await pendingLogin();
    const old = await latestCode(user.email);
    const resend = () => resendPost(req("POST", "/accounts/verify-device/resend/", undefined, { session }));

    const soon = await resend();
    expect(soon.status).toBe(429);
    expect(await soon.json()).toEqual({
      error: "A code was sent less than a minute ago. Please wait a moment before asking for another.",
    });
    expect(Number(soon.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(soon.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await emailedCodes(user.email)).toHaveLength(1);

    // A minute later.
    const sessionId = (await verifySession(session))!.sessionId;
    await db().deviceVerificationCode.update({
      where: { sessionId },
      data: { createdAt: new Date(Date.now() - 61_000) },
    });
    const later = await resend();
    expect(later.status).toBe(200);
    const masked = `${user.email[0]}•••${user.email.slice(user.email.indexOf("@") - 1)}`;
    expect(await later.json()).toEqual({ success: true, message: `We sent a new code to ${masked}.` });
    const fresh = await latestCode(user.email);
    expect(await emailedCodes(user.email)).toHaveLength(2);

    if (fresh !== old) expect((await verify(session, { code: old })).status).toBe(400);
    expect((await verify(session, { code: fresh })).status).toBe(200);
    // Approved: nothing left to send.
    const after = await resend();
    expect(after.status).toBe(400);
    expect(await after.json()).toEqual({ error: "This device is already verified." });
  });

  it("sends at most 5 codes an hour per account, whatever the number of sign-ins", async () => {
    const user = await userWithPassword({ requireDeviceVerification: true });
    const sessions = [];
    for (let i = 0; i < 6; i++) sessions.push((await login(user.username)).session);
    // The sixth sign-in still opens its (blocked) session, but no code goes out.
    expect(await emailedCodes(user.email)).toHaveLength(5);
    const last = sessions[5]!;
    expect((await verifySession(last))?.needsDeviceVerification).toBe(true);
    const res = await resendPost(req("POST", "/accounts/verify-device/resend/", undefined, { session: last }));
    expect(res.status).toBe(429);
    expect((await res.json()).error).toBe("Too many codes were sent to this account. Please try again later.");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(await emailedCodes(user.email)).toHaveLength(5);
  });

  it("needs a session to ask for a code", async () => {
    expect((await resendPost(req("POST", "/accounts/verify-device/resend/"))).status).toBe(401);
  });
});

describe("a session whose device is already approved", () => {
  it("verifies with the spec's body (device_id only): nothing to approve, no code needed", async () => {
    const user = await userWithPassword();
    const { session, device } = await login(user.username);
    const res = await verify(session, { device_id: device });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, redirect_to: "/projects" });
    expect((await verifySession(session))?.needsDeviceVerification).toBe(false);
  });
});
