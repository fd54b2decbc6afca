import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { hashPassword, verifyPassword } from "../lib/auth/passwords";
import { quickPasswordHash } from "../tests/support/quick-hash";
import { e2eDb, expect, test } from "./support/fixtures";

/**
 * The demo user changes username and password from /account and logs in
 * again. demo_lifetime is the demo user no other spec changes (accounts-journey only logs it in
 * and out, and runs in the same single worker, never at the same time); afterAll gives it back
 * its seeded username and password so later specs and re-runs find it as seeded.
 * Also the form's refusals: wrong current password, a reserved username,
 * a mismatched confirmation.
 */
const DEMO = "demo_lifetime";
const DEMO_PASSWORD = "DemoPass123!";
const INVALID_PASSWORD = "Invalid password. Please try again.";
const RESERVED = "This username is reserved and cannot be used";
const MISMATCH = "Passwords do not match";

test.describe.configure({ mode: "serial" });

let demoId: number;

test.beforeAll(async () => {
  demoId = (await e2eDb().user.findFirstOrThrow({ where: { username: DEMO } })).id;
});

test.afterAll(async () => {
  await e2eDb().user.update({
    where: { id: demoId },
    data: { username: DEMO, passwordHash: await hashPassword(DEMO_PASSWORD) },
  });
});

async function logIn(page: Page, identifier: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(identifier);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

async function openSettings(page: Page) {
  await page.goto("/account");
  const form = page.locator("#settings");
  await expect(form.getByRole("heading", { name: "User Settings" })).toBeVisible();
  return form;
}

async function demoRow() {
  return e2eDb().user.findUniqueOrThrow({ where: { id: demoId }, select: { username: true, passwordHash: true } });
}

test("the demo user changes username and password from /account and logs in again", async ({ page }) => {
  test.setTimeout(60_000);
  const newUsername = `lifetime_${randomBytes(3).toString("hex")}`;
  const newPassword = `Renamed-${randomBytes(3).toString("hex")}9!`;

  await logIn(page, DEMO, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === "/projects");

  // First the username (the current password confirms it).
  let form = await openSettings(page);
  await form.getByLabel("Current password").fill(DEMO_PASSWORD);
  await form.getByLabel("New username").fill(newUsername);
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Your username was updated.")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: `Profile: ${newUsername}` }),
  ).toBeVisible();
  expect((await demoRow()).username).toBe(newUsername);

  // Then the password, with its confirmation.
  form = await openSettings(page);
  await form.getByLabel("Current password").fill(DEMO_PASSWORD);
  await form.getByLabel("New password", { exact: true }).fill(newPassword);
  await form.getByLabel("Confirm new password").fill(newPassword);
  await expect(form.getByText("Passwords match")).toBeVisible();
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Your password was updated.")).toBeVisible();
  expect(await verifyPassword(newPassword, (await demoRow()).passwordHash)).toBe(true);

  await page.getByRole("button", { name: "Log Out" }).click();
  await page.waitForURL((url) => url.pathname === "/login");

  // The old name and the old password no longer open the account.
  await logIn(page, DEMO, DEMO_PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password." })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/login");

  await logIn(page, newUsername, newPassword);
  await page.waitForURL((url) => url.pathname === "/projects");
  await expect(page.getByRole("heading", { level: 1, name: "My Projects" })).toBeVisible();
  const check = await (await page.request.get("/accounts/verify-session/")).json();
  expect(check).toMatchObject({ authenticated: true, user: { username: newUsername } });
});

test.describe("the settings form refuses", () => {
  test.beforeAll(async () => {
    // Whatever the journey above left, these start from the seeded credentials (the password
    // hashed at the tests' low cost: these tests are about the form, and each one logs in first).
    await e2eDb().user.update({
      where: { id: demoId },
      data: { username: DEMO, passwordHash: await quickPasswordHash(DEMO_PASSWORD) },
    });
  });

  test.beforeEach(async ({ page }) => {
    await logIn(page, DEMO, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === "/projects");
  });

  test("a wrong current password, with the spec's message, and changes nothing", async ({ page }) => {
    const before = await demoRow();
    const form = await openSettings(page);
    await form.getByLabel("Current password").fill("Wrong-Password-1!");
    await form.getByLabel("New username").fill(`never_${randomBytes(3).toString("hex")}`);
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(form.getByRole("alert").filter({ hasText: INVALID_PASSWORD })).toBeVisible();
    expect(await demoRow()).toEqual(before);

    await form.getByLabel("Current password").fill("Wrong-Password-1!");
    await form.getByLabel("New password", { exact: true }).fill("Another-Pass-2!");
    await form.getByLabel("Confirm new password").fill("Another-Pass-2!");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(form.getByRole("alert").filter({ hasText: INVALID_PASSWORD })).toBeVisible();
    expect(await demoRow()).toEqual(before);
  });

  test("a reserved username, whatever its case, and the form cannot be sent", async ({ page }) => {
    const form = await openSettings(page);
    await form.getByLabel("Current password").fill(DEMO_PASSWORD);
    for (const name of ["admin", "Admin"]) {
      await form.getByLabel("New username").fill(name);
      await expect(form.getByText(RESERVED)).toBeVisible();
      await expect(form.getByLabel("New username")).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByRole("button", { name: "Save Changes" })).toBeDisabled();
    }
    expect((await demoRow()).username).toBe(DEMO);
  });

  test("a confirmation that does not match the new password, and the form cannot be sent", async ({ page }) => {
    const before = await demoRow();
    const form = await openSettings(page);
    await form.getByLabel("Current password").fill(DEMO_PASSWORD);
    await form.getByLabel("New password", { exact: true }).fill("Brand-New-Pass3!");
    await form.getByLabel("Confirm new password").fill("Brand-New-Pass4!");
    await expect(form.getByText(MISMATCH)).toBeVisible();
    await expect(form.getByRole("button", { name: "Save Changes" })).toBeDisabled();
    await form.getByLabel("Confirm new password").press("Enter");
    expect(await demoRow()).toEqual(before);
  });
});
