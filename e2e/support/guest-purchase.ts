import type { Page } from "@playwright/test";
import { PLANS, type Tier } from "../../lib/domain/billing/plans";

/**
 * A guest buys a plan the way a visitor does: Get <plan> on the landing page's pricing, pay on
 * the local checkout, then confirm the email on /payment-success (which sends the setup email).
 */
export async function buyAsGuest(page: Page, email: string, tier: Tier = "starter"): Promise<void> {
  await page.goto("/");
  await page
    .locator("#pricing")
    .getByRole("button", { name: `Get ${PLANS[tier].label}` })
    .click();
  await page.waitForURL((url) => url.pathname === "/dev/checkout");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: `Pay $${PLANS[tier].priceUsd}` }).click();
  await page.waitForURL((url) => url.pathname === "/payment-success");
  await confirmPaymentEmail(page, email);
}

/** Types the email once more on /payment-success and confirms it (which mails the setup link). */
export async function confirmPaymentEmail(page: Page, email: string): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Confirm Email" }).click();
}
