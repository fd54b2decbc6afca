import type { Page } from "@playwright/test";
import { parseUserAgent } from "../lib/domain/devices/user-agent";
import { e2eDb, expect, test } from "./support/fixtures";
import { member } from "./support/members";
import { waitForMail } from "./support/mail";

/**
 * Device verification: a user who requires device verification logs in from a
 * new browser, is sent to /verify-device from any app page, sees the device, browser and OS, and
 * either approves it with the code emailed to the account (back to where they were going) or
 * cancels (logged out, at /login). The user is made here, so the shared demo users keep their
 * settings.
 */
const PASSWORD = "Verify-Device-1";

async function userRequiringVerification(): Promise<string> {
  const { id, username } = await member({ prefix: "dev", tier: "starter", password: PASSWORD });
  await e2eDb().user.update({ where: { id }, data: { requireDeviceVerification: true } });
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

/** The 6-digit code of the newest device-code email to the user (on a line of its own). */
async function emailedCode(username: string): Promise<string> {
  const mail = await waitForMail(`${username}@example.test`, "device verification code");
  const code = /^(\d{6})$/m.exec(mail.text)?.[1];
  expect(code, mail.text).toBeDefined();
  return code!;
}

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

  // Without the code, or with a wrong one, the form says so and puts the focus back on the code.
  const codeField = page.getByLabel("Verification code");
  await expect(page.getByText(`@example.test. It works once and expires in 15 minutes.`)).toBeVisible();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Enter the 6-digit code from the email we sent you.")).toBeVisible();
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute("aria-invalid", "true");
  const code = await emailedCode(username);
  await codeField.fill(String((Number(code) + 1) % 1_000_000).padStart(6, "0"));
  await codeField.press("Enter");
  await expect(page.getByText("That code is not correct. Check the email and try again.")).toBeVisible();
  await expect(codeField).toBeFocused();
  expect(pathOf(page)).toBe("/verify-device?returnTo=%2Fprojects");

  await codeField.fill(code);
  await name.fill("Work laptop");
  await name.press("Enter");
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

test("a new code can be asked for, not more than once a minute", async ({ page }) => {
  const username = await userRequiringVerification();
  await apiLogin(page, username);
  const first = await emailedCode(username);
  await page.goto("/projects");
  expect(pathOf(page)).toBe("/verify-device?returnTo=%2Fprojects");

  // The sign-in just sent one.
  await page.getByRole("button", { name: "Send a new code" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "A code was sent less than a minute ago." })).toBeVisible();

  // A minute later (the code's time moved back instead of waiting).
  const user = await e2eDb().user.findFirstOrThrow({ where: { username }, include: { sessions: true } });
  await e2eDb().deviceVerificationCode.updateMany({
    where: { sessionId: { in: user.sessions.map((s) => s.id) } },
    data: { createdAt: new Date(Date.now() - 61_000) },
  });
  await page.getByRole("button", { name: "Send a new code" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("form").getByRole("status")).toHaveText(/^We sent a new code to d•••.@example\.test\.$/);
  await expect.poll(() => emailedCode(username)).not.toBe(first);

  await page.getByLabel("Verification code").fill(await emailedCode(username));
  await page.getByRole("button", { name: "Approve" }).click();
  await page.waitForURL("**/projects");
  expect((await page.request.get("/accounts/security-settings/")).status()).toBe(200);
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
