import bcrypt from "bcryptjs";
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
  loginPost(
    jsonRequest(
      "POST",
      "/accounts/login/",
      { username, password, remember_me: opts.remember ?? false },
      { ip: opts.ip ?? uniqueName("ip") },
    ),
  );

/** Moves the last attempt of a login counter `seconds` into the past, as if that time had gone by. */
async function waitOut(key: string, seconds: number) {
  await db()
    .$executeRaw`UPDATE rate_limit_buckets SET last_request_at = last_request_at - make_interval(secs => ${seconds}) WHERE key = ${key}`;
}

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

  it("after five failures from one address makes the next attempt wait, longer after each further failure", async () => {
    const user = await userWithPassword();
    const ip = uniqueName("ip");
    for (let i = 0; i < 5; i++) expect((await login(user.username, "Wrong-Password-1", { ip })).status).toBe(401);
    const blocked = await login(user.username, PASSWORD, { ip });
    expect(blocked.status).toBe(429);
    const body = await blocked.json();
    expect(body.error).toBe("Too many login attempts.");
    expect(body.time_message).toMatch(/^(0:[45]\d|1:00)$/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(40);
    // The victim, elsewhere, is not locked out.
    expect((await login(user.username, PASSWORD)).status).toBe(200);

    // A minute later one more guess is allowed; after it fails, the wait doubles.
    await waitOut(`login:user:${user.id}:ip:${ip}`, 61);
    expect((await login(user.username, "Wrong-Password-1", { ip })).status).toBe(401);
    const longer = await login(user.username, PASSWORD, { ip });
    expect(longer.status).toBe(429);
    expect((await longer.json()).time_message).toMatch(/^(1:[5]\d|2:00)$/);
  });

  it("runs only five of 40 parallel guesses from one address: the others answer 429 without a password check", async () => {
    const user = await userWithPassword();
    const ip = uniqueName("ip");
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () => login(user.username, "Wrong-Password-1", { ip }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    const bucket = await db().rateLimitBucket.findUnique({ where: { key: `login:ip:${ip}` } });
    expect(bucket?.count).toBe(5);
  });

  it("ignores X-Forwarded-For: a new forged address per guess is still the same client", async () => {
    const user = await userWithPassword();
    const ip = uniqueName("ip");
    const guess = (n: number) =>
      loginPost(
        jsonRequest(
          "POST",
          "/accounts/login/",
          { username: user.username, password: "Wrong-Password-1", remember_me: false },
          { ip, headers: { "x-forwarded-for": `198.51.100.${n}` } },
        ),
      );
    for (let n = 0; n < 5; n++) expect((await guess(n)).status).toBe(401);
    expect((await guess(99)).status).toBe(429);
  });

  it("does not let failures from many addresses lock the owner out of a device that signed in before", async () => {
    const user = await createUser({ username: uniqueName("Alice") });
    // A cheap hash (cost 4) so that 50 checks are quick; the throttle does not depend on the cost.
    await db().user.update({ where: { id: user.id }, data: { passwordHash: bcrypt.hashSync(PASSWORD, 4) } });
    const first = await login(user.username, PASSWORD);
    const deviceKey = setCookieValue(first, "device_id")!;
    expect(deviceKey).toBeTruthy();
    // An attacker spreads 50 failures over 50 addresses: the account-wide limit is reached.
    for (let batch = 0; batch < 5; batch++)
      await Promise.all(Array.from({ length: 10 }, () => login(user.username, "Wrong-Password-1")));
    const stranger = await login(user.username, PASSWORD);
    expect(stranger.status).toBe(429);
    const owner = jsonRequest(
      "POST",
      "/accounts/login/",
      { username: user.username, password: PASSWORD, remember_me: false },
      { ip: uniqueName("ip") },
    );
    owner.headers.set("cookie", `${owner.headers.get("cookie")}; device_id=${deviceKey}`);
    expect((await loginPost(owner)).status).toBe(200);
  });

  it(
    "answers 429 at once to logins beyond what password hashing can take, and never 500",
    { timeout: 180_000 },
    async () => {
      const users = await Promise.all(Array.from({ length: 4 }, () => userWithPassword()));
      const attempts = Array.from({ length: 40 }, (_, i) => login(users[i % 4]!.username, `Wrong-Password-${i}`));
      const answers = await Promise.all(attempts);
      const statuses = answers.map((r) => r.status);
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
      const refused = answers.filter((r) => r.status === 429);
      expect(refused.length).toBeGreaterThan(0);
      for (const r of refused) {
        expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
        // The login page shows "Too many login attempts. Please try again after {time}." from these fields.
        expect(await r.json()).toMatchObject({
          error: "Too many login attempts.",
          time_message: expect.stringMatching(/^\d+:\d\d$/),
        });
      }
    },
  );
});
