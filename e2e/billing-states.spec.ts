import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { createSession } from "../lib/server/auth/sessions";
import { PLANS } from "../lib/domain/billing/plans";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";
import { buyAsGuest } from "./support/guest-purchase";
import { mailsTo, waitForMail } from "./support/mail";
import { member as newMember, type MemberOptions as SharedMemberOptions } from "./support/members";
import { allMailDelivered } from "./support/outbox";

/**
 * Subscription states, billing and the account page as the user meets them: the grace period
 * (payment failed, still has access), the reactivation page, invoice PDFs, the plan-change dialog,
 * one setup email per purchase, the one place to change the username, and the account page at
 * phone and desktop widths. The demo users are only read; tests that change things make their own.
 */
const PASSWORD = "Billing-States-1!";
const DAY = 86_400_000;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
const SETUP_SUBJECT = "Set up your IdeaForge account";

// Dates are shown in the browser's time zone: pin a US one.
test.use({ timezoneId: "America/New_York", locale: "en-US" });

const hex = (bytes: number) => randomBytes(bytes).toString("hex");
const usDate = (date: Date) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    month: "short",
    day: "numeric",
    year: "numeric",
  }).format(date);

interface MemberOptions extends Omit<SharedMemberOptions, "prefix" | "password"> {
  projects?: number;
  invoices?: { status?: string; amountCents?: number; stripeInvoiceId?: string }[];
}

/** A member of this spec's own (e2e/support/members.ts) with `projects` active projects and `invoices` paid before. */
async function member(opts: MemberOptions = {}) {
  const { projects, invoices: paid, ...shared } = opts;
  const tier = opts.tier ?? "pro";
  const user = await newMember({ prefix: "bill", password: PASSWORD, ...shared });
  for (let i = 0; i < (projects ?? 0); i++) {
    await e2eDb().project.create({ data: { userId: user.id, status: "active", title: `Project ${i + 1}` } });
  }
  const invoices = [];
  for (const [i, invoice] of (paid ?? []).entries()) {
    invoices.push(
      await e2eDb().invoice.create({
        data: {
          userId: user.id,
          subscriptionId: user.subscription!.id,
          stripeInvoiceId: invoice.stripeInvoiceId ?? `in_e2e_${hex(6)}`,
          number: `IF-E2E-${hex(3).toUpperCase()}`,
          issuedAt: new Date(Date.now() - (i + 1) * 30 * DAY),
          amountCents: invoice.amountCents ?? PLANS[tier].priceUsd * 100,
          status: invoice.status ?? "paid",
        },
      }),
    );
  }
  return { user, invoices };
}

async function open(page: Page, context: BrowserContext, username: string, path: string) {
  await loginAs(context, username);
  await page.goto(path);
}

const graceBanner = (page: Page) => page.getByRole("region", { name: "Your last payment failed" });
const billing = (page: Page) => page.getByRole("region", { name: "Billing" });
const invoicesOf = (page: Page) => page.getByRole("region", { name: "Invoices" });
const planSelect = (page: Page) => page.getByLabel("Change plan");

// ---------------------------------------------------------------- 8. grace period

test("grace period: every app page says the payment failed, until when access lasts, and offers 'Update payment method'; Billing never says 'Renews on'", async ({
  page,
  context,
}) => {
  const grace = await e2eDb().user.findFirstOrThrow({
    where: { username: "demo_grace" },
    include: { subscription: true },
  });
  const until = usDate(grace.subscription!.graceEndsAt!);
  await loginAs(context, "demo_grace");
  for (const path of ["/projects", "/search", "/idea-board", "/account"]) {
    await page.goto(path);
    await expect(graceBanner(page), path).toContainText(`You keep access until ${until}.`);
    await expect(graceBanner(page).getByRole("button", { name: "Update payment method" }), path).toBeVisible();
  }
  await expect(billing(page).getByText(`Payment failed: access until ${until}`)).toBeVisible();
  await expect(billing(page)).not.toContainText("Renews on");

  // A subscriber whose payments went through sees no such banner.
  await open(page, context, "demo_pro", "/projects");
  await expect(page.getByRole("heading", { name: "My Projects" })).toBeVisible();
  await expect(graceBanner(page)).toHaveCount(0);
});

