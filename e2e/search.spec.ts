import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";
import { member } from "./support/members";

/**
 * Deep Search: a Pro user (30 credits a day) searches, pages forward
 * and back (the second visit of a page costs nothing), leaves and returns to the saved results,
 * dismisses them, and runs out of credits. Each test makes its own user and ideas.
 */
test.use({ timezoneId: "UTC" });

const letters = () =>
  randomBytes(5)
    .toString("hex")
    .replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!);

const proUser = () => member({ prefix: "srch", passwordHash: "not-used" });

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
  await e2eDb().dailyUsage.upsert({
    where: { userId_day: { userId: user.id, day } },
    create: { userId: user.id, day, searchUsed: 30 },
    update: { searchUsed: 30 },
  });
  await page.reload();
  await expect(credits(page)).toHaveText("0/30");
  await page.getByPlaceholder("Search for ideas...").fill(word);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(
    page.getByText("You've used all your daily search credits. Credits will reset at midnight."),
  ).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test("advanced parameters: chips, clamped scores, and the mobile refine panel", async ({ page, context }) => {
  const user = await proUser();
  const word = letters();
  await ideas(word, 2);
  await e2eDb().idea.create({
    data: {
      sourceKey: `e2e_search_${word}_mobile`,
      title: `Mobile invoice scanner ${word}`,
      description: "d",
      complaintSummary: "c",
      analysis: "a",
      category: "Tech",
      overall: 10,
    },
  });
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
  // A real dialog: focus moves in, Escape cancels like Cancel, and focus returns to its button.
  const refine = page.getByRole("button", { name: "Refine Search" });
  await refine.click();
  await expect(panel.getByLabel("Search term")).toBeFocused();
  await panel.getByRole("button", { name: "Remove mobile" }).click();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(refine).toBeFocused();
  await refine.click();
  await panel.getByRole("button", { name: "Remove mobile" }).click();
  await panel.getByRole("button", { name: "Apply Changes" }).click();
  await expect(results(page)).toHaveCount(3);
  await expect(page.getByText(`Showing results 1-3 of 3 for “${word}”`)).toBeVisible();
});

/**
 * The whole Deep Search journey: the seeded demo Pro user (30 credits a day) logs in through /login,
 * searches, refines, pages forward and back (a second visit of a page costs nothing), leaves and
 * returns to the saved results, and runs out of credits with the spec's message. Other spec files
 * log in as demo_pro in the same run, so its credits, idea views and search state are reset
 * before and after (afterAll runs even when the test fails).
 */
