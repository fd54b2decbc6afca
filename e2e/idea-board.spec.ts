import { PageAxe } from "./support/axe";
import type { Locator, Page, Request, Response } from "@playwright/test";
import type { IdeaView } from "../lib/server/ideas/view";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";
import { member } from "./support/members";

/**
 * /idea-board, driven as a user. Shuffles spend the day's credits, so every
 * test makes its own Starter user (24 board credits a day, 5 active projects) and the shared demo
 * users stay as seeded for the other specs.
 */
const TIME_ZONE = "America/New_York";
const CREDITS_GONE = "You've used all your daily idea board credits. Credits will reset at midnight.";
const OUT_OF_IDEAS =
  "You've seen all available ideas matching your criteria. Try adjusting your filters or check back later.";
const PROJECT_LIMIT =
  "You've reached your active projects limit. Complete or delete existing projects to claim more ideas.";
const BOARD_FAILED = "We couldn't load new ideas right now. Here are some sample ideas instead.";
const TOOLTIP = "Daily Idea Board credits remaining. Limit will reset at midnight.";
const WELCOME = "Welcome to Your Idea Board!";
const AGAIN = "Ready to Explore More Ideas?";

test.use({ timezoneId: TIME_ZONE, locale: "en-US" });

interface ShuffleBody {
  ideas: IdeaView[];
  usage: { random: { remaining: number | "unlimited" } };
}

const starter = () => member({ prefix: "board", tier: "starter" });

async function openBoard(page: Page, context: import("@playwright/test").BrowserContext) {
  const user = await starter();
  await loginAs(context, user.username);
  await page.goto("/idea-board");
  await expect(page.getByRole("heading", { level: 1, name: "Idea Board" })).toBeVisible();
  // The board comes with the page's HTML; its controls answer once the script runs.
  await expect(page.getByRole("button", { name: "Shuffle Ideas" }).first()).toBeEnabled();
  return user;
}

const isShuffle = (r: Request | Response) => new URL(r.url()).pathname === "/api/ideas";
const credits = (page: Page) => page.getByTestId("board-credits");
const board = (page: Page) => page.getByRole("region", { name: "Your ideas" });
const cards = (page: Page) => page.getByRole("article");
const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 3 });
const cardOf = (page: Page, id: number) => page.locator(`article[data-idea-id="${id}"]`);
const emptyStateShuffle = (page: Page) =>
  page.getByRole("region", { name: /Welcome|Ready/ }).getByRole("button", { name: "Shuffle Ideas" });
const bottomBarShuffle = (page: Page) =>
  page.getByText("Want a different set?").locator("..").getByRole("button", { name: "Shuffle Ideas" });
const floatingShuffle = (page: Page) => page.getByTitle("Shuffle Ideas");

/** Clicks a 'Shuffle Ideas' button and waits for the answer and for the new cards to be in place. */
async function shuffle(page: Page, button: Locator): Promise<ShuffleBody> {
  const [response] = await Promise.all([page.waitForResponse(isShuffle), button.click()]);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as ShuffleBody;
  await expect(board(page)).toHaveAttribute("aria-busy", "false");
  await expect(cards(page)).toHaveCount(body.ideas.length);
  expect((await cardTitles(page).allTextContents()).sort()).toEqual(body.ideas.map((i) => i.idea_summary).sort());
  return body;
}

