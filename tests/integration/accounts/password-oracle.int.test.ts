import { describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/accounts/change-password/route";
import { POST as changeUsername } from "@/app/accounts/change-username/route";
import { POST as verifyPassword } from "@/app/accounts/verify-password/route";
import { hashPassword, verifyPassword as matches } from "@/lib/auth/passwords";
import { createSession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { createUser, uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";

/**
 * The attack: a stolen session guesses the account's password through the calls that check it.
 * Past 10 wrong tries in 15 minutes the answer is 429 whatever the password, so the right guess
 * cannot be told from a wrong one; parallel guesses cannot slip past the limit.
 */
const PASSWORD = "Oracle-Pass-7";

async function stolenSession() {
  const user = await createUser({ username: uniqueName("Vic") });
  await db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
  const { token } = await createSession(user.id);
  return { user, token };
}

const verify = (token: string, password: string) =>
  verifyPassword(jsonRequest("POST", "/accounts/verify-password/", { password }, { session: token }));

describe("the current-password check past its limit", () => {
  it("answers 429 to the right password once 10 wrong guesses are spent", async () => {
    const { token } = await stolenSession();
    for (let i = 0; i < 10; i++) expect((await verify(token, `Wrong-Guess-${i}`)).status).toBe(400);
    expect((await verify(token, "Wrong-Guess-x")).status).toBe(429);
    const right = await verify(token, PASSWORD);
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toBeTruthy();
  });

  it("lets no parallel burst of guesses past the limit, and the right one in it is not told apart", async () => {
    const { token } = await stolenSession();
    const guesses = Array.from({ length: 24 }, (_, i) => (i === 23 ? PASSWORD : `Burst-Guess-${i}`));
    const answers = await Promise.all(guesses.map((g) => verify(token, g)));
    const wrongAnswered = answers.slice(0, 23).filter((r) => r.status === 400).length;
    expect(wrongAnswered).toBeLessThanOrEqual(10);
    expect((await verify(token, PASSWORD)).status).toBe(429);
  });

  it("guards change-password and change-username the same way: the right password changes nothing past the limit", async () => {
    const { user, token } = await stolenSession();
    for (let i = 0; i < 10; i++) await verify(token, `Wrong-Guess-${i}`);
    const pw = await changePassword(
      jsonRequest(
        "POST",
        "/accounts/change-password/",
        { old_password: PASSWORD, new_password: "Taken-Over-9" },
        { session: token },
      ),
    );
    expect(pw.status).toBe(429);
    const name = await changeUsername(
      jsonRequest(
        "POST",
        "/accounts/change-username/",
        { new_username: uniqueName("Thief"), password: PASSWORD },
        { session: token },
      ),
    );
    expect(name.status).toBe(429);
    const after = await db().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.username).toBe(user.username);
    expect(await matches(PASSWORD, after.passwordHash)).toBe(true);
  });

  it("does not count the right password against the owner", async () => {
    const { token } = await stolenSession();
    for (let i = 0; i < 15; i++) expect((await verify(token, PASSWORD)).status).toBe(200);
    expect((await verify(token, "Wrong-Guess-1")).status).toBe(400);
  });
});
