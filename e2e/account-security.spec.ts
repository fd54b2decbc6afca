import { readFile } from "node:fs/promises";
import { PageAxe } from "./support/axe";
import type { Page } from "@playwright/test";
import { generate } from "otplib";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";
import { setFakeOAuthUser } from "./support/fake-oauth";
import { waitForMail } from "./support/mail";
import { member as newMember } from "./support/members";

/**
 * The account's security screens, on a desktop and a phone screen: two-factor sign-in turned on
 * with the QR code and a code (the code then asked at login), a change of email confirmed from the
 * emailed link, the data download, and closing the account.
 */
const PASSWORD = "Security-Pass-7";
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 740 },
];

/** A Pro member of this spec's own, with PASSWORD: its username. */
const member = async () => (await newMember({ prefix: "sec", password: PASSWORD })).username;

const codeAt = (secret: string, at: number) => generate({ secret, epoch: Math.floor(at / 1000) });

const STEP_MS = 30_000;

/** A code that turns two-factor on, and the first step whose code the login after it may use. */
interface EnrolmentCode {
  code: string;
  loginStep: number;
}

/**
 * The server accepts a code of one step either side of now, each step once and only one newer
 * than the last used. With at least 12 s left in the current step, the code of the step before,
 * which leaves the current step's code for the login; nearer the step's end (that code would be
 * two steps old by the time the form reaches the server, and refused), the current step's, which
 * leaves the next step's: accepted a step early, or current once the step has turned. No wait.
 */
async function enrolmentCode(secret: string): Promise<EnrolmentCode> {
  const now = Date.now();
  const current = Math.floor(now / STEP_MS);
  const used = now % STEP_MS > 18_000 ? current : current - 1;
  return { code: await codeAt(secret, used * STEP_MS), loginStep: used + 1 };
}

/** The login's code: the current step's, or the enrolment's next step's while that is ahead of now. */
const loginCode = (secret: string, loginStep: number) => codeAt(secret, Math.max(Date.now(), loginStep * STEP_MS));

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectAccessible(page: Page, selector: string) {
  expect((await new PageAxe({ page }).include(selector).analyze()).violations.map((v) => v.id)).toEqual([]);
}

/** /account, scrolled to its security sections (their code loads when they come near the screen). */
async function openAccount(page: Page) {
  await page.goto("/account");
  await page.locator("#account-security").scrollIntoViewIfNeeded();
  await expect(page.locator("#two-factor")).toBeVisible();
}

/**
 * Turns two-factor on from the account page (the session is already set); answers the secret and
 * the first step the login may use.
 */
async function turnOnTwoFactor(page: Page): Promise<{ secret: string; loginStep: number }> {
  await openAccount(page);
  const section = page.locator("#two-factor");
  await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const secret = (await section.locator("code").innerText()).trim();
  const { code, loginStep } = await enrolmentCode(secret);
  await section.getByLabel("Code from the app").fill(code);
  await section.getByLabel("Current password").fill(PASSWORD);
  await section.getByRole("button", { name: "Confirm and turn on" }).click();
  await section.getByRole("button", { name: "I saved my recovery codes" }).click();
  await expect(section.getByText("Recovery codes left: 10.")).toBeVisible();
  return { secret, loginStep };
}

test("a social sign-in is asked for the two-factor code too", async ({ page, context }) => {
  test.setTimeout(60_000);
  const username = await member();
  await loginAs(context, username);
  const { secret, loginStep } = await turnOnTwoFactor(page);
  await context.clearCookies();

  await setFakeOAuthUser({
    id: `fake_${username}`,
    email: `${username}@example.test`,
    email_verified: true,
    name: "Two Factor",
  });
  await page.goto("/login");
  const button = page.getByRole("button", { name: "Continue with Test OAuth" });
  await page.waitForFunction((name) => {
    const el = [...document.querySelectorAll("button")].find((b) => b.textContent === name);
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
  }, "Continue with Test OAuth");
  await button.click();
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible({ timeout: 20_000 });
  expect((await context.cookies()).some((c) => c.name === "sessionid" && c.value)).toBe(false);
  await page.getByLabel("Authentication code").fill(await loginCode(secret, loginStep));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL((url) => url.pathname === "/projects");
});

