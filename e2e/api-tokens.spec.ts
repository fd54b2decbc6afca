import { PageAxe } from "./support/axe";
import type { Page } from "@playwright/test";
import { expect, loginAs, test } from "./support/fixtures";
import { member as newMember } from "./support/members";

/**
 * The account page's API tokens: create one (name and scope), see it once and copy it, use it from
 * a script, find it listed with its times, revoke it (the script is refused at once); on a desktop
 * and a phone screen. And the API reference page the section links to.
 */
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 740 },
];

/** A Pro member of this spec's own (e2e/support/members.ts): its username. */
const member = async () => (await newMember({ prefix: "tok", passwordHash: "not-used" })).username;

const section = (page: Page) => page.locator("#api-tokens");

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of VIEWPORTS) {
  test(`API tokens on the account page (${viewport.name}, ${viewport.width} px): create, copy once, list, revoke`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await loginAs(context, await member());
    await page.goto("/account");
    const tokens = section(page);
    await expect(tokens.getByRole("heading", { name: "API tokens" })).toBeVisible();
    await expect(tokens.getByText("No API tokens yet.")).toBeVisible();

    await tokens.getByLabel("Token name").fill("Research script");
    await tokens.getByLabel("Read and write").check();
    await tokens.getByRole("button", { name: "Create token" }).click();
    await expect(tokens.getByText("Copy this token now: it will not be shown again.")).toBeVisible();
    const token = await tokens.getByLabel("Your new API token").inputValue();
    expect(token).toMatch(/^ifk_[A-Za-z0-9_-]{43}$/);
    await tokens.getByRole("button", { name: "Copy token" }).click();
    await expect(page.getByText("Token copied.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await expectNoSideScroll(page);
    expect((await new PageAxe({ page }).include("#api-tokens").analyze()).violations.map((v) => v.id)).toEqual([]);

    // A script uses it: no cookie, only the token.
    const used = await request.get("/api/projects", { headers: { authorization: `Bearer ${token}` } });
    expect(used.status()).toBe(200);

    await tokens.getByRole("button", { name: "Done" }).click();
    await expect(tokens.getByLabel("Your new API token")).toHaveCount(0);
    await page.reload();
    const row = section(page).getByRole("listitem").filter({ hasText: "Research script" });
    await expect(row).toContainText("Read and write");
    await expect(row).toContainText(token.slice(0, 8));
    await expect(row).toContainText("Created ");
    await expect(row).not.toContainText("Last used never");
    expect(await page.content()).not.toContain(token);
    await expectNoSideScroll(page);

    await row.getByRole("button", { name: "Revoke Research script" }).click();
    await row.getByRole("button", { name: "Revoke now Research script" }).click();
    await expect(page.getByText("Token revoked.")).toBeVisible();
    await expect(section(page).getByText("No API tokens yet.")).toBeVisible();
    const after = await request.get("/api/projects", { headers: { authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
  });
}

test("the API reference page lists the calls a token may make and the MCP tools", async ({ page }) => {
  await page.goto("/docs/api");
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /GET\s*\/api\/ideas\/search/ })).toBeVisible();
  await expect(page.getByText("search_ideas", { exact: true })).toBeVisible();
  const document = await page.request.get("/api/openapi.json");
  expect(document.status()).toBe(200);
  expect((await document.json()).openapi).toBe("3.1.0");
});
