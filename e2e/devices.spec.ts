import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { hashPassword } from "../lib/auth/passwords";
import { parseUserAgent } from "../lib/domain/devices/user-agent";
import { e2eDb, expect, test } from "./support/fixtures";

/**
 * Spec section 2 and 4, "Verify device": a user who requires device verification logs in from a
 * new browser, is sent to /verify-device from any app page, sees the device, browser and OS, and
 * either approves it (back to where they were going) or cancels (logged out, at /login).
 * The user is made here, so the shared demo users keep their settings.
 */
const PASSWORD = "Verify-Device-1";

async function userRequiringVerification(): Promise<string> {
  const username = `dev_${randomBytes(4).toString("hex")}`;
  await e2eDb().user.create({
    data: {
      username,
      email: `${username}@example.test`,
      passwordHash: await hashPassword(PASSWORD),
      requireDeviceVerification: true,
      subscription: { create: { tier: "starter", status: "active", currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) } },
    },
  });
  return username;
}

/** Logs in through the API, as the login page does: CSRF token first, then the credentials. */
async function apiLogin(page: Page, username: string) {
  const csrf = await page.request.get("/accounts/csrf/");
  const token = (await csrf.json()).csrfToken as string;
  const res = await page.request.post("/accounts/login/", {
    data: { username, password: PASSWORD, remember_me: false },
    headers: { "X-CSRFToken": token },
  });
  expect(res.status()).toBe(200);
  return res.json();
}

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

test("a new device is verified before the app opens, and approving lands on the return path", async ({ page }) => {
  const username = await userRequiringVerification();
  const login = await apiLogin(page, username);
  expect(login.redirect_to).toBe("/verify-device");

  await page.goto("/projects");
  await expect(page).toHaveURL(/\/verify-device\?returnTo=%2Fprojects$/);
  expect(pathOf(page)).toBe("/verify-device?returnTo=%2Fprojects");
  await expect(page.getByRole("heading", { level: 1, name: "Verify This Device" })).toBeVisible();

  const expected = parseUserAgent(await page.evaluate(() => navigator.userAgent));
  expect(expected.browser).toBe("Chrome");
  const details = page.locator("dl");
  await expect(details.getByText("Browser", { exact: true })).toBeVisible();
  await expect(details.getByText(expected.browser, { exact: true })).toBeVisible();
  await expect(details.getByText(expected.os, { exact: true })).toBeVisible();
  const name = page.getByLabel(/Device name/);
  await expect(name).toHaveAttribute("placeholder", `${expected.device} on ${expected.os}`);
  await expect(name).toHaveAttribute("maxlength", "50");

  // Calls are refused until the device is approved.
  const blocked = await page.request.get("/accounts/security-settings/");
  expect(blocked.status()).toBe(403);
  expect(await blocked.json()).toEqual({ error: "Device verification required.", device_verification_required: true });

  await name.fill("Work laptop");
  await page.getByRole("button", { name: "Approve" }).click();
  await page.waitForURL("**/projects");
  expect(pathOf(page)).toBe("/projects");

  const user = await e2eDb().user.findFirstOrThrow({ where: { username }, include: { devices: true } });
  expect(user.devices).toHaveLength(1);
  expect(user.devices[0]).toMatchObject({ name: "Work laptop", browser: expected.browser, os: expected.os });
  expect(user.devices[0]!.approvedAt).not.toBeNull();
  expect((await page.request.get("/accounts/security-settings/")).status()).toBe(200);
  await page.goto("/account");
  expect(pathOf(page)).toBe("/account");

  const devices = await (await page.request.get("/api/security/devices/")).json();
  expect(devices.devices).toEqual([expect.objectContaining({ name: "Work laptop", approved: true, current: true })]);
});

test("cancel logs out and goes to /login", async ({ page }) => {
  const username = await userRequiringVerification();
  await apiLogin(page, username);
  await page.goto("/idea-board");
  expect(pathOf(page)).toBe("/verify-device?returnTo=%2Fidea-board");

  await page.getByRole("button", { name: "Cancel" }).click();
  await page.waitForURL("**/login");
  expect(new URL(page.url()).pathname).toBe("/login");
  const session = await (await page.request.get("/accounts/verify-session/")).json();
  expect(session.authenticated).toBe(false);
  // The device stays unapproved.
  const user = await e2eDb().user.findFirstOrThrow({ where: { username }, include: { devices: true } });
  expect(user.devices[0]!.approvedAt).toBeNull();
});