test("a Starter shuffles three times, is blocked on the fourth, claims up to the project limit, and the board is restored", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const user = await openBoard(page, context);
  await expect(page.getByRole("heading", { name: WELCOME })).toBeVisible();
  await expect(credits(page)).toHaveText("24");

  const seen = new Set<number>();
  let last: ShuffleBody | undefined;
  for (const [i, left] of ["16", "8", "0"].entries()) {
    const button = [emptyStateShuffle, bottomBarShuffle, floatingShuffle][i]!(page);
    last = await shuffle(page, button);
    expect(last.ideas).toHaveLength(8);
    for (const idea of last.ideas) seen.add(idea.id);
    await expect(credits(page)).toHaveText(left);
  }
  expect(seen.size).toBe(24);

  // The fourth shuffle is blocked in the page: Shuffle is disabled with the reason beside it, no
  // request, the same cards.
  const requests: string[] = [];
  page.on("request", (r) => (isShuffle(r) ? requests.push(r.url()) : undefined));
  await expect(bottomBarShuffle(page)).toBeDisabled();
  await expect(page.getByText(CREDITS_GONE)).toBeVisible();
  await bottomBarShuffle(page).click({ force: true });
  expect(requests).toEqual([]);
  await expect(cards(page)).toHaveCount(8);

  // Claims: the user has no active project; the Starter limit is 5.
  const ideas = last!.ideas;
  for (const idea of ideas.slice(0, 5)) {
    const card = cardOf(page, idea.id);
    await card.getByRole("button", { name: "Claim This Idea" }).click();
    await expect(card.getByRole("button", { name: "Claimed" })).toBeVisible();
    await expect(card.getByText(/^\d+ building this$/)).toHaveText(`${idea.number_developing + 1} building this`);
  }
  expect(await e2eDb().project.count({ where: { userId: user.id, status: "active" } })).toBe(5);
  const sixth = cardOf(page, ideas[5]!.id);
  await sixth.getByRole("button", { name: "Claim This Idea" }).click();
  await expect(page.getByText(PROJECT_LIMIT)).toBeVisible();
  await expect(sixth.getByRole("button", { name: "Claim This Idea" })).toBeVisible();
  expect(await e2eDb().project.count({ where: { userId: user.id, status: "active" } })).toBe(5);

  // After a reload: the same eight cards, their claims, the counter at 0.
  await page.reload();
  await expect(cards(page)).toHaveCount(8);
  expect((await cardTitles(page).allTextContents()).sort()).toEqual(ideas.map((i) => i.idea_summary).sort());
  await expect(credits(page)).toHaveText("0");
  for (const idea of ideas.slice(0, 5))
    await expect(cardOf(page, idea.id).getByRole("button", { name: "Claimed" })).toBeVisible();
  await expect(sixth.getByRole("button", { name: "Claim This Idea" })).toBeVisible();

  // Unclaiming releases the idea: its project goes (no milestones or notes) and the count drops.
  await cardOf(page, ideas[0]!.id).getByRole("button", { name: "Claimed" }).click();
  await expect(cardOf(page, ideas[0]!.id).getByRole("button", { name: "Claim This Idea" })).toBeVisible();
  await expect(cardOf(page, ideas[0]!.id).getByText(/^\d+ building this$/)).toHaveText(
    `${ideas[0]!.number_developing} building this`,
  );
  expect(await e2eDb().project.count({ where: { userId: user.id, status: "active" } })).toBe(4);
});

test("the welcome shows on the first visit; once the flag is saved, an empty board asks 'Ready to Explore More Ideas?'", async ({
  page,
  context,
}) => {
  const user = await openBoard(page, context);
  await expect(page.getByRole("heading", { name: WELCOME })).toBeVisible();

  // The credits counter: its tooltip and the info popup.
  await page.getByTestId("board-credits").hover();
  await expect(page.getByRole("tooltip")).toHaveText(TOOLTIP);
  await page.getByRole("button", { name: "About Idea Board credits" }).click();
  const info = page.getByRole("dialog", { name: "Idea Board Credits System" });
  await expect(info).toContainText("uses 8 credits");
  await expect(info).toContainText("24 Idea Board credits a day");
  await expect(info).toContainText("midnight");
  await page.keyboard.press("Escape");
  await expect(info).toBeHidden();

  const saved = page.waitForRequest(
    (r) => r.url().includes("/api/accounts/save-has-viewed-idea-board/") && r.method() === "POST",
  );
  await shuffle(page, emptyStateShuffle(page));
  await saved;
  await expect
    .poll(async () => (await e2eDb().user.findUniqueOrThrow({ where: { id: user.id } })).hasViewedIdeaBoard)
    .toBe(true);

  await e2eDb().boardState.delete({ where: { userId: user.id } });
  await page.reload();
  await expect(page.getByRole("heading", { name: AGAIN })).toBeVisible();
  await expect(page.getByRole("heading", { name: WELCOME })).toHaveCount(0);
});

