import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PageAxe } from "./support/axe";
import type { Locator, Page } from "@playwright/test";
import { UTF8_BOM } from "../lib/domain/watchlist/csv";
import { SHUFFLE_LABEL } from "../components/idea-board/messages";
import { EVIDENCE_WITHDRAWN_NOTE, SAVED_IDEAS_LIMIT, SAVED_IDEAS_LIMIT_MESSAGE } from "../lib/domain/watchlist/limits";
import { addEvidence, risingFixture } from "../tests/support/idea-evidence";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";
import { member } from "./support/members";

/**
 * The watchlist, Compare and Export, driven as a user at 1280 and 375 px: Save on a board card and
 * in the details dialog (one state for both, no credit spent), the Saved page in the navigation
 * with its counter, 'View details' from Saved without a credit, an idea unpublished since shown
 * only as the withdrawn note, unsave down to the empty state; two ideas picked for Compare from
 * Saved and read side by side in a real table (column and row headers, one chart scale, the labels
 * pinned while the columns scroll on a phone), an idea never shown refused; the CSV and JSON
 * downloads from Saved, /projects and the account page. Each test makes its own user and ideas.
 */
test.use({ timezoneId: "UTC", locale: "en-US" });
test.describe.configure({ timeout: 90_000 });

const today = () => new Date(new Date().toISOString().slice(0, 10));
const word = () =>
  randomBytes(5)
    .toString("hex")
    .replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!);

const proUser = () => member({ prefix: "wl" });

/** An idea with stored evidence; `scale` multiplies its monthly mentions, so two ideas chart differently. */
async function idea(title: string, scale = 1) {
  const tag = word();
  const created = await e2eDb().idea.create({
    data: {
      sourceKey: `e2e_watchlist_${tag}`,
      title: `${title} ${tag}`,
      description: `What ${title.toLowerCase()} does, for ${tag} teams.`,
      complaintSummary: `People keep asking for ${tag}.`,
      analysis: `Analysis of ${tag}.`,
      category: "Work",
    },
  });
  const fixture = risingFixture(tag);
  await addEvidence(e2eDb(), created.id, { ...fixture, perMonth: fixture.perMonth.map((n) => n * scale) });
  return e2eDb().idea.findUniqueOrThrow({ where: { id: created.id } });
}

/** The ideas as a paid shuffle leaves them: shown to the user today and kept as their board. */
async function onBoard(userId: number, ideaIds: number[]) {
  await e2eDb().ideaView.createMany({
    data: ideaIds.map((ideaId) => ({ userId, kind: "board", ideaId, day: today() })),
  });
  await e2eDb().boardState.create({ data: { userId, ideaIds, hasVisited: true } });
}

