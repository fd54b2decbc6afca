import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";
import { member as newMember } from "./support/members";
import { buyAsGuest } from "./support/guest-purchase";
import { waitForMail } from "./support/mail";

/**
 * Journeys around My Projects, driven as a user: releasing a
 * claimed idea whose project has work, and claiming it again; the notes' save feedback inside the
 * details dialog; the two ways in behind '+ New Project'; the first-run welcome after signup.
 * Every test makes its own user.
 */
test.use({ timezoneId: "America/New_York", locale: "en-US" });

const CLAIM_CLICK_GAP_MS = 2000;
const unique = () => randomBytes(4).toString("hex");

/** A Pro member of this spec's own (e2e/support/members.ts); logged in by session, no password. */
const member = () => newMember({ prefix: "journey", passwordHash: "not-used" });

async function openProjects(page: Page, context: BrowserContext, username: string) {
  await loginAs(context, username);
  await page.goto("/projects");
  await expect(page.getByRole("heading", { level: 1, name: "My Projects" })).toBeVisible();
  await expect(page.getByText("Loading projects...")).toBeHidden();
}

const projectCard = (page: Page, title: string) => page.getByRole("article", { name: title });

test("releasing a claimed idea whose project has work asks first; claiming it again brings the same project back", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const user = await member();
  const title = `Parcel lockers ${unique()}`;
  const idea = await e2eDb().idea.create({
    data: {
      sourceKey: `e2e-journey-${unique()}`,
      title,
      description: "Lockers at bus stops.",
      complaintSummary: "c",
      analysis: "a",
      category: "Work",
    },
  });
  // The board shows this idea: a shuffle recorded it (the claim needs it shown) and saved the board.
  await e2eDb().ideaView.create({
    data: { userId: user.id, kind: "board", ideaId: idea.id, day: new Date(new Date().toISOString().slice(0, 10)) },
  });
  await e2eDb().boardState.create({ data: { userId: user.id, ideaIds: [idea.id], hasVisited: true } });
  await loginAs(context, user.username);
  await page.goto("/idea-board");
  const card = page.locator(`article[data-idea-id="${idea.id}"]`);

  await card.getByRole("button", { name: "Claim This Idea" }).click();
  await expect(card.getByRole("button", { name: "Claimed" })).toBeVisible();
  const project = await e2eDb().project.findFirstOrThrow({ where: { userId: user.id, ideaId: idea.id } });
  await e2eDb().milestone.create({ data: { projectId: project.id, title: "Talk to five couriers", position: 0 } });
  await e2eDb().note.create({ data: { projectId: project.id, content: "Two stops said yes" } });
  const question = page.getByRole("alertdialog", { name: "Release this idea?" });
  const said = `Your project "${title}" has 1 milestone and 1 note. Releasing the idea keeps the project in My Projects with all of them; claim the idea again to bring the project back to it.`;

  // From the idea's details: the question, and 'Keep Claim' changes nothing.
  await page.waitForTimeout(CLAIM_CLICK_GAP_MS);
  await card.getByRole("button", { name: /^View details/ }).click();
  const details = page.getByRole("dialog", { name: title });
  await details.getByRole("button", { name: "Claimed" }).click();
  await expect(question).toContainText(said);
  await question.getByRole("button", { name: "Keep Claim" }).click();
  await expect(question).toBeHidden();
  await expect(details.getByRole("button", { name: "Claimed" })).toBeFocused();
  expect(await e2eDb().ideaClaim.count({ where: { userId: user.id, ideaId: idea.id } })).toBe(1);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  // From the card: confirmed, the idea is released and the project stays.
  await page.waitForTimeout(CLAIM_CLICK_GAP_MS);
  await card.getByRole("button", { name: "Claimed" }).click();
  await expect(question).toContainText(said);
  await question.getByRole("button", { name: "Release Idea" }).click();
  await expect(
    page.getByText("Idea released. Your project stays in My Projects because it has milestones or notes."),
  ).toBeVisible();
  await expect(card.getByRole("button", { name: "Claim This Idea" })).toBeVisible();
  expect(await e2eDb().ideaClaim.count({ where: { userId: user.id, ideaId: idea.id } })).toBe(0);

  // Claimed again: the same project comes back, with its milestone and note; no second project.
  await page.waitForTimeout(CLAIM_CLICK_GAP_MS);
  await card.getByRole("button", { name: "Claim This Idea" }).click();
  await expect(card.getByRole("button", { name: "Claimed" })).toBeVisible();
  const projects = await e2eDb().project.findMany({
    where: { userId: user.id },
    include: { milestones: true, notes: true },
  });
  expect(projects.map((p) => [p.id, p.milestones.length, p.notes.length])).toEqual([[project.id, 1, 1]]);
  expect(await e2eDb().ideaClaim.findFirst({ where: { userId: user.id, ideaId: idea.id } })).toMatchObject({
    projectId: project.id,
  });

  await page.goto("/projects");
  await expect(projectCard(page, title)).toHaveCount(1);
  await expect(page.getByTestId("active-counter")).toHaveText("1 / 20");
});