test("the sliders change with the keyboard and send their priorities; preferences are saved and restored", async ({
  page,
  context,
}) => {
  // The category the library holds most ideas of: a filtered shuffle then always has some to deal.
  const counts = await e2eDb().idea.groupBy({
    by: ["category"],
    where: { published: true },
    _count: { _all: true },
    orderBy: { _count: { category: "desc" } },
    take: 2,
  });
  const [category, other] = [counts[0]!.category, counts[1]!.category];
  await openBoard(page, context);
  const innovation = page.getByRole("slider", { name: "Innovation Score" });
  const simplicity = page.getByRole("slider", { name: "Simplicity Score" });
  const demand = page.getByRole("slider", { name: "Demand Score" });
  for (const slider of [innovation, simplicity, demand]) {
    await expect(slider).toHaveAttribute("aria-valuenow", "50");
    await expect(slider).toHaveAttribute("aria-valuemin", "1");
    await expect(slider).toHaveAttribute("aria-valuemax", "100");
  }
  await innovation.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await simplicity.focus();
  await page.keyboard.press("Home");
  await demand.focus();
  await page.keyboard.press("End");
  await expect(innovation).toHaveAttribute("aria-valuenow", "53");
  await expect(simplicity).toHaveAttribute("aria-valuenow", "1");
  await expect(demand).toHaveAttribute("aria-valuenow", "100");
  await expect(
    page.getByRole("complementary", { name: "Board filters" }).getByText("53", { exact: true }),
  ).toBeVisible();

  const prefsSaved = page.waitForRequest(
    (r) =>
      r.url().endsWith("/api/ideas/board-state/") &&
      r.method() === "POST" &&
      r.postData()?.includes(`"${category}"`) === true,
  );
  await page.getByRole("checkbox", { name: category }).check();
  await prefsSaved;

  const request = page.waitForRequest(isShuffle);
  const { ideas } = await shuffle(page, emptyStateShuffle(page));
  const url = new URL((await request).url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    count: "8",
    innovation_priority: "53",
    speed_priority: "1",
    demand_priority: "100",
    market_size_priority: "50",
    categories: category,
    client_date: new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(new Date()),
  });
  expect(ideas.length).toBeGreaterThan(0);
  expect(ideas.map((i) => i.category)).toEqual(Array(ideas.length).fill(category));
  for (const idea of ideas) await expect(cardOf(page, idea.id).getByText(category, { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("slider", { name: "Innovation Score" })).toHaveAttribute("aria-valuenow", "53");
  await expect(page.getByRole("slider", { name: "Simplicity Score" })).toHaveAttribute("aria-valuenow", "1");
  await expect(page.getByRole("slider", { name: "Demand Score" })).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByRole("checkbox", { name: category })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: other })).not.toBeChecked();
});

test("at 850 px or less a 'Sort & Filter' panel replaces the sidebar", async ({ page, context }) => {
  await page.setViewportSize({ width: 851, height: 900 });
  await openBoard(page, context);
  const sidebar = page.getByRole("complementary", { name: "Board filters" });
  const open = page.getByRole("button", { name: "Sort & Filter" });
  await expect(sidebar).toBeVisible();
  await expect(open).toBeHidden();

  await page.setViewportSize({ width: 850, height: 900 });
  await expect(sidebar).toBeHidden();
  await open.click();
  const panel = page.getByRole("dialog", { name: "Sort & Filter" });
  await expect(panel.getByRole("heading", { name: "Parameters" })).toBeVisible();
  await expect(panel.getByRole("slider")).toHaveCount(3);
  await expect(panel.getByRole("checkbox")).toHaveCount(13);
  const innovation = panel.getByRole("slider", { name: "Innovation Score" });
  await innovation.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(innovation).toHaveAttribute("aria-valuenow", "49");
  await panel.getByRole("checkbox", { name: "Health" }).check();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(open).toBeFocused();

  // The same preferences, in the sidebar when the window is wide again.
  await page.setViewportSize({ width: 1200, height: 900 });
  await expect(sidebar.getByRole("slider", { name: "Innovation Score" })).toHaveAttribute("aria-valuenow", "49");
  await expect(sidebar.getByRole("checkbox", { name: "Health" })).toBeChecked();
});

