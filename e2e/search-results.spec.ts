import { randomBytes } from "node:crypto";
import { PageAxe } from "./support/axe";
import type { Locator, Page, Request } from "@playwright/test";
import { addEvidence, risingFixture } from "../tests/support/idea-evidence";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";
import { member } from "./support/members";

/**
 * /results as a user meets it: every result opens the Idea Board's detail dialog and
 * carries its claim button (with the release question); results sort and show their active
 * filters as removable chips; the refine sidebar fits its card at every desktop width; the count
 * says how many ideas match (credits only limit how many can be opened); paging is spaced by the
 * client, keeps the page on screen while the next one loads, shows a page already seen at once and
 * scrolls to the top of the results; at 375 px the score sits inline; axe finds nothing serious.
 * The last test attaches full-page screenshots to the report. Each test makes its own user and ideas.
 */
test.use({ timezoneId: "UTC" });
// Each test signs up, seeds ideas and searches several times: room for a busy machine.
test.describe.configure({ timeout: 60_000 });

const DAY = 86_400_000;
const PROJECT_LIMIT =
  "You've reached your active projects limit. Complete or delete existing projects to claim more ideas.";

const letters = () =>
  randomBytes(5)
    .toString("hex")
    .replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!);

/** A member of this spec's own (e2e/support/members.ts), renewing in 30 days whatever the plan; no password. */
const subscriber = (tier: "starter" | "pro" | "lifetime") =>
  member({ prefix: "res", tier, currentPeriodEnd: new Date(Date.now() + 30 * DAY) });

interface IdeaSpec {
  title: string;
  description?: string;
  category?: "Tech" | "Finance" | "Health";
  overall?: number;
  demandScore?: number;
}

/** Creates the ideas one by one, in order (so the last one is the newest), and returns their ids. */
async function makeIdeas(word: string, specs: IdeaSpec[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, s] of specs.entries()) {
    const idea = await e2eDb().idea.create({
      data: {
        sourceKey: `e2e_results_${word}_${i}`,
        title: s.title,
        description: s.description ?? `Made simple for ${word} teams`,
        complaintSummary: `I lose hours on paperwork every week (${word} ${i})`,
        analysis: `Analysis of idea ${i} for ${word}: a crowded but growing market.`,
        category: s.category ?? "Finance",
        overall: s.overall ?? 90 - i,
        demandScore: s.demandScore ?? 50,
        marketSize: 2400,
      },
    });
    ids.push(idea.id);
  }
  return ids;
}

const numbered = (word: string, n: number) =>
  makeIdeas(
    word,
    Array.from({ length: n }, (_, i) => ({ title: `Invoice helper ${word} number ${i + 1}` })),
  );

const results = (page: Page) => page.getByTestId("search-result");
const showing = (page: Page, text: string) => page.getByText(text);
const loading = (page: Page) => page.getByRole("status").filter({ hasText: "Loading results..." });
const isSearchCall = (url: string | URL) => new URL(url).pathname === "/api/ideas/search";

/** Opens /results for a new user of this plan, and waits for the page's first search to answer. */
async function open(
  page: Page,
  context: import("@playwright/test").BrowserContext,
  tier: "starter" | "pro" | "lifetime",
  query: string,
) {
  const user = await subscriber(tier);
  await loginAs(context, user.username);
  const answered = page.waitForResponse((r) => isSearchCall(r.url()), { timeout: 30_000 });
  await page.goto(`/results?${query}`);
  await answered;
  return user;
}