for (const viewport of VIEWPORTS) {
  test(`two-factor sign-in (${viewport.name}, ${viewport.width} px): set up with the QR code, then asked at login`, async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const username = await member();
    await loginAs(context, username);
    await openAccount(page);
    const section = page.locator("#two-factor");
    await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    const qr = section.getByRole("img", { name: "QR code for your authenticator app" });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    // The page's CSP lets the inline image load (no CDN, no blocked request).
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = (await section.locator("code").innerText()).trim();
    await expectNoSideScroll(page);
    await expectAccessible(page, "#two-factor");

    // A code that leaves a newer step's unused for the login below.
    const { code, loginStep } = await enrolmentCode(secret);
    await section.getByLabel("Code from the app").fill(code);
    await section.getByLabel("Current password").fill(PASSWORD);
    await section.getByRole("button", { name: "Confirm and turn on" }).click();
    const codes = section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    await expectNoSideScroll(page);
    // The codes can be kept without retyping them: copied, or downloaded as a text file.
    const shown = await codes.allInnerTexts();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await section.getByRole("button", { name: "Copy codes" }).click();
    await expect(page.getByText("Recovery codes copied.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown.join("\n"));
    const [codesFile] = await Promise.all([
      page.waitForEvent("download"),
      section.getByRole("button", { name: "Download codes" }).click(),
    ]);
    expect(codesFile.suggestedFilename()).toBe("ideaforge-recovery-codes.txt");
    const saved = await readFile((await codesFile.path())!, "utf8");
    for (const code of shown) expect(saved).toContain(code);
    await section.getByRole("button", { name: "I saved my recovery codes" }).click();
    await expect(section.getByText("Recovery codes left: 10.")).toBeVisible();

    await context.clearCookies();
    await page.goto("/login");
    await page.getByLabel("Username or email").fill(username);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === "sessionid" && c.value)).toBe(false);
    await expectNoSideScroll(page);
    await page
      .getByLabel("Authentication code")
      .fill("000000" === (await loginCode(secret, loginStep)) ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid code" })).toHaveText(
      "Invalid code. Please try again.",
    );
    // The refusal belongs to the field, as on the password step.
    await expect(page.getByLabel("Authentication code")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Authentication code")).toHaveAccessibleDescription("Invalid code. Please try again.");
    await page.getByLabel("Authentication code").fill(await loginCode(secret, loginStep));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((url) => url.pathname === "/projects");
  });

  test(`change of email, data download and closing the account (${viewport.name}, ${viewport.width} px)`, async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const username = await member();
    await loginAs(context, username);
    await openAccount(page);

    const email = page.locator("#change-email");
    const newEmail = `${username}-new@example.test`;
    await email.getByLabel("New email").fill(newEmail);
    await email.getByLabel("Current password").fill(PASSWORD);
    await email.getByRole("button", { name: "Change Email" }).click();
    await expect(email.getByText("Check your new email: we sent it a link to confirm the change.")).toBeVisible();
    await expectNoSideScroll(page);
    await expectAccessible(page, "#change-email");
    const mail = await waitForMail(newEmail, "Confirm your new IdeaForge email");
    const link = mail.links.find((l) => l.includes("/confirm-email?token="))!;
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole("button", { name: "Confirm new email" }).click();
    await expect(page.getByText("Your email was changed.")).toBeVisible();
    // The link works once; used again it says so and shows the way to ask for a new one.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole("button", { name: "Confirm new email" }).click();
    await expect(page.getByText("This link is invalid or has expired.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm new email" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Go to your account" })).toHaveAttribute("href", "/account");
    expect((await e2eDb().user.findFirstOrThrow({ where: { username } })).email).toBe(newEmail);

    await openAccount(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator("#your-data").getByRole("link", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ideaforge-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(data.account).toMatchObject({ username, email: newEmail });
    expect(data.subscription).toMatchObject({ tier: "pro" });

    const close = page.locator("#close-account");
    const button = close.getByRole("button", { name: "Close my account" });
    // Said as what closing will do, not as if it had happened.
    await expect(close).toContainText("Closing your account cancels your subscription");
    await expect(close).toContainText("This cannot be undone.");
    await close.getByLabel("Current password").fill(PASSWORD);
    await close.getByLabel("Type CLOSE MY ACCOUNT to confirm").fill("close");
    await expect(button).toBeDisabled();
    await close.getByLabel("Type CLOSE MY ACCOUNT to confirm").fill("CLOSE MY ACCOUNT");
    await expectNoSideScroll(page);
    await expectAccessible(page, "#close-account");
    await button.click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await e2eDb().user.count({ where: { username } })).toBe(0);
    await waitForMail(newEmail, "Your IdeaForge account was closed");
  });
}
