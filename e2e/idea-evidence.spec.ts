import { randomBytes } from "node:crypto";
import type { Locator, Page, Request } from "@playwright/test";
import {
  formatMonth,
  lastMonths,
  mentionsLine,
  sparklineSummary,
  trendWord,
  type MonthMentions,
} from "../lib/domain/ideas/evidence";
import { addEvidence, risingFixture } from "../tests/support/idea-evidence";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";
import { member } from "./support/members";

/**
 * The evidence behind an idea, opened from the Idea Board and from
 * Deep Search results at 1280 and 375 px: the card's line ('N mentions, rising') and launch
 * posts; in the details, loaded in the one GET /api/ideas/{id}, the sparkline's text summary, the
 * communities with their counts, the quotes with community and month, the builders' two numbers
 * with their meaning and the 'Why this score' panel, each checked against the database. Each test
 * makes its own user and its own idea with evidence.
 */
test.use({ timezoneId: "UTC", locale: "en-US" });
test.describe.configure({ timeout: 60_000 });

const letters = () =>
  randomBytes(5)
    .toString("hex")
    .replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!);

const proUser = () => member({ prefix: "ev" });

/** An idea with stored evidence (tests/support/idea-evidence.ts), its title holding a word no other idea has. */
async function ideaWithEvidence(word: string) {
  const idea = await e2eDb().idea.create({
    data: {
      sourceKey: `e2e_evidence_${word}`,
      title: `Invoice matcher ${word}`,
      description: `Matches supplier payments to invoices for ${word} shops.`,
      complaintSummary: `I retype invoices by hand every month (${word}).`,
      analysis: `Analysis for ${word}: bookkeeping tools leave this gap.`,
      category: "Finance",
    },
  });
  await addEvidence(e2eDb(), idea.id, risingFixture(word));
  return idea.id;
}

/** What the page should show, read back from the database (not from the fixture). */
async function expectedFromDb(ideaId: number) {
  const idea = await e2eDb().idea.findUniqueOrThrow({ where: { id: ideaId } });
  const ev = await e2eDb().pipelineEvidence.findUniqueOrThrow({ where: { ideaId } });
  const quotes = await e2eDb().pipelineQuote.findMany({ where: { ideaId }, orderBy: { position: "asc" } });
  const inputs = ev.scoreInputs as { trend: { ratio: number; recentMonths: string[] } };
  const trend = trendWord(inputs.trend.ratio);
  const months = lastMonths(ev.monthly as unknown as MonthMentions[], inputs.trend.recentMonths.at(-1)!);
  const month = (d: Date) => d.toISOString().slice(0, 7);
  return {
    idea,
    line: mentionsLine({ mentions: ev.needPosts, trend }),
    launches: `${ev.launchPosts} launch posts seen`,
    launchPosts: ev.launchPosts,
    summary: sparklineSummary(months, trend),
    communities: (ev.communities as { name: string; posts: number }[]).map((c) => `${c.name}${c.posts} mentions`),
    quotes: quotes.map((q) => ({ text: q.text, caption: `${q.community} · ${formatMonth(month(q.month))}` })),
    explanation: `${ev.explanation}.`,
    people: ev.people,
    mentions: ev.needPosts,
    inChart: months.reduce((sum, m) => sum + m.mentions, 0),
    chartMonths: months.length,
  };
}

type Expected = Awaited<ReturnType<typeof expectedFromDb>>;

const isIdeaCall = (id: number) => (r: Request) =>
  r.method() === "GET" && new URL(r.url()).pathname === `/api/ideas/${id}`;

/** The card's line, and its launch posts: 'N launch posts seen' on the board, 'Launch posts: N' among a result's metrics. */
async function checkCard(card: Locator, e: Expected, surface: "board" | "search") {
  await expect(card.getByTestId("evidence-line")).toHaveText(e.line);
  if (surface === "board") await expect(card.getByText(e.launches)).toBeVisible();
  else
    await expect(card.getByText("Launch posts:", { exact: true }).locator("..")).toHaveText(
      `Launch posts:${e.launchPosts}`,
    );
}

/** Opens the details by keyboard; the evidence comes in the one answer of GET /api/ideas/{id}. */
async function openDetails(page: Page, card: Locator, e: Expected): Promise<Locator> {
  const calls: string[] = [];
  const track = (r: Request) => (isIdeaCall(e.idea.id)(r) ? calls.push(r.url()) : undefined);
  page.on("request", track);
  const answered = page.waitForResponse((r) => isIdeaCall(e.idea.id)(r.request()));
  await card.getByRole("button", { name: /^View details/ }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: e.idea.title });
  await expect(dialog).toBeVisible();
  const body = await (await answered).json();
  expect(body.evidence.quotes).toHaveLength(e.quotes.length);
  expect(JSON.stringify(body)).not.toMatch(/post_?id|author/i);
  await expect(dialog.getByTestId("mentions-sparkline")).toBeVisible();
  page.off("request", track);
  expect(calls).toHaveLength(1);
  return dialog;
}

