import { SAMPLE_DATA_NOTICE } from "../lib/domain/ideas/library-notice";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";

/**
 * Outside production (the e2e app runs with APP_ENV=test) the landing page, /account and the idea
 * details dialog say in one quiet line that the library is generated sample data.
 */
const notice = (page: import("@playwright/test").Page) => page.locator("[data-library-notice]");

test("the landing page says the library is generated sample data", async ({ page }) => {
  await page.goto("/");
  await expect(notice(page)).toHaveText(SAMPLE_DATA_NOTICE);
  await expect(notice(page)).toHaveAttribute("data-library-notice", "sample");
});

test("/account and an idea's details say the library is generated sample data", async ({ page, context }) => {
  await loginAs(context, "demo_lifetime");
  await page.goto("/account");
  await expect(notice(page)).toHaveText(SAMPLE_DATA_NOTICE);

  const word = `notice${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
  const idea = await e2eDb().idea.create({
    data: {
      sourceKey: `e2e_notice_${word}`,
      title: `Notice idea ${word}`,
      description: "d",
      complaintSummary: `c ${word}`,
      analysis: "a",
      category: "Tech",
    },
  });
  try {
    await page.goto(`/results?main_search_text=${word}`);
    await page
      .getByTestId("search-result")
      .getByRole("button", { name: /^View details/ })
      .click();
    const dialog = page.getByRole("dialog", { name: idea.title });
    await expect(dialog.locator("[data-library-notice]")).toHaveText(SAMPLE_DATA_NOTICE);
  } finally {
    await e2eDb().idea.delete({ where: { id: idea.id } });
  }
});
