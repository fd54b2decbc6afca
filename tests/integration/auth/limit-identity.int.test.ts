import { describe, expect, it } from "vitest";
import { POST as loginPost } from "@/app/accounts/login/route";
import { POST as availabilityPost } from "@/app/accounts/check-username/route";
import { hashPassword } from "@/lib/auth/passwords";
import { db } from "@/lib/server/db/client";
import { createUser, uniqueName } from "@/tests/support/factories";
import { requestReset, withTemporaryOutbox } from "@/tests/support/password-reset";
import { jsonRequest } from "@/tests/support/requests";

/**
 * The attacks: a guesser switches from an account's username to its email to get five more free
 * tries; and one IPv6 host, which owns a whole /64, rotates its address to get a fresh per-address
 * budget for every request. Failures count per account whatever identifier was typed, and every
 * per-address limit keys an IPv6 address on its /64.
 */
withTemporaryOutbox();

const PASSWORD = "Identity-Pass-3";

async function userWithPassword() {
  const user = await createUser({ username: uniqueName("Ivy") });
  await db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
  return user;
}

const login = (username: string, password: string, ip: string) =>
  loginPost(jsonRequest("POST", "/accounts/login/", { username, password, remember_me: false }, { ip }));

/** A fresh /64 of the documentation range, and an address in it. */
let prefixes = Math.floor(Math.random() * 60_000);
const freshPrefix = () => `2001:db8:${(++prefixes).toString(16)}:${Math.floor(Math.random() * 65_535).toString(16)}`;

describe("login failures per account", () => {
  it("counts the failures typed as the username against the email too: no five extra tries", async () => {
    const user = await userWithPassword();
    const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    for (let i = 0; i < 5; i++) expect((await login(user.username, "Wrong-Password-1", ip)).status).toBe(401);
    const viaEmail = await login(user.email.toUpperCase(), "Wrong-Password-1", ip);
    expect(viaEmail.status).toBe(429);
    expect((await login(user.email, PASSWORD, ip)).status).toBe(429);
  });
});

describe("IPv6 addresses of one /64", () => {
  it("share one login budget per address: 25 guesses at unknown accounts from 25 addresses stop at 20", async () => {
    const prefix = freshPrefix();
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++)
      statuses.push((await login(uniqueName("ghost"), "Wrong-Password-1", `${prefix}::${i.toString(16)}`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  });

  it("share one password-reset budget: the sixth request within the hour is refused", async () => {
    const prefix = freshPrefix();
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++)
      statuses.push((await requestReset(`${uniqueName("r")}@example.test`, { ip: `${prefix}:${i}::${i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("share one availability budget (60 checks in 10 minutes)", async () => {
    const prefix = freshPrefix();
    let refused = 0;
    for (let i = 1; i <= 62; i++) {
      const req = jsonRequest(
        "POST",
        "/accounts/check-username/",
        { username: uniqueName("u") },
        { ip: `${prefix}::${i}` },
      );
      if ((await availabilityPost(req)).status === 429) refused++;
    }
    expect(refused).toBe(2);
  });

  it("still keeps two different /64s apart", async () => {
    const a = freshPrefix();
    const b = freshPrefix();
    for (let i = 1; i <= 5; i++) await requestReset(`${uniqueName("r")}@example.test`, { ip: `${a}::${i}` });
    expect((await requestReset(`${uniqueName("r")}@example.test`, { ip: `${b}::1` })).status).toBe(200);
  });
});
