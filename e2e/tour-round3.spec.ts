import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";
import { member as newMember } from "./support/members";

/**
 * What a paying user saw on a tour of every page at 1280 px and 375 px: each test here failed
 * before its fix.
 */

/** A member of this spec's own (e2e/support/members.ts) named `<prefix>_<hex>`; no password. */
const member = (prefix: string, tier: "starter" | "pro" | "lifetime" = "pro") =>
  newMember({ prefix, tier, passwordHash: "not-used" });

/** The '+ New Project' list's accessible name (components/projects/NewProjectMenu.tsx). */
const NEW_PROJECT_MENU_LABEL = "Start a new project from";

/** An element's box, which must exist. */
async function box(element: Locator) {
  const b = await element.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

test.describe("at a phone's width", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("'+ New Project' opens its two ways in on the screen, not cut off at the left edge", async ({
    page,
    context,
  }) => {
    const user = await member("newmenu");
    await loginAs(context, user.username);
    await page.goto("/projects");
    await page.getByRole("button", { name: "+ New Project" }).click();
    const menu = page.getByRole("list", { name: NEW_PROJECT_MENU_LABEL });
    await expect(menu).toBeVisible();
    const b = await box(menu);
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(375);
    // Each way in reads whole: its description starts inside the screen.
    for (const link of await menu.getByRole("link").all()) {
      await expect(link).toBeInViewport({ ratio: 1 });
    }
  });
});

test.describe("at a desktop's width", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("'+ New Project' still opens under the button, its right edge on the button's", async ({ page, context }) => {
    const user = await member("newmenu_wide");
    await loginAs(context, user.username);
    await page.goto("/projects");
    const button = page.getByRole("button", { name: "+ New Project" });
    await button.click();
    const menu = page.getByRole("list", { name: NEW_PROJECT_MENU_LABEL });
    await expect(menu).toBeVisible();
    const [m, b] = [await box(menu), await box(button)];
    expect(Math.abs(m.x + m.width - (b.x + b.width))).toBeLessThanOrEqual(1);
    expect(m.y).toBeGreaterThan(b.y + b.height);
  });

  test("the plan selector's Save button sits level with the plan select beside it", async ({ page, context }) => {
    const user = await member("plansave", "starter");
    await loginAs(context, user.username);
    await page.goto("/account");
    const select = page.getByLabel("Change plan");
    await select.selectOption("pro");
    const save = page.getByRole("button", { name: "Save", exact: true });
    await expect(save).toBeEnabled();
    const [s, b] = [await box(select), await box(save)];
    // Side by side at this width, their middles on one line.
    expect(b.x).toBeGreaterThan(s.x + s.width);
    expect(Math.abs(s.y + s.height / 2 - (b.y + b.height / 2))).toBeLessThanOrEqual(1);
  });
});

/**
 * Watches, frame by frame, whether the page's heading (its h1) leaves the screen (the whole page
 * hidden behind a loading state); read with `headingWasHidden`.
 */
async function watchHeading(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { headingHidden: boolean };
    w.headingHidden = false;
    const check = () => {
      const heading = document.querySelector("main h1");
      if (!(heading instanceof HTMLElement) || heading.offsetParent === null) w.headingHidden = true;
      requestAnimationFrame(check);
    };
    check();
  });
}
const headingWasHidden = (page: Page) =>
  page.evaluate(() => (window as unknown as { headingHidden: boolean }).headingHidden);

test.describe("project popups from the keyboard", () => {
  for (const [opener, title] of [
    ["View Details", "Plan the kiosk rollout"],
    ["Update Progress", "Plan the kiosk rollout"],
  ] as const) {
    test(`the first '${opener}' keeps the page on screen while its popup loads, and Escape returns focus to '${opener}'`, async ({
      page,
      context,
    }) => {
      const user = await member("popfocus");
      await e2eDb().project.create({
        data: {
          userId: user.id,
          title,
          description: "A kiosk plan of this spec's own.",
          status: "active",
          milestones: { create: [{ title: "Pick the first site", position: 0 }] },
        },
      });
      await loginAs(context, user.username);
      await page.goto("/projects");
      const card = page.getByRole("article", { name: title });
      const button = card.getByRole("button", { name: opener });
      await expect(button).toBeVisible();
      await watchHeading(page);
      await button.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      expect(await headingWasHidden(page)).toBe(false);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      // Back where the user was: the next Tab goes on from the card, not from the top of the page.
      await expect(button).toBeFocused();
    });
  }
});

test("Save search: Escape closes the dialog and focus goes back to 'Save search'", async ({ page, context }) => {
  const user = await member("savefocus");
  await loginAs(context, user.username);
  await page.goto("/search");
  await page.getByRole("searchbox", { name: "Search for ideas" }).fill("coffee");
  const button = page.getByRole("button", { name: "Save search" });
  await button.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Save search" });
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

/** A word of letters only, new to the library. */
const letters = () =>
  randomBytes(5)
    .toString("hex")
    .replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!);

/** `n` Food ideas of this spec's own whose titles carry `word`. */
async function ideas(word: string, n: number) {
  await e2eDb().idea.createMany({
    data: Array.from({ length: n }, (_, i) => ({
      sourceKey: `e2e_tour3_${word}_${i}`,
      title: `Counter queue helper ${word} number ${i + 1}`,
      description: `Shorter lunch queues for ${word} counters. Second sentence.`,
      complaintSummary: "The lunch queue runs out of the door",
      analysis: "a",
      category: "Food" as const,
      overall: 80 - i,
    })),
  });
}

test.describe("Deep Search results with the day's credits spent", () => {
  test.use({ viewport: { width: 375, height: 812 }, timezoneId: "UTC" });

  test("refining to a search that needs credits keeps the results page on screen while the notice loads", async ({
    page,
    context,
  }) => {
    const user = await member("outcredits", "starter");
    const [seen, fresh] = [letters(), letters()];
    await ideas(seen, 3);
    await ideas(fresh, 3);
    // 7 of the Starter plan's 10 credits spent today: opening the 3 ideas of `seen` spends the rest.
    const day = new Date(new Date().toISOString().slice(0, 10));
    await e2eDb().dailyUsage.create({ data: { userId: user.id, day, searchUsed: 7 } });
    await loginAs(context, user.username);
    await page.goto(`/results?main_search_text=${seen}`);
    await expect(page.getByTestId("search-result")).toHaveCount(3);
    await expect(page.getByTestId("search-credits")).toHaveText("0/10");

    await watchHeading(page);
    await page.getByRole("button", { name: "Refine Search" }).click();
    const dialog = page.getByRole("dialog", { name: "Refine search" });
    await dialog.getByLabel("Search term").fill(fresh);
    await dialog.getByRole("button", { name: "Apply Changes" }).click();
    await expect(
      page.getByText("You've used all your daily search credits. Credits will reset at midnight."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Search Results" })).toBeVisible();
    expect(await headingWasHidden(page)).toBe(false);
  });
});
