import { randomBytes } from "node:crypto";
import { PageAxe } from "./support/axe";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import type { Tier } from "../lib/domain/billing/plans";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";
import { member as newMember } from "./support/members";

/**
 * /projects, driven as a user: empty states, the counter, a claimed
 * idea becoming a project, milestones (add, check, reorder by mouse and keyboard, remove) with the
 * progress following, notes saved by the 3 s batch and by the beacon on leaving, completion once a
 * day with the warning (gone after 4 s), deletion, another user's project answering 404, and the
 * failure paths: a failed load with 'Try Again', 'Loading projects...', a refused milestone toggle
 * and a refused delete. Every test makes its own user, except the demo Pro user's journey, which
 * puts demo_pro back as seeded when it ends.
 */
test.use({ timezoneId: "America/New_York", locale: "en-US" });

const DAILY_WARNING = "To prevent abuse, we limit project completions to one per day. Please try again tomorrow.";
const UNSAVED = "You have unsaved changes. Are you sure you want to leave?";

/** A member of this spec's own (e2e/support/members.ts); logged in by session, no password. */
const member = (tier: Tier = "pro") => newMember({ prefix: "proj", tier, passwordHash: "not-used" });

/**
 * A claim needs the idea shown to the user first through a paid path (a shuffle or a charged
 * search); the board's draw is random, so the test records that showing as a shuffle does.
 */
async function shownOnBoard(userId: number, ideaId: number) {
  await e2eDb().ideaView.create({
    data: { userId, kind: "board", ideaId, day: new Date(new Date().toISOString().slice(0, 10)) },
  });
}

async function project(
  userId: number,
  title: string,
  milestones: string[] = [],
  status: "active" | "completed" = "active",
) {
  return e2eDb().project.create({
    data: {
      userId,
      title,
      description: `About ${title}`,
      status,
      completedAt: status === "completed" ? new Date() : null,
      milestones: { create: milestones.map((t, i) => ({ title: t, position: i })) },
    },
  });
}