test("Update payment method, with local billing: the local page saves the card, retries the failed invoice through the webhook, and the grace period ends", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const { user, invoices } = await member({
    status: "grace_period",
    stripeSubscriptionId: `sub_e2e_${hex(6)}`,
    graceEndsAt: new Date(Date.now() + 5 * DAY),
    invoices: [{ status: "open", amountCents: 1900 }],
  });
  await open(page, context, user.username, "/account");
  await graceBanner(page).getByRole("button", { name: "Update payment method" }).click();

  await page.waitForURL((url) => url.pathname === "/dev/payment-method");
  await expect(page.getByRole("heading", { name: "Update payment method" })).toBeVisible();
  await expect(page.getByText("Test payment method — no real card.")).toBeVisible();
  await expect(page.getByText("$19.00")).toBeVisible();
  await page.getByRole("button", { name: "Save card and retry payment" }).click();

  await page.waitForURL((url) => url.pathname === "/account");
  await expect(page.getByText("Your payment method was updated and the payment went through.")).toBeVisible();
  await expect(graceBanner(page)).toHaveCount(0);
  await expect(billing(page).getByText("Active", { exact: true })).toBeVisible();
  await expect(invoicesOf(page).getByRole("row").filter({ hasText: invoices[0]!.number })).toContainText("Paid");
  expect(await e2eDb().subscription.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({
    status: "active",
    graceEndsAt: null,
  });
  expect((await e2eDb().invoice.findUniqueOrThrow({ where: { id: invoices[0]!.id } })).status).toBe("paid");
});

// ---------------------------------------------------------------- 9. /subscription-canceled

test("/subscription-canceled shows who is logged in, Log Out, the invoices, the support page and what happens to the projects", async ({
  page,
  context,
}) => {
  const { user, invoices } = await member({
    tier: "starter",
    status: "canceled",
    currentPeriodEnd: new Date(Date.now() - 5 * DAY),
    projects: 2,
    invoices: [{}],
  });
  await open(page, context, user.username, "/projects");
  await page.waitForURL((url) => url.pathname === "/subscription-canceled");

  await expect(page.getByText(`Logged in as ${user.username} (${user.email})`)).toBeVisible();
  await expect(
    page.getByText("Your 2 projects are kept and will be usable again as soon as you reactivate."),
  ).toBeVisible();
  // The kept projects are there to read and download, with nothing that changes them.
  const kept = page.getByRole("list", { name: "Kept projects (read-only)" });
  await expect(kept.getByRole("heading", { name: "Project 1" })).toBeVisible();
  await expect(kept.getByRole("heading", { name: "Project 2" })).toBeVisible();
  await expect(kept.getByRole("textbox")).toHaveCount(0);
  await expect(kept.getByRole("button")).toHaveCount(0);
  // A project without a description (nor an idea's) shows no placeholder line.
  await expect(kept).not.toContainText("No description available");
  const download = page.waitForEvent("download");
  await kept.getByRole("link", { name: "Export Project 1 as Markdown" }).click();
  const file = await (await download).path();
  expect(readFileSync(file, "utf8")).toContain("Project 1");
  await expect(page.getByRole("link", { name: "support page" })).toHaveAttribute("href", "/support");
  const row = page
    .getByRole("region", { name: "Your invoices" })
    .getByRole("row")
    .filter({ hasText: invoices[0]!.number });
  await expect(row).toContainText("$9.00");
  await expect(row.getByRole("link", { name: /^Download PDF/ })).toHaveAttribute(
    "href",
    `/accounts/invoices/${invoices[0]!.id}/pdf/`,
  );

  await page.getByRole("button", { name: "Log Out" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
  await page.goto("/subscription-canceled");
  await page.waitForURL((url) => url.pathname === "/login");
});

test("the Subscribe button lines up with the plan cards at 1280 and 375 px", async ({ page, context }) => {
  await loginAs(context, "demo_canceled");
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto("/subscription-canceled");
    const cards = await Promise.all(
      ["Starter", "Pro", "Lifetime"].map((name) =>
        page.getByRole("radio", { name }).locator("xpath=../..").boundingBox(),
      ),
    );
    const button = (await page.getByRole("button", { name: "Subscribe" }).boundingBox())!;
    const left = Math.min(...cards.map((c) => c!.x));
    const right = Math.max(...cards.map((c) => c!.x + c!.width));
    expect(Math.abs(button.x - left), `left edge at ${viewport.width} px`).toBeLessThanOrEqual(1);
    expect(Math.abs(button.x + button.width - right), `right edge at ${viewport.width} px`).toBeLessThanOrEqual(1);
  }
});

// ---------------------------------------------------------------- 15. invoice PDFs

test("every invoice has its PDF: the seeded subscribers' invoices download as PDF receipts, and another user's is a 404", async ({
  page,
  context,
}) => {
  for (const username of ["demo_starter", "demo_pro", "demo_lifetime", "demo_grace", "demo_canceled"]) {
    expect(await e2eDb().invoice.count({ where: { user: { username } } }), username).toBeGreaterThan(0);
  }
  await open(page, context, "demo_pro", "/account");
  const link = invoicesOf(page)
    .getByRole("link", { name: /^Download PDF/ })
    .first();
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^\/accounts\/invoices\/\d+\/pdf\/$/);
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  const { user: stranger } = await member();
  await loginAs(context, stranger.username);
  expect((await page.request.get(href)).status()).toBe(404);
});

