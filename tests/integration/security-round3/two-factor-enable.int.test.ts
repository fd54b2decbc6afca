import { describe, expect, it } from "vitest";
import { POST as confirmSetup } from "@/app/accounts/two-factor/confirm/route";
import { POST as setup } from "@/app/accounts/two-factor/setup/route";
import { isTwoFactorOn } from "@/lib/server/accounts/two-factor";
import { PASSWORD, codeAt, post, userWithPassword } from "../accounts/account-security-support";

/**
 * The attack: a stolen session, without the password, turns two-factor sign-in on with the
 * attacker's authenticator app. The owner is then locked out for good: even a password reset ends
 * at a code only the attacker's phone shows (and the attacker holds the recovery codes). Turning it
 * on must take the current password, as turning it off, changing the email or the password do.
 */
async function beginSetup(session: string): Promise<string> {
  const res = await setup(post("/accounts/two-factor/setup/", undefined, { session }));
  expect(res.status).toBe(200);
  return ((await res.json()) as { secret: string }).secret;
}

describe("turning two-factor sign-in on", () => {
  it("is refused to a session that does not know the password", async () => {
    const { user, token: stolenSession } = await userWithPassword();
    const secret = await beginSetup(stolenSession);
    const code = await codeAt(secret, new Date(Date.now() - 30_000));

    const withoutPassword = await confirmSetup(
      post("/accounts/two-factor/confirm/", { code }, { session: stolenSession }),
    );
    expect(withoutPassword.status).toBe(400);
    const wrongPassword = await confirmSetup(
      post("/accounts/two-factor/confirm/", { code, password: "Not-The-Pass-1" }, { session: stolenSession }),
    );
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.json()).toMatchObject({ error: "Invalid password. Please try again." });
    expect(await isTwoFactorOn(user.id)).toBe(false);

    // The owner, who knows the password, still can.
    const owner = await confirmSetup(
      post("/accounts/two-factor/confirm/", { code, password: PASSWORD }, { session: stolenSession }),
    );
    expect(owner.status).toBe(200);
    expect(((await owner.json()) as { recovery_codes: string[] }).recovery_codes).toHaveLength(10);
    expect(await isTwoFactorOn(user.id)).toBe(true);
  });
});
