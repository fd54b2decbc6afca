import { PageAxe } from "./support/axe";
import type { Locator, Page } from "@playwright/test";
import { AVATAR_MESSAGES } from "../lib/domain/avatar";
import { SVG_WITH_SCRIPT, pngImage } from "../tests/support/avatar-images";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";
import { member as newMember } from "./support/members";

/**
 * The edit-profile popup on /account (it saves): a new avatar,
 * shown at once in the account header and the nav, and still there after a reload. The username is
 * changed in User Settings (e2e/billing-states.spec.ts, e2e/account.spec.ts); the popup points there.
 * Each test makes its own user; the demo users stay as seeded.
 */
const PASSWORD = "Edit-Profile-1!";

/** A Pro member of this spec's own (e2e/support/members.ts), with PASSWORD. */
const member = () => newMember({ prefix: "prof", password: PASSWORD });

async function openAccount(page: Page, context: import("@playwright/test").BrowserContext, username: string) {
  await loginAs(context, username);
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: username })).toBeVisible();
}

const editButton = (page: Page) => page.getByRole("button", { name: "Edit Profile" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Edit Profile" });
const fileInput = (page: Page) => dialog(page).getByLabel("Avatar image file");
const profileLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: `Profile: ${name}` });
const headerAvatar = (page: Page) => page.getByRole("img", { name: "Your avatar" });

/** The image really loaded (a broken URL would leave naturalWidth at 0). */
async function expectLoaded(image: Locator, width: number) {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(width);
}

test("a new avatar shows in the header and the nav at once, and after a reload", async ({ page, context }) => {
  const user = await member();
  await openAccount(page, context, user.username);
  // No avatar yet: the nav shows the first letter.
  await expect(profileLink(page, user.username)).toContainText(user.username[0]!.toUpperCase());

  await editButton(page).click();
  await expect(dialog(page)).toBeVisible();

  // An SVG named .png is refused in the popup, before any upload, with the server's message.
  await fileInput(page).setInputFiles({ name: "innocent.png", mimeType: "image/png", buffer: SVG_WITH_SCRIPT });
  await expect(dialog(page).getByRole("alert")).toHaveText(AVATAR_MESSAGES.unsupportedType);
  await expect(dialog(page).getByRole("img", { name: "New avatar preview" })).toHaveCount(0);

  // A real PNG: previewed before saving.
  await fileInput(page).setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: pngImage(48, 48, [220, 38, 38]),
  });
  await expect(dialog(page).getByRole("alert")).toHaveCount(0);
  await expectLoaded(dialog(page).getByRole("img", { name: "New avatar preview" }), 48);
  await expect(dialog(page).getByText("New image selected: me.png")).toBeVisible();
  const axe = await new PageAxe({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // The popup has no username field: an avatar needs no password.
  await expect(dialog(page).getByRole("textbox", { name: "Username" })).toHaveCount(0);
  await dialog(page).getByRole("button", { name: "Save", exact: true }).click();

  await expect(page.getByText("Your profile was updated.")).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(editButton(page)).toBeFocused();

  await expect(headerAvatar(page)).toHaveAttribute("src", new RegExp(`^/api/avatars/${user.id}/[0-9a-f]{16}$`));
  await expectLoaded(headerAvatar(page), 48);
  const navAvatar = profileLink(page, user.username).locator("img");
  await expect(navAvatar).toHaveAttribute("src", new RegExp(`^/api/avatars/${user.id}/`));
  await expectLoaded(navAvatar, 48);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: user.username })).toBeVisible();
  await expectLoaded(headerAvatar(page), 48);
  await expectLoaded(profileLink(page, user.username).locator("img"), 48);
  const stored = await e2eDb().user.findUniqueOrThrow({ where: { id: user.id }, include: { avatar: true } });
  expect(stored.avatar?.contentType).toBe("image/png");
  expect(stored.avatarUrl).toBe(await headerAvatar(page).getAttribute("src"));
});

test("Escape closes the popup without saving; the avatar can be added and removed again", async ({ page, context }) => {
  const user = await member();
  await openAccount(page, context, user.username);

  await editButton(page).click();
  await fileInput(page).setInputFiles({ name: "pic.png", mimeType: "image/png", buffer: pngImage(20, 20) });
  await expect(dialog(page).getByRole("img", { name: "New avatar preview" })).toBeVisible();

  // Escape closes without saving; focus goes back to the button.
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await expect(editButton(page)).toBeFocused();
  await expect(headerAvatar(page)).toHaveCount(0);
  expect((await e2eDb().user.findUniqueOrThrow({ where: { id: user.id } })).avatarUrl).toBeNull();

  // An avatar alone needs no password; then remove it again.
  await editButton(page).click();
  await fileInput(page).setInputFiles({ name: "pic.png", mimeType: "image/png", buffer: pngImage(20, 20) });
  await dialog(page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Your profile was updated.").first()).toBeVisible();
  await expectLoaded(headerAvatar(page), 20);

  await editButton(page).click();
  await dialog(page).getByRole("button", { name: "Remove Avatar" }).click();
  await expect(dialog(page).getByText("Your avatar will be removed when you save.")).toBeVisible();
  await dialog(page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(headerAvatar(page)).toHaveCount(0);
  await expect(profileLink(page, user.username).locator("img")).toHaveCount(0);
  await expect(profileLink(page, user.username)).toContainText(user.username[0]!.toUpperCase());
  expect((await e2eDb().user.findUniqueOrThrow({ where: { id: user.id } })).avatarUrl).toBeNull();
});