// ---------------------------------------------------------------- 16. plan-change dialog

test("the plan-change dialog states the price, what you get and lose and the prorated amount; Go Back restores the current plan", async ({
  page,
  context,
}) => {
  const { user: starter } = await member({ tier: "starter" });
  await open(page, context, starter.username, "/account");
  await planSelect(page).selectOption("pro");
  await billing(page).getByRole("button", { name: "Save", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Change Plan" });
  await expect(dialog).toContainText("Pro Monthly: $19.00 a month");
  await expect(dialog.getByRole("list", { name: "You get" })).toContainText("Deep Search ideas a day: 10 → 30");
  await expect(dialog.getByRole("list", { name: "You get" })).toContainText("Idea Board ideas a day: 24 → 64");
  await expect(dialog.getByRole("list", { name: "You get" })).toContainText("Active projects: up to 5 → up to 20");
  await expect(dialog.getByRole("list", { name: "You lose" })).toHaveCount(0);
  await expect(dialog).toContainText(
    /Due now: \$10\.0\d \(\$19\.00 less \$8\.9\d|Due now: \$10\.00 \(\$19\.00 less \$9\.00/,
  );
  await dialog.getByRole("button", { name: "Go Back" }).click();
  await expect(dialog).toBeHidden();
  await expect(planSelect(page)).toHaveValue("starter");

  await planSelect(page).selectOption("lifetime");
  await billing(page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog).toContainText("Lifetime: $49.00 one-time");
  await expect(dialog.getByRole("list", { name: "You get" })).toContainText("Deep Search ideas a day: 10 → unlimited");
  await expect(dialog.getByRole("list", { name: "You get" })).toContainText("Active projects: up to 5 → up to 50");
  await expect(dialog).toContainText(/Due now: \$40\.0\d/);
  await page.keyboard.press("Escape");
  await expect(planSelect(page)).toHaveValue("starter");

  // A Pro with 8 active projects going to Starter (5): each limit before -> after, never read as an
  // amount lost, and that the 3 projects above the new limit must be completed or released first.
  const { user: pro } = await member({ tier: "pro", projects: 8 });
  await open(page, context, pro.username, "/account");
  await expect(page.getByText("8 active", { exact: true })).toBeVisible();
  await planSelect(page).selectOption("starter");
  await billing(page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog).toContainText("Starter: $9.00 a month");
  await expect(dialog.getByRole("list", { name: "You lose" })).toContainText("Deep Search ideas a day: 30 → 10");
  await expect(dialog.getByRole("list", { name: "You lose" })).toContainText("Idea Board ideas a day: 64 → 24");
  await expect(dialog.getByRole("list", { name: "You lose" })).toContainText("Active projects: up to 20 → up to 5");
  await expect(dialog.getByRole("list", { name: "You lose" })).not.toContainText("(now");
  await expect(dialog.getByTestId("projects-above-limit")).toHaveText(
    "You have 8 active projects and Starter allows 5. Complete or release 3 of them before changing to Starter.",
  );
  await expect(dialog).toContainText("Nothing to pay now: the change takes effect immediately.");
  await dialog.getByRole("button", { name: "Go Back" }).click();
  await expect(planSelect(page)).toHaveValue("pro");
});

// ---------------------------------------------------------------- the host the user came on

test("a user who started on 127.0.0.1 pays an upgrade and comes back on 127.0.0.1, still logged in", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const { user } = await member({ tier: "starter" });
  const loopback = new URL(process.env.E2E_BASE_URL!);
  loopback.hostname = "127.0.0.1";
  // Logged in on 127.0.0.1 only: that session cookie never goes to localhost.
  const { token } = await createSession(user.id, { rememberMe: false }, e2eDb());
  await context.addCookies([
    { name: "sessionid", value: token, domain: "127.0.0.1", path: "/", httpOnly: true, sameSite: "Lax" },
  ]);
  await page.goto(new URL("/account", loopback).toString());
  await planSelect(page).selectOption("pro");
  await billing(page).getByRole("button", { name: "Save", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Change Plan" });
  await dialog.getByLabel("Current password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Confirm Change" }).click();

  await page.waitForURL((url) => url.pathname === "/dev/checkout");
  expect(new URL(page.url()).host).toBe(loopback.host);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await page.waitForURL((url) => url.pathname === "/account");
  expect(new URL(page.url()).host).toBe(loopback.host);
  await expect(page.getByText("Your plan was updated.")).toBeVisible();
  await expect(planSelect(page)).toHaveValue("pro");
});

// ---------------------------------------------------------------- 17. one setup email

test("one purchase sends one setup email, and its link works", async ({ page }) => {
  test.setTimeout(60_000);
  const email = `one_mail_${hex(4)}@example.test`;
  await buyAsGuest(page, email);
  await expect(page.getByRole("heading", { name: "Thank You for Your Payment!" })).toBeVisible();

  const mail = await waitForMail(email, SETUP_SUBJECT);
  // Every email this purchase queued has reached the mailbox: a second one would be there now.
  await allMailDelivered(email);
  expect(await mailsTo(email, SETUP_SUBJECT)).toHaveLength(1);
  await page.goto(mail.links.find((l) => l.includes("/signup?token="))!);
  await expect(page.getByText("Your Plan: Starter")).toBeVisible();
});

// ---------------------------------------------------------------- 18. username in one place

test("the username is changed in one place, User Settings, with the live availability check and the current password; Edit Profile points there", async ({
  page,
  context,
}) => {
  const { user } = await member();
  const { user: other } = await member();
  await open(page, context, user.username, "/account");
  const settings = page.getByRole("region", { name: "User Settings" });

  await page.getByRole("button", { name: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await expect(dialog.getByRole("textbox", { name: "Username" })).toHaveCount(0);
  await expect(dialog.getByLabel("Current password")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Change username in User Settings" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(settings.getByLabel("New username")).toBeFocused();

  await settings.getByLabel("New username").fill(other.username.toUpperCase());
  await expect(settings.getByText("This username is already taken.")).toBeVisible();
  await settings.getByLabel("Current password").fill(PASSWORD);
  await expect(settings.getByRole("button", { name: "Save Changes" })).toBeDisabled();

  const renamed = `moved_${hex(3)}`;
  await settings.getByLabel("New username").fill(renamed);
  await expect(settings.getByText("Username is available.")).toBeVisible();
  await settings.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Your username was updated.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: `Profile: ${renamed}` }),
  ).toBeVisible();
  expect((await e2eDb().user.findUniqueOrThrow({ where: { id: user.id } })).username).toBe(renamed);
});

// ---------------------------------------------------------------- 19. widths

/** True when the element shows all of its content: nothing cut off or scrolled away sideways. */
const showsAll = (locator: Locator) => locator.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);

test("at 375 px the account header shows the whole username and the invoices fit; at 1280 px the email shows whole on one line", async ({
  page,
  context,
}) => {
  const username = `w_${hex(14)}`; // 30 characters, the longest allowed
  const { user, invoices } = await member({ username, invoices: [{}, {}] });
  await loginAs(context, user.username);

  await page.setViewportSize(PHONE);
  await page.goto("/account");
  const name = page.getByRole("heading", { level: 1, name: username });
  await expect(name).toBeVisible();
  expect(await showsAll(name), "username in the header").toBe(true);
  const region = invoicesOf(page);
  await expect(region.getByText(invoices[0]!.number, { exact: true }).filter({ visible: true })).toBeVisible();
  const overflow = await region.evaluate((section) => {
    const box = section.getBoundingClientRect();
    return (
      [...section.querySelectorAll<HTMLElement>("*")]
        .filter((el) => el.getClientRects().length > 0)
        // Text for screen readers only is clipped to 1 px on purpose; it is not content cut off.
        .filter((el) => !el.closest(".sr-only"))
        .filter(
          (el) =>
            el.scrollWidth > el.clientWidth + 1 ||
            el.getBoundingClientRect().right > box.right + 0.5 ||
            el.getBoundingClientRect().left < box.left - 0.5,
        )
        .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.slice(0, 40)}`)
    );
  });
  expect(overflow, "invoice elements cut off or scrolling at 375 px").toEqual([]);
  for (const invoice of invoices) {
    const number = region.getByText(invoice.number, { exact: true }).filter({ visible: true });
    const lineHeight = await number.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await number.boundingBox())!.height, `${invoice.number} on one line`).toBeLessThan(lineHeight * 1.5);
    // Scrolled to (the list sits below the fold on a phone), the link is wholly on screen: not cut off at the side.
    const pdf = region
      .getByRole("link", { name: `Download PDF of invoice ${invoice.number}` })
      .filter({ visible: true });
    await pdf.scrollIntoViewIfNeeded();
    await expect(pdf).toBeInViewport({ ratio: 1 });
  }

  await page.setViewportSize(DESKTOP);
  await page.goto("/account");
  const summary = page.getByRole("region", { name: "Account summary" });
  const email = summary.locator("dd").filter({ hasText: user.email });
  await expect(email).toBeVisible();
  expect(await showsAll(email), "email in the summary").toBe(true);
  const lineHeight = await email.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await email.boundingBox())!.height, "email on one line").toBeLessThan(lineHeight * 1.5);
  expect(
    await showsAll(summary.locator("dd").filter({ hasText: new RegExp(`^${username}$`) })),
    "username in the summary",
  ).toBe(true);
});

// ---------------------------------------------------------------- screenshots for the report

test("screenshots: /account in grace period and /subscription-canceled at 1280 and 375 px", async ({
  page,
  context,
}, testInfo) => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await open(page, context, "demo_grace", "/account");
    await expect(graceBanner(page)).toBeVisible();
    await expect(
      invoicesOf(page)
        .getByRole("link", { name: /^Download PDF/ })
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expect(billing(page).getByText(/^Payment failed: access until/)).toBeVisible();
    await testInfo.attach(`account-grace-period-${viewport.width}px`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });

    await open(page, context, "demo_canceled", "/subscription-canceled");
    await expect(
      page
        .getByRole("region", { name: "Your invoices" })
        .getByRole("link", { name: /^Download PDF/ })
        .first(),
    ).toBeVisible();
    await testInfo.attach(`subscription-canceled-${viewport.width}px`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
  }
});
