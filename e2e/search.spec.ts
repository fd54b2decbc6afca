import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";

/**
 * Deep Search (spec sections 2, 4, 5, 8): a Pro user (30 credits a day) searches, pages forward
 * and back (the second visit of a page costs nothing), leaves and returns to the saved results,
 * dismisses them, and runs out of credits. Each test makes its own user and ideas.
 */
test.use({ timezoneId: "UTC" });

const letters = () => randomBytes(5).toString("hex").replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!);

async function proUser() {
  const username = `srch_${randomBytes(4).toString("hex")}`;
  return e2eDb().user.create({
    data: {
      username,
      email: `${username}@example.test`,
      passwordHash: "not-used",
      subscription: { create: { tier: "pro", status: "active", isLifetime: false, currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) } },
    },
  });
}

async function ideas(word: string, n: number) {
  await e2eDb().idea.createMany({
    data: Array.from({ length: n }, (_, i) => ({
      sourceKey: `e2e_search_${word}_${i}`,
      title: `Invoice helper ${word} number ${i + 1}`,
      description: `Invoicing made simple for ${word} teams`,
      complaintSummary: "I lose hours on invoices every week",
      analysis: "a",
      category: "Finance" as const,
      overall: 90 - i,
    })),
  });
}

const credits = (page: Page) => page.getByTestId("search-credits");
const results = (page: Page) => page.getByTestId("search-result");

test("search, page forward and back, return to the saved results, dismiss them", async ({ page, context }) => {
  const user = await proUser();
  const word = letters();
  await ideas(word, 15);
  await loginAs(context, user.username);

  await page.goto("/search");
  await expect(page.getByPlaceholder("Search for ideas...")).toBeVisible();
  await expect(credits(page)).toHaveText("30/30");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("Please enter a search term")).toBeVisible();

  await page.getByPlaceholder("Search for ideas...").fill(`invoicing ${word}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/results\?/);
  await expect(results(page)).toHaveCount(10);
  await expect(page.getByText(`Showing results 1-10 of 15 for “invoicing ${word}”`)).toBeVisible();
  await expect(page.getByTestId("page-indicator")).toHaveText("1/2");
  await expect(credits(page)).toHaveText("20/30");
  await expect(results(page).first().locator("mark").first()).toBeVisible();

  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page.getByText(`Showing results 11-15 of 15 for “invoicing ${word}”`)).toBeVisible();
  await expect(page.getByTestId("page-indicator")).toHaveText("2/2");
  await expect(credits(page)).toHaveText("15/30");

  await page.getByRole("button", { name: "Previous page" }).click();
  await expect(page.getByText(`Showing results 1-10 of 15 for “invoicing ${word}”`)).toBeVisible();
  await expect(credits(page)).toHaveText("15/30");

  // Leave and come back: the saved results, without paying again.
  await page.goto("/search");
  const banner = page.getByRole("region", { name: "Saved search results" });
  await expect(banner).toContainText(`invoicing ${word}`);
  await banner.getByRole("button", { name: "View Saved Results" }).click();
  await expect(page.getByText(`Showing results 1-10 of 15 for “invoicing ${word}”`)).toBeVisible();
  await expect(results(page).first()).toContainText(`Invoice helper ${word} number 1`);
  await expect(credits(page)).toHaveText("15/30");
  const usage = await e2eDb().dailyUsage.findFirstOrThrow({ where: { userId: user.id } });
  expect(usage.searchUsed).toBe(15);

  await page.goto("/search");
  await page.getByRole("region", { name: "Saved search results" }).getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByRole("region", { name: "Saved search results" })).toBeHidden();
  await page.reload();
  await expect(credits(page)).toHaveText("15/30");
  await expect(page.getByRole("region", { name: "Saved search results" })).toBeHidden();
});

test("no results, redirect without a query, and running out of credits", async ({ page, context }) => {
  const user = await proUser();
  const word = letters();
  await ideas(word, 3);
  await loginAs(context, user.username);

  await page.goto("/results");
  await expect(page).toHaveURL(/\/search$/);

  await page.goto(`/results?main_search_text=nothingmatches${word}`);
  await expect(page.getByRole("heading", { name: "No Results Found" })).toBeVisible();
  await page.getByRole("button", { name: "Start a New Search" }).click();
  await expect(page).toHaveURL(/\/search$/);

  const day = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  await e2eDb().dailyUsage.upsert({ where: { userId_day: { userId: user.id, day } }, create: { userId: user.id, day, searchUsed: 30 }, update: { searchUsed: 30 } });
  await page.reload();
  await expect(credits(page)).toHaveText("0/30");
  await page.getByPlaceholder("Search for ideas...").fill(word);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("You've used all your daily search credits. Credits will reset at midnight.")).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test("advanced parameters: chips, clamped scores, and the mobile refine panel", async ({ page, context }) => {
  const user = await proUser();
  const word = letters();
  await ideas(word, 2);
  await e2eDb().idea.create({ data: { sourceKey: `e2e_search_${word}_mobile`, title: `Mobile invoice scanner ${word}`, description: "d", complaintSummary: "c", analysis: "a", category: "Tech", overall: 10 } });
  await loginAs(context, user.username);
  await page.setViewportSize({ width: 480, height: 900 });
  await page.goto("/search");
  await expect(page.getByPlaceholder("Search...")).toBeVisible();
  await page.getByRole("button", { name: "Advanced Parameters" }).click();

  const innovationMin = page.getByLabel("Innovation Score min");
  await innovationMin.fill("1a50");
  await expect(innovationMin).toHaveValue("150");
  await innovationMin.blur();
  await expect(innovationMin).toHaveValue("100");
  await expect(page.getByLabel("Innovation Score max")).toHaveValue("100");
  await innovationMin.fill("");
  await innovationMin.blur();
  await expect(innovationMin).toHaveValue("1");

  await page.getByLabel("Title must include", { exact: true }).fill("mobile");
  await page.getByRole("button", { name: "Add Title must include term" }).click();
  await page.getByLabel("Title must include", { exact: true }).fill("scanner ");
  await page.getByLabel("Title must include", { exact: true }).press("Enter");
  await page.getByRole("button", { name: "Remove scanner" }).click();
  await expect(page.getByRole("button", { name: "Remove mobile" })).toBeVisible();
  await page.getByPlaceholder("Search...").fill(word);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(results(page)).toHaveCount(1);
  await expect(results(page)).toContainText(`Mobile invoice scanner ${word}`);

  await page.getByRole("button", { name: "Refine Search" }).click();
  const panel = page.getByRole("dialog", { name: "Refine search" });
  await panel.getByRole("button", { name: "Remove mobile" }).click();
  await panel.getByRole("button", { name: "Cancel" }).click();
  await expect(panel).toBeHidden();
  await page.getByRole("button", { name: "Refine Search" }).click();
  await panel.getByRole("button", { name: "Remove mobile" }).click();
  await panel.getByRole("button", { name: "Apply Changes" }).click();
  await expect(results(page)).toHaveCount(3);
  await expect(page.getByText(`Showing results 1-3 of 3 for “${word}”`)).toBeVisible();
});
