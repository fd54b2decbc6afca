import { randomBytes } from "node:crypto";
import { PageAxe } from "./support/axe";
import type { Page } from "@playwright/test";
import { verifyPassword } from "../lib/auth/passwords";
import type { Tier } from "../lib/domain/billing/plans";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";
import { member as newMember } from "./support/members";

/**
 * /account: the summary, invoices, plan changes and cancellation
 * confirmed with the password, the local checkout round trip, the return parameters, the settings
 * form and Log Out. Every test makes its own user, so the shared demo users stay as seeded.
 */
const PASSWORD = "Account-Page-1!";
const INVALID_PASSWORD = "Invalid password. Please try again.";
const PROMPT = "Please enter your current password to confirm this action";

// Dates are shown in the browser's time zone: pin a US one.
test.use({ timezoneId: "America/New_York", locale: "en-US" });

interface MemberOptions {
  status?: "active" | "grace_period" | "canceled";
  activeProjects?: number;
  completedProjects?: number;
}

/** A member of this spec's own (e2e/support/members.ts), with PASSWORD and these projects. */
async function member(tier: Tier, opts: MemberOptions = {}) {
  const user = await newMember({ prefix: "acct", tier, status: opts.status, password: PASSWORD });
  const projects = [
    ...Array(opts.activeProjects ?? 0).fill("active"),
    ...Array(opts.completedProjects ?? 0).fill("completed"),
  ] as ("active" | "completed")[];
  for (const [i, status] of projects.entries()) {
    await e2eDb().project.create({
      data: {
        userId: user.id,
        status,
        title: `Project ${i + 1}`,
        completedAt: status === "completed" ? new Date() : null,
      },
    });
  }
  return user;
}

async function openAccount(
  page: Page,
  context: import("@playwright/test").BrowserContext,
  username: string,
  path = "/account",
) {
  await loginAs(context, username);
  await page.goto(path);
  await expect(summary(page).getByText("Username", { exact: true })).toBeVisible();
}

const summary = (page: Page) => page.getByRole("region", { name: "Account summary" });
const summaryValue = (page: Page, label: string) =>
  summary(page)
    .locator("div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd");
const billing = (page: Page) => page.getByRole("region", { name: "Billing" });
const planSelect = (page: Page) => page.getByLabel("Change plan");
const saveButton = (page: Page) => billing(page).getByRole("button", { name: "Save", exact: true });
const subOf = async (userId: number) => e2eDb().subscription.findUniqueOrThrow({ where: { userId } });