test.describe("the demo Pro user", () => {
  const DEMO = "demo_pro";
  const NO_CREDITS = "You've used all your daily search credits. Credits will reset at midnight.";

  async function resetDemoSearch() {
    const db = e2eDb();
    const { id: userId } = await db.user.findFirstOrThrow({ where: { username: DEMO }, select: { id: true } });
    // Today's credits day (the browser runs in UTC), widened by a day either side in case the run crosses midnight.
    const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    const day = { gte: new Date(today - 86_400_000), lte: new Date(today + 86_400_000) };
    await db.$transaction([
      db.dailyUsage.updateMany({ where: { userId, day }, data: { searchUsed: 0 } }),
      db.ideaView.deleteMany({ where: { userId, kind: "search", day } }),
      db.searchState.deleteMany({ where: { userId } }),
    ]);
    return userId;
  }

  let demoId: number;
  test.beforeAll(async () => {
    demoId = await resetDemoSearch();
  });
  test.afterAll(async () => {
    await resetDemoSearch();
  });

  /** `count` ideas with `word` in the title; `twice` puts it in the summary too, so they rank first. */
  async function group(
    prefix: string,
    count: number,
    title: string,
    word: string,
    category: "Tech" | "Finance" | "Travel",
    topScore: number,
    twice: boolean,
  ) {
    await e2eDb().idea.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        sourceKey: `e2e_journey_${prefix}_${word}_${i}`,
        title: `${title} ${word} number ${i + 1}`,
        description: twice ? `Made simple for ${word} teams` : "Made simple for small teams",
        complaintSummary: "I lose hours on paperwork every week",
        analysis: "a",
        category,
        overall: topScore - i,
      })),
    });
  }

  async function search(page: Page, text: string, maxResults = "") {
    await page.getByPlaceholder("Search for ideas...").fill(text);
    await page.getByLabel("Max. Number of Results").fill(maxResults);
    await page.getByRole("button", { name: "Search", exact: true }).click();
  }

  const showing = (page: Page, range: string, total: number, text: string) =>
    page.getByText(`Showing results ${range} of ${total} for “${text}”`);

  test("searches, refines, pages forward and back, returns to the saved results, and runs out of credits", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const word = letters();
    const other = letters();
    await group("tech", 12, "Receipt scanner", word, "Tech", 95, true);
    await group("finance", 12, "Invoice helper", word, "Finance", 60, false);
    await group("travel", 10, "Trip planner", other, "Travel", 30, false);
    const searchUsed = async () =>
      (await e2eDb().dailyUsage.findFirst({ where: { userId: demoId }, orderBy: { day: "desc" } }))?.searchUsed ?? 0;

    await page.goto("/login");
    await page.getByLabel("Username or email").fill(DEMO);
    await page.getByLabel("Password", { exact: true }).fill("DemoPass123!");
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname === "/projects");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Deep Search" }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(credits(page)).toHaveText("30/30");

    // Search: the 12 Tech ideas rank first (the word twice), one credit for each of the 10 shown.
    await search(page, word);
    await expect(showing(page, "1-10", 24, word)).toBeVisible();
    await expect(page.getByTestId("page-indicator")).toHaveText("1/3");
    await expect(results(page).first()).toContainText(`Receipt scanner ${word} number 1`);
    await expect(credits(page)).toHaveText("20/30");

    // Refine in the sidebar to Finance: 12 ideas never viewed, 10 of them on the first page.
    const sidebar = page.getByRole("form", { name: "Refine search" });
    await sidebar.getByRole("checkbox", { name: "Finance" }).check();
    await sidebar.getByRole("button", { name: "Refine Search" }).click();
    await expect(showing(page, "1-10", 12, word)).toBeVisible();
    await expect(results(page).first()).toContainText(`Invoice helper ${word} number 1`);
    await expect(page.getByTestId("page-indicator")).toHaveText("1/2");
    await expect(credits(page)).toHaveText("10/30");

    // Forward (2 new results), back and forward again: the second visits cost nothing.
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(showing(page, "11-12", 12, word)).toBeVisible();
    await expect(credits(page)).toHaveText("8/30");
    await page.getByRole("button", { name: "Previous page" }).click();
    await expect(showing(page, "1-10", 12, word)).toBeVisible();
    await expect(results(page)).toHaveCount(10);
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(showing(page, "11-12", 12, word)).toBeVisible();
    await page.getByRole("button", { name: "Previous page" }).click();
    await expect(showing(page, "1-10", 12, word)).toBeVisible();
    await expect(credits(page)).toHaveText("8/30");
    expect(await searchUsed()).toBe(22);

    // Leave, come back to /search: the banner brings back the saved results, still free.
    await nav.getByRole("link", { name: "Projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await page.goto("/search");
    await expect(credits(page)).toHaveText("8/30");
    const banner = page.getByRole("region", { name: "Saved search results" });
    await expect(banner).toContainText(`“${word}”`);
    await banner.getByRole("button", { name: "View Saved Results" }).click();
    await expect(showing(page, "1-10", 12, word)).toBeVisible();
    await expect(results(page).first()).toContainText(`Invoice helper ${word} number 1`);
    await expect(sidebar.getByRole("checkbox", { name: "Finance" })).toBeChecked();
    await expect(credits(page)).toHaveText("8/30");
    expect(await searchUsed()).toBe(22);

    // Spend the last 8 credits with 'Max. Number of Results' (10 ideas match), then one more search.
    await page.getByRole("button", { name: "New Search" }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(banner).toBeHidden();
    await search(page, other, "8");
    await expect(showing(page, "1-8", 8, other)).toBeVisible();
    await expect(results(page)).toHaveCount(8);
    await expect(credits(page)).toHaveText("0/30");

    await page.getByRole("button", { name: "New Search" }).click();
    await search(page, `invoice ${word}`);
    await expect(page.getByText(NO_CREDITS)).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await expect(credits(page)).toHaveText("0/30");
    expect(await searchUsed()).toBe(30);
  });
});

test("a search that never answers stops loading after 10 s and can be tried again", async ({ page, context }) => {
  const user = await proUser();
  const word = letters();
  await ideas(word, 3);
  await loginAs(context, user.username);
  // The search call (not its /state, /page-viewed or /fetch-by-ids siblings) hangs while `hang` is
  // set; a hung request is never answered, even later (unrouting could let it through late, and its
  // answer would replace the error before Try Again is pressed).
  const isSearch = (url: URL) => url.pathname === "/api/ideas/search";
  let hang = true;
  await page.route(isSearch, (route) => (hang ? undefined : route.continue()));
  await page.clock.install();
  const searchSent = page.waitForRequest((request) => isSearch(new URL(request.url())));

  await page.goto(`/results?main_search_text=${word}`);
  await searchSent;
  // The page's HTML sends the search before the app's scripts run; the 10 s watch starts when the
  // page's first search takes that request over, so the clock may only be moved after that.
  await page.waitForFunction(() => !("__ideaforgeEarlySearch" in window));
  const loading = page.getByRole("status").filter({ hasText: "Loading results..." });
  // The page's clock stops flowing with real time, so a slow machine cannot reach 10 s by itself
  // while the test looks at the 7 s mark (it did, under load in CI).
  await page.clock.pauseAt(Date.now() + 500);
  await expect(loading).toBeVisible();
  await page.clock.fastForward(6_000);
  await expect(loading).toBeVisible();
  await page.clock.fastForward(3_500);
  const failed = page.getByRole("alert").filter({ hasText: "Failed to retrieve search results. Please try again." });
  await expect(failed).toBeVisible();
  await expect(loading).toBeHidden();

  hang = false;
  await page.clock.resume();
  // Focus, then a page-level key press: under the fake clock, element actions (click, press) retry
  // when the button they pressed disappears, as it does here at once.
  await failed.getByRole("button", { name: "Try Again" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Showing results 1-3 of 3 for “${word}”`)).toBeVisible();
  await expect(failed).toBeHidden();
  await expect(credits(page)).toHaveText("27/30");
});
