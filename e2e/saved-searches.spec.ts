import { randomBytes } from "node:crypto";
import { PageAxe } from "./support/axe";
import type { Page } from "@playwright/test";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";
import { member } from "./support/members";
import { waitForMail } from "./support/mail";

/**
 * Saved searches with alerts, driven as a user at 1280 and 375 px: save the search shown on the
 * results page, rename, switch alerts, run, delete on /search; the plan's alert limit refused with
 * its message; a digest sent by the app's job worker through the SMTP sink, an idea opened from it
 * (a search view: one credit), and its unsubscribe link used signed out.
 */
test.use({ timezoneId: "UTC" });

const WIDTHS = [
  { name: "1280 px", width: 1280, height: 900 },
  { name: "375 px", width: 375, height: 812 },
];

const letters = () =>
  randomBytes(5)
    .toString("hex")
    .replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!);

const userWith = (tier: "starter" | "pro") => member({ prefix: "svs", tier, passwordHash: "not-used" });

async function ideas(word: string, n: number, prefix = "Kiosk helper") {
  await e2eDb().idea.createMany({
    data: Array.from({ length: n }, (_, i) => ({
      sourceKey: `e2e_saved_${word}_${prefix.length}_${i}`,
      title: `${prefix} ${word} number ${i + 1}`,
      description: `Ordering made simple for ${word} cafes. Second sentence.`,
      complaintSummary: "Queues at the counter every lunch",
      analysis: "a",
      category: "Food" as const,
      overall: 90 - i,
    })),
  });
}