const usageRows = (userId: number) => e2eDb().dailyUsage.findMany({ where: { userId } });
const card = (page: Page, id: number) => page.locator(`article[data-idea-id="${id}"]`);
const saveButton = (scope: Locator) => scope.getByRole("button", { name: /^Save(d)? / });
/** The board's floating Shuffle (the round one, named by its aria-label and title). */
const floatingShuffle = (page: Page) => page.locator(`button[title="${SHUFFLE_LABEL}"]`);

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** No serious or critical accessibility violation on the page (axe). */
async function accessible(page: Page) {
  const { violations } = await new PageAxe({ page }).analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Nothing on the page is wider than the screen; a failure names what reaches past its edge. */
async function noSidewaysScroll(page: Page) {
  const wider = await page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    return Array.from(document.body.querySelectorAll("*"))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
  });
  expect(wider, `wider than the screen: ${wider.join("; ")}`).toEqual([]);
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 740 } });

    test("Save on the board and in the details, the Saved page, a withdrawn idea, unsave", async ({
      page,
      context,
    }) => {
      const user = await proUser();
      const [a, b] = [await idea("Shift planner"), await idea("Recipe costing")];
      await onBoard(user.id, [a.id, b.id]);
      const usageBefore = await usageRows(user.id);
      await loginAs(context, user.username);
      await page.goto("/idea-board");

      // Save on a card: the button says so at once, the server keeps it.
      const saveA = saveButton(card(page, a.id));
      await expect(saveA).toHaveAttribute("aria-pressed", "false");
      await saveA.click();
      await expect(saveA).toHaveAttribute("aria-pressed", "true");
      await expect(saveA).toHaveText(`Saved ${a.title}`);
      await expect.poll(() => e2eDb().savedIdea.count({ where: { userId: user.id } })).toBe(1);

      // Picked for Compare: the compare bar comes up and the floating Shuffle moves above it.
      await card(page, a.id)
        .getByRole("button", { name: /^Compare/ })
        .click();
      const compareBar = page.getByRole("region", { name: "Ideas to compare" });
      await expect(compareBar).toBeVisible();
      // A phone shows the floating Shuffle at the top of a board.
      if (width < 400) await expect(floatingShuffle(page)).toBeVisible();
      if (await floatingShuffle(page).isVisible()) {
        await expect
          .poll(async () => overlaps((await floatingShuffle(page).boundingBox())!, (await compareBar.boundingBox())!))
          .toBe(false);
      }
      await compareBar.getByRole("button", { name: "Clear" }).click();
      await expect(compareBar).toHaveCount(0);

      // Save in the details dialog, by keyboard; the card's button follows.
      await card(page, b.id)
        .getByRole("button", { name: /^View details/ })
        .focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: b.title });
      await expect(dialog).toBeVisible();
      await saveButton(dialog).focus();
      await page.keyboard.press("Enter");
      await expect(saveButton(dialog)).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(saveButton(card(page, b.id))).toHaveAttribute("aria-pressed", "true");
      await expect.poll(() => e2eDb().savedIdea.count({ where: { userId: user.id } })).toBe(2);

      // The Saved page, from the navigation: both ideas with their scores and evidence line.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Saved" }).click();
      await expect(page).toHaveURL(/\/saved$/);
      await expect(page.getByRole("heading", { level: 1, name: "Saved ideas" })).toBeVisible();
      await expect(page.getByTestId("saved-counter")).toHaveText("2 of 500 saved");
      const list = page.getByRole("list", { name: "Saved ideas" });
      await expect(list.getByRole("article")).toHaveCount(2);
      await expect(card(page, a.id).getByTestId("evidence-line")).toBeVisible();
      await expect(card(page, a.id).getByText(String(a.overall), { exact: true }).first()).toBeVisible();
      if (width < 400) await noSidewaysScroll(page);
      await accessible(page);

      // Opening a saved idea spends no credit.
      await card(page, a.id)
        .getByRole("button", { name: /^View details/ })
        .click();
      const details = page.getByRole("dialog", { name: a.title });
      await expect(details.getByTestId("mentions-sparkline")).toBeVisible();
      await page.keyboard.press("Escape");
      expect(await usageRows(user.id)).toEqual(usageBefore);

      // Unpublished since: still listed, with the note and none of its text.
      await e2eDb().idea.update({ where: { id: b.id }, data: { published: false } });
      await page.reload();
      const withdrawn = page.getByTestId("withdrawn-idea");
      await expect(withdrawn).toContainText(EVIDENCE_WITHDRAWN_NOTE);
      await expect(page.getByText(b.title)).toHaveCount(0);
      await expect(page.getByText(b.description)).toHaveCount(0);

      // Unsave from Saved, then remove the withdrawn one: the empty state.
      await saveButton(card(page, a.id)).click();
      await expect(card(page, a.id)).toHaveCount(0);
      await withdrawn.getByRole("button", { name: /^Remove/ }).click();
      await expect(page.getByRole("heading", { name: "No saved ideas yet" })).toBeVisible();
      await expect(page.getByTestId("saved-counter")).toHaveText("0 of 500 saved");
      expect(await e2eDb().savedIdea.count({ where: { userId: user.id } })).toBe(0);
      expect(await usageRows(user.id)).toEqual(usageBefore);

      // The list cannot be loaded: the failure and Try Again, no counter left at a placeholder.
      await page.route("**/api/saved-ideas", (route) => route.fulfill({ status: 500, body: "{}" }));
      await page.reload();
      await expect(page.getByRole("main").getByText("Your saved ideas could not be loaded.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
      await expect(page.getByTestId("saved-counter")).toHaveCount(0);
      await page.unrouteAll({ behavior: "ignoreErrors" });
    });

    test("Compare two saved ideas side by side, refuse one never shown, export CSV and JSON", async ({
      page,
      context,
    }) => {
      const user = await proUser();
      const [a, b] = [await idea("Invoice chaser"), await idea("Shelf counter", 3)];
      const unseen = await idea("Never shown");
      await onBoard(user.id, [a.id, b.id]);
      await e2eDb().savedIdea.createMany({ data: [a, b].map((i) => ({ userId: user.id, ideaId: i.id })) });
      await e2eDb().project.create({
        data: {
          userId: user.id,
          title: "=cmd|' /C calc'!A0",
          description: "A project whose title looks like a formula",
          milestones: { create: [{ title: "Talk to five owners", isCompleted: true, position: 0 }] },
          notes: { create: [{ content: "@everyone liked it" }] },
        },
      });
      const usageBefore = await usageRows(user.id);
      await loginAs(context, user.username);
      await page.goto("/saved");

      // Pick both for Compare: the bar counts them and opens the comparison.
      await card(page, a.id)
        .getByRole("button", { name: /^Compare/ })
        .click();
      const bar = page.getByRole("region", { name: "Ideas to compare" });
      await expect(bar).toContainText("1 of 4 picked");
      const compareB = card(page, b.id).getByRole("button", { name: /^Compare/ });
      const look = () =>
        compareB.evaluate((el) => {
          const style = getComputedStyle(el);
          return `${style.backgroundColor} ${style.boxShadow}`;
        });
      const unpickedLook = await look();
      if (width > 1000) {
        // Three columns of cards: View details, Save and Compare still share one row.
        const tops = await Promise.all(
          [/^View details/, /^Saved? /, /^Compare/].map(
            async (name) => (await card(page, b.id).getByRole("button", { name }).boundingBox())!.y,
          ),
        );
        expect(new Set(tops.map(Math.round)).size).toBe(1);
      }
      await compareB.click();
      await expect(compareB).toHaveAttribute("aria-pressed", "true");
      // Picked looks pressed: tinted, with a thicker ring.
      expect(await look()).not.toBe(unpickedLook);
      await bar.getByRole("link", { name: "Compare 2 ideas" }).click();
      await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${a.id},${b.id}$`));
      // The bar says these are the ideas shown, with no link back to this same page, and lines up with the page.
      await expect(bar).toContainText("2 of 4 picked: compared on this page");
      await expect(bar.getByRole("link")).toHaveCount(0);
      const headingX = (await page.getByRole("heading", { level: 1, name: "Compare ideas" }).boundingBox())!.x;
      expect(Math.abs((await bar.getByRole("status").boundingBox())!.x - headingX)).toBeLessThanOrEqual(1);

      const table = page.getByRole("table");
      await expect(table.getByRole("columnheader")).toHaveCount(2);
      await expect(table.getByRole("columnheader").nth(0)).toContainText(a.title);
      await expect(table.getByRole("columnheader").nth(1)).toContainText(b.title);
      for (const label of ["Category", "AI score", "Demand", "Trend", "Simplicity", "Innovation", "Market size"])
        await expect(table.getByRole("rowheader", { name: label, exact: true })).toBeVisible();
      for (const label of ["People asking", "Communities", "Months seen", "Monthly mentions", "Builders"])
        await expect(table.getByRole("rowheader", { name: label, exact: true })).toBeAttached();
      const demandRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Demand" }) });
      await expect(demandRow.getByRole("cell").nth(0)).toContainText(String(a.demandScore));
      await expect(demandRow.getByRole("cell").nth(0)).toContainText("Why:");
      await expect(demandRow.getByRole("cell").nth(0)).toContainText("57 different people");
      // One scale for both charts: the larger idea's peak.
      const charts = page.getByTestId("compare-chart");
      await expect(charts).toHaveCount(2);
      const scales = await charts.evaluateAll((els) => els.map((el) => el.getAttribute("data-scale-max")));
      const peakOfB = Math.max(...risingFixture("x").perMonth.map((n) => n * 3));
      expect(scales).toEqual([String(peakOfB), String(peakOfB)]);

      // The table scrolls sideways by keyboard inside its region; the row labels stay in view.
      const scroller = page.getByTestId("compare-scroller");
      const label = table.getByRole("rowheader", { name: "Demand" });
      const labelX = (await label.boundingBox())!.x;
      await scroller.focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      if (width < 400) {
        await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
        expect(Math.abs((await label.boundingBox())!.x - labelX)).toBeLessThanOrEqual(1);
        await noSidewaysScroll(page);
      }
      await accessible(page);
      await test.info().attach(`compare ${width}`, { body: await page.screenshot(), contentType: "image/png" });
      expect(await usageRows(user.id)).toEqual(usageBefore);

      // An idea never shown to the user is refused, without saying which.
      await page.goto(`/compare?ids=${a.id},${unseen.id}`);
      await expect(page.getByRole("main").getByRole("alert")).toContainText("These ideas cannot be compared.");
      await expect(page.getByText(unseen.title)).toHaveCount(0);

      // Exports: the saved ideas from Saved (CSV with BOM and notice, JSON), the projects from /projects and the account page.
      await page.goto("/saved");
      const csv = await download(page, page.getByRole("link", { name: /^Export CSV/ }));
      expect(csv.startsWith(UTF8_BOM)).toBe(true);
      expect(csv).toContain("for your own use only");
      expect(csv).toContain(a.title);
      const json = JSON.parse(await download(page, page.getByRole("link", { name: /^Export JSON/ })));
      expect(json.notice).toContain("for your own use only");
      expect(json.saved_ideas.map((s: { idea_id: number }) => s.idea_id).sort()).toEqual([a.id, b.id].sort());

      await page.goto("/projects");
      const projects = await download(page, page.getByRole("link", { name: /^Export CSV/ }));
      expect(projects).toContain(`"'=cmd|' /C calc'!A0"`);
      expect(projects).toContain(`"'@everyone liked it"`);
      expect(projects).toContain('"Talk to five owners","yes"');

      await page.goto("/account");
      const section = page.getByRole("region", { name: "Export your data" });
      const fromAccount = JSON.parse(
        await download(
          page,
          section.getByRole("group", { name: "Export projects" }).getByRole("link", { name: /^Export JSON/ }),
        ),
      );
      expect(fromAccount.projects[0]).toMatchObject({ progress: 100, notes: [{ content: "@everyone liked it" }] });
      if (width < 400) await noSidewaysScroll(page);
    });

    test("the Export links stay where they are when the saved list arrives, so a tap meant for them lands on them", async ({
      page,
      context,
    }) => {
      const user = await proUser();
      const a = await idea("Rota builder");
      await onBoard(user.id, [a.id]);
      await e2eDb().savedIdea.create({ data: { userId: user.id, ideaId: a.id } });
      await loginAs(context, user.username);
      // Hold the list back until the links' place is read while it loads.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/saved-ideas", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/saved");
      await expect(page.getByText("Loading saved ideas...")).toBeVisible();
      const exportCsv = page.getByRole("link", { name: /^Export CSV/ });
      const whileLoading = (await exportCsv.boundingBox())!;
      release();
      await expect(page.getByTestId("saved-counter")).toHaveText("1 of 500 saved");
      await expect(card(page, a.id)).toBeVisible();
      const loaded = (await exportCsv.boundingBox())!;
      expect({ x: loaded.x, y: loaded.y }).toEqual({ x: whileLoading.x, y: whileLoading.y });
      await page.unrouteAll({ behavior: "ignoreErrors" });
    });
  });
}

/** Clicks a download link and reads the file the browser saved. */
async function download(page: Page, link: Locator): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return readFile((await file.path())!, "utf8");
}

test("the saved-ideas limit is said beside Save, which keeps its size (1280 px)", async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const user = await proUser();
  const tag = word();
  await e2eDb().idea.createMany({
    data: Array.from({ length: SAVED_IDEAS_LIMIT }, (_, i) => ({
      sourceKey: `e2e_watchlist_full_${tag}_${i}`,
      title: `Kept ${tag} ${i}`,
      description: "Kept.",
      complaintSummary: "Kept.",
      analysis: "Kept.",
      category: "Work" as const,
    })),
  });
  const kept = await e2eDb().idea.findMany({ where: { sourceKey: { startsWith: `e2e_watchlist_full_${tag}_` } } });
  await e2eDb().savedIdea.createMany({ data: kept.map((i) => ({ userId: user.id, ideaId: i.id })) });
  const next = await idea("One too many");
  await onBoard(user.id, [next.id]);
  await loginAs(context, user.username);
  await page.goto("/idea-board");

  const save = saveButton(card(page, next.id));
  const before = (await save.boundingBox())!;
  await save.click();
  await expect(card(page, next.id).getByRole("alert")).toHaveText(SAVED_IDEAS_LIMIT_MESSAGE);
  await expect(save).toHaveAttribute("aria-pressed", "false");
  // The message sits under the button; the button does not stretch to the message's width.
  expect(Math.round((await save.boundingBox())!.width)).toBe(Math.round(before.width));
});
