import { PageAxe } from "./support/axe";
import { expect, loginAs, test } from "./support/fixtures";

/** Every page, checked with axe for serious and critical violations (WCAG 2.1 A and AA). */
const PUBLIC_PAGES = [
  "/",
  "/privacy",
  "/terms",
  "/support",
  "/payment-success?session_id=cs_test_1",
  "/auth/callback",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/unsubscribe?token=1.daily.x",
];
const APP_PAGES = ["/projects", "/account", "/idea-board", "/search", "/results", "/verify-device"];

async function expectNoSeriousViolations(page: import("@playwright/test").Page, path: string) {
  await page.goto(path);
  // /results without a search text moves on in the browser (to the saved search, else /search):
  // axe checks the page it lands on, never one torn down under it.
  if (path === "/results")
    await page.waitForURL((url) => url.searchParams.has("main_search_text") || url.pathname !== "/results");
  // Let first data loads settle.
  await page.waitForLoadState("networkidle");
  await page.locator("h1").first().waitFor();
  // A client-side redirect swaps the document's <title> after the new page's heading shows; a page
  // that never gets one still fails here.
  await expect(page).toHaveTitle(/\S/);
  const results = await new PageAxe({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

for (const path of PUBLIC_PAGES) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await expectNoSeriousViolations(page, path);
  });
}

test.describe("logged-in pages", () => {
  test.beforeEach(async ({ context }) => {
    await loginAs(context, "demo_starter");
  });
  for (const path of APP_PAGES) {
    test(`no serious accessibility violations on ${path}`, async ({ page }) => {
      await expectNoSeriousViolations(page, path);
    });
  }
  test("no serious accessibility violations on /results with its idea cards", async ({ page }) => {
    await page.goto("/results?main_search_text=app");
    await expect(page.getByText(/Showing results|No Results Found/).first()).toBeVisible();
    await expectNoSeriousViolations(page, page.url());
  });
});

test("no serious accessibility violations on /subscription-canceled", async ({ page, context }) => {
  await loginAs(context, "demo_canceled");
  await expectNoSeriousViolations(page, "/subscription-canceled");
});