async function openProjects(page: Page, context: BrowserContext, username: string) {
  await loginAs(context, username);
  await page.goto("/projects");
  await expect(page.getByRole("heading", { level: 1, name: "My Projects" })).toBeVisible();
  await expect(page.getByText("Loading projects...")).toBeHidden();
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const tab = (page: Page, name: "Active Projects" | "Completed Projects") => page.getByRole("tab", { name });
const milestoneItems = (dialog: Locator) => dialog.getByRole("list", { name: "Milestones" }).getByRole("listitem");
/** A fact of the details popup: the <dd> next to the <dt> with this label. */
const fact = (dialog: Locator, label: string) =>
  dialog
    .locator("dl > div")
    .filter({ has: dialog.page().locator("dt", { hasText: label }) })
    .locator("dd");
const csrfHeaders = async (context: BrowserContext) => ({
  "X-CSRFToken": (await context.cookies()).find((c) => c.name === "csrftoken")?.value ?? "",
});

/** Leaves /projects through the navigation's Account link, accepting any leave question; returns the questions asked. */
async function leaveForAccount(page: Page): Promise<string[]> {
  const questions: string[] = [];
  page.once("dialog", async (d) => {
    questions.push(d.message());
    await d.accept();
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  return questions;
}

async function openProgress(page: Page, title: string) {
  await card(page, title).getByRole("button", { name: "Update Progress" }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens the project's progress and asks to complete it: the confirm dialog and its button. */
async function askToComplete(page: Page, title: string) {
  const dialog = await openProgress(page, title);
  await dialog.getByRole("button", { name: "Mark as Completed" }).click();
  const confirm = page.getByRole("dialog", { name: "Complete project?" });
  return { confirm, button: confirm.getByRole("button", { name: "Mark as Completed" }) };
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new PageAxe({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("empty states, the counter and '+ New Project'", async ({ page, context }) => {
  // A user who had projects before (a new one is welcomed instead: projects-journeys.spec.ts).
  const user = await e2eDb().user.update({
    where: { id: (await member("starter")).id },
    data: { hasStartedProject: true },
  });
  await openProjects(page, context, user.username);

  await expect(page.getByTestId("active-counter")).toHaveText("0 / 5");
  await expect(page.getByTestId("completed-counter")).toHaveText("0");
  // '+ New Project' opens its two ways in (projects-journeys.spec.ts drives it).
  await page.getByRole("button", { name: "+ New Project" }).click();
  const waysIn = page.getByRole("list", { name: "Start a new project from" });
  await expect(waysIn.getByRole("link", { name: /^Idea Board/ })).toHaveAttribute("href", "/idea-board");
  await expect(waysIn.getByRole("link", { name: /^Deep Search/ })).toHaveAttribute("href", "/search");
  await page.keyboard.press("Escape");
  await expect(tab(page, "Active Projects")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Nothing here yet..." })).toBeVisible();
  await expect(page.getByText("Click 'New Project' or one of the above links to start viewing ideas!")).toBeVisible();
  await expectNoSeriousViolations(page);

  await tab(page, "Completed Projects").click();
  await expect(page.getByText("Complete your first project to see it here!")).toBeVisible();
  // Arrow keys move between the tabs.
  await page.keyboard.press("ArrowLeft");
  await expect(tab(page, "Active Projects")).toBeFocused();
  await expect(page.getByRole("heading", { name: "Nothing here yet..." })).toBeVisible();
});

test("a claimed idea appears as a project, with the idea's title and description; the counter follows", async ({
  page,
  context,
}) => {
  const user = await member("pro");
  const idea = await e2eDb().idea.create({
    data: {
      sourceKey: `e2e-proj-${randomBytes(4).toString("hex")}`,
      title: "Courier lockers for suburbs",
      description: "Parcel lockers at bus stops.",
      complaintSummary: "c",
      analysis: "a",
      category: "Work",
    },
  });
  await shownOnBoard(user.id, idea.id);
  await openProjects(page, context, user.username);
  const claim = await page.request.post("/api/ideas/claim", {
    data: { id: idea.id },
    headers: await csrfHeaders(context),
  });
  expect(claim.status()).toBe(200);
  const claimed = (await claim.json()) as { project_id: number };

  await page.reload();
  await expect(card(page, "Courier lockers for suburbs")).toContainText("Parcel lockers at bus stops.");
  await expect(card(page, "Courier lockers for suburbs")).toContainText("Active");
  await expect(page.getByTestId("active-counter")).toHaveText("1 / 20");

  await card(page, "Courier lockers for suburbs").getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("dialog", { name: "Courier lockers for suburbs" });
  await expect(fact(details, "Started")).toHaveText(
    new Date().toLocaleDateString("en-US", { timeZone: "America/New_York" }),
  );
  await expect(fact(details, "Progress")).toHaveText("0%");
  await expect(details.getByText("No milestones set")).toBeVisible();
  await expect(details.getByRole("link", { name: "Export as Markdown" })).toHaveAttribute(
    "href",
    /\/api\/projects\/\d+\/export\/$/,
  );
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  const exported = await page.request.get(`/api/projects/${claimed.project_id}/export/`);
  expect(exported.status()).toBe(200);
  expect(await exported.text()).toContain("# Courier lockers for suburbs");
});

test("milestones: add, check, reorder by keyboard and mouse, remove; progress follows and it all persists", async ({
  page,
  context,
}) => {
  const user = await member();
  await project(user.id, "Launch plan");
  await openProjects(page, context, user.username);
  const dialog = await openProgress(page, "Launch plan");
  const progress = dialog.getByTestId("overall-progress");
  const input = dialog.getByPlaceholder("Add new milestone...");

  await expect(dialog.getByRole("button", { name: "Add", exact: true })).toBeDisabled();
  await input.fill("   ");
  await input.press("Enter");
  await expect(dialog.getByText("No milestones set")).toBeVisible();
  await input.fill("  Interview users  ");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(input).toHaveValue("");
  for (const title of ["Build prototype", "Find first customer", `<img src=x onerror="window.__xss=1">`]) {
    await input.fill(title);
    await input.press("Enter");
    await expect(milestoneItems(dialog).last()).toHaveText(title);
  }
  await expect(milestoneItems(dialog)).toHaveText([
    "Interview users",
    "Build prototype",
    "Find first customer",
    `<img src=x onerror="window.__xss=1">`,
  ]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(progress).toHaveText("0%");

  // Checking one: progress 25%, and completed ones sort after the others.
  await dialog.getByRole("checkbox", { name: "Interview users", exact: true }).check();
  await expect(progress).toHaveText("25%");
  await expect(milestoneItems(dialog)).toHaveText([
    "Build prototype",
    "Find first customer",
    `<img src=x onerror="window.__xss=1">`,
    "Interview users",
  ]);

  // Keyboard reorder: Space picks up, ArrowDown moves, Space drops.
  await dialog.getByRole("button", { name: "Reorder Build prototype" }).focus();
  await page.keyboard.press("Space");
  await page.waitForTimeout(200);
  await page.keyboard.press("ArrowDown");
  await page.waitForTimeout(300);
  await page.keyboard.press("Space");
  await expect(milestoneItems(dialog)).toHaveText([
    "Find first customer",
    "Build prototype",
    `<img src=x onerror="window.__xss=1">`,
    "Interview users",
  ]);

  // Mouse reorder: drag the third to the top.
  await dragToTop(page, dialog, `<img src=x onerror="window.__xss=1">`);
  await expect(milestoneItems(dialog)).toHaveText([
    `<img src=x onerror="window.__xss=1">`,
    "Find first customer",
    "Build prototype",
    "Interview users",
  ]);

  // Remove (after its 300 ms fade) and uncheck: progress follows.
  await dialog.getByRole("button", { name: `Remove <img src=x onerror="window.__xss=1">` }).click();
  await expect(milestoneItems(dialog)).toHaveCount(3);
  await expect(progress).toHaveText("33%");
  await dialog.getByRole("checkbox", { name: "Find first customer", exact: true }).check();
  await expect(progress).toHaveText("67%");
  await dialog.getByRole("checkbox", { name: "Interview users", exact: true }).uncheck();
  await expect(progress).toHaveText("33%");

  await page.reload();
  const again = await openProgress(page, "Launch plan");
  await expect(milestoneItems(again)).toHaveText(["Build prototype", "Interview users", "Find first customer"]);
  await expect(again.getByTestId("overall-progress")).toHaveText("33%");
  await expect(again.getByRole("checkbox", { name: "Find first customer", exact: true })).toBeChecked();
  const stored = await e2eDb().milestone.findMany({
    where: { project: { userId: user.id } },
    orderBy: { position: "asc" },
  });
  expect(stored.map((m) => [m.title, m.isCompleted, m.completionDate !== null])).toEqual([
    ["Find first customer", true, true],
    ["Build prototype", false, false],
    ["Interview users", false, false],
  ]);
});

test("notes are saved 3 s after the last change, and survive a reload", async ({ page, context }) => {
  const user = await member();
  await project(user.id, "Notebook");
  await openProjects(page, context, user.username);
  await card(page, "Notebook").getByRole("button", { name: "View Details" }).click();
  const notes = page.getByRole("dialog", { name: "Notebook" }).getByPlaceholder("Add your project notes here...");
  // Slow the save down a little, so 'Saving changes...' is there long enough to be seen.
  const batches: number[] = [];
  await page.route("**/api/projects/batch-update/", async (route) => {
    batches.push(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await notes.fill("Talked to");
  await page.waitForTimeout(1500);
  await notes.fill("Talked to <script>alert(1)</script> three couriers.");
  const typedAt = Date.now();
  await expect(page.getByText("Saving changes...")).toBeVisible({ timeout: 6000 });
  await expect(page.getByText("Saving changes...")).toBeHidden();
  // One batch, 3 s after the last change (not the first).
  expect(batches).toHaveLength(1);
  expect(batches[0]! - typedAt).toBeGreaterThanOrEqual(2900);

  await page.reload();
  await card(page, "Notebook").getByRole("button", { name: "View Details" }).click();
  await expect(
    page.getByRole("dialog", { name: "Notebook" }).getByPlaceholder("Add your project notes here..."),
  ).toHaveValue("Talked to <script>alert(1)</script> three couriers.");
  expect(await e2eDb().note.count({ where: { project: { userId: user.id } } })).toBe(1);
});

test("leaving within 3 s warns about unsaved changes, and the beacon saves them", async ({ page, context }) => {
  const user = await member();
  await project(user.id, "Quick exit");
  await openProjects(page, context, user.username);
  await card(page, "Quick exit").getByRole("button", { name: "View Details" }).click();
  await page
    .getByRole("dialog", { name: "Quick exit" })
    .getByPlaceholder("Add your project notes here...")
    .fill("Written just before leaving");
  await page.keyboard.press("Escape");

  expect(await leaveForAccount(page)).toEqual([UNSAVED]);

  await expect
    .poll(async () => (await e2eDb().note.findFirst({ where: { project: { userId: user.id } } }))?.content, {
      timeout: 5000,
    })
    .toBe("Written just before leaving");
  await page.goto("/projects");
  await card(page, "Quick exit").getByRole("button", { name: "View Details" }).click();
  await expect(
    page.getByRole("dialog", { name: "Quick exit" }).getByPlaceholder("Add your project notes here..."),
  ).toHaveValue("Written just before leaving");
});

test("reloading with unsaved changes asks the browser's leave question first; the beacon saves them", async ({
  page,
  context,
}) => {
  const user = await member();
  await project(user.id, "Reloaded");
  await openProjects(page, context, user.username);
  await card(page, "Reloaded").getByRole("button", { name: "View Details" }).click();
  await page
    .getByRole("dialog", { name: "Reloaded" })
    .getByPlaceholder("Add your project notes here...")
    .fill("Kept across a reload");

  const kinds: string[] = [];
  page.on("dialog", async (d) => {
    kinds.push(d.type());
    await d.accept();
  });
  await page.reload();
  expect(kinds).toEqual(["beforeunload"]);
  await expect
    .poll(async () => (await e2eDb().note.findFirst({ where: { project: { userId: user.id } } }))?.content, {
      timeout: 5000,
    })
    .toBe("Kept across a reload");
});

test("completing a project moves it to Completed; a second completion the same day shows the warning", async ({
  page,
  context,
}) => {
  const user = await member();
  await project(user.id, "First to finish", ["Only step"]);
  await project(user.id, "Second to finish");
  await openProjects(page, context, user.username);
  await expect(page.getByTestId("active-counter")).toHaveText("2 / 20");

  const first = await askToComplete(page, "First to finish");
  await first.button.click();
  await expect(first.confirm).toBeHidden();
  await expect(card(page, "First to finish")).toBeHidden();
  await expect(page.getByTestId("active-counter")).toHaveText("1 / 20");
  await expect(page.getByTestId("completed-counter")).toHaveText("1");
  await tab(page, "Completed Projects").click();
  await expect(card(page, "First to finish")).toContainText("Completed");
  await expect(card(page, "First to finish")).toContainText("100%");
  await expect(card(page, "First to finish").getByRole("button", { name: "Update Progress" })).toHaveCount(0);
  await card(page, "First to finish").getByRole("button", { name: "View Details" }).click();
  const today = new Date().toLocaleDateString("en-US", { timeZone: "America/New_York" });
  await expect(fact(page.getByRole("dialog", { name: "First to finish" }), "Completed")).toHaveText(today);
  // Completed: no next milestone; the milestones as they were.
  await expect(fact(page.getByRole("dialog", { name: "First to finish" }), "Next milestone")).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: "First to finish" })).toContainText("Only step(not done)");
  await page.keyboard.press("Escape");

  await tab(page, "Active Projects").click();
  const { confirm, button } = await askToComplete(page, "Second to finish");
  await button.click();
  await expect(button).toHaveAttribute("data-flash", "true");
  await expect(confirm).toBeHidden();
  const warning = page.getByRole("alert").filter({ hasText: DAILY_WARNING });
  await expect(warning).toBeVisible();
  await expect(card(page, "Second to finish")).toBeVisible();
  await expect(page.getByTestId("completed-counter")).toHaveText("1");
  await expect(warning).toBeHidden({ timeout: 6000 });

  await page.reload();
  await expect(card(page, "Second to finish")).toBeVisible();
  expect(await e2eDb().project.count({ where: { userId: user.id, status: "completed" } })).toBe(1);
});

test("deleting asks for confirmation, then removes the project for good", async ({ page, context }) => {
  const user = await member();
  await project(user.id, "Keep me");
  await project(user.id, "Throw away", ["a step"]);
  await openProjects(page, context, user.username);
  await expect(page.getByTestId("active-counter")).toHaveText("2 / 20");

  let dialog = await openProgress(page, "Throw away");
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Delete Project" }).click();
  let confirm = page.getByRole("dialog", { name: "Delete project?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(card(page, "Throw away")).toBeVisible();

  dialog = await openProgress(page, "Throw away");
  await dialog.getByRole("button", { name: "Delete Project" }).click();
  confirm = page.getByRole("dialog", { name: "Delete project?" });
  await confirm.getByRole("button", { name: "Delete Project" }).click();
  await expect(card(page, "Throw away")).toBeHidden();
  await expect(page.getByTestId("active-counter")).toHaveText("1 / 20");
  await page.reload();
  await expect(card(page, "Keep me")).toBeVisible();
  await expect(card(page, "Throw away")).toHaveCount(0);
  expect(await e2eDb().project.count({ where: { userId: user.id } })).toBe(1);
});

test("another user's project, milestones and notes answer 404 and stay unchanged", async ({ page, context }) => {
  const owner = await member();
  const intruder = await member();
  const theirs = await project(owner.id, "Private plan", ["secret step"]);
  const note = await e2eDb().note.create({ data: { projectId: theirs.id, content: "private note" } });
  const milestone = await e2eDb().milestone.findFirstOrThrow({ where: { projectId: theirs.id } });
  await openProjects(page, context, intruder.username);
  await expect(card(page, "Private plan")).toHaveCount(0);

  const headers = await csrfHeaders(context);
  const base = `/api/projects/${theirs.id}`;
  const answers = await Promise.all([
    page.request.get(`${base}/`),
    page.request.put(`${base}/`, { headers, data: { is_completed: true } }),
    page.request.delete(`${base}/`, { headers }),
    page.request.get(`${base}/milestones/`),
    page.request.post(`${base}/milestones/`, { headers, data: { title: "x" } }),
    page.request.put(`${base}/milestones/${milestone.id}/`, { headers, data: { is_completed: true } }),
    page.request.put(`${base}/reorder-milestones/`, { headers, data: { milestone_order: [milestone.id] } }),
    page.request.put(`${base}/notes/${note.id}/`, { headers, data: { content: "pwned" } }),
    page.request.get(`${base}/export/`),
    page.request.get(`${base}/idea/`),
    page.request.post("/api/projects/batch-update/", {
      headers,
      data: {
        projects: [{ id: theirs.id, action: "update", notes: [{ id: "x1", action: "create", content: "pwned" }] }],
      },
    }),
  ]);
  expect(answers.map((r) => r.status())).toEqual(Array(11).fill(404));
  const after = await e2eDb().project.findUniqueOrThrow({
    where: { id: theirs.id },
    include: { milestones: true, notes: true },
  });
  expect(after.status).toBe("active");
  expect(after.milestones.map((m) => [m.title, m.isCompleted])).toEqual([["secret step", false]]);
  expect(after.notes.map((n) => n.content)).toEqual(["private note"]);
});

/** The projects list call (GET /api/projects/), not its siblings (milestones, batch-update...). */
const isList = (url: URL) => url.pathname === "/api/projects/";
const LOAD_FAILED = "Failed to load projects. Please try again.";
const serverError = {
  status: 500,
  contentType: "application/json",
  body: JSON.stringify({ error: "Internal server error" }),
};
/** Sonner's toasts (the root layout's <Toaster>). */
const toasts = (page: Page) => page.locator("[data-sonner-toast]");

test("a failed load shows 'Failed to load projects. Please try again.' with 'Try Again', which loads the projects", async ({
  page,
  context,
}) => {
  const user = await member();
  await project(user.id, "Back after an outage");
  await loginAs(context, user.username);
  let fail = true;
  let calls = 0;
  await page.route(isList, (route) => {
    if (route.request().method() !== "GET") return route.continue();
    calls++;
    return fail ? route.fulfill(serverError) : route.continue();
  });
  // The page's clock is ours, so SWR's own retries after an error (2.5 s and later) stay out of it.
  await page.clock.install();
  await page.goto("/projects");

  const failed = page.getByRole("alert").filter({ hasText: LOAD_FAILED });
  await expect(failed).toBeVisible();
  await expect(failed.getByText(LOAD_FAILED, { exact: true })).toBeVisible();
  await expect(page.getByText("Loading projects...")).toBeHidden();
  await expect(card(page, "Back after an outage")).toHaveCount(0);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  const before = calls;
  expect(before).toBeGreaterThanOrEqual(1);

  fail = false;
  // Focus, then a page-level key press: under the fake clock, a click retries when its button
  // disappears, as this one does at once.
  await failed.getByRole("button", { name: "Try Again" }).focus();
  await page.keyboard.press("Enter");
  await expect(card(page, "Back after an outage")).toBeVisible();
  await expect(failed).toBeHidden();
  await expect(page.getByTestId("active-counter")).toHaveText("1 / 20");
  // The projects came from the one call 'Try Again' made (the paused clock holds SWR's retries).
  expect(calls).toBe(before + 1);
});

test("'Loading projects...' shows while the list is on its way", async ({ page, context }) => {
  const user = await member();
  await project(user.id, "Slow to arrive");
  await loginAs(context, user.username);
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let arrived = () => {};
  const held = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(isList, async (route) => {
    if (route.request().method() === "GET") {
      arrived();
      await gate;
    }
    return route.continue();
  });
  await page.goto("/projects");
  await held;

  const loading = page.getByRole("status").filter({ hasText: "Loading projects..." });
  await expect(loading).toBeVisible();
  await expect(card(page, "Slow to arrive")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Nothing here yet..." })).toHaveCount(0);
  release();
  await expect(card(page, "Slow to arrive")).toBeVisible();
  await expect(loading).toBeHidden();
});

test("a milestone toggle the server refuses rolls back silently: unchecked again, progress as before, no toast", async ({
  page,
  context,
}) => {
  const user = await member();
  await project(user.id, "Shaky ground", ["Sketch the plan", "Ask a friend"]);
  await openProjects(page, context, user.username);
  const dialog = await openProgress(page, "Shaky ground");
  const progress = dialog.getByTestId("overall-progress");
  const sketch = dialog.getByRole("checkbox", { name: "Sketch the plan", exact: true });
  await expect(progress).toHaveText("0%");

  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const puts: string[] = [];
  await page.route(
    (url) => /^\/api\/projects\/\d+\/milestones\/\d+\/$/.test(url.pathname),
    async (route) => {
      if (route.request().method() !== "PUT") return route.continue();
      puts.push(route.request().postData() ?? "");
      await gate;
      return route.fulfill(serverError);
    },
  );
  await sketch.check();
  // Optimistic: checked, 50%, and sorted after the open one while the call is under way.
  await expect(sketch).toBeChecked();
  await expect(progress).toHaveText("50%");
  await expect(milestoneItems(dialog)).toHaveText(["Ask a friend", "Sketch the plan"]);
  expect(puts).toHaveLength(1);
  expect(JSON.parse(puts[0]!)).toMatchObject({ is_completed: true });

  release();
  await expect(sketch).not.toBeChecked();
  await expect(progress).toHaveText("0%");
  await expect(milestoneItems(dialog)).toHaveText(["Sketch the plan", "Ask a friend"]);
  // Silently: no toast, no error text (a toast would have come with the rollback; give it a moment).
  await page.waitForTimeout(500);
  await expect(toasts(page)).toHaveCount(0);
  await expect(dialog.getByText(/fail|error|try again/i)).toHaveCount(0);
  await expect(dialog).toBeVisible();
  const stored = await e2eDb().milestone.findFirstOrThrow({
    where: { title: "Sketch the plan", project: { userId: user.id } },
  });
  expect([stored.isCompleted, stored.completionDate]).toEqual([false, null]);
});

test("a delete the server refuses: the card goes at once, then the list reloads and the project is back", async ({
  page,
  context,
}) => {
  const user = await member();
  await project(user.id, "Still here");
  const doomed = await project(user.id, "Hard to kill", ["a step"]);
  await openProjects(page, context, user.username);
  await expect(page.getByTestId("active-counter")).toHaveText("2 / 20");

  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let deletes = 0;
  await page.route(
    (url) => url.pathname === `/api/projects/${doomed.id}/`,
    async (route) => {
      if (route.request().method() !== "DELETE") return route.continue();
      deletes++;
      await gate;
      return route.fulfill(serverError);
    },
  );
  const dialog = await openProgress(page, "Hard to kill");
  await dialog.getByRole("button", { name: "Delete Project" }).click();
  await page.getByRole("dialog", { name: "Delete project?" }).getByRole("button", { name: "Delete Project" }).click();
  // Gone before the server has answered.
  await expect(card(page, "Hard to kill")).toHaveCount(0);
  await expect(page.getByTestId("active-counter")).toHaveText("1 / 20");
  await expect.poll(() => deletes).toBe(1);

  const reloaded = page.waitForResponse((r) => isList(new URL(r.url())) && r.request().method() === "GET");
  release();
  expect((await reloaded).status()).toBe(200);
  await expect(card(page, "Hard to kill")).toBeVisible();
  await expect(card(page, "Still here")).toBeVisible();
  await expect(page.getByTestId("active-counter")).toHaveText("2 / 20");
  expect(await e2eDb().project.findUnique({ where: { id: doomed.id }, include: { milestones: true } })).toMatchObject({
    title: "Hard to kill",
    milestones: [{ title: "a step" }],
  });
});

test("the daily completion warning stays 4 s: still there at 3.9 s, gone at 4.1 s", async ({ page, context }) => {
  const user = await member();
  await project(user.id, "Done today");
  await project(user.id, "One too many");
  // The clock runs normally until paused, then moves only when told.
  await page.clock.install();
  await openProjects(page, context, user.username);

  const first = await askToComplete(page, "Done today");
  await first.button.click();
  await expect(first.confirm).toBeHidden();
  await expect(card(page, "Done today")).toBeHidden();
  await expect(page.getByTestId("completed-counter")).toHaveText("1");

  const { confirm, button } = await askToComplete(page, "One too many");
  await expect(button).toBeEnabled();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await button.click();
  // Refused: the button flashes red for 600 ms (on the paused clock), then the warning shows.
  await expect(button).toHaveAttribute("data-flash", "true");
  const warning = page.getByRole("alert").filter({ hasText: DAILY_WARNING });
  await expect(warning).toHaveCount(0);
  await page.clock.runFor(600);
  await expect(warning).toBeVisible();

  // The confirmation has closed meanwhile (300 ms); the project is still active.
  await page.clock.runFor(3_900);
  await expect(confirm).toBeHidden();
  await expect(card(page, "One too many")).toBeVisible();
  await expect(warning).toBeVisible();
  await page.clock.runFor(200);
  await expect(warning).toBeHidden();
  await expect(card(page, "One too many")).toBeVisible();
  expect(await e2eDb().project.count({ where: { userId: user.id, status: "completed" } })).toBe(1);
});

/** React has hydrated the element (typing before that could be lost). */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
  }, selector);
}

async function logInWithForm(page: Page, username: string, password: string) {
  await page.goto("/login");
  await hydrated(page, "form");
  await page.getByLabel("Username or email").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => url.pathname === "/projects");
  await expect(page.getByText("Loading projects...")).toBeHidden();
}

/** Drags a milestone by its handle onto the first row, in small steps as a hand would. */
async function dragToTop(page: Page, dialog: Locator, title: string) {
  const from = (await dialog.getByRole("button", { name: `Reorder ${title}` }).boundingBox())!;
  const target = (await milestoneItems(dialog).first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, target.y + 2, { steps: 12 });
  await page.mouse.move(from.x + from.width / 2, target.y + 1, { steps: 2 });
  await page.mouse.up();
  // The drag library swallows every click until a 50 ms timer it sets on the drop has run (so the
  // drop is not also a click); a timer set now runs after it, and the next click counts.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/**
 * Put demo_pro back as seeded (other spec files log in as demo_pro in the same run): its new
 * projects, the completion day this test used up (kept on purpose when a project is deleted) and
 * the ideas made for it, whose deletion takes their claims along.
 */
async function restoreDemoPro(userId: number, since: Date, ideaIds: number[]) {
  const db = e2eDb();
  await db.project.deleteMany({ where: { userId, ideaId: { in: ideaIds } } });
  await db.projectCompletion.deleteMany({ where: { userId, createdAt: { gte: since } } });
  await db.idea.deleteMany({ where: { id: { in: ideaIds } } });
}

test("the demo Pro user's journey: idea link, milestones, notes on leaving, completion once a day, deletion", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const since = new Date();
  const demo = await e2eDb().user.findFirstOrThrow({ where: { username: "demo_pro" } });
  const activeBefore = await e2eDb().project.count({ where: { userId: demo.id, status: "active" } });
  const completedBefore = await e2eDb().project.count({ where: { userId: demo.id, status: "completed" } });
  const tag = randomBytes(3).toString("hex");
  const newIdea = (title: string, analysis: string) =>
    e2eDb().idea.create({
      data: {
        sourceKey: `e2e-demo-${title}-${tag}`,
        title: `${title} ${tag}`,
        description: `About ${title}.`,
        complaintSummary: "Repairs take weeks.",
        analysis,
        category: "Work",
      },
    });
  const ideas = [
    await newIdea("Bike repair club", "Commuters pay for speed, not parts."),
    await newIdea("Tool library", "Neighbours share drills; insurance is the hard part."),
  ];
  const [bikes, tools] = ideas.map((i) => i.title) as [string, string];

  try {
    await logInWithForm(page, "demo_pro", "DemoPass123!");
    const csrf = (await (await page.request.get("/accounts/csrf/")).json()).csrfToken as string;
    const claimed: number[] = [];
    for (const idea of ideas) {
      await shownOnBoard(demo.id, idea.id);
      const res = await page.request.post("/api/ideas/claim", {
        data: { id: idea.id },
        headers: { "X-CSRFToken": csrf },
      });
      expect(res.status()).toBe(200);
      claimed.push(((await res.json()) as { project_id: number }).project_id);
    }
    await page.reload();
    await expect(page.getByTestId("active-counter")).toHaveText(`${activeBefore + 2} / 20`);
    await expect(page.getByTestId("completed-counter")).toHaveText(String(completedBefore));

    // The title of the details popup opens the project's own idea (its analysis), over the popup.
    await card(page, bikes).getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: bikes });
    const ideaCall = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${claimed[0]}/idea/`));
    await details.getByRole("button", { name: bikes }).click();
    expect((await ideaCall).status()).toBe(200);
    const idea = page
      .getByRole("dialog", { name: bikes })
      .filter({ has: page.getByRole("heading", { name: "Analysis" }) });
    await expect(idea).toContainText("Commuters pay for speed, not parts.");
    await expect(idea).not.toContainText("Neighbours share drills");
    await expect(idea.getByRole("button", { name: /claim/i })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.keyboard.press("Escape");
    await expect(idea).toBeHidden();
    await expect(details.getByRole("button", { name: bikes })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();

    // Milestones: add (button and Enter), check, reorder by keyboard and by mouse, remove.
    let dialog = await openProgress(page, bikes);
    const input = dialog.getByPlaceholder("Add new milestone...");
    await input.fill("Call five bike shops");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(input).toHaveValue("");
    for (const title of ["Price the monthly plan", "Build the booking page"]) {
      await input.fill(title);
      await input.press("Enter");
      await expect(input).toHaveValue("");
      await expect(milestoneItems(dialog).last()).toHaveText(title);
    }
    await dialog.getByRole("checkbox", { name: "Call five bike shops", exact: true }).check();
    await expect(dialog.getByTestId("overall-progress")).toHaveText("33%");
    await expect(milestoneItems(dialog)).toHaveText([
      "Price the monthly plan",
      "Build the booking page",
      "Call five bike shops",
    ]);

    await dialog.getByRole("button", { name: "Reorder Price the monthly plan" }).focus();
    await page.keyboard.press("Space");
    await page.waitForTimeout(200);
    await page.keyboard.press("ArrowDown");
    await page.waitForTimeout(300);
    await page.keyboard.press("Space");
    await expect(milestoneItems(dialog)).toHaveText([
      "Build the booking page",
      "Price the monthly plan",
      "Call five bike shops",
    ]);
    await dragToTop(page, dialog, "Price the monthly plan");
    await expect(milestoneItems(dialog)).toHaveText([
      "Price the monthly plan",
      "Build the booking page",
      "Call five bike shops",
    ]);

    await dialog.getByRole("button", { name: "Remove Build the booking page" }).click();
    await expect(milestoneItems(dialog)).toHaveText(["Price the monthly plan", "Call five bike shops"]);
    await expect(dialog.getByTestId("overall-progress")).toHaveText("50%");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Notes, then leaving within 3 s: the warning, and the beacon keeps them.
    await card(page, bikes).getByRole("button", { name: "View Details" }).click();
    await page
      .getByRole("dialog", { name: bikes })
      .getByPlaceholder("Add your project notes here...")
      .fill("Shop owners want a weekly slot.");
    await page.keyboard.press("Escape");
    expect(await leaveForAccount(page)).toEqual([UNSAVED]);
    await page.goto("/projects");
    await card(page, bikes).getByRole("button", { name: "View Details" }).click();
    await expect(
      page.getByRole("dialog", { name: bikes }).getByPlaceholder("Add your project notes here..."),
    ).toHaveValue("Shop owners want a weekly slot.");
    await page.keyboard.press("Escape");
    dialog = await openProgress(page, bikes);
    await expect(milestoneItems(dialog)).toHaveText(["Price the monthly plan", "Call five bike shops"]);
    await expect(dialog.getByRole("checkbox", { name: "Call five bike shops", exact: true })).toBeChecked();
    await expect(dialog.getByTestId("overall-progress")).toHaveText("50%");

    // Completion: the first of the day goes through; the second is refused with the warning.
    await dialog.getByRole("button", { name: "Mark as Completed" }).click();
    await page
      .getByRole("dialog", { name: "Complete project?" })
      .getByRole("button", { name: "Mark as Completed" })
      .click();
    await expect(card(page, bikes)).toBeHidden();
    await expect(page.getByTestId("completed-counter")).toHaveText(String(completedBefore + 1));
    await tab(page, "Completed Projects").click();
    await expect(card(page, bikes)).toContainText("100%");
    await tab(page, "Active Projects").click();

    dialog = await openProgress(page, tools);
    await dialog.getByRole("button", { name: "Mark as Completed" }).click();
    const confirm = page.getByRole("dialog", { name: "Complete project?" });
    await confirm.getByRole("button", { name: "Mark as Completed" }).click();
    await expect(confirm.getByRole("button", { name: "Mark as Completed" })).toHaveAttribute("data-flash", "true");
    await expect(confirm).toBeHidden();
    const warning = page.getByRole("alert").filter({ hasText: DAILY_WARNING });
    await expect(warning).toBeVisible();
    await expect(card(page, tools)).toBeVisible();
    await expect(warning).toBeHidden({ timeout: 6000 });

    // Deletion of the refused one.
    dialog = await openProgress(page, tools);
    await dialog.getByRole("button", { name: "Delete Project" }).click();
    await page.getByRole("dialog", { name: "Delete project?" }).getByRole("button", { name: "Delete Project" }).click();
    await expect(card(page, tools)).toHaveCount(0);
    await expect(page.getByTestId("active-counter")).toHaveText(`${activeBefore} / 20`);
    await page.reload();
    await expect(card(page, tools)).toHaveCount(0);
    expect(await e2eDb().project.findUnique({ where: { id: claimed[1] } })).toBeNull();
    expect(await e2eDb().project.findUniqueOrThrow({ where: { id: claimed[0] } })).toMatchObject({
      status: "completed",
    });
  } finally {
    await restoreDemoPro(
      demo.id,
      since,
      ideas.map((i) => i.id),
    );
  }
  expect(await e2eDb().project.count({ where: { userId: demo.id, status: "active" } })).toBe(activeBefore);
  expect(await e2eDb().project.count({ where: { userId: demo.id, status: "completed" } })).toBe(completedBefore);
});
