import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { PLANS, TIERS, type Tier } from "../lib/domain/billing/plans";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";
import { confirmPaymentEmail } from "./support/guest-purchase";
import { mailsTo, waitForMail } from "./support/mail";
import { allMailDelivered } from "./support/outbox";

/**
 * Buying a plan with local billing (the e2e server has no STRIPE_SECRET_KEY): pricing on the home
 * page, the local checkout page, the signed webhook, /payment-success, the emailed setup link
 * (through the SMTP sink), /signup, and the new account on /projects. Also the reactivation page.
 */
const PASSWORD = "Harbor-Lights-2031!";
const SETUP_SUBJECT = "Set up your IdeaForge account";
const unique = () => randomBytes(4).toString("hex");
const price = (tier: Tier) => `$${PLANS[tier].priceUsd}`;
/** Our alert with this text (Next's route announcer is an alert too, so never `getByRole("alert")` alone). */
const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

/** From / through the local checkout to /payment-success; returns the buyer's email. */
async function buy(page: Page, tier: Tier): Promise<string> {
  const email = `buyer_${tier}_${unique()}@example.test`;
  await page.goto("/");
  await page
    .locator("#pricing")
    .getByRole("button", { name: `Get ${PLANS[tier].label}` })
    .click();
  await page.waitForURL((url) => url.pathname === "/dev/checkout" && url.searchParams.has("ticket"));
  await expect(page.getByText("Test checkout — no real payment.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  await expect(page.getByText(PLANS[tier].interval === "month" ? "per month" : "one-time")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: `Pay ${price(tier)}` }).click();
  await page.waitForURL(
    (url) =>
      url.pathname === "/payment-success" && url.searchParams.get("session_id")?.startsWith("cs_local_") === true,
  );
  await expect(page.getByRole("heading", { name: "Confirm Your Email" })).toBeVisible();
  await expect(page.getByText(`Your plan: ${PLANS[tier].label}`)).toBeVisible();
  return email;
}

for (const tier of TIERS) {
  const label = PLANS[tier].label;
  test(`a new customer buys ${label}, sets up the account from the emailed link and lands on /projects`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = await buy(page, tier);

    await confirmPaymentEmail(page, email.toUpperCase());
    await expect(page.getByRole("heading", { name: "Thank You for Your Payment!" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(`We sent an email with setup instructions to ${email}.`);
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");

    const mail = await waitForMail(email, SETUP_SUBJECT);
    const link = mail.links.find((l) => l.includes("/signup?token="));
    expect(link).toBeDefined();

    await page.goto(link!);
    await expect(page.getByText(`Your Plan: ${label}`)).toBeVisible();
    const emailField = page.getByLabel("Email");
    await expect(emailField).toHaveValue(email);
    await expect(emailField).toHaveAttribute("readonly", "");
    await expect(page.getByText("Email verified from payment")).toBeVisible();

    const createButton = page.getByRole("button", { name: "Create Account" });
    const username = `buyer_${unique()}`;
    await page.getByLabel("Username").fill("demo_pro");
    await expect(page.getByText("This username is already taken.")).toBeVisible();
    await expect(createButton).toBeDisabled();
    await page.getByLabel("Username").fill(username);
    await expect(page.getByText("Username is available.")).toBeVisible();

    const password = page.getByLabel("Password", { exact: true });
    await password.fill("short");
    await expect(page.getByText("Password strength: Very Weak")).toBeVisible();
    await expect(createButton).toBeDisabled();
    await page.getByRole("button", { name: "Show requirements" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "At least one uppercase letter" })).toContainText(
      "(not met)",
    );
    await password.fill(PASSWORD);
    await expect(page.getByText("Password strength: Strong")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "At least one uppercase letter" })).toContainText(
      "(met)",
    );
    await page.getByLabel("Confirm password").fill(`${PASSWORD}x`);
    await expect(page.getByText("Passwords don't match!")).toBeVisible();
    await createButton.click();
    await expect(alert(page, "Passwords don't match!")).toBeVisible();
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await createButton.click();

    await page.waitForURL((url) => url.pathname === "/projects");
    await expect(page.getByRole("heading", { name: "My Projects" })).toBeVisible();
    // The plan's limits are shown: active projects against the plan's limit.
    await expect(page.getByTestId("active-counter")).toHaveText(`0 / ${PLANS[tier].limits.projects}`);
    expect(await page.evaluate(() => window.sessionStorage.getItem("sessionExpiresAt"))).toMatch(/^\d{4}-\d\d-\d\dT/);
    const user = await e2eDb().user.findFirstOrThrow({ where: { username }, include: { subscription: true } });
    expect(user.email).toBe(email);
    expect(user.subscription).toMatchObject({ tier, status: "active", isLifetime: tier === "lifetime" });

    // The link works once: opened again it says the account exists and offers 'Log in' and
    // 'Forgot password' (not 'Invalid or expired token'), and a spent link logs nobody out
    // (otherwise any link could end a visitor's session).
    await page.goto(link!);
    await expect(page.getByRole("heading", { name: "Your Account Is Ready" })).toBeVisible();
    await expect(page.getByText("This setup link has already been used: your account exists.")).toBeVisible();
    await expect(page.getByText("Invalid or expired token")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Forgot password" })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await page.goto("/projects");
    await expect(page.getByRole("heading", { name: "My Projects" })).toBeVisible();
  });
}

test("/signup without a token says so", async ({ page }) => {
  await page.goto("/signup");
  await expect(page.getByRole("heading", { name: "Invalid Setup Link" })).toBeVisible();
  await expect(alert(page, "No setup token found in URL. Please use the link from your email.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

test("a made-up setup token shows 'Invalid Setup Link'", async ({ page }) => {
  await page.goto("/signup?token=not-a-real-token");
  await expect(page.getByRole("heading", { name: "Invalid Setup Link" })).toBeVisible();
  await expect(alert(page, "Invalid or expired token")).toBeVisible();
});

test("the email typed at checkout is asked once more, and nothing is mailed until it matches", async ({ page }) => {
  test.setTimeout(60_000);
  const email = await buy(page, "starter");
  // One field: the email was typed once at checkout and is confirmed once here.
  await expect(page.getByLabel("Email", { exact: true })).toHaveCount(1);
  await expect(page.getByLabel("Confirm email")).toHaveCount(0);
  const other = `someone_${unique()}@example.test`;
  await confirmPaymentEmail(page, other);
  await expect(alert(page, "This is not the email address used for the payment.")).toBeVisible();
  // Paying mailed nothing, and neither did the wrong confirmation (all they queued is delivered).
  await allMailDelivered(email, other);
  expect(await mailsTo(email, SETUP_SUBJECT)).toHaveLength(0);
  expect(await mailsTo(other, SETUP_SUBJECT)).toHaveLength(0);
  await confirmPaymentEmail(page, email);
  await expect(page.getByRole("heading", { name: "Thank You for Your Payment!" })).toBeVisible();
  await waitForMail(email, SETUP_SUBJECT);
  expect(await mailsTo(email, SETUP_SUBJECT)).toHaveLength(1);
  // Confirmed once: coming back to the page goes home.
  await page.reload();
  await page.waitForURL((url) => url.pathname === "/");
});

test("an unknown payment session gives up after 4 retries and points to support", async ({ page }) => {
  await page.goto(`/payment-success?session_id=cs_unknown_${unique()}`);
  await expect(page.getByText("Loading your payment details...")).toBeVisible();
  await expect(alert(page, "Failed to load your payment details. Please contact support.")).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("link", { name: "support page" })).toHaveAttribute("href", "/support");
});

test("a canceled subscriber reactivates with Pro through checkout and gets access back", async ({ page, context }) => {
  test.setTimeout(60_000);
  const db = e2eDb();
  const user = await db.user.findFirstOrThrow({
    where: { username: "demo_canceled" },
    include: { subscription: true },
  });
  const before = user.subscription!;
  const startedAt = new Date();
  try {
    await loginAs(context, "demo_canceled");
    await page.goto("/projects");
    await page.waitForURL((url) => url.pathname === "/subscription-canceled");
    await expect(page.getByRole("heading", { name: "Your Subscription Has Ended" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Starter" })).toBeChecked();
    await expect(page.getByText("Up to 20 active projects")).toBeVisible();
    await page.getByRole("radio", { name: "Pro" }).check();
    await page.getByRole("button", { name: "Subscribe" }).click();

    await page.waitForURL((url) => url.pathname === "/dev/checkout");
    await expect(page.getByLabel("Email")).toHaveValue(user.email);
    await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
    // The account page may drop the query string once read: watch the navigation request itself.
    const toAccount = page.waitForRequest(
      (req) => req.isNavigationRequest() && new URL(req.url()).pathname === "/account",
    );
    await page.getByRole("button", { name: `Pay ${price("pro")}` }).click();
    expect(new URL((await toAccount).url()).search).toBe("?upgrade_success=true");
    await page.waitForURL((url) => url.pathname === "/account");

    await page.goto("/projects");
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("heading", { name: "My Projects" })).toBeVisible();
    expect(await db.subscription.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({
      tier: "pro",
      status: "active",
    });
  } finally {
    // Other specs rely on demo_canceled having no access: put the seeded subscription back.
    const { id: _id, userId: _userId, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = before;
    await db.subscription.update({ where: { userId: user.id }, data: fields });
    await db.invoice.deleteMany({ where: { userId: user.id, createdAt: { gte: startedAt } } });
  }
});