test("a card expands its analysis and opens the detail dialog with every score, the complaint and the claim button", async ({
  page,
  context,
}) => {
  await openBoard(page, context);
  const { ideas } = await shuffle(page, emptyStateShuffle(page));
  const idea = ideas[0]!;
  const card = cardOf(page, idea.id);
  await expect(card.getByRole("img", { name: `AI score: ${idea.overall} out of 100` })).toBeVisible();
  await expect(card.getByText(idea.category, { exact: true })).toBeVisible();

  const toggle = card.getByRole("button", { name: "Show analysis" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(card.getByText(idea.analysis)).toBeHidden();
  await toggle.click();
  await expect(card.getByRole("button", { name: "Hide analysis" })).toHaveAttribute("aria-expanded", "true");
  await expect(card.getByText(idea.analysis)).toBeVisible();

  const details = card.getByRole("button", { name: /^View details/ });
  const fetched = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/ideas/${idea.id}`);
  await details.click();
  const dialog = page.getByRole("dialog", { name: idea.idea_summary });
  await expect(dialog).toBeVisible();
  expect((await fetched).status()).toBe(200);
  await expect(dialog.getByRole("img", { name: `AI score: ${idea.overall} out of 100` })).toBeVisible();
  // The scores and the complaint have their own sections: an idea with evidence names its scores
  // again where they are explained, and quotes its posts in blockquotes of their own.
  const scores = dialog.getByRole("region", { name: "Scores" });
  for (const label of ["Demand", "Simplicity", "Innovation", "Market size"])
    await expect(scores.getByText(label, { exact: true }).first()).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Analysis" })).toBeVisible();
  await expect(dialog.getByText(idea.analysis)).toBeVisible();
  const complaint = dialog.getByRole("region", { name: "The complaint behind it" });
  await expect(complaint.locator("blockquote")).toContainText(idea.complaint_summary);
  await expect(complaint.locator("figcaption")).toHaveText("Paraphrased and anonymised");

  await dialog.getByRole("button", { name: "Claim This Idea" }).click();
  await expect(dialog.getByRole("button", { name: "Claimed" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();
  await expect(card.getByRole("button", { name: "Claimed" })).toBeVisible();
});

test("the claim button: a spinner while claiming, a red 'Error' for 1 s, clicks under 2 s apart ignored; releasing a project with work keeps it", async ({
  page,
  context,
}) => {
  // A shuffle, three claims and a release with its question: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  // The page's clock is ours: time runs normally until paused, then moves only when told.
  await page.clock.install();
  const user = await openBoard(page, context);
  const { ideas } = await shuffle(page, emptyStateShuffle(page));
  const card = cardOf(page, ideas[0]!.id);
  let fail = true;
  let calls = 0;
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/api/ideas/claim",
    async (route) => {
      calls++;
      if (!fail) return route.continue();
      await gate;
      return route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: "Something went wrong." }),
      });
    },
  );
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

  await card.getByRole("button", { name: "Claim This Idea" }).click();
  const claiming = card.getByRole("button", { name: "Claiming..." });
  await expect(claiming).toHaveAttribute("aria-busy", "true");
  await claiming.click({ force: true }); // ignored while busy
  release();
  await expect(card.getByRole("button", { name: "Error" })).toBeVisible();
  await expect(card.getByRole("alert")).toHaveText("Something went wrong.");
  await page.clock.runFor(1000);
  await expect(card.getByRole("button", { name: "Claim This Idea" })).toBeVisible();
  // 1 s after the first click: ignored, and the button shows it is not taking clicks yet.
  await expect(card.getByRole("button", { name: "Claim This Idea" })).toHaveAttribute("aria-disabled", "true");
  await card.getByRole("button", { name: "Claim This Idea" }).click({ force: true });
  await page.waitForTimeout(300);
  expect(calls).toBe(1);
  await expect(card.getByRole("button", { name: "Claim This Idea" })).toBeVisible();

  // 2 s after it: a new claim, which goes through.
  fail = false;
  await page.clock.runFor(1000);
  await expect(card.getByRole("button", { name: "Claim This Idea" })).not.toHaveAttribute("aria-disabled", "true");
  await card.getByRole("button", { name: "Claim This Idea" }).click();
  await expect(card.getByRole("button", { name: "Claimed" })).toBeVisible();
  expect(calls).toBe(2);
  const project = await e2eDb().project.findFirstOrThrow({ where: { userId: user.id, ideaId: ideas[0]!.id } });
  await e2eDb().milestone.create({ data: { projectId: project.id, title: "Talk to five customers", position: 0 } });

  await page.clock.runFor(2000);
  await page.clock.resume(); // the toast needs time to run
  // The project has a milestone: the release asks first, and says the project stays.
  await card.getByRole("button", { name: "Claimed" }).click();
  const question = page.getByRole("alertdialog", { name: "Release this idea?" });
  await expect(question).toContainText("has 1 milestone.");
  await question.getByRole("button", { name: "Release Idea" }).click();
  await expect(
    page.getByText("Idea released. Your project stays in My Projects because it has milestones or notes."),
  ).toBeVisible();
  await expect(card.getByRole("button", { name: "Claim This Idea" })).toBeVisible();
  expect(await e2eDb().project.count({ where: { id: project.id } })).toBe(1);
});

test("when the board request fails, the 8 sample ideas show with an error; 'out of ideas' keeps the old cards", async ({
  page,
  context,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openBoard(page, context);
  let fake: { status: number; body: unknown } | null = { status: 500, body: { error: "Internal server error." } };
  await page.route(
    (url) => url.pathname === "/api/ideas",
    (route) =>
      fake
        ? route.fulfill({ status: fake.status, contentType: "application/json", body: JSON.stringify(fake.body) })
        : route.continue(),
  );

  await emptyStateShuffle(page).click();
  await expect(page.getByText(BOARD_FAILED)).toBeVisible();
  const samples = page.getByRole("region", { name: "Sample ideas" }).getByRole("article");
  await expect(samples).toHaveCount(8);
  await expect(samples.getByText("Sample idea", { exact: true })).toHaveCount(8);
  await expect(samples.getByRole("button", { name: "Claim This Idea" })).toHaveCount(0);
  await expect(credits(page)).toHaveText("24");
  // Reduced motion: no fade at all.
  expect(
    await samples
      .first()
      .locator("..")
      .evaluate((li) => getComputedStyle(li).transitionProperty),
  ).toBe("none");
  // Two columns on a wide screen, one on a small one.
  const [a, b] = [await samples.nth(0).boundingBox(), await samples.nth(1).boundingBox()];
  expect(a!.y).toBe(b!.y);
  await page.setViewportSize({ width: 600, height: 900 });
  const [c, d] = [await samples.nth(0).boundingBox(), await samples.nth(1).boundingBox()];
  expect(d!.y).toBeGreaterThan(c!.y + c!.height - 1);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A real shuffle, then 'out of ideas': the warning, and the same cards stay.
  fake = null;
  const { ideas, usage } = await shuffle(page, bottomBarShuffle(page));
  fake = { status: 409, body: { error: "Out of ideas matching your criteria.", usage } };
  await bottomBarShuffle(page).click();
  await expect(page.getByText(OUT_OF_IDEAS)).toBeVisible();
  await expect(board(page)).toHaveAttribute("aria-busy", "false");
  expect((await cardTitles(page).allTextContents()).sort()).toEqual(ideas.map((i) => i.idea_summary).sort());
  await expect(credits(page)).toHaveText("16");
});

test("no serious accessibility violations on the board with cards and with the detail dialog open", async ({
  page,
  context,
}) => {
  // A board, a shuffle and two axe passes: on a machine at full load the first two alone took 29 s.
  test.setTimeout(60_000);
  await openBoard(page, context);
  await shuffle(page, emptyStateShuffle(page));
  const axe = () => new PageAxe({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = (r: Awaited<ReturnType<typeof axe>>) =>
    r.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious(await axe())).toEqual([]);

  await cards(page)
    .first()
    .getByRole("button", { name: /^View details/ })
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(serious(await axe())).toEqual([]);
});

test("the saved board comes with the page: the server's HTML holds its cards, so none waits for a request from the browser", async ({
  page,
  context,
}) => {
  const user = await starter();
  const picks = await e2eDb().idea.findMany({
    where: { published: true },
    orderBy: { id: "asc" },
    take: 2,
    select: { id: true },
  });
  await e2eDb().boardState.create({ data: { userId: user.id, ideaIds: picks.map((i) => i.id) } });
  await loginAs(context, user.username);
  const html = await (await context.request.get("/idea-board")).text();
  for (const idea of picks) expect(html).toContain(`data-idea-id="${idea.id}"`);
  // No request for the saved board or the first-visit flag once the page runs.
  const asked: string[] = [];
  page.on("request", (r) => void (/board-state|has-viewed/.test(r.url()) && asked.push(r.url())));
  await page.goto("/idea-board");
  for (const idea of picks) await expect(cardOf(page, idea.id)).toBeVisible();
  await expect(page.getByRole("button", { name: "Shuffle Ideas" }).first()).toBeEnabled();
  expect(asked).toEqual([]);
});