test("the summary shows the username, email, plan and active projects; the tabs reach each section", async ({
  page,
  context,
}) => {
  const user = await member("pro", { activeProjects: 2, completedProjects: 1 });
  await openAccount(page, context, user.username);

  await expect(page.getByRole("heading", { level: 1, name: user.username })).toBeVisible();
  await expect(summaryValue(page, "Username")).toHaveText(user.username);
  await expect(summaryValue(page, "Email")).toHaveText(user.email);
  await expect(summaryValue(page, "Current Plan")).toHaveText("Pro");
  const projects = summary(page).getByRole("link", { name: /2 active projects/ });
  await expect(projects).toHaveText("2");
  await expect(projects).toHaveAttribute("href", "/projects");
  await expect(page.getByRole("region", { name: "Invoices" }).getByText("No invoices yet.")).toBeVisible();
  await expect(billing(page).getByText(/^Renews on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();

  const tabs = page.getByRole("navigation", { name: "Account sections" });
  await expect(tabs.getByRole("button")).toHaveText(["Invoices", "Billing", "User Settings"]);
  await tabs.getByRole("button", { name: "User Settings" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "User Settings" })).toBeFocused();
  await tabs.getByRole("button", { name: "Billing" }).click();
  await expect(page.getByRole("heading", { name: "Billing" })).toBeFocused();
  await expect(page.getByRole("heading", { name: "Billing" })).toBeInViewport();
});

test("Pro to Starter goes through the password dialog; a wrong password shows inside it", async ({ page, context }) => {
  const user = await member("pro");
  await openAccount(page, context, user.username);
  await expect(planSelect(page)).toHaveValue("pro");
  await expect(saveButton(page)).toBeDisabled(); // the current plan: nothing to save

  await planSelect(page).selectOption("starter");
  await saveButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Change Plan" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(PROMPT)).toBeVisible();
  await expect(dialog.getByLabel("Current password")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect((await subOf(user.id)).tier).toBe("pro");
  // Going back changes nothing: the selector shows the current plan again.
  await expect(planSelect(page)).toHaveValue("pro");

  await planSelect(page).selectOption("starter");
  await saveButton(page).click();
  await expect(dialog.getByText("Change your plan from Pro Monthly to Starter.")).toBeVisible();
  await dialog.getByLabel("Current password").fill("Wrong-Password-1!");
  await dialog.getByRole("button", { name: "Confirm Change" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(INVALID_PASSWORD);
  expect((await subOf(user.id)).tier).toBe("pro");

  await dialog.getByLabel("Current password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Confirm Change" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Your plan was changed to Starter.")).toBeVisible();
  await expect(summaryValue(page, "Current Plan")).toHaveText("Starter");
  await expect(planSelect(page)).toHaveValue("starter");
  expect((await subOf(user.id)).tier).toBe("starter");
});

test("Starter to Pro goes to the local checkout and back with upgrade_success", async ({ page, context }) => {
  test.setTimeout(60_000);
  const user = await member("starter");
  await openAccount(page, context, user.username);

  await planSelect(page).selectOption("pro");
  await expect(billing(page).getByText("You will go to payment for a prorated charge.")).toBeVisible();
  await saveButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Change Plan" });
  await dialog.getByLabel("Current password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Confirm Change" }).click();

  await page.waitForURL((url) => url.pathname === "/dev/checkout" && url.searchParams.has("ticket"));
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  const returned = page.waitForURL(
    (url) => url.pathname === "/account" && url.searchParams.get("upgrade_success") === "true",
  );
  // Prorated: Pro's $19 less the unused month of Starter ($9, a full month left).
  await page.getByRole("button", { name: /^Pay \$10(\.0\d)?$/ }).click();
  await returned;

  await expect(page.getByText("Your plan was updated.")).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(summaryValue(page, "Current Plan")).toHaveText("Pro");
  await expect(planSelect(page)).toHaveValue("pro");
  await expect(page.getByRole("region", { name: "Invoices" }).getByRole("cell", { name: /^\$10\.0\d$/ })).toBeVisible();
  expect(await subOf(user.id)).toMatchObject({ tier: "pro", status: "active" });
});

test("Cancel shows Reactivate and hides Cancel; Reactivate brings Cancel back", async ({ page, context }) => {
  const user = await member("pro");
  await openAccount(page, context, user.username);
  const cancel = billing(page).getByRole("button", { name: "Cancel Subscription" });
  const reactivate = billing(page).getByRole("button", { name: "Reactivate Subscription" });
  await expect(reactivate).toBeHidden();

  await cancel.click();
  const dialog = page.getByRole("dialog", { name: "Cancel Subscription" });
  await expect(dialog.getByText(PROMPT)).toBeVisible();
  await dialog.getByLabel("Current password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Confirm Cancellation" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Your subscription will end at the close of the current billing period.")).toBeVisible();
  await expect(reactivate).toBeVisible();
  await expect(cancel).toBeHidden();
  await expect(billing(page).getByText(/^Access until [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  expect((await subOf(user.id)).cancelAtPeriodEnd).toBe(true);

  await reactivate.click();
  await expect(page.getByText("Your subscription was reactivated.")).toBeVisible();
  await expect(cancel).toBeVisible();
  await expect(reactivate).toBeHidden();
  expect((await subOf(user.id)).cancelAtPeriodEnd).toBe(false);
});

test("a Lifetime user cannot change or cancel the plan", async ({ page, context }) => {
  const user = await member("lifetime");
  await openAccount(page, context, user.username);
  await expect(summaryValue(page, "Current Plan")).toHaveText("Lifetime");
  await expect(planSelect(page)).toBeDisabled();
  await expect(planSelect(page)).toHaveValue("lifetime");
  await expect(saveButton(page)).toBeDisabled();
  await expect(billing(page).getByText("A Lifetime plan cannot be changed.")).toBeVisible();
  await expect(billing(page).getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);
});

const usage = (page: Page) => page.getByRole("region", { name: "Today's usage" });
const usageValue = (page: Page, label: string) =>
  usage(page)
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd");

/**
 * `at` as a Honolulu date (YYYY-MM-DD). Honolulu (UTC-10, no daylight saving) is chosen so the
 * date after its next midnight is always already current somewhere on Earth (UTC+14 is 24 h
 * ahead of it), which the server requires of a client's date; from New York (UTC-5) that next
 * date is not yet current anywhere between 00:00 and 05:00 there, and the test failed then.
 */
const HONOLULU = "Pacific/Honolulu";
const honoluluDate = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: HONOLULU }).format(at);

test.describe("in Honolulu", () => {
  test.use({ timezoneId: HONOLULU });

  test("today's usage: credits used and left, active projects, the reset at the user's midnight with a countdown, and fresh credits after it", async ({
    page,
    context,
  }) => {
    const user = await member("pro", { activeProjects: 2 });
    const today = honoluluDate(new Date());
    await e2eDb().dailyUsage.create({
      data: { userId: user.id, day: new Date(`${today}T00:00:00Z`), searchUsed: 12, randomUsed: 64 },
    });
    // The page's clock starts 20 s before the user's midnight (up to a day ahead of the server's,
    // which accepts the client's date while it is current somewhere); a 30-day session keeps the
    // expiry warning away.
    await loginAs(context, user.username, { rememberMe: true });
    await page.clock.install({ time: new Date(Date.parse(`${today}T00:00:00-10:00`) + 86_400_000 - 20_000) });
    await page.goto("/account");

    await expect(usageValue(page, "Deep Search credits")).toContainText("12 used");
    await expect(usageValue(page, "Deep Search credits")).toContainText("18 left of 30");
    await expect(usageValue(page, "Idea Board credits")).toContainText("64 used");
    await expect(usageValue(page, "Idea Board credits")).toContainText("0 left of 64");
    await expect(usageValue(page, "Active projects")).toContainText("2 active");
    await expect(usageValue(page, "Active projects")).toContainText("18 left of 20");
    await expect(
      usage(page).getByText(
        /Credits reset at midnight your time \(Pacific\/Honolulu\): [A-Z][a-z]{2} \d{1,2}, 12:00 AM HST, in/,
      ),
    ).toBeVisible();
    await expect(usage(page).getByTestId("usage-countdown")).toHaveText(/^00:00:(0\d|1\d|20)$/);

    // Past midnight: a new day, new credits, and the next reset a day away.
    await expect(usageValue(page, "Deep Search credits")).toContainText("0 used", { timeout: 30_000 });
    await expect(usageValue(page, "Deep Search credits")).toContainText("30 left of 30");
    await expect(usageValue(page, "Idea Board credits")).toContainText("64 left of 64");
    await expect(usageValue(page, "Active projects")).toContainText("2 active");
    await expect(usage(page).getByTestId("usage-countdown")).toHaveText(/^2[34]:\d\d:\d\d$/);
  });
});

test("today's usage: a failed load offers Retry, and a plan that ended meanwhile (403) says credits come with a plan", async ({
  page,
  context,
}) => {
  const user = await member("starter");
  let answer: "fail" | "pass" | "no plan" = "fail";
  await page.route("**/api/stats/usage-limits/**", (route) => {
    if (answer === "fail") return route.fulfill({ status: 500, json: { error: "Internal server error." } });
    if (answer === "no plan")
      return route.fulfill({ status: 403, json: { error: "An active subscription is required." } });
    return route.continue();
  });
  await openAccount(page, context, user.username);
  const alert = usage(page).getByRole("alert");
  await expect(alert).toContainText("Failed to load today's usage. Please try again.");
  answer = "pass";
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(usageValue(page, "Deep Search credits")).toContainText("10 left of 10");
  await expect(alert).toHaveCount(0);

  answer = "no plan";
  await page.reload();
  await expect(usage(page).getByText("Daily credits come with a plan. Choose one under Billing.")).toBeVisible();
  await expect(usage(page).getByRole("alert")).toHaveCount(0);
  await expect(usage(page).getByTestId("usage-countdown")).toHaveCount(0);
});

test("invoices list the number, US date, amount in USD, status and the PDF link", async ({ page, context }) => {
  const user = await member("pro");
  const number = `IF-E2E-${randomBytes(3).toString("hex").toUpperCase()}`;
  await e2eDb().invoice.create({
    data: {
      userId: user.id,
      stripeInvoiceId: `in_e2e_${randomBytes(6).toString("hex")}`,
      number,
      issuedAt: new Date("2026-11-22T15:00:00Z"),
      amountCents: 1900,
      currency: "usd",
      status: "paid",
      stripePdfUrl: "https://pay.example/invoice.pdf",
    },
  });
  await openAccount(page, context, user.username);
  const row = page.getByRole("region", { name: "Invoices" }).getByRole("row").filter({ hasText: number });
  await expect(row.getByRole("cell").nth(0)).toHaveText("Nov 22, 2026");
  await expect(row.getByRole("cell").nth(1)).toHaveText("$19.00");
  await expect(row.getByRole("cell").nth(2)).toHaveText("Paid");
  const pdf = row.getByRole("link", { name: `Download PDF of invoice ${number} (opens in a new tab)` });
  await expect(pdf).toHaveAttribute("href", "https://pay.example/invoice.pdf");
  await expect(pdf).toHaveAttribute("target", "_blank");
  await expect(pdf).toHaveAttribute("rel", /\bnoopener\b/);
});

test("upgrade_cancelled=true says so and the query string is removed", async ({ page, context }) => {
  const user = await member("starter");
  await openAccount(page, context, user.username, "/account?upgrade_cancelled=true");
  await expect(page.getByText("Subscription change was cancelled.")).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
});

test("the settings form validates live, then changes the username and the password", async ({ page, context }) => {
  const user = await member("starter");
  await openAccount(page, context, user.username);
  const settings = page.getByRole("region", { name: "User Settings" });
  const submit = settings.getByRole("button", { name: "Save Changes" });
  await expect(submit).toBeDisabled();

  await settings.getByLabel("Current password").fill(PASSWORD);
  await expect(settings.getByText("Please provide a new username or password to update")).toBeVisible();
  await settings.getByLabel("New username").fill("admin");
  await expect(settings.getByText("This username is reserved and cannot be used")).toBeVisible();
  await expect(submit).toBeDisabled();

  const renamed = `${user.username}_x`;
  const newPassword = "Brand-New-Pass-2!";
  await settings.getByLabel("New username").fill(renamed);
  await settings.getByLabel("New password", { exact: true }).fill(newPassword);
  await settings.getByLabel("Confirm new password").fill("Brand-New-Pass-3!");
  await expect(settings.getByText("Passwords do not match")).toBeVisible();
  await expect(submit).toBeDisabled();
  await settings.getByLabel("Confirm new password").fill(newPassword);
  await expect(settings.getByText("Passwords match")).toBeVisible();
  await submit.click();

  await expect(page.getByText("Your username was updated.")).toBeVisible();
  await expect(page.getByText("Your password was updated.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await expect(summaryValue(page, "Username")).toHaveText(renamed);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: `Profile: ${renamed}` }),
  ).toBeVisible();
  for (const label of ["Current password", "New password", "Confirm new password"]) {
    await expect(settings.getByLabel(label, { exact: true })).toHaveValue("");
  }
  const saved = await e2eDb().user.findUniqueOrThrow({ where: { id: user.id } });
  expect(saved.username).toBe(renamed);
  expect(await verifyPassword(newPassword, saved.passwordHash)).toBe(true);
});

test("Log Out lands on /login, ends the session and forgets the user's searches in this browser", async ({
  page,
  context,
}) => {
  const user = await member("starter");
  await openAccount(page, context, user.username);
  // What a search leaves behind: the 60 s results cache and the last search page (it holds the query).
  await page.evaluate(() => {
    window.sessionStorage.setItem(
      "deepSearch:main_search_text=secret+plan",
      JSON.stringify({ at: Date.now(), data: {} }),
    );
    window.localStorage.setItem("lastSearchPage", "/results?main_search_text=secret+plan&page=1");
  });
  await page.getByRole("button", { name: "Log Out" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
  expect(
    await page.evaluate(() => ({
      cached: Object.keys(window.sessionStorage).filter((k) => k.startsWith("deepSearch:")),
      last: window.localStorage.getItem("lastSearchPage"),
    })),
  ).toEqual({ cached: [], last: null });
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
});

test("no serious accessibility violations with data loaded and with the dialog open", async ({ page, context }) => {
  const user = await member("pro", { activeProjects: 1 });
  await e2eDb().invoice.create({
    data: {
      userId: user.id,
      stripeInvoiceId: `in_e2e_${randomBytes(6).toString("hex")}`,
      number: "IF-E2E-AXE",
      issuedAt: new Date(),
      amountCents: 900,
      status: "paid",
      stripePdfUrl: "https://pay.example/axe.pdf",
    },
  });
  await openAccount(page, context, user.username);
  await expect(page.getByRole("rowheader", { name: "IF-E2E-AXE" })).toBeVisible();
  await expect(planSelect(page)).toBeVisible();
  const serious = async () => {
    const results = await new PageAxe({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    return results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  };
  expect(await serious()).toEqual([]);
  await billing(page).getByRole("button", { name: "Cancel Subscription" }).click();
  await expect(page.getByRole("dialog", { name: "Cancel Subscription" })).toBeVisible();
  expect(await serious()).toEqual([]);
});