test("notes say 'Saving...' then 'Saved' inside the details dialog; no empty slot sits above the list", async ({
  page,
  context,
}) => {
  const user = await member();
  await e2eDb().project.create({ data: { userId: user.id, title: "Field notes", description: "About field notes" } });
  await openProjects(page, context, user.username);

  // The list starts one gap (24 px) below the tabs: no slot is held for the page's save indicator.
  const tabs = await page.getByRole("tablist", { name: "Projects" }).boundingBox();
  const panel = await page.getByRole("tabpanel").boundingBox();
  expect(panel!.y - (tabs!.y + tabs!.height)).toBeLessThanOrEqual(24);

  await projectCard(page, "Field notes").getByRole("button", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog", { name: "Field notes" });
  // Slow the save a little, so 'Saving...' is there while the batch is on its way.
  await page.route("**/api/projects/batch-update/", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await expect(dialog.getByRole("status")).toHaveText("");
  await dialog.getByPlaceholder("Add your project notes here...").fill("Asked three couriers");
  await expect(dialog.getByRole("status")).toHaveText("Saving...");
  await expect(dialog.getByRole("status")).toHaveText("Saved", { timeout: 8000 });
  expect((await e2eDb().note.findFirst({ where: { project: { userId: user.id } } }))?.content).toBe(
    "Asked three couriers",
  );

  // Typing again: 'Saving...' until that text is saved too.
  await dialog.getByPlaceholder("Add your project notes here...").fill("Asked three couriers; two said yes");
  await expect(dialog.getByRole("status")).toHaveText("Saving...");
  await expect(dialog.getByRole("status")).toHaveText("Saved", { timeout: 8000 });
  expect((await e2eDb().note.findFirst({ where: { project: { userId: user.id } } }))?.content).toBe(
    "Asked three couriers; two said yes",
  );
});

test("'+ New Project' offers the Idea Board and Deep Search, by keyboard and by mouse", async ({ page, context }) => {
  const user = await member();
  await e2eDb().project.create({ data: { userId: user.id, title: "Existing", description: "d" } });
  await openProjects(page, context, user.username);
  const newProject = page.getByRole("button", { name: "+ New Project" });
  const menu = page.getByRole("list", { name: "Start a new project from" });
  const boardLink = menu.getByRole("link", { name: /^Idea Board/ });
  const searchLink = menu.getByRole("link", { name: /^Deep Search/ });

  await expect(newProject).toHaveAttribute("aria-expanded", "false");
  await expect(boardLink).toBeHidden();
  await newProject.focus();
  await page.keyboard.press("Enter");
  await expect(newProject).toHaveAttribute("aria-expanded", "true");
  await expect(boardLink).toHaveAttribute("href", "/idea-board");
  await expect(searchLink).toHaveAttribute("href", "/search");
  // Arrow keys move between the two; Escape closes and gives focus back.
  await page.keyboard.press("ArrowDown");
  await expect(boardLink).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(searchLink).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(boardLink).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(boardLink).toBeHidden();
  await expect(newProject).toBeFocused();
  await expect(newProject).toHaveAttribute("aria-expanded", "false");

  // Down opens it on the first choice; Enter follows it.
  await page.keyboard.press("ArrowDown");
  await expect(boardLink).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === "/search");

  await page.goto("/projects");
  await page.getByRole("button", { name: "+ New Project" }).click();
  // A click elsewhere closes it.
  await page.getByRole("heading", { level: 1, name: "My Projects" }).click();
  await expect(boardLink).toBeHidden();
  await page.getByRole("button", { name: "+ New Project" }).click();
  await boardLink.click();
  await page.waitForURL((url) => url.pathname === "/idea-board");
});

test("after signup, /projects greets the new user with a first-run panel leading to the Idea Board and Deep Search", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `journey_${unique()}@example.test`;
  await buyAsGuest(page, email);
  const link = (await waitForMail(email, "Set up your IdeaForge account")).links.find((l) =>
    l.includes("/signup?token="),
  );
  await page.goto(link!);
  const username = `journey_${unique()}`;
  await page.getByLabel("Username").fill(username);
  await expect(page.getByText("Username is available.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("Harbor-Lights-2031!");
  await page.getByLabel("Confirm password").fill("Harbor-Lights-2031!");
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL((url) => url.pathname === "/projects");

  const welcome = page.getByRole("region", { name: "Welcome to IdeaForge!" });
  await expect(welcome).toBeVisible();
  await expect(page.getByText("Nothing here yet...")).toHaveCount(0);
  await expect(page.getByRole("tab")).toHaveCount(0);
  await expect(welcome.getByRole("link", { name: /^Idea Board/ })).toHaveAttribute("href", "/idea-board");
  await expect(welcome.getByRole("link", { name: /^Deep Search/ })).toHaveAttribute("href", "/search");
  await welcome.getByRole("link", { name: /^Deep Search/ }).click();
  await page.waitForURL((url) => url.pathname === "/search");
  await page.goBack();
  await page
    .getByRole("region", { name: "Welcome to IdeaForge!" })
    .getByRole("link", { name: /^Idea Board/ })
    .click();
  await page.waitForURL((url) => url.pathname === "/idea-board");

  // Once the user has had a project, an empty list is the usual empty state, not the welcome.
  const user = await e2eDb().user.findFirstOrThrow({ where: { username } });
  const project = await e2eDb().project.create({ data: { userId: user.id, title: "Short-lived", description: "d" } });
  await e2eDb().project.delete({ where: { id: project.id } });
  await page.goto("/projects");
  await expect(page.getByRole("heading", { name: "Nothing here yet..." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Welcome to IdeaForge!" })).toHaveCount(0);
});
