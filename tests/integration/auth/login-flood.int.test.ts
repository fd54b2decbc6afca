import { describe, expect, it } from "vitest";
import { POST as loginPost } from "@/app/accounts/login/route";
import { passwordPool } from "@/lib/auth/password-pool";
import { hashPassword } from "@/lib/auth/passwords";
import { db } from "@/lib/server/db/client";
import { createUser, uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";

/**
 * The attack: a flood of logins from hundreds of addresses fills the password-hashing pool, and
 * every user, the owner with the right password included, is answered 429. Unknown usernames never
 * reach the pool; a user who signed in from this address recently (or has an approved device) has
 * a share of the pool the flood cannot take.
 */
const PASSWORD = "Flood-Owner-1";
let counter = Math.floor(Math.random() * 50_000);
const address = () => `10.${(++counter >> 8) & 255}.${counter & 255}.${(counter >> 16) & 255 || 1}`;

const login = (username: string, password: string, ip: string) =>
  loginPost(jsonRequest("POST", "/accounts/login/", { username, password, remember_me: false }, { ip }));

describe("a login flood", () => {
  it("sends no unknown username to the hashing pool", async () => {
    const pool = passwordPool();
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, pool.load.running + pool.load.queued)), 2);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => login(uniqueName("ghost"), "Wrong-Guess-9", address())),
    );
    clearInterval(watch);
    expect(answers.every((r) => r.status === 401)).toBe(true);
    expect(peak).toBe(0);
  });

  it("leaves the owner who signed in from this address before a way in", async () => {
    const hash = await hashPassword(PASSWORD);
    const owner = await createUser({ username: uniqueName("Owner") });
    await db().user.update({ where: { id: owner.id }, data: { passwordHash: hash } });
    const home = address();
    expect((await login(owner.username, PASSWORD, home)).status).toBe(200);

    // Real accounts, so every guess is a real bcrypt check.
    const victims = await Promise.all(Array.from({ length: 8 }, () => createUser({ username: uniqueName("V") })));
    await db().user.updateMany({ where: { id: { in: victims.map((v) => v.id) } }, data: { passwordHash: hash } });
    const flood = Array.from({ length: 48 }, (_, i) => login(victims[i % 8]!.username, `Guess-${i}-x`, address()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const mine = await Promise.all([1, 2, 3].map(() => login(owner.username, PASSWORD, home)));
    const flooded = await Promise.all(flood);
    expect(flooded.some((r) => r.status === 429)).toBe(true);
    expect(mine.map((r) => r.status)).toEqual([200, 200, 200]);
  });
});
