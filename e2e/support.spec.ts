import { randomBytes } from "node:crypto";
import { PageAxe } from "./support/axe";
import type { Page } from "@playwright/test";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";
import { waitForMail } from "./support/mail";

/**
 * /support end to end: a guest's billing request through the real handler, the stored row, the
 * confirmation and team emails through the SMTP sink; live and server-side errors; a logged-in
 * user's prefilled email and linked request; 360 px and axe. Every test uses its own addresses.
 * The app counts 5 requests an hour per client address, and every request here comes from
 * localhost: at most 2 real submissions in this file.
 */
const unique = () => randomBytes(4).toString("hex");
const TEAM_INBOX = "support@ideaforge.local";
/** Our alert with this text (Next's route announcer is an alert too). */
const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

async function expectNoAxeViolations(page: Page) {
  const results = await new PageAxe({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Counts the browser's calls to the submit endpoint. */
function countSubmits(page: Page) {
  const calls: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/api/accounts/support/submit/")) calls.push(req.method());
  });
  return calls;
}

async function fillBilling(page: Page, email: string) {
  await page.getByLabel("Category").selectOption("billing");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Name (optional)").fill("Grace <b>Hopper</b>");
  await page.getByLabel("Order or invoice number (optional)").fill("INV-2041");
  await page
    .getByLabel("Describe the billing issue")
    .fill("I was charged twice for Pro this month.\nPlease refund one charge.");
  await page.getByLabel("Refund reason (optional)").selectOption("double-charge");
}

test("a guest sends a billing request, sees the success screen, and gets the confirmation email", async ({ page }) => {
  const email = `guest_${unique()}@example.test`;
  await page.goto("/support");
  await expect(page.getByRole("heading", { name: "Contact Support" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("");
  await fillBilling(page, email);
  // The subject's placeholder shows the default it falls back to.
  await expect(page.getByLabel("Subject (optional)")).toHaveAttribute("placeholder", "billing Support Request");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByRole("heading", { name: "Your request has been sent" })).toBeVisible();
  const status = page.getByRole("status").filter({ hasText: "confirmation email" });
  await expect(status).toContainText(`We sent a confirmation email to ${email}.`);
  await expect(status).toContainText("Our team will answer within 24-48 business hours.");
  await expect(status).toContainText("billing Support Request");
  await expectNoAxeViolations(page);

  const row = await e2eDb().supportRequest.findFirstOrThrow({ where: { email } });
  expect(row).toMatchObject({
    category: "billing",
    name: "Grace <b>Hopper</b>",
    subject: "billing Support Request",
    userId: null,
  });
  expect(row.details).toEqual({
    orderNumber: "INV-2041",
    billingIssue: "I was charged twice for Pro this month.\nPlease refund one charge.",
    refundReason: "double-charge",
  });

  const confirmation = await waitForMail(email, "We received your support request");
  expect(confirmation.subject).toBe(`We received your support request (#${row.id})`);
  expect(confirmation.text).toContain("will answer within 24-48 business hours");
  // A guest's confirmation quotes nothing the sender typed: the form is no relay to other inboxes.
  expect(confirmation.text).toContain(`request #${row.id}`);
  expect(confirmation.text).not.toContain("Refund reason");
  const team = await waitForMail(TEAM_INBOX, `[Support #${row.id}]`);
  expect(team.text).toContain(`From: Grace <b>Hopper</b> <${email}>`);

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test("a missing required field shows its error, keeps the input, and sends nothing", async ({ page }) => {
  const email = `missing_${unique()}@example.test`;
  const submits = countSubmits(page);
  await page.goto("/support");
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByText("Please choose a category")).toBeVisible();
  await expect(page.getByLabel("Category")).toBeFocused();
  await expect(page.getByLabel("Category")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Category").selectOption("billing");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Order or invoice number (optional)").fill("INV-1");
  await page.getByRole("button", { name: "Send Request" }).click();
  const issue = page.getByLabel("Describe the billing issue");
  await expect(issue).toBeFocused();
  await expect(issue).toHaveAccessibleDescription(/Please describe the billing issue/);
  await expectNoAxeViolations(page);

  // Live: the error goes as soon as the field is filled, and an invalid email shows its own.
  await issue.fill("Where is my invoice?");
  await expect(page.getByText("Please describe the billing issue")).toHaveCount(0);
  await page.getByLabel("Email").fill("not-an-email");
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Email").fill(email);

  // Switching category and back keeps what was typed.
  await page.getByLabel("Category").selectOption("technical");
  await expect(page.getByLabel("Describe the problem")).toBeVisible();
  await page.getByLabel("Category").selectOption("billing");
  await expect(issue).toHaveValue("Where is my invoice?");

  expect(submits).toEqual([]);
  expect(await e2eDb().supportRequest.count({ where: { email } })).toBe(0);
});

test("a failed submit shows the server's error and keeps every field", async ({ page }) => {
  await page.goto("/support");
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/accounts/support/submit/", async (route) => {
    await held;
    await route.fulfill({
      status: 429,
      contentType: "application/json",
      headers: { "Retry-After": "3600" },
      body: JSON.stringify({ error: "Too many support requests. Please try again later." }),
    });
  });
  await page.getByLabel("Category").selectOption("other");
  await page.getByLabel("Email").fill("someone@example.test");
  await page.getByLabel("Subject (optional)").fill("About my data");
  await page.getByLabel("Message").fill("Can I export my projects?");
  await page.getByRole("button", { name: "Send Request" }).click();

  const sending = page.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeDisabled();
  release();
  await expect(alert(page, "Too many support requests. Please try again later.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Request" })).toBeEnabled();
  await expect(page.getByLabel("Email")).toHaveValue("someone@example.test");
  await expect(page.getByLabel("Subject (optional)")).toHaveValue("About my data");
  await expect(page.getByLabel("Message")).toHaveValue("Can I export my projects?");
});

test("a logged-in user at 360 px finds the email filled in, uses the keyboard, and the request is linked", async ({
  page,
  context,
}) => {
  const username = `support_${unique()}`;
  const user = await e2eDb().user.create({
    data: { username, email: `${username}@example.test`, passwordHash: "not-used" },
  });
  await loginAs(context, username);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/support?category=technical");

  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await expect(page.getByLabel("Category")).toHaveValue("technical");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  // Keyboard only: from the problem field, Tab through device and browser to the button.
  await page.getByLabel("Describe the problem").focus();
  await page.keyboard.type("The board shows no cards after a shuffle.");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Device (optional)")).toBeFocused();
  await page.keyboard.type("Pixel 8");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Chrome 131");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send Request" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: "Your request has been sent" })).toBeFocused();
  const row = await e2eDb().supportRequest.findFirstOrThrow({ where: { email: user.email } });
  expect(row).toMatchObject({ userId: user.id, category: "technical", subject: "technical Support Request" });
  expect(row.message).toBe(
    "Problem description:\nThe board shows no cards after a shuffle.\n\nDevice: Pixel 8\n\nBrowser: Chrome 131",
  );
  await waitForMail(user.email, "We received your support request");
});
