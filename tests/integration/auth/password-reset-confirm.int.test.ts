import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/auth/passwords";
import { linksIn } from "@/lib/email/eml";
import { createSession, verifySession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { appSecret } from "@/lib/server/security/secret";
import { createUser } from "@/tests/support/factories";
import { confirmPasswordReset, isResetLinkValid } from "@/lib/server/auth/password-reset";
import { encodeUid, makeResetToken } from "@/lib/server/auth/password-reset-token";
import {
  INVALID,
  NEW_PASSWORD,
  confirm,
  hashOf,
  linkFor,
  mailTo,
  withTemporaryOutbox,
} from "@/tests/support/password-reset";

withTemporaryOutbox();

const HOUR = 3600;

async function userWithPassword(password = "0ld-Passw0rd!") {
  const user = await createUser();
  return db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(password) } });
}

describe("POST /accounts/password-reset-confirm/", () => {
  it("sets the new password once; the same link then answers invalid and changes nothing", async () => {
    const user = await userWithPassword();
    const { uidb64, token } = await linkFor(user.email);
    expect(await isResetLinkValid(uidb64, token)).toBe(true);

    const res = await confirm({ uidb64, token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const hash = await hashOf(user.id);
    expect(await verifyPassword(NEW_PASSWORD, hash)).toBe(true);
    expect(await verifyPassword("0ld-Passw0rd!", hash)).toBe(false);

    const again = await confirm({ uidb64, token }, "An0ther-Passw0rd!");
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(INVALID);
    expect(await hashOf(user.id)).toBe(hash);
    expect(await isResetLinkValid(uidb64, token)).toBe(false);
  });

  it("lets only one of two simultaneous submissions of one link through", async () => {
    const user = await userWithPassword();
    const { uidb64, token } = await linkFor(user.email);
    const results = await Promise.all([
      confirm({ uidb64, token }, "First-Passw0rd!"),
      confirm({ uidb64, token }, "Second-Passw0rd!"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const hash = await hashOf(user.id);
    const winner = results[0]!.status === 200 ? "First-Passw0rd!" : "Second-Passw0rd!";
    expect(await verifyPassword(winner, hash)).toBe(true);
  });

  it("ends every session of the user and emails a notice", async () => {
    const user = await userWithPassword();
    const sessions = [await createSession(user.id), await createSession(user.id, { rememberMe: true })];
    const { uidb64, token } = await linkFor(user.email);
    expect((await confirm({ uidb64, token })).status).toBe(200);
    for (const s of sessions) expect(await verifySession(s.token)).toBeNull();

    const notice = (await mailTo(user.email)).find((m) => m.subject === "Your IdeaForge password was reset");
    expect(notice).toBeDefined();
    expect(linksIn(notice!.text)).toContain("http://localhost:3000/support");
  });

  it("refuses a link with another user's uidb64", async () => {
    const [alice, bob] = [await userWithPassword(), await userWithPassword()];
    const { token } = await linkFor(alice.email);
    const res = await confirm({ uidb64: encodeUid(bob.id), token });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(INVALID);
    expect(await hashOf(bob.id)).toBe(bob.passwordHash);
    expect(await hashOf(alice.id)).toBe(alice.passwordHash);
  });

  it("refuses a link one second past its hour, and accepts it at exactly the hour", async () => {
    const user = await userWithPassword();
    const t0 = new Date(Math.floor(Date.now() / 1000) * 1000 - (HOUR + 1) * 1000);
    const stale = makeResetToken(user, appSecret(), t0);
    const res = await confirm({ uidb64: encodeUid(user.id), token: stale });
    expect(await res.json()).toEqual(INVALID);
    expect(await hashOf(user.id)).toBe(user.passwordHash);

    const fresh = makeResetToken(user, appSecret(), new Date());
    const now = new Date();
    const oneSecondLate = new Date(now.getTime() + (HOUR + 1) * 1000);
    await expect(
      confirmPasswordReset({ uidb64: encodeUid(user.id), token: fresh, newPassword: NEW_PASSWORD }, oneSecondLate),
    ).rejects.toMatchObject({ status: 400, fields: { invalid_link: true } });
    const exactlyOnTime = new Date(Math.floor(now.getTime() / 1000) * 1000 + HOUR * 1000);
    await expect(
      confirmPasswordReset({ uidb64: encodeUid(user.id), token: fresh, newPassword: NEW_PASSWORD }, exactlyOnTime),
    ).resolves.toEqual({ success: true });
  });

  it("refuses a link once the user has logged in since it was sent", async () => {
    const user = await userWithPassword();
    const { uidb64, token } = await linkFor(user.email);
    await db().user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
    expect(await (await confirm({ uidb64, token })).json()).toEqual(INVALID);
    expect(await hashOf(user.id)).toBe(user.passwordHash);
  });

  it("answers invalid_link to garbage and to missing parameters", async () => {
    const user = await userWithPassword();
    const { token } = await linkFor(user.email);
    for (const query of [
      { uidb64: "zzzzzzzzzzzzz", token },
      { uidb64: encodeUid(user.id), token: "zzzzzzzzzzzzz" },
      { token },
      {},
      { uidb64: "x".repeat(5000), token },
    ]) {
      const res = await confirm(query);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(INVALID);
    }
    expect(await hashOf(user.id)).toBe(user.passwordHash);
  });

  it("refuses a weak password with the rule's message and keeps the link usable", async () => {
    const user = await userWithPassword();
    const { uidb64, token } = await linkFor(user.email);
    const res = await confirm({ uidb64, token }, "weakpass");
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("Password must contain at least one uppercase letter");
    expect(await hashOf(user.id)).toBe(user.passwordHash);
    expect((await confirm({ uidb64, token })).status).toBe(200);
  });
});
