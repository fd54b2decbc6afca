import { describe, expect, it } from "vitest";
import { POST as changeEmail } from "@/app/accounts/change-email/route";
import { POST as confirmChange } from "@/app/accounts/confirm-email-change/route";
import { EMAIL_CHANGE_REQUESTS, EMAIL_CHANGE_TTL_SECONDS, EMAIL_IN_USE } from "@/lib/server/accounts/email-change";
import { db } from "@/lib/server/db/client";
import { createUser, uniqueName } from "@/tests/support/factories";
import { PASSWORD, post, userWithPassword } from "./account-security-support";

/** Change of email: the current password, a single-use expiring link to the new address, a notice to the old. */
const newAddress = () => `${uniqueName("new").toLowerCase()}@example.test`;

async function request(token: string, newEmail: string, password = PASSWORD) {
  return changeEmail(post("/accounts/change-email/", { new_email: newEmail, password }, { session: token }));
}

/** The token in the confirmation link emailed to `to`. */
async function linkTokenSentTo(to: string): Promise<string> {
  const mail = await db().emailOutbox.findFirstOrThrow({
    where: { recipient: to, kind: "email_change_confirm" },
    orderBy: { id: "desc" },
  });
  const match = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match).not.toBeNull();
  return match![1]!;
}

const confirm = (token: string) => confirmChange(post("/accounts/confirm-email-change/", { token }));

describe("changing the account's email", () => {
  it("keeps the old email until the link to the new one is used, then tells the old address", async () => {
    const { user, token } = await userWithPassword();
    const target = newAddress();
    const res = await request(token, target);
    expect(res.status).toBe(200);
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    const notices = await db().emailOutbox.findMany({ where: { recipient: user.email, kind: "email_change_notice" } });
    expect(notices).toHaveLength(1);

    const confirmed = await confirm(await linkTokenSentTo(target));
    expect(confirmed.status).toBe(200);
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(target);
    const after = await db().emailOutbox.findMany({ where: { recipient: user.email, kind: "email_change_notice" } });
    expect(after).toHaveLength(2);
    expect(after.some((m) => m.text.includes(`changed to ${target}`))).toBe(true);
  });

  it("refuses a link used twice, even twice at once", async () => {
    const { token } = await userWithPassword();
    const target = newAddress();
    await request(token, target);
    const link = await linkTokenSentTo(target);
    const answers = await Promise.all([confirm(link), confirm(link), confirm(link)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    const again = await confirm(link);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe("This link is invalid or has expired.");
  });

  it("refuses an expired link and leaves the email as it was", async () => {
    const { user, token } = await userWithPassword();
    const target = newAddress();
    await request(token, target);
    const link = await linkTokenSentTo(target);
    await db().emailChangeToken.updateMany({
      where: { userId: user.id },
      data: {
        expiresAt: new Date(Date.now() - 1000),
        createdAt: new Date(Date.now() - EMAIL_CHANGE_TTL_SECONDS * 1000),
      },
    });
    expect((await confirm(link)).status).toBe(400);
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  it("refuses a wrong password, sending nothing", async () => {
    const { token } = await userWithPassword();
    const target = newAddress();
    const res = await request(token, target, "Wrong-Pass-1");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("Invalid password. Please try again.");
    expect(await db().emailOutbox.count({ where: { recipient: target } })).toBe(0);
  });

  it("counts wrong passwords on the shared limit: parallel guesses get 10 tries, then 429 even for the right one", async () => {
    const { token } = await userWithPassword();
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => request(token, newAddress(), `Guess-${i}-x`)),
    );
    expect(answers.filter((r) => r.status === 400).length).toBeLessThanOrEqual(10);
    expect(answers.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(4);
    expect((await request(token, newAddress())).status).toBe(429);
  });

  it("sends at most 5 links an hour per account, however many requests arrive at once", async () => {
    const { token } = await userWithPassword();
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(token, newAddress())));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(EMAIL_CHANGE_REQUESTS.limit);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(8 - EMAIL_CHANGE_REQUESTS.limit);
  });

  it("answers the same for an address another account uses, and refuses it only at confirmation", async () => {
    const other = await createUser();
    const { user, token } = await userWithPassword();
    const free = await request(token, newAddress());
    const taken = await request(token, other.email.toUpperCase());
    expect(taken.status).toBe(free.status);
    expect(Object.keys((await taken.json()) as object)).toEqual(Object.keys((await free.json()) as object));
    const res = await confirm(await linkTokenSentTo(other.email.toLowerCase()));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(EMAIL_IN_USE);
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  it("refuses a malformed address with a clear 400", async () => {
    const { token } = await userWithPassword();
    const res = await request(token, "not-an-address");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBeTruthy();
  });
});
