import { describe, expect, it } from "vitest";
import { getServerSideProps } from "@/pages/signup";
import { POST as logoutPost } from "@/app/accounts/logout/route";
import { verifySession } from "@/lib/server/auth/sessions";
import { issueSetupToken } from "@/lib/server/billing/setup-tokens";
import { db } from "@/lib/server/db/client";
import { createUserWithSession, uniqueName } from "@/tests/support/factories";
import { openPage } from "@/tests/support/pages";
import { jsonRequest } from "@/tests/support/requests";

/**
 * A link to /signup?token=<anything> opened by a logged-in user. The browser gets the /signup
 * page (a guests-only page that lets a visitor with a setup token in); when the page asks the setup form to log out first, the form posts
 * /accounts/logout/, as SignupForm does. Only a usable setup link may end the session.
 */
async function openSignupAsBrowser(token: string, session?: string) {
  const page = await openPage(getServerSideProps, `/signup?token=${encodeURIComponent(token)}`, session);
  expect(page.redirect).toBeNull();
  const logOutFirst = page.rendered!.logOutFirst;
  if (logOutFirst && session)
    expect((await logoutPost(jsonRequest("POST", "/accounts/logout/", {}, { session }))).status).toBe(200);
  return { logOutFirst };
}

async function setupLink(opts: { used?: boolean; expired?: boolean } = {}) {
  const email = `${uniqueName("buyer")}@example.test`;
  const checkout = await db().checkoutSession.create({
    data: { stripeSessionId: uniqueName("cs"), email, tier: "pro", usedAt: opts.used ? new Date() : null },
  });
  const issuedAt = opts.expired ? new Date(Date.now() - 4 * 86_400_000) : new Date();
  return (await issueSetupToken(db(), { id: checkout.id, email, tier: "pro" }, issuedAt)).token;
}

describe("/signup?token= opened while logged in", () => {
  it.each([
    ["a bogus token", async () => "bogus-token"],
    ["a token of the right shape that was never issued", async () => "A".repeat(43)],
    ["a spent link", () => setupLink({ used: true })],
    ["an expired link", () => setupLink({ expired: true })],
  ])("keeps the visitor logged in with %s", async (_name, makeToken) => {
    const { token: session } = await createUserWithSession();
    const { logOutFirst } = await openSignupAsBrowser(await makeToken(), session);
    expect(await verifySession(session)).not.toBeNull();
    expect(logOutFirst).toBe(false);
  });

  it("logs the visitor out first with a usable setup link", async () => {
    const { token: session } = await createUserWithSession();
    const { logOutFirst } = await openSignupAsBrowser(await setupLink(), session);
    expect(logOutFirst).toBe(true);
    expect(await verifySession(session)).toBeNull();
  });

  it("has nothing to log out for a guest", async () => {
    expect((await openSignupAsBrowser(await setupLink())).logOutFirst).toBe(false);
  });
});
