import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/accounts/login/route";
import { POST as loginCode } from "@/app/accounts/login/two-factor/route";
import { GET as status } from "@/app/accounts/two-factor/route";
import { POST as disable } from "@/app/accounts/two-factor/disable/route";
import { POST as setup } from "@/app/accounts/two-factor/setup/route";
import { TWO_FACTOR_CHECKS } from "@/lib/server/accounts/two-factor";
import { verifySession } from "@/lib/server/auth/sessions";
import { TWO_FACTOR_COOKIE } from "@/lib/server/auth/two-factor-sign-in";
import { socialSignIn } from "@/lib/server/auth/social-sign-in";
import { db } from "@/lib/server/db/client";
import { jsonRequest, setCookieValue } from "@/tests/support/requests";
import { PASSWORD, codeAt, enableTwoFactor, post, postWithCookies, userWithPassword } from "./account-security-support";

/** Two-factor sign-in: asked after the password, codes single-use, its own atomic attempt limit. */
async function passwordStep(username: string, ip = "198.51.100.7") {
  const res = await login(jsonRequest("POST", "/accounts/login/", { username, password: PASSWORD }, { ip }));
  return { res, challenge: setCookieValue(res, TWO_FACTOR_COOKIE) };
}

const sendCode = (challenge: string | undefined, code: string) =>
  loginCode(
    postWithCookies("/accounts/login/two-factor/", { code }, challenge ? { [TWO_FACTOR_COOKIE]: challenge } : {}),
  );

describe("setting up two-factor sign-in", () => {
  it("shows a QR code as an inline SVG, turns on with a code, and gives ten recovery codes once", async () => {
    const { user, token } = await userWithPassword();
    const res = await setup(post("/accounts/two-factor/setup/", undefined, { session: token }));
    const body = (await res.json()) as { qr_code: string; otpauth_url: string; secret: string };
    expect(body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qr_code.split(",")[1]!, "base64").toString()).toContain("<svg");
    expect(body.otpauth_url).toContain("issuer=IdeaForge");
    const stored = await db().twoFactorSecret.findUniqueOrThrow({ where: { userId: user.id } });
    expect(stored.secretEncrypted).not.toContain(body.secret);
    expect(stored.enabledAt).toBeNull();

    const { recoveryCodes } = await enableTwoFactor(token);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const hashes = await db().twoFactorRecoveryCode.findMany({ where: { userId: user.id } });
    expect(hashes.map((h) => h.codeHash)).not.toContain(recoveryCodes[0]);
    const now = (await (
      await status(jsonRequest("GET", "/accounts/two-factor/", undefined, { session: token }))
    ).json()) as object;
    expect(now).toEqual({ enabled: true, recovery_codes_left: 10 });
  });
});

describe("signing in with two-factor on", () => {
  it("opens no session on the password alone, then one with the right code", async () => {
    const { user, token } = await userWithPassword();
    const { secret } = await enableTwoFactor(token);
    const { res, challenge } = await passwordStep(user.username);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ two_factor_required: true });
    expect(setCookieValue(res, "sessionid")).toBeUndefined();
    expect(challenge).toBeTruthy();

    const wrong = await sendCode(challenge, "000000" === (await codeAt(secret)) ? "111111" : "000000");
    expect(wrong.status).toBe(400);
    const right = await sendCode(challenge, await codeAt(secret));
    expect(right.status).toBe(200);
    const session = await verifySession(setCookieValue(right, "sessionid"));
    expect(session?.user.id).toBe(user.id);
  });

  it("refuses a code used once, and a challenge used once", async () => {
    const { user, token } = await userWithPassword();
    const { secret } = await enableTwoFactor(token);
    const code = await codeAt(secret);
    const first = await passwordStep(user.username);
    expect((await sendCode(first.challenge, code)).status).toBe(200);
    const second = await passwordStep(user.username);
    expect((await sendCode(second.challenge, code)).status).toBe(400);
    // The spent challenge opens nothing, whatever the code.
    expect((await sendCode(first.challenge, code)).status).toBe(401);
    expect((await sendCode(undefined, code)).status).toBe(401);
  });

  it("takes each recovery code once", async () => {
    const { user, token } = await userWithPassword();
    const { recoveryCodes } = await enableTwoFactor(token);
    const first = await passwordStep(user.username);
    expect((await sendCode(first.challenge, recoveryCodes[3]!.toUpperCase())).status).toBe(200);
    const second = await passwordStep(user.username);
    expect((await sendCode(second.challenge, recoveryCodes[3]!)).status).toBe(400);
    expect((await sendCode(second.challenge, recoveryCodes[4]!)).status).toBe(200);
    expect(await db().twoFactorRecoveryCode.count({ where: { userId: user.id, usedAt: null } })).toBe(8);
  });

  it("lets no parallel burst of guesses past its limit; then even the right code waits", async () => {
    const { user, token } = await userWithPassword();
    const { secret } = await enableTwoFactor(token);
    const { challenge } = await passwordStep(user.username);
    const right = await codeAt(secret);
    const guesses = Array.from({ length: 16 }, (_, i) =>
      String((Number(right) + 1000 + i * 7919) % 1_000_000).padStart(6, "0"),
    );
    const answers = await Promise.all(guesses.map((g) => sendCode(challenge, g)));
    expect(answers.filter((r) => r.status === 400).length).toBe(TWO_FACTOR_CHECKS.limit);
    expect(answers.filter((r) => r.status === 429).length).toBe(16 - TWO_FACTOR_CHECKS.limit);
    const late = await sendCode(challenge, right);
    expect(late.status).toBe(429);
    expect(late.headers.get("retry-after")).toBeTruthy();
  });

  it("asks a social sign-in for the code too", async () => {
    const { user, token } = await userWithPassword();
    const { secret } = await enableTwoFactor(token);
    const result = await socialSignIn(
      { provider: "github", providerAccountId: `gh-${user.id}`, email: user.email, emailVerified: true },
      { ip: "198.51.100.9", userAgent: null },
    );
    expect(result).toMatchObject({ ok: false, reason: "two_factor_required" });
    if (result.ok || result.reason !== "two_factor_required") return;
    const res = await sendCode(result.twoFactor.token, await codeAt(secret));
    expect(res.status).toBe(200);
    expect((await verifySession(setCookieValue(res, "sessionid")))?.user.id).toBe(user.id);
  });
});

describe("turning two-factor off", () => {
  it("needs the password and a code", async () => {
    const { user, token } = await userWithPassword();
    const { secret, recoveryCodes } = await enableTwoFactor(token);
    const off = (password: string, code: string) =>
      disable(post("/accounts/two-factor/disable/", { password, code }, { session: token }));
    expect((await off("Wrong-Pass-1", await codeAt(secret))).status).toBe(400);
    expect((await off(PASSWORD, "123456" === (await codeAt(secret)) ? "654321" : "123456")).status).toBe(400);
    expect(await db().twoFactorSecret.count({ where: { userId: user.id } })).toBe(1);
    expect((await off(PASSWORD, recoveryCodes[0]!)).status).toBe(200);
    expect(await db().twoFactorSecret.count({ where: { userId: user.id } })).toBe(0);
    const { res } = await passwordStep(user.username);
    expect(setCookieValue(res, "sessionid")).toBeTruthy();
  });
});