/** Serious and critical axe violations (WCAG 2.1 A and AA) on the page as it stands. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new PageAxe({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

const row = (page: Page, name: string) => page.getByTestId("saved-search").filter({ hasText: name });
const alertOf = async (userId: number, name: string) =>
  (await e2eDb().savedSearch.findFirstOrThrow({ where: { userId, name } })).alert;

for (const size of WIDTHS) {
  test(`save from the results, rename, switch alerts, run and delete (${size.name})`, async ({ page, context }) => {
    // Many steps and three accessibility scans: 33 s measured on a busy machine (load average 10 on 2 cores).
    test.setTimeout(60_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const user = await userWith("pro");
    const word = letters();
    await ideas(word, 3);
    await loginAs(context, user.username);

    await page.goto(`/results?main_search_text=${word}&categories=Food&sort=demand`);
    await expect(page.getByTestId("search-result")).toHaveCount(3);
    await page.getByRole("button", { name: "Save search" }).click();
    const dialog = page.getByRole("dialog", { name: "Save search" });
    await expect(dialog.getByLabel("Name")).toHaveValue(word);
    await dialog.getByLabel("Name").fill(`Cafe kiosks ${word}`);
    await dialog.getByLabel("Email alerts").selectOption("daily");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Save", exact: true }).press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Saved search \u201cCafe kiosks ${word}\u201d saved.`)).toBeVisible();

    await page.goto("/search");
    const saved = row(page, `Cafe kiosks ${word}`);
    await expect(saved).toContainText(`\u201c${word}\u201d \u00b7 Category: Food`);
    await expect(saved.getByLabel("Email alerts")).toHaveValue("daily");
    await expect(page.getByText("Email alerts: 1 of 10")).toBeVisible();
    expect(await alertOf(user.id, `Cafe kiosks ${word}`)).toBe("daily");
    expect(await seriousViolations(page)).toEqual([]);

    // Rename with the keyboard: Escape cancels, Enter saves.
    await saved.getByRole("button", { name: `Rename Cafe kiosks ${word}` }).click();
    await page.getByLabel("New name").fill("Abandoned");
    await page.getByLabel("New name").press("Escape");
    await page.getByRole("button", { name: `Rename Cafe kiosks ${word}` }).click();
    await page.getByLabel("New name").fill(`Lunch queues ${word}`);
    await page.getByLabel("New name").press("Enter");
    const renamed = row(page, `Lunch queues ${word}`);
    await expect(renamed.getByRole("heading", { name: `Lunch queues ${word}` })).toBeVisible();

    await renamed.getByLabel("Email alerts").selectOption("off");
    await expect(page.getByText("Email alerts: 0 of 10")).toBeVisible();
    expect(await alertOf(user.id, `Lunch queues ${word}`)).toBe("off");
    await renamed.getByLabel("Email alerts").selectOption("weekly");
    await expect(page.getByText("Email alerts: 1 of 10")).toBeVisible();
    expect(await alertOf(user.id, `Lunch queues ${word}`)).toBe("weekly");

    await renamed.getByRole("link", { name: `Run Lunch queues ${word}` }).click();
    await expect(page).toHaveURL(/\/results\?/);
    await expect(page.getByTestId("search-result")).toHaveCount(3);
    await expect(page.getByLabel("Sort by")).toHaveValue("demand");

    await page.goto("/search");
    await row(page, `Lunch queues ${word}`)
      .getByRole("button", { name: `Delete Lunch queues ${word}` })
      .click();
    await page.getByRole("dialog", { name: "Delete saved search?" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No saved searches yet.")).toBeVisible();
    expect(await e2eDb().savedSearch.count({ where: { userId: user.id } })).toBe(0);
    // Nothing spills out of a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  });
}

test("the Starter plan's alert limit is refused with its message (375 px)", async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const user = await userWith("starter");
  await e2eDb().savedSearch.createMany({
    data: [1, 2, 3].map((i) => ({
      userId: user.id,
      name: `Alerted ${i}`,
      params: { main_search_text: "tea" },
      alert: "daily" as const,
    })),
  });
  await loginAs(context, user.username);
  await page.goto("/search");
  await expect(page.getByText("Email alerts: 3 of 3")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search for ideas" }).fill("coffee");
  await page.getByRole("button", { name: "Save search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save search" });
  await dialog.getByLabel("Email alerts").selectOption("weekly");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Your Starter plan allows email alerts on 3 saved searches. Turn alerts off on another saved search first.",
  );
  // Without alerts it saves.
  await dialog.getByLabel("Email alerts").selectOption("off");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, "coffee")).toBeVisible();
});

for (const size of WIDTHS) {
  test(`a digest arrives, opens an idea as a search view, and unsubscribes signed out (${size.name})`, async ({
    page,
    context,
    browser,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const user = await userWith("pro");
    const word = letters();
    await loginAs(context, user.username);
    await page.goto("/search");
    await page.getByRole("searchbox", { name: "Search for ideas" }).fill(word);
    await page.getByRole("button", { name: "Save search" }).click();
    const dialog = page.getByRole("dialog", { name: "Save search" });
    await dialog.getByLabel("Email alerts").selectOption("daily");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(row(page, word)).toBeVisible();

    // New ideas after the search was saved; the app's own job worker sends the digest.
    await ideas(word, 2, "Tea stall");
    await e2eDb().$executeRaw`SELECT graphile_worker.add_job('saved_search_digest',
      json_build_object('user_id', ${user.id}::int, 'frequency', 'daily', 'period', ${`e2e-${word}`}::text))`;
    const mail = await waitForMail(user.email, "match your saved searches", { timeoutMs: 30_000 });
    expect(mail.subject).toBe("2 new ideas match your saved searches");
    expect(mail.text).toContain(`- Tea stall ${word} number 1: Ordering made simple for ${word} cafes.\n`);
    const ideaLink = mail.links.find((l) => l.includes("alert_idea="))!;
    const unsubscribeLink = mail.links.find((l) => l.includes("/unsubscribe?token="))!;

    await expect(page.getByTestId("search-credits")).toHaveText("30/30");
    const idea = new URL(ideaLink);
    await page.goto(`${idea.pathname}${idea.search}`);
    await expect(page.getByRole("dialog", { name: `Tea stall ${word} number 1` })).toBeVisible();
    await expect(page.getByTestId("search-credits")).toHaveText("29/30");
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/search$/);

    const guest = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const guestPage = await guest.newPage();
    const unsubscribe = new URL(unsubscribeLink);
    await guestPage.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
    await expect(guestPage.getByRole("heading", { name: "Saved-search alerts" })).toBeVisible();
    expect(await alertOf(user.id, word)).toBe("daily");
    await guestPage.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(guestPage.getByText("You are unsubscribed.")).toBeVisible();
    expect(await alertOf(user.id, word)).toBe("off");
    // A forged token is refused on the page.
    await guestPage.goto(`${unsubscribe.pathname}?token=${user.id}.daily.forged`);
    await expect(guestPage.getByText("This unsubscribe link is invalid.")).toBeVisible();
    // Not a dead end: where the alerts can be turned off by hand.
    await expect(guestPage.getByRole("link", { name: "Go to Deep Search" })).toHaveAttribute("href", "/search");
    await guest.close();
  });
}