async function checkDetails(page: Page, dialog: Locator, e: Expected) {
  const sparkline = dialog.getByTestId("mentions-sparkline");
  await expect(sparkline.locator("figcaption")).toHaveText(e.summary);
  await expect(dialog.getByRole("figure", { name: e.summary })).toBeVisible();
  await expect(sparkline.locator("table tbody tr")).toHaveCount(24);

  const evidence = dialog.getByRole("region", { name: "Evidence from the forums" });
  await expect(evidence.getByText("People", { exact: true }).locator("..")).toContainText(String(e.people));
  // The all-time count and the chart's total say what each counts, and add up.
  await expect(evidence.getByText("Mentions, all time", { exact: true }).locator("..")).toContainText(
    String(e.mentions),
  );
  expect(e.inChart).toBeLessThan(e.mentions);
  await expect(evidence.getByTestId("older-mentions")).toHaveText(
    `The other ${e.mentions - e.inChart} of the ${e.mentions} mentions are older than these ${e.chartMonths} months.`,
  );
  await expect(evidence.getByTestId("evidence-community")).toHaveText(e.communities);

  const quotes = dialog.getByTestId("evidence-quote");
  await expect(quotes).toHaveCount(e.quotes.length);
  for (const [i, q] of e.quotes.entries()) {
    await expect(quotes.nth(i).locator("blockquote")).toHaveText(q.text);
    await expect(quotes.nth(i).locator("figcaption")).toHaveText(q.caption);
  }

  await expect(dialog.getByText(/^\d+ building this$/)).toHaveText(`${e.idea.numberDeveloping} building this`);
  await expect(dialog.getByText(e.launches)).toBeVisible();
  await expect(dialog.getByTestId("builders-meaning")).toContainText(
    "Building this: users of this app who claimed the idea.",
  );
  await expect(dialog.getByTestId("builders-meaning")).toContainText(
    "Launch posts: people in the sources saying they built something",
  );

  const why = dialog.getByRole("region", { name: "Why this score" });
  await expect(why).toContainText(e.explanation);
  const reason = (key: string) => why.locator(`[data-reason="${key}"]`);
  await expect(reason("overall").locator("dt")).toHaveText(`AI score${e.idea.overall}`);
  await expect(reason("demand").locator("dt")).toHaveText(`Demand${e.idea.demandScore}`);
  await expect(reason("demand").locator("dd")).toContainText(
    `${e.people} different people in ${e.communities.length} communities asked for this`,
  );
  await expect(reason("trend").locator("dt")).toContainText("Trendrising");
  await expect(reason("innovation").locator("dt")).toHaveText(`Innovation${e.idea.innovationScore}`);
  await expect(reason("simplicity").locator("dt")).toHaveText(`Simplicity${e.idea.simplicityScore}`);
  await expect(reason("market").locator("dd")).toContainText(
    `people (${e.people}) and communities (${e.communities.length})`,
  );

  // Nothing wider than the screen; the last panel can be scrolled to. Screenshots for the report.
  expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await sparkline.scrollIntoViewIfNeeded();
  await test.info().attach("evidence", { body: await page.screenshot(), contentType: "image/png" });
  await why.scrollIntoViewIfNeeded();
  await expect(why).toBeInViewport();
  await test.info().attach("why this score", { body: await page.screenshot(), contentType: "image/png" });

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 740 } });

    test("from the Idea Board: the card's line, then the evidence in the details", async ({ page, context }) => {
      const word = letters();
      const id = await ideaWithEvidence(word);
      const user = await proUser();
      // The board as a shuffle leaves it: the idea shown (paid) and saved as the user's board.
      await e2eDb().ideaView.create({
        data: { userId: user.id, kind: "board", ideaId: id, day: new Date(new Date().toISOString().slice(0, 10)) },
      });
      await e2eDb().boardState.create({ data: { userId: user.id, ideaIds: [id], hasVisited: true } });
      const e = await expectedFromDb(id);
      await loginAs(context, user.username);
      await page.goto("/idea-board");
      const card = page.locator(`article[data-idea-id="${id}"]`);
      await expect(card).toBeVisible();
      await checkCard(card, e, "board");
      const dialog = await openDetails(page, card, e);
      await checkDetails(page, dialog, e);
      await expect(card.getByRole("button", { name: /^View details/ })).toBeFocused();
    });

    test("from Deep Search results: the card's line, then the evidence in the details", async ({ page, context }) => {
      const word = letters();
      const id = await ideaWithEvidence(word);
      const user = await proUser();
      const e = await expectedFromDb(id);
      await loginAs(context, user.username);
      const searched = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/ideas/search", {
        timeout: 30_000,
      });
      await page.goto(`/results?main_search_text=${word}`);
      await searched;
      const card = page.getByTestId("search-result");
      await expect(card).toHaveCount(1);
      await checkCard(card, e, "search");
      const dialog = await openDetails(page, card, e);
      await checkDetails(page, dialog, e);
    });
  });
}

test("an idea without evidence shows no line, no evidence and no 'Why this score', and its details still open", async ({
  page,
  context,
}) => {
  const word = letters();
  const idea = await e2eDb().idea.create({
    data: {
      sourceKey: `e2e_evidence_none_${word}`,
      title: `Plain idea ${word}`,
      description: "d",
      complaintSummary: `c ${word}`,
      analysis: "a",
      category: "Tech",
    },
  });
  const user = await proUser();
  await loginAs(context, user.username);
  await page.goto(`/results?main_search_text=${word}`);
  const card = page.getByTestId("search-result");
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("evidence-line")).toHaveCount(0);
  await expect(card.getByText(/launch posts?/i)).toHaveCount(0);
  await card.getByRole("button", { name: /^View details/ }).click();
  const dialog = page.getByRole("dialog", { name: idea.title });
  await expect(dialog.getByRole("heading", { name: "Analysis" })).toBeVisible();
  await expect(dialog.getByText(/^\d+ building this$/)).toHaveText("0 building this");
  await expect(dialog.getByTestId("builders-meaning")).toHaveText(
    "Building this: users of this app who claimed the idea.",
  );
  await expect(dialog.getByTestId("mentions-sparkline")).toHaveCount(0);
  await expect(dialog.getByRole("region", { name: "Why this score" })).toHaveCount(0);
  await expect(dialog.getByText("Loading the evidence...")).toHaveCount(0);
});
