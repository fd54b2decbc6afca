import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db/client";
import { createUser, createUserWithSession, uniqueName } from "@/tests/support/factories";
import { verifySession } from "./sessions";
import { socialSignIn, type SocialIdentity } from "./social-sign-in";

const ctx = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0" };

function identity(overrides: Partial<SocialIdentity> = {}): SocialIdentity {
  return { provider: "github", providerAccountId: uniqueName("gh"), email: null, emailVerified: true, ...overrides };
}

describe("socialSignIn", () => {
  it("links a verified email to the existing user (any case) and opens a working session", async () => {
    const user = await createUser();
    const id = identity({ email: user.email.toUpperCase() });
    const result = await socialSignIn(id, ctx);
    expect(result).toMatchObject({ ok: true, userId: user.id });
    if (!result.ok) return;
    const session = await verifySession(result.token);
    expect(session?.user.id).toBe(user.id);
    expect(result.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    const links = await db().oAuthAccount.findMany({ where: { userId: user.id } });
    expect(links).toEqual([expect.objectContaining({ provider: "github", providerAccountId: id.providerAccountId })]);
    const row = await db().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.lastLoginAt).not.toBeNull();
  });

  it("refuses an email the provider did not verify, and links nothing", async () => {
    const user = await createUser();
    const result = await socialSignIn(identity({ email: user.email, emailVerified: false }), ctx);
    expect(result).toEqual({ ok: false, reason: "no_account" });
    expect(await db().oAuthAccount.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().session.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses an unknown email and creates no account", async () => {
    const email = `${uniqueName("nobody")}@example.test`;
    const usersBefore = await db().user.count();
    const result = await socialSignIn(identity({ email }), ctx);
    expect(result).toEqual({ ok: false, reason: "no_account" });
    expect(await db().user.count()).toBe(usersBefore);
    expect(await db().oAuthAccount.count({ where: { email } })).toBe(0);
  });

  it("refuses an identity without any email", async () => {
    expect(await socialSignIn(identity({ email: null }), ctx)).toEqual({ ok: false, reason: "no_account" });
  });

  it("signs a linked identity in again even after its email changed or stopped being verified", async () => {
    const user = await createUser();
    const id = identity({ provider: "google", email: user.email });
    expect((await socialSignIn(id, ctx)).ok).toBe(true);

    const newEmail = `${uniqueName("moved")}@example.test`;
    const again = await socialSignIn({ ...id, email: newEmail, emailVerified: false }, ctx);
    expect(again).toMatchObject({ ok: true, userId: user.id });
    const links = await db().oAuthAccount.findMany({ where: { userId: user.id } });
    expect(links).toHaveLength(1);
    expect(links[0]!.email).toBe(newEmail);
  });

  it("never signs a linked identity in to a user whose email matches the new address", async () => {
    const owner = await createUser();
    const other = await createUser();
    const id = identity({ email: owner.email });
    await socialSignIn(id, ctx);
    const result = await socialSignIn({ ...id, email: other.email }, ctx);
    expect(result).toMatchObject({ ok: true, userId: owner.id });
  });

  it("links once when two first sign-ins of the same identity race", async () => {
    const user = await createUser();
    const id = identity({ email: user.email });
    const results = await Promise.all([socialSignIn(id, ctx), socialSignIn(id, ctx), socialSignIn(id, ctx)]);
    expect(results.every((r) => r.ok && r.userId === user.id)).toBe(true);
    expect(await db().oAuthAccount.count({ where: { userId: user.id } })).toBe(1);
  });

  it("replaces the session the browser already had", async () => {
    const { user, token: previous } = await createUserWithSession();
    const result = await socialSignIn(identity({ email: user.email }), { ...ctx, previousSessionToken: previous });
    expect(result.ok).toBe(true);
    expect(await verifySession(previous)).toBeNull();
  });
});
