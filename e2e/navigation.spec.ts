import { expect, loginAs, test } from "./support/fixtures";

test.describe("logged-in navigation", () => {
  test.beforeEach(async ({ context }) => {
    await loginAs(context, "demo_pro");
  });

  test("links to every app area and shows the user's profile link", async ({ page }) => {
    await page.goto("/projects");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Idea Board" })).toHaveAttribute("href", "/idea-board");
    await expect(nav.getByRole("link", { name: "Deep Search" })).toHaveAttribute("href", "/search");
    await expect(nav.getByRole("link", { name: "Projects" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Account", exact: true })).toHaveAttribute("href", "/account");
    const profile = nav.getByRole("link", { name: "Profile: demo_pro" });
    await expect(profile).toHaveAttribute("href", "/account");
    await expect(profile).toContainText("D");
  });

  test("Deep Search goes back to the last search page visited", async ({ page }) => {
    await page.goto("/results?main_search_text=invoicing");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Deep Search" }),
    ).toHaveAttribute("href", /^\/results\?main_search_text=invoicing/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Idea Board" }).click();
    await expect(page).toHaveURL(/\/idea-board$/);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Deep Search" }),
    ).toHaveAttribute("href", /^\/results\?main_search_text=invoicing/);
  });

  test("keyboard users can reach the navigation", async ({ page }) => {
    await page.goto("/account");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toBeVisible();
  });
});
