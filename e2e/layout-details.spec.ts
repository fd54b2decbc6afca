import { randomBytes } from "node:crypto";
import type { Locator } from "@playwright/test";
import { hashToken, newSecretToken } from "../lib/auth/tokens";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";
import { member as newMember } from "./support/members";
import { buyAsGuest } from "./support/guest-purchase";

/**
 * Details a paying user sees at a glance: at a phone's width the account header keeps a name
 * whole and the signup form shows the whole paid-for email; the invoices table lines its numbers
 * up under their heading; a milestone typed while the previous one saves is kept and added after it.
 */
const DAY = 86_400_000;

/** A Pro member of this spec's own (e2e/support/members.ts) named `<prefix>_<hex>`; no password. */
const member = (prefix: string) => newMember({ prefix, passwordHash: "not-used" });

/** How many lines of text an element takes: its height over its line height. */
async function lineCount(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
    return Math.round(el.getBoundingClientRect().height / lineHeight);
  });
}

test.describe("at a phone's width", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the account header keeps a 17-character username on one line, Edit Profile below it", async ({
    page,
    context,
  }) => {
    const user = await member("longname");
    await loginAs(context, user.username);
    await page.goto("/account");
    const heading = page.getByRole("heading", { level: 1, name: user.username });
    await expect(heading).toBeVisible();
    // Polled: the brand typeface and the styles may still be arriving.
    await expect.poll(() => lineCount(heading)).toBe(1);
    const edit = page.getByRole("button", { name: "Edit Profile" });
    await expect(edit).toBeInViewport();
    const [nameBox, editBox] = [await heading.boundingBox(), await edit.boundingBox()];
    expect(editBox!.y).toBeGreaterThanOrEqual(nameBox!.y + nameBox!.height);
  });

  test("the signup form shows a long paid-for email whole, read-only", async ({ page }) => {
    const email = `first.middle.lastname.${randomBytes(3).toString("hex")}@example-company.test`;
    await buyAsGuest(page, email);
    // The emailed link is issued first (issuing one ends the checkout's earlier links); then this test's own.
    await expect.poll(() => e2eDb().accountSetupToken.count({ where: { email } })).toBe(1);
    const checkout = await e2eDb().checkoutSession.findFirstOrThrow({ where: { email } });
    const token = newSecretToken();
    await e2eDb().accountSetupToken.create({
      data: {
        tokenHash: hashToken(token),
        checkoutSessionId: checkout.id,
        email,
        tier: checkout.tier,
        expiresAt: new Date(Date.now() + DAY),
      },
    });
    await page.goto(`/signup?token=${encodeURIComponent(token)}`);
    const field = page.getByLabel("Email");
    await expect(field).toHaveValue(email);
    await expect(field).toHaveAttribute("readonly", "");
    // Nothing scrolled out of sight inside the field.
    const hidden = await field.evaluate((el) => el.scrollWidth - el.clientWidth + (el.scrollHeight - el.clientHeight));
    expect(hidden).toBeLessThanOrEqual(0);
  });
});

test("the invoices table starts each invoice number at its column's left edge, under 'Invoice'", async ({
  page,
  context,
}) => {
  const user = await member("invoice_align");
  await e2eDb().invoice.create({
    data: {
      userId: user.id,
      stripeInvoiceId: `in_e2e_${randomBytes(6).toString("hex")}`,
      number: "IF-ALIGN-1",
      issuedAt: new Date(),
      amountCents: 1900,
      currency: "usd",
      status: "paid",
      stripePdfUrl: "https://pay.example/invoice.pdf",
    },
  });
  await loginAs(context, user.username);
  await page.goto("/account");
  const table = page.getByRole("region", { name: "Invoices" }).getByRole("table");
  const heading = table.getByRole("columnheader", { name: "Invoice" });
  const number = table.getByRole("rowheader", { name: "IF-ALIGN-1" });
  await expect(number).toHaveCSS("text-align", "left");
  await expect(heading).toHaveCSS("text-align", "left");
});

test("a milestone typed and entered while the previous one saves is kept and added after it", async ({
  page,
  context,
}) => {
  const user = await member("milestone_queue");
  await e2eDb().project.create({ data: { userId: user.id, title: "Quick typist", status: "active" } });
  await loginAs(context, user.username);
  await page.goto("/projects");
  await page
    .getByRole("article", { name: "Quick typist" })
    .getByRole("button", { name: /Update Progress/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Quick typist" });
  const input = dialog.getByPlaceholder("Add new milestone...");

  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => /^\/api\/projects\/\d+\/milestones\/$/.test(url.pathname),
    async (route) => {
      if (route.request().method() === "POST") await gate;
      return route.continue();
    },
  );
  await input.fill("Write the landing page");
  await input.press("Enter");
  // The field is free at once: the next milestone is typed while the first one saves.
  await expect(input).toHaveValue("");
  await input.fill("Email ten early users");
  await input.press("Enter");
  await expect(input).toHaveValue("");
  release();
  const items = dialog.getByRole("list", { name: "Milestones" }).getByRole("listitem");
  await expect(items).toHaveText(["Write the landing page", "Email ten early users"]);
  const stored = await e2eDb().milestone.findMany({
    where: { project: { userId: user.id } },
    orderBy: { position: "asc" },
  });
  expect(stored.map((m) => m.title)).toEqual(["Write the landing page", "Email ten early users"]);
});
