import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { member } from "./support/members";
import { waitForMail } from "./support/mail";

/**
 * The accounts issue's end-to-end journey through the real screens: each demo login logs in with
 * the form, survives a reload, and logs out; a user who forgot their password resets it from the
 * mailed link and logs in with the new one (and no longer with the old).
 */
const DEMO_PASSWORD = "DemoPass123!";

async function logIn(page: Page, identifier: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(identifier);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

const LANDING: Record<string, string> = {
  demo_starter: "/projects",
  demo_pro: "/projects",
  demo_lifetime: "/projects",
  demo_grace: "/projects",
  demo_canceled: "/subscription-canceled",
};

for (const [username, landing] of Object.entries(LANDING)) {
  test(`${username} logs in, stays logged in across a reload, and logs out`, async ({ page }) => {
    await logIn(page, username.toUpperCase(), DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === landing);
    await page.reload();
    expect(new URL(page.url()).pathname).toBe(landing);
    const check = await (await page.request.get("/accounts/verify-session/")).json();
    expect(check).toMatchObject({ authenticated: true, user: { username } });

    if (landing === "/projects") {
      await page.goto("/account");
      await page.getByRole("button", { name: "Log Out" }).click();
      await page.waitForURL((url) => url.pathname === "/login");
    } else {
      await page.request.post("/accounts/logout/", {
        headers: { "X-CSRFToken": (await (await page.request.get("/accounts/csrf/")).json()).csrfToken },
      });
    }
    expect((await (await page.request.get("/accounts/verify-session/")).json()).authenticated).toBe(false);
    await page.goto("/projects");
    expect(new URL(page.url()).pathname).toBe("/login");
  });
}

test("a forgotten password is reset from the mailed link, then the new one logs in and the old one does not", async ({
  page,
}) => {
  const { username, email } = await member({ prefix: "journey", tier: "starter", password: "Old-Passw0rd!" });

  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  const mail = await waitForMail(email, "Reset your IdeaForge password");
  await page.goto(mail.links.find((l) => l.includes("/reset-password?"))!);
  await page.getByLabel("New password", { exact: true }).fill("New-Passw0rd!");
  await page.getByLabel("Confirm new password").fill("New-Passw0rd!");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await page.waitForURL((url) => url.pathname === "/login", { timeout: 10_000 });

  await logIn(page, username, "Old-Passw0rd!");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password." })).toBeVisible();
  await logIn(page, email, "New-Passw0rd!");
  await page.waitForURL((url) => url.pathname === "/projects");
});
