import { describe, expect, it } from "vitest";
import { POST as changeEmail } from "@/app/accounts/change-email/route";
import { POST as confirmEmailChange } from "@/app/accounts/confirm-email-change/route";
import { POST as changePassword } from "@/app/accounts/change-password/route";
import { POST as confirmReset } from "@/app/accounts/password-reset-confirm/route";
import { GET as projectsGet } from "@/app/api/projects/route";
import { linksIn } from "@/lib/email/eml";
import { createSession } from "@/lib/server/auth/sessions";
import { encodeUid, makeResetToken } from "@/lib/server/auth/password-reset-token";
import { db } from "@/lib/server/db/client";
import { callerOfToken } from "@/lib/server/mcp/caller";
import { appSecret } from "@/lib/server/security/secret";
import { newToken, withToken } from "@/tests/support/api-tokens";
import { jsonRequest } from "@/tests/support/requests";
import { PASSWORD, userWithPassword } from "../accounts/account-security-support";

/**
 * The attack: someone got hold of a session (a shared computer, a stolen cookie). Before the owner
 * notices, they make an API token and ask to move the account's email to their own inbox. The owner
 * then changes the password, or resets it from the email: every session ends, but until now the
 * token kept working (over /api and MCP) and the email-change link still moved the account to the
 * attacker's address. A new password must end every credential the old one let someone make.
 */
const NEW_PASSWORD = "Brand-New-Pass-9";
const ATTACKER_EMAIL = "attacker-inbox@evil.example";

async function plantCredentials(session: string) {
  const apiToken = await newToken(session, "read_write", "planted");
  const asked = await changeEmail(
    jsonRequest("POST", "/accounts/change-email/", { new_email: ATTACKER_EMAIL, password: PASSWORD }, { session }),
  );
  expect(asked.status).toBe(200);
  const mail = await db().emailOutbox.findFirstOrThrow({
    where: { recipient: ATTACKER_EMAIL, kind: "email_change_confirm" },
    orderBy: { id: "desc" },
  });
  const link = linksIn(mail.text).find((l) => l.includes("/confirm-email?token="))!;
  const emailLinkToken = new URL(link).searchParams.get("token")!;
  // Both work while the password is unchanged.
  expect((await withToken(projectsGet, "GET", "/api/projects/", apiToken)).status).toBe(200);
  return { apiToken, emailLinkToken };
}

async function expectPlantedCredentialsDead(
  userId: number,
  oldEmail: string,
  planted: { apiToken: string; emailLinkToken: string },
) {
  const overApi = await withToken(projectsGet, "GET", "/api/projects/", planted.apiToken);
  expect(overApi.status).toBe(401);
  // The stdio MCP server looks the token up on every tool call: it must fail there too.
  await expect(callerOfToken(planted.apiToken)()).rejects.toMatchObject({ status: 401 });

  const confirmed = await confirmEmailChange(
    jsonRequest("POST", "/accounts/confirm-email-change/", { token: planted.emailLinkToken }),
  );
  expect(confirmed.status).toBe(400);
  const user = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  expect(user.email).toBe(oldEmail);
}

describe("a new password ends the credentials the old one let someone make", () => {
  it("a password change revokes API tokens and pending email-change links", async () => {
    const { user, token: attackerSession } = await userWithPassword();
    const planted = await plantCredentials(attackerSession);

    // The owner, on their own device, changes the password.
    const { token: ownerSession } = await createSession(user.id);
    const changed = await changePassword(
      jsonRequest(
        "POST",
        "/accounts/change-password/",
        { old_password: PASSWORD, new_password: NEW_PASSWORD },
        { session: ownerSession },
      ),
    );
    expect(changed.status).toBe(200);

    await expectPlantedCredentialsDead(user.id, user.email, planted);
  });

  it("a password reset from the emailed link revokes them too", async () => {
    const { user, token: attackerSession } = await userWithPassword();
    const planted = await plantCredentials(attackerSession);

    const stored = await db().user.findUniqueOrThrow({
      where: { id: user.id },
      select: { id: true, email: true, passwordHash: true, lastLoginAt: true },
    });
    const query = new URLSearchParams({ uidb64: encodeUid(user.id), token: makeResetToken(stored, appSecret()) });
    const reset = await confirmReset(
      jsonRequest("POST", `/accounts/password-reset-confirm/?${query}`, { new_password: NEW_PASSWORD }),
    );
    expect(reset.status).toBe(200);

    await expectPlantedCredentialsDead(user.id, user.email, planted);
  });
});
