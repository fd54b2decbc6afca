import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { hashToken } from "../lib/auth/tokens";
import { setFakeOAuthUser } from "./support/fake-oauth";
import { e2eDb, expect, test } from "./support/fixtures";
import { member } from "./support/members";

/**
 * Social sign-in end to end: the login page's
 * 'Continue with ...' button, next-auth's OAuth dance with the fake provider on loopback
 * (e2e/support/fake-oauth.ts), our own server-side session, and the callback page's outcomes.
 * Uses its own users, never a demo login.
 */
const PROVIDER_BUTTON = "Continue with Test OAuth";
const NO_ACCOUNT = "No IdeaForge account uses this email. Accounts are created after purchase.";

const unique = (prefix: string) => `${prefix}_${randomBytes(4).toString("hex")}`;

/** A paying user, as the payment flow creates them (username, email, active Starter plan). */
const createSubscriber = () => member({ prefix: "social", tier: "starter" });

/** 'Continue with Test OAuth' on /login (server-rendered, so present at load when configured). */
async function signInWithProvider(page: Page) {
  await page.goto("/login");
  const button = page.getByRole("button", { name: PROVIDER_BUTTON });
  if ((await button.count()) === 0) {
    // The login page does not render SocialButtons yet: make the same POST the button makes.
    test.info().annotations.push({
      type: "note",
      description: "no social buttons on /login: posted to /api/auth/signin/testoauth",
    });
    await page.evaluate(async (callbackUrl) => {
      const { csrfToken } = (await (await fetch("/api/auth/csrf")).json()) as { csrfToken: string };
      const form = document.createElement("form");
      form.method = "POST";
      form.action = "/api/auth/signin/testoauth";
      for (const [name, value] of Object.entries({ csrfToken, callbackUrl })) {
        form.appendChild(Object.assign(document.createElement("input"), { type: "hidden", name, value }));
      }
      document.body.appendChild(form);
      form.submit();
    }, "/auth/callback/testoauth?provider=testoauth");
    return;
  }
  await page.waitForFunction((name) => {
    const el = [...document.querySelectorAll("button")].find((b) => b.textContent === name);
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
  }, PROVIDER_BUTTON);
  await button.click();
}

/** Our alert (Next.js keeps an empty role=alert route announcer on every page too). */
const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name);
}

test.describe("social sign-in", () => {
  test("a verified email of an existing account signs in, links the identity, and lands on /projects", async ({
    context,
    page,
  }) => {
    const user = await createSubscriber();
    const providerId = unique("fake");
    await setFakeOAuthUser({
      id: providerId,
      email: user.email.toUpperCase(),
      email_verified: true,
      name: "Social Tester",
    });

    await signInWithProvider(page);
    await expect(page).toHaveURL(/\/projects$/, { timeout: 20_000 });
    await expect(page.getByRole("link", { name: `Profile: ${user.username}` })).toBeVisible();

    // Our own session (in the database, revocable), and no next-auth session next to it.
    const token = (await context.cookies()).find((c) => c.name === "sessionid")?.value;
    expect(token).toBeTruthy();
    const session = await e2eDb().session.findUnique({ where: { tokenHash: hashToken(token!) } });
    expect(session?.userId).toBe(user.id);
    expect((await cookieNames(context)).some((n) => n.includes("next-auth.session-token"))).toBe(false);
    const link = await e2eDb().oAuthAccount.findUnique({
      where: { provider_providerAccountId: { provider: "testoauth", providerAccountId: providerId } },
    });
    expect(link?.userId).toBe(user.id);
  });

  test("an email no account uses is refused with a clear message, then the login page", async ({ context, page }) => {
    const email = `${unique("stranger")}@example.test`;
    const usersBefore = await e2eDb().user.count();
    await setFakeOAuthUser({ id: unique("fake"), email, email_verified: true, name: "Stranger" });

    await signInWithProvider(page);
    await expect(page).toHaveURL(/\/auth\/callback\/testoauth\?.*error=no_account/);
    await expect(alert(page, NO_ACCOUNT)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

    expect(await cookieNames(context)).not.toContain("sessionid");
    expect(await e2eDb().user.count()).toBe(usersBefore);
    expect(await e2eDb().oAuthAccount.count({ where: { email } })).toBe(0);
  });

  test("an unverified email of an existing account is refused and links nothing", async ({ context, page }) => {
    const user = await createSubscriber();
    await setFakeOAuthUser({ id: unique("fake"), email: user.email, email_verified: false, name: "Unverified" });

    await signInWithProvider(page);
    await expect(alert(page, NO_ACCOUNT)).toBeVisible();
    expect(await cookieNames(context)).not.toContain("sessionid");
    expect(await e2eDb().oAuthAccount.count({ where: { userId: user.id } })).toBe(0);
  });

  test("the callback page without the provider parameter says the information is missing", async ({ page }) => {
    await page.goto("/auth/callback/testoauth");
    await expect(alert(page, "Authentication information is missing")).toBeVisible();
  });

  test("the callback page gives up after the retries when no session appears, then goes to /login", async ({
    page,
  }) => {
    await page.clock.install();
    const checks: string[] = [];
    page.on("request", (r) => r.url().includes("/accounts/verify-session/") && checks.push(r.url()));
    await page.goto("/auth/callback/testoauth?provider=testoauth");
    await expect(page.getByRole("status")).toContainText("Completing sign-in...");
    for (let i = 0; i < 5; i++) {
      await expect.poll(() => checks.length).toBe(i + 1);
      await page.clock.runFor(2_000);
    }
    await expect.poll(() => checks.length).toBe(6);
    await expect(alert(page, "Failed to verify authentication after multiple attempts")).toBeVisible();
    expect(checks).toHaveLength(6);
    await page.clock.runFor(3_000);
    await expect(page).toHaveURL(/\/login$/);
  });
});