test("every result opens the Idea Board's detail dialog, by keyboard, and claims from it", async ({
  page,
  context,
}) => {
  const word = letters();
  const [first] = await numbered(word, 3);
  const user = await open(page, context, "pro", `main_search_text=${word}`);
  await expect(results(page)).toHaveCount(3);
  const card = results(page).first();
  await expect(card).toContainText(`Invoice helper ${word} number 1`);

  const details = card.getByRole("button", { name: /^View details/ });
  await details.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Invoice helper ${word} number 1` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("img", { name: "AI score: 90 out of 100" })).toBeVisible();
  for (const label of ["Demand", "Simplicity", "Innovation", "Market size"])
    await expect(dialog.getByText(label, { exact: true })).toBeVisible();
  await expect(dialog.getByText("$2.4B")).toBeVisible();
  await expect(dialog.locator("blockquote")).toContainText(`I lose hours on paperwork every week (${word} 0)`);
  await expect(dialog.getByRole("heading", { name: "Analysis" })).toBeVisible();
  await expect(dialog.getByText(`Analysis of idea 0 for ${word}: a crowded but growing market.`)).toBeVisible();

  await dialog.getByRole("button", { name: "Claim This Idea" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: "Claimed" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();
  await expect(card.getByRole("button", { name: "Claimed" })).toBeVisible();
  await expect
    .poll(() => e2eDb().project.count({ where: { userId: user.id, ideaId: first, status: "active" } }))
    .toBe(1);
});

test("a result's claim button has every state: claiming, error for 1 s, the 2 s guard, claimed, unclaiming, and the project limit", async ({
  page,
  context,
}) => {
  await page.clock.install();
  const word = letters();
  const [a, b] = await numbered(word, 2);
  const user = await open(page, context, "starter", `main_search_text=${word}`);
  await expect(results(page)).toHaveCount(2);
  const card = results(page).first();
  let fail = true;
  const held: (() => void)[] = [];
  const isClaimCall = (url: URL) => url.pathname === "/api/ideas/claim" || url.pathname === "/api/ideas/unclaim";
  await page.route(isClaimCall, async (route) => {
    await new Promise<void>((resolve) => held.push(resolve));
    if (!fail) return route.continue();
    return route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: "Something went wrong." }),
    });
  });
  /** Lets the n-th claim or unclaim call through, once it has been sent. */
  const answer = async (n: number) => {
    await expect.poll(() => held.length).toBe(n);
    held[n - 1]!();
  };
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

  await card.getByRole("button", { name: "Claim This Idea" }).click();
  const claiming = card.getByRole("button", { name: "Claiming..." });
  await expect(claiming).toHaveAttribute("aria-busy", "true");
  await answer(1);
  await expect(card.getByRole("button", { name: "Error" })).toBeVisible();
  await expect(card.getByRole("alert")).toHaveText("Something went wrong.");
  await page.clock.runFor(1000);
  await expect(card.getByRole("button", { name: "Claim This Idea" })).toBeVisible();
  // 1 s after the first click: ignored, and the button shows it is not taking clicks yet.
  await expect(card.getByRole("button", { name: "Claim This Idea" })).toHaveAttribute("aria-disabled", "true");
  await card.getByRole("button", { name: "Claim This Idea" }).click({ force: true });
  await page.waitForTimeout(300);
  expect(held).toHaveLength(1);

  fail = false;
  await page.clock.runFor(1000);
  await expect(card.getByRole("button", { name: "Claim This Idea" })).not.toHaveAttribute("aria-disabled", "true");
  await card.getByRole("button", { name: "Claim This Idea" }).click();
  await expect(claiming).toBeVisible();
  await answer(2);
  await expect(card.getByRole("button", { name: "Claimed" })).toBeVisible();
  expect(await e2eDb().project.count({ where: { userId: user.id, ideaId: a, status: "active" } })).toBe(1);

  await page.clock.runFor(2000);
  await card.getByRole("button", { name: "Claimed" }).click();
  await expect(card.getByRole("button", { name: "Unclaiming..." })).toHaveAttribute("aria-busy", "true");
  await answer(3);
  await expect(card.getByRole("button", { name: "Claim This Idea" })).toBeVisible();
  expect(held).toHaveLength(3);
  await page.unroute(isClaimCall);

  // A Starter holds 5 active projects at most: the sixth claim gives the 4 s warning and stays unclaimed.
  await e2eDb().project.createMany({
    data: Array.from({ length: 5 }, (_, i) => ({ userId: user.id, title: `Busy ${i}` })),
  });
  await page.clock.resume();
  const second = results(page).nth(1);
  await second.getByRole("button", { name: "Claim This Idea" }).click();
  await expect(page.getByText(PROJECT_LIMIT)).toBeVisible();
  await expect(second.getByRole("button", { name: "Claim This Idea" })).toBeVisible();
  expect(await e2eDb().project.count({ where: { userId: user.id, ideaId: b } })).toBe(0);
});

test("releasing a result whose project holds a milestone asks first, as on the board", async ({ page, context }) => {
  const word = letters();
  const [idea] = await numbered(word, 1);
  const user = await open(page, context, "pro", `main_search_text=${word}`);
  const card = results(page).first();
  await card.getByRole("button", { name: "Claim This Idea" }).click();
  await expect(card.getByRole("button", { name: "Claimed" })).toBeVisible();
  const project = await e2eDb().project.findFirstOrThrow({ where: { userId: user.id, ideaId: idea } });
  await e2eDb().milestone.create({ data: { projectId: project.id, title: "Talk to five customers", position: 0 } });

  // Clicks closer than 2 s apart are ignored.
  await page.waitForTimeout(2_100);
  await card.getByRole("button", { name: "Claimed" }).click();
  const question = page.getByRole("alertdialog", { name: "Release this idea?" });
  await expect(question).toContainText("1 milestone");
  await question.getByRole("button", { name: "Keep Claim" }).click();
  await expect(question).toBeHidden();
  await expect(card.getByRole("button", { name: "Claimed" })).toBeFocused();

  await page.waitForTimeout(2_100);
  await card.getByRole("button", { name: "Claimed" }).click();
  await question.getByRole("button", { name: "Release Idea" }).click();
  await expect(card.getByRole("button", { name: "Claim This Idea" })).toBeVisible();
  // The project and its milestone stay in My Projects.
  expect(await e2eDb().milestone.count({ where: { projectId: project.id } })).toBe(1);
});

test("results sort by relevance, AI score, demand and newest, and the active filters are chips that re-run the search when removed", async ({
  page,
  context,
}) => {
  const word = letters();
  // Relevance: Alpha has the word three times; Beta and Gamma tie on rank, so the AI score decides.
  await makeIdeas(word, [
    {
      title: `Alpha ${word} ${word}`,
      description: `For ${word} teams`,
      category: "Finance",
      overall: 20,
      demandScore: 90,
    },
    { title: `Beta ${word}`, description: "For small teams", category: "Tech", overall: 90, demandScore: 10 },
    { title: `Gamma ${word}`, description: "For small teams", category: "Health", overall: 50, demandScore: 50 },
  ]);
  await open(
    page,
    context,
    "lifetime",
    `main_search_text=${word}&categories=Finance,Tech,Health&overall_min=10&summary_exclude=crypto`,
  );
  const titles = results(page).getByRole("heading");
  await expect(titles).toHaveText([/Alpha/, /Beta/, /Gamma/]);

  const sort = page.getByLabel("Sort by");
  await expect(sort).toHaveValue("relevance");
  await sort.selectOption({ label: "AI score" });
  await expect(titles).toHaveText([/Beta/, /Gamma/, /Alpha/]);
  await expect(page).toHaveURL(/[?&]sort=ai_score/);
  await sort.selectOption({ label: "Demand" });
  await expect(titles).toHaveText([/Alpha/, /Gamma/, /Beta/]);
  await sort.selectOption({ label: "Newest" });
  await expect(titles).toHaveText([/Gamma/, /Beta/, /Alpha/]);

  const chips = page.getByRole("list", { name: "Active filters" });
  await expect(chips.getByRole("listitem")).toHaveText([
    "Category: Finance",
    "Category: Tech",
    "Category: Health",
    "AI Score: 10–100",
    "Summary must exclude: crypto",
  ]);
  await chips.getByRole("button", { name: "Remove filter Category: Tech" }).click();
  await expect(titles).toHaveText([/Gamma/, /Alpha/]);
  await expect(page).not.toHaveURL(/Tech/);
  await expect(page).toHaveURL(/[?&]sort=newest/);
  await expect(sort).toHaveValue("newest");
  await chips.getByRole("button", { name: "Remove filter AI Score: 10–100" }).click();
  await expect(chips.getByRole("listitem")).toHaveText([
    "Category: Finance",
    "Category: Health",
    "Summary must exclude: crypto",
  ]);
  await expect(page).not.toHaveURL(/overall_min/);
  // The refine sidebar follows the removed chips.
  await expect(
    page.getByRole("form", { name: "Refine search" }).getByRole("checkbox", { name: "Tech" }),
  ).not.toBeChecked();
});

/** What leaves the refine card or overlaps inside it, as readable strings (empty when the layout holds). */
function layoutProblems(form: Locator): Promise<string[]> {
  return form.evaluate((el) => {
    const card = el.parentElement!.getBoundingClientRect();
    const name = (e: Element) =>
      `${e.tagName.toLowerCase()}[${e.getAttribute("aria-label") ?? e.getAttribute("placeholder") ?? e.textContent?.trim().slice(0, 30) ?? ""}]`;
    const problems: string[] = [];
    const tolerance = 0.5;
    for (const e of el.querySelectorAll("*")) {
      if (e.closest(".sr-only")) continue;
      const r = e.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (
        r.left < card.left - tolerance ||
        r.right > card.right + tolerance ||
        r.top < card.top - tolerance ||
        r.bottom > card.bottom + tolerance
      ) {
        problems.push(
          `${name(e)} leaves the card: ${Math.round(r.left)}-${Math.round(r.right)} of ${Math.round(card.left)}-${Math.round(card.right)}`,
        );
      }
    }
    const inputs = [...el.querySelectorAll("input, select, button")].map((e) => ({ e, r: e.getBoundingClientRect() }));
    for (let i = 0; i < inputs.length; i++) {
      for (let j = i + 1; j < inputs.length; j++) {
        const [a, b] = [inputs[i]!.r, inputs[j]!.r];
        const overlap =
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > tolerance &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > tolerance;
        if (overlap) problems.push(`${name(inputs[i]!.e)} overlaps ${name(inputs[j]!.e)}`);
      }
    }
    // Every text field shows its whole placeholder or value.
    const ctx = document.createElement("canvas").getContext("2d")!;
    for (const input of el.querySelectorAll<HTMLInputElement>("input:not([type=checkbox])")) {
      const style = getComputedStyle(input);
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = input.value || input.placeholder;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (ctx.measureText(text).width > room + tolerance)
        problems.push(
          `${name(input)} cuts '${text}' (${Math.round(room)} px for ${Math.round(ctx.measureText(text).width)})`,
        );
    }
    return problems;
  });
}

test("the refine sidebar fits its card at every desktop width: nothing leaves it, no inputs overlap, no placeholder is cut", async ({
  page,
  context,
}) => {
  const word = letters();
  await numbered(word, 2);
  // A long term without a space must wrap inside its chip too.
  await open(
    page,
    context,
    "pro",
    `main_search_text=${word}&title_include=mobile,scanner,${"x".repeat(60)}&summary_exclude=crypto&number_developing_max=12`,
  );
  await expect(results(page)).toHaveCount(0);
  const form = page.getByRole("form", { name: "Refine search" });
  for (const width of [851, 1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(form).toBeVisible();
    expect(await layoutProblems(form), `at ${width} px`).toEqual([]);
  }
});

test("the count is the number of matching ideas; when credits limit what can be opened, the line says so", async ({
  page,
  context,
}) => {
  const word = letters();
  await numbered(word, 13);
  // A Starter has 10 search credits a day.
  await open(page, context, "starter", `main_search_text=${word}`);
  await expect(showing(page, `Showing results 1-10 of 13 for “${word}”`)).toBeVisible();
  await expect(showing(page, "Your search credits for today let you open the first 10.")).toBeVisible();
  // Two sentences, as read aloud and as copied.
  await expect(page.getByRole("paragraph").filter({ hasText: "Showing results 1-10" })).toHaveText(
    `Showing results 1-10 of 13 for “${word}”. Your search credits for today let you open the first 10.`,
  );
  await expect(page.getByTestId("page-indicator")).toHaveText("1/2");
  await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();
});

test("a new search opened as a page is sent by its HTML, before the app's scripts run, and only once", async ({
  page,
  context,
}) => {
  const word = letters();
  await numbered(word, 3);
  const user = await subscriber("pro");
  await loginAs(context, user.username);
  // Without the app's scripts the page still asks for its search: the HTML sent it.
  await page.route("**/_next/static/chunks/**", (route) => route.abort());
  const sent = page.waitForRequest((r) => isSearchCall(r.url()), { timeout: 30_000 });
  await page.goto(`/results?main_search_text=${word}`);
  expect(new URL((await sent).url()).searchParams.get("main_search_text")).toBe(word);
  await page.unroute("**/_next/static/chunks/**");

  // With them, the results show from that one request: the page does not search again. (Another
  // user: searches of one user less than 500 ms apart are refused, and this one just searched.)
  await loginAs(context, (await subscriber("pro")).username);
  const searches: string[] = [];
  page.on("request", (r) => void (isSearchCall(r.url()) && searches.push(r.url())));
  await page.goto(`/results?main_search_text=${word}&page=1&sort=newest`);
  await expect(showing(page, `Showing results 1-3 of 3 for “${word}”`)).toBeVisible();
  await expect(results(page)).toHaveCount(3);
  await page.waitForLoadState("networkidle");
  expect(searches).toHaveLength(1);
  expect(new URL(searches[0]!).searchParams.get("client_date")).toBe(new Date().toISOString().slice(0, 10));
});

test("a new search opened as a page, by a browser that has been on the app, comes in the page's HTML: nothing to send, charged once, saved", async ({
  page,
  context,
}) => {
  const word = letters();
  const ids = await numbered(word, 12);
  const user = await subscriber("pro");
  await loginAs(context, user.username);
  // Any page of the app leaves the browser's UTC offset: the server then knows the user's date.
  await page.goto("/search");
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === "tz_offset")?.value).toBe("0");
  const searches: string[] = [];
  page.on("request", (r) => void (isSearchCall(r.url()) && searches.push(r.url())));
  const response = await page.goto(`/results?main_search_text=${word}`);
  // The results are in the HTML itself, before any script runs.
  const html = await response!.text();
  for (const n of [1, 10]) expect(html).toContain(`Invoice helper ${word} number ${n}`);
  expect(html).not.toContain(`Invoice helper ${word} number 11`);
  await expect(showing(page, `Showing results 1-10 of 12 for “${word}”`)).toBeVisible();
  await expect(results(page).first()).toHaveAttribute("data-idea-id", String(ids[0]));
  await expect(page.getByTestId("search-credits")).toHaveText("20/30");
  await page.waitForLoadState("networkidle");
  expect(searches).toEqual([]);

  // Saved as viewed: a reload shows the same page without paying again.
  await page.reload();
  await expect(results(page)).toHaveCount(10);
  await expect(page.getByTestId("search-credits")).toHaveText("20/30");
  // The next page is the browser's own search, spaced from the server's, and charged 2 credits.
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(showing(page, `Showing results 11-12 of 12 for “${word}”`)).toBeVisible();
  await expect(page.getByTestId("search-credits")).toHaveText("18/30");
  expect(searches).toHaveLength(1);
  const usage = await e2eDb().dailyUsage.findMany({ where: { userId: user.id } });
  expect(usage.map((u) => u.searchUsed)).toEqual([12]);
});

test("paging quickly never meets a 429: the page stays on screen with a loader, and a page already seen shows at once", async ({
  page,
  context,
}) => {
  const word = letters();
  await numbered(word, 40);
  const statuses: number[] = [];
  page.on("response", (r) => void (isSearchCall(r.url()) && statuses.push(r.status())));
  await open(page, context, "lifetime", `main_search_text=${word}`);
  await expect(showing(page, `Showing results 1-10 of 40 for “${word}”`)).toBeVisible();
  const next = page.getByRole("button", { name: "Next page" });

  // Next, and Next again as soon as the page is there: the client waits out the spacing itself.
  await next.click();
  await expect(showing(page, `Showing results 11-20 of 40 for “${word}”`)).toBeVisible();
  await next.click();
  await expect(results(page)).toHaveCount(10);
  await expect(showing(page, `Showing results 21-30 of 40 for “${word}”`)).toBeVisible();
  expect(statuses.filter((s) => s !== 200)).toEqual([]);

  // While the next page loads, the shown page stays with a loader (its answer is held here).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => isSearchCall(url) && url.searchParams.get("offset") === "30",
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await next.click();
  await expect(loading(page)).toBeVisible();
  await expect(results(page)).toHaveCount(10);
  await expect(results(page).first()).toContainText(`Invoice helper ${word} number 21`);
  release();
  await expect(showing(page, `Showing results 31-40 of 40 for “${word}”`)).toBeVisible();
  await expect(loading(page)).toBeHidden();

  // Back to a page already seen: from the client's cache, no search call and no page request.
  // (The page-view record of the page just left may still be on its way: it is not a search.)
  const requests: Request[] = [];
  const isSearchOrPage = (url: URL) => isSearchCall(url) || url.pathname === "/results";
  page.on("request", (r) => void (isSearchOrPage(new URL(r.url())) && requests.push(r)));
  await page.getByRole("button", { name: "Previous page" }).click();
  await expect(showing(page, `Showing results 21-30 of 40 for “${word}”`)).toBeVisible();
  await expect(results(page).first()).toContainText(`Invoice helper ${word} number 21`);
  await page.waitForTimeout(300);
  expect(requests.map((r) => new URL(r.url()).pathname)).toEqual([]);
  expect(statuses.filter((s) => s !== 200)).toEqual([]);
});

test("after paging, the top of the results shows below the sticky header", async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const word = letters();
  await numbered(word, 15);
  await open(page, context, "pro", `main_search_text=${word}`);
  await expect(showing(page, `Showing results 1-10 of 15 for “${word}”`)).toBeVisible();
  const next = page.getByRole("button", { name: "Next page" });
  await next.scrollIntoViewIfNeeded();
  await next.click();
  const line = showing(page, `Showing results 11-15 of 15 for “${word}”`);
  await expect(line).toBeVisible();
  const header = page.locator("header").first();
  await expect
    .poll(async () => {
      const [h, l] = [await header.boundingBox(), await line.boundingBox()];
      return h && l ? l.y >= h.y + h.height && l.y + l.height <= 720 : false;
    })
    .toBe(true);
  // The browser's Back goes to the page before.
  await page.goBack();
  await expect(showing(page, `Showing results 1-10 of 15 for “${word}”`)).toBeVisible();
});

test("at 375 px the AI score sits inline and the text takes the card's whole width", async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const word = letters();
  await numbered(word, 2);
  await open(page, context, "pro", `main_search_text=${word}`);
  const card = results(page).first();
  await expect(card).toBeVisible();
  const title = card.getByRole("heading");
  const score = card.getByRole("img", { name: "AI score: 90 out of 100" });
  await expect(score).toBeVisible();
  const room = await card.evaluate((el) => {
    const style = getComputedStyle(el);
    return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });
  const [t, s] = [(await title.boundingBox())!, (await score.boundingBox())!];
  expect(t.width).toBeGreaterThanOrEqual(room - 1);
  // The score is in the line above the title, not beside it.
  expect(s.y + s.height).toBeLessThanOrEqual(t.y + 0.5);
});

test("results sort by trend, and 'Rising only' keeps the rising ideas, shown as a chip", async ({ page, context }) => {
  const word = letters();
  // Rising has evidence that grows, Plain has none: by trend Rising comes first whatever the AI score.
  // Its evidence gives it an AI score of its own (94 today): Plain's is set above it.
  const [rising] = await makeIdeas(word, [
    { title: `Rising ${word}`, overall: 20 },
    { title: `Plain ${word}`, overall: 99 },
  ]);
  await addEvidence(e2eDb(), rising!, risingFixture(word));
  await open(page, context, "lifetime", `main_search_text=${word}&sort=ai_score`);
  const titles = results(page).getByRole("heading");
  await expect(titles).toHaveText([/Plain/, /Rising/]);
  await page.getByLabel("Sort by").selectOption({ label: "Trend" });
  await expect(titles).toHaveText([/Rising/, /Plain/]);
  await expect(page).toHaveURL(/[?&]sort=trend/);
  await page.getByRole("checkbox", { name: "Rising only" }).check();
  await expect(titles).toHaveText([/Rising/]);
  await expect(page).toHaveURL(/[?&]rising_only=true/);
  const chips = page.getByRole("list", { name: "Active filters" });
  await chips.getByRole("button", { name: "Remove filter Trend: rising" }).click();
  await expect(titles).toHaveText([/Rising/, /Plain/]);
  await expect(page.getByRole("checkbox", { name: "Rising only" })).not.toBeChecked();
});

test("no serious accessibility violations on /results with results, filter chips and the sort, at 1280 and 375 px", async ({
  page,
  context,
}) => {
  const word = letters();
  await numbered(word, 12);
  await open(page, context, "pro", `main_search_text=${word}&categories=Finance&overall_min=20`);
  await expect(results(page)).toHaveCount(10);
  const axe = () => new PageAxe({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = (r: Awaited<ReturnType<typeof axe>>) =>
    r.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious(await axe())).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole("button", { name: "Refine Search" })).toBeVisible();
  expect(serious(await axe())).toEqual([]);
});

test("screenshots of /results with the refine sidebar open, at 1280 and 375 px", async ({
  page,
  context,
}, testInfo) => {
  const word = letters();
  await numbered(word, 12);
  await open(page, context, "pro", `main_search_text=${word}&categories=Finance&title_include=invoice&overall_min=20`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(results(page)).toHaveCount(10);
  await expect(page.getByRole("form", { name: "Refine search" })).toBeVisible();
  await testInfo.attach("results-1280-refine-open.png", {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole("img", { name: "AI score: 90 out of 100" })).toBeVisible();
  await testInfo.attach("results-375.png", {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });
  await page.getByRole("button", { name: "Refine Search" }).click();
  const panel = page.getByRole("dialog", { name: "Refine search" });
  await expect(panel).toBeVisible();
  // The panel covers the screen and scrolls on its own: a window as tall as the panel shows all of it.
  await page.setViewportSize({ width: 375, height: await panel.evaluate((el) => el.scrollHeight) });
  await testInfo.attach("results-375-refine-open.png", {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });
});
