import { randomBytes } from "node:crypto";
import { PageAxe } from "./support/axe";
import { verifyPassword } from "../lib/auth/passwords";
import { quickPasswordHash } from "../tests/support/quick-hash";
import { e2eDb, expect, test } from "./support/fixtures";
import { waitForMail } from "./support/mail";

/**
 * Forgot password and reset password end to end: the form, a real SMTP delivery to the sink, the
 * emailed link, the new password in the database, and the link refused on its second use.
 * Uses its own user, never a demo login (other specs log in as those).
 */
const OLD_PASSWORD = "0ld-Passw0rd!";
const NEW_PASSWORD = "Fresh-Passw0rd!";

async function createResetUser() {
  const username = `reset_${randomBytes(4).toString("hex")}`;
  const email = `${username}@example.test`;
  const user = await e2eDb().user.create({
    data: { username, email, passwordHash: await quickPasswordHash(OLD_PASSWORD) },
  });
  return { ...user, email };
}

test("a user resets a forgotten password from the emailed link, which then stops working", async ({
  page,
  baseURL,
}) => {
  const user = await createResetUser();

  await page.goto("/forgot-password");
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  await page.getByLabel("Email").fill(`  ${user.email.toUpperCase()} `);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `If an account exists for ${user.email}, you will receive password reset instructions.`,
  );
  await expect(page.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/login");

  const mail = await waitForMail(user.email, "Reset your IdeaForge password");
  expect(mail.text).toContain("expires in 1 hour");
  const link = mail.links.find((l) => l.includes("/reset-password?"));
  expect(link).toBeDefined();
  expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);

  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  const axe = await new PageAxe({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  const newPassword = page.getByLabel("New password", { exact: true });
  await newPassword.fill("short");
  await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
  await newPassword.fill(NEW_PASSWORD);
  await expect(page.getByText("Password meets all requirements")).toBeVisible();
  const confirm = page.getByLabel("Confirm new password");
  await confirm.fill(`${NEW_PASSWORD}x`);
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await confirm.fill(NEW_PASSWORD);
  await expect(page.getByText("Passwords match")).toBeVisible();
  await page.getByRole("button", { name: "Reset Password" }).click();

  await expect(page.getByText("Your password has been reset successfully!")).toBeVisible();
  await expect(page.getByText("Redirecting to login...")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/login", { timeout: 10_000 });

  const { passwordHash } = await e2eDb().user.findUniqueOrThrow({ where: { id: user.id } });
  expect(await verifyPassword(NEW_PASSWORD, passwordHash)).toBe(true);
  expect(await verifyPassword(OLD_PASSWORD, passwordHash)).toBe(false);
  const notice = await waitForMail(user.email, "password was reset");
  expect(notice.links).toContain(`${new URL(baseURL!).origin}/support`);

  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Invalid or expired link" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a new reset link" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );
});

test("a reset link missing its token shows the invalid state at once", async ({ page }) => {
  await page.goto("/reset-password?uidb64=MQ");
  await expect(page.getByRole("heading", { name: "Invalid or expired link" })).toBeVisible();
  await page.getByRole("link", { name: "Request a new reset link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("the forgot-password form checks the address live and answers the same for an unknown one", async ({ page }) => {
  await page.goto("/forgot-password");
  const email = page.getByLabel("Email");
  await email.fill("not-an-email");
  await email.blur();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Reset Link" })).toBeDisabled();
  const unknown = `nobody_${randomBytes(4).toString("hex")}@example.test`;
  await email.fill(unknown);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `If an account exists for ${unknown}, you will receive password reset instructions.`,
  );
});

test("the dev mailbox is served outside production", async ({ page }) => {
  await page.goto("/dev/mailbox");
  await expect(page.getByRole("heading", { name: "Dev mailbox" })).toBeVisible();
});
