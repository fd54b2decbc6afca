import { randomBytes } from "node:crypto";
import type { Request } from "@playwright/test";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";
import { member } from "./support/members";

/**
 * The attack: a signed-in Starter user follows a link on another site to the app's credit-spending
 * addresses. The browser carries the Lax session cookie on that top-level navigation, so the app
 * itself must tell it apart (Sec-Fetch-Site: cross-site, no header of the app's script): nothing is
 * searched, charged or saved. The /results link shows the Deep Search form filled in, and the
 * search runs (and is charged) only when the user presses Search.
 */
test.use({ timezoneId: "UTC" });
test.describe.configure({ timeout: 60_000 });

const EVIL = "http://links.evil.example";
const letters = () =>
  randomBytes(5)
    .toString("hex")
    .replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!);

const starter = () => member({ prefix: "xs", tier: "starter" });

async function ideasFor(word: string, n: number) {
  for (let i = 0; i < n; i++)
    await e2eDb().idea.create({
      data: {
        sourceKey: `e2e_xsite_${word}_${i}`,
        title: `Receipt sorter ${word} number ${i + 1}`,
        description: `Sorting receipts for ${word} shops`,
        complaintSummary: `Receipts pile up every month (${word} ${i})`,
        analysis: `Analysis ${i} for ${word}.`,
        category: "Finance",
        overall: 90 - i,
        demandScore: 50,
        marketSize: 1200,
      },
    });
}

const used = async (userId: number) => {
  const rows = await e2eDb().dailyUsage.findMany({ where: { userId } });
  return {
    search: rows.reduce((n, r) => n + r.searchUsed, 0),
    random: rows.reduce((n, r) => n + r.randomUsed, 0),
  };
};

test("a foreign link to /results runs nothing: the form comes filled in, and the search runs when the user asks", async ({
  page,
  context,
  baseURL,
}) => {
  const word = letters();
  await ideasFor(word, 3);
  const user = await starter();
  await loginAs(context, user.username);
  const savedBefore = await e2eDb().searchState.findUnique({ where: { userId: user.id } });
  const searches: Request[] = [];
  page.on("request", (r) => void (new URL(r.url()).pathname === "/api/ideas/search" && searches.push(r)));

  await page.route(`${EVIL}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<a id="go" href="${baseURL}/results?main_search_text=${word}&sort=ai_score">Free ideas</a>`,
    }),
  );
  await page.goto(`${EVIL}/`);
  await page.click("#go");

  await expect(page).toHaveURL(/\/search\?/);
  await expect(page.getByPlaceholder("Search for ideas...")).toHaveValue(word);
  await page.waitForLoadState("networkidle");
  expect(searches, "no search call before the user asks").toHaveLength(0);
  expect(await used(user.id)).toEqual({ search: 0, random: 0 });
  expect(await e2eDb().searchState.findUnique({ where: { userId: user.id } })).toEqual(savedBefore);

  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("search-result")).toHaveCount(3);
  await expect.poll(async () => (await used(user.id)).search).toBe(3);
});

test("foreign links to the board and search calls spend no credit", async ({ page, context, baseURL }) => {
  const word = letters();
  await ideasFor(word, 2);
  const user = await starter();
  await loginAs(context, user.username);
  await page.route(`${EVIL}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<a id="board" href="${baseURL}/api/ideas?count=8">Board</a>
             <a id="search" href="${baseURL}/api/ideas/search?main_search_text=${word}">Search</a>`,
    }),
  );
  for (const id of ["board", "search"]) {
    await page.goto(`${EVIL}/`);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().startsWith(baseURL!)),
      page.click(`#${id}`),
    ]);
    expect(answer.status(), id).toBe(403);
    expect(await answer.text(), id).not.toContain(word);
  }
  expect(await used(user.id)).toEqual({ search: 0, random: 0 });
});
