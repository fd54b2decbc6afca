import { describe, expect, it } from "vitest";
import { POST as loginPost } from "@/app/accounts/login/route";
import { GET as verifySession } from "@/app/accounts/verify-session/route";
import { hashPassword } from "@/lib/auth/passwords";
import { db } from "@/lib/server/db/client";
import { createUser, uniqueName } from "@/tests/support/factories";
import { jsonRequest, setCookieValue } from "@/tests/support/requests";

const PASSWORD = "Correct-Horse-9";

async function userWithPassword(password = PASSWORD) {
  const username = uniqueName("Alice");
  const user = await createUser({ username });
  await db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(password) } });
  return user;
}

const login = (username: string, password: string, opts: { ip?: string; remember?: boolean } = {}) =>
  loginPost(jsonRequest("POST", "/accounts/login/", { username, password, remember_me: opts.remember ?? false }, { ip: opts.ip ?? uniqueName("ip") }));

describe("POST /accounts/login/", () => {
  it("logs in by username or email in any case and sets a one-day session", async () => {
    const user = await userWithPassword();
    for (const identifier of [user.username, user.username.toUpperCase(), user.email.toUpperCase()]) {
      const res = await login(identifier, PASSWORD);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.user).toEqual({ username: user.username, email: user.email });
      const hours = (new Date(body.expires_at).getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      const token = setCookieValue(res, "sessionid");
      const check = await verifySession(jsonRequest("GET", "/accounts/verify-session/", undefined, { session: token }));
      expect((await check.json()).authenticated).toBe(true);
    }
  });

  it("gives 30 days with 'Remember me' and a new session id at every login", async () => {
    const user = await userWithPassword();
    const first = await login(user.username, PASSWORD, { remember: true });
    const second = await login(user.username, PASSWORD, { remember: true });
    const days = (new Date((await first.json()).expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(setCookieValue(first, "sessionid")).not.toBe(setCookieValue(second, "sessionid"));
  });

  it("answers an unknown user exactly as a wrong password", async () => {
    const user = await userWithPassword();
    const wrong = await login(user.username, "Wrong-Password-1");
    const unknown = await login(uniqueName("nobody"), "Wrong-Password-1");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("rejects a 73-byte password whose first 72 bytes are the real password", async () => {
    const real = "Aa1!" + "x".repeat(68);
    const user = await userWithPassword(real);
    expect((await login(user.username, real)).status).toBe(200);
    expect((await login(user.username, real + "y")).status).toBe(401);
  });

  it("answers a huge password fast with 400 or 413", async () => {
    const user = await userWithPassword();
    const started = Date.now();
    expect((await login(user.username, "x".repeat(200_000))).status).toBe(400);
    expect((await login(user.username, "x".repeat(1_000_000))).status).toBe(413);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("throttles after five failures from one address with 429, time_message and Retry-After", async () => {
    const user = await userWithPassword();
    const ip = uniqueName("ip");
    for (let i = 0; i < 5; i++) expect((await login(user.username, "Wrong-Password-1", { ip })).status).toBe(401);
    const blocked = await login(user.username, PASSWORD, { ip });
    expect(blocked.status).toBe(429);
    const body = await blocked.json();
    expect(body.error).toBe("Too many login attempts.");
    expect(body.time_message).toMatch(/^1[45]:\d\d$/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(800);
    // The victim, elsewhere, is not locked out.
    expect((await login(user.username, PASSWORD)).status).toBe(200);
  });

  it("counts every one of 20 parallel wrong logins", async () => {
    const user = await userWithPassword();
    const ip = uniqueName("ip");
    await Promise.all(Array.from({ length: 20 }, () => login(user.username, "Wrong-Password-1", { ip })));
    const bucket = await db().rateLimitBucket.findUnique({ where: { key: `login:ip:${ip}` } });
    expect(bucket?.count).toBe(20);
  });
});
