import type { Page } from "@playwright/test";
import { hashToken } from "../lib/auth/tokens";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";

/**
 * Logging in and the life of a session: the login
 * screen, the expiry warning, the 5-minute recheck and the expired-session redirect. Time in the
 * page is driven by Playwright's clock; the server's time is moved by editing the session row.
 */
const EXPIRED = "Your session has expired. Please log in again to continue.";
const MINUTE = 60_000;

const sessionRow = (token: string) => ({ tokenHash: hashToken(token) });
const setSession = (token: string, data: { expiresAt?: Date; lastSeenAt?: Date; revokedAt?: Date }) =>
  e2eDb().session.updateMany({ where: sessionRow(token), data });

/** The session watcher has mounted once it has seeded sessionExpiresAt. */
async function watcherReady(page: Page) {
  await page.waitForFunction(() => window.sessionStorage.getItem("sessionExpiresAt") !== null);
}

/** React has hydrated the element (typing before that could be lost). */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
  }, selector);
}

const expiryBanner = (page: Page) => page.getByRole("alert").filter({ hasText: "Your session expires in" });

test.describe("session expiry warning", () => {
  test("shows a live countdown and 'Stay Logged In' extends the session and hides it", async ({ context, page }) => {
    const token = await loginAs(context, "demo_pro");
    await setSession(token, { expiresAt: new Date(Date.now() + 4 * MINUTE), lastSeenAt: new Date() });
    await page.clock.install();
    await page.goto("/projects");

    const banner = expiryBanner(page);
    await expect(banner).toContainText(/Your session expires in [34]:\d\d/);
    const before = await banner.locator("time").textContent();
    await page.clock.runFor(5_000);
    await expect(banner.locator("time")).not.toHaveText(before!);

    // The server slides a session whose last use is older than its refresh interval.
    await setSession(token, { lastSeenAt: new Date(Date.now() - 10 * MINUTE) });
    await banner.getByRole("button", { name: "Stay Logged In" }).click();
    await expect(banner).toBeHidden();
    const row = await e2eDb().session.findFirstOrThrow({ where: sessionRow(token) });
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * MINUTE);
    const stored = await page.evaluate(() => window.sessionStorage.getItem("sessionExpiresAt"));
    expect(Date.parse(stored!)).toBe(row.expiresAt.getTime());
  });

  test("stays hidden while the session has more than 5 minutes left", async ({ context, page }) => {
    await loginAs(context, "demo_pro");
    await page.clock.install();
    await page.goto("/projects");
    await watcherReady(page);
    await page.clock.fastForward("01:00");
    await expect(expiryBanner(page)).toHaveCount(0);
  });

  test("when the countdown reaches 0 the user is sent to log in again", async ({ context, page }) => {
    const token = await loginAs(context, "demo_pro");
    await setSession(token, { expiresAt: new Date(Date.now() + 4 * MINUTE), lastSeenAt: new Date() });
    await page.clock.install();
    await page.goto("/projects?view=all");
    await expect(expiryBanner(page)).toBeVisible();
    // Let the page's own calls finish first: a 401 there would redirect on its own.
    await page.waitForLoadState("networkidle");

    await setSession(token, { expiresAt: new Date(Date.now() - 1_000) }); // ended on the server too
    await page.clock.fastForward("04:01");
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe("/projects?view=all");
    await expect(page.getByRole("alert").filter({ hasText: EXPIRED })).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem("sessionExpiresAt"))).toBeNull();
  });
});

test.describe("session recheck", () => {
  test("a session ended on the server is noticed within 5 minutes and leads to /login?returnTo", async ({
    context,
    page,
  }) => {
    const token = await loginAs(context, "demo_pro");
    await page.clock.install();
    await page.goto("/idea-board?tab=new");
    await watcherReady(page);
    await page.waitForLoadState("networkidle");

    await setSession(token, { revokedAt: new Date() });
    await page.clock.fastForward("05:00");
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe("/idea-board?tab=new");
    await expect(page.getByRole("alert").filter({ hasText: EXPIRED })).toBeVisible();
  });

  test("a failing check is only logged", async ({ context, page }) => {
    await loginAs(context, "demo_pro");
    const warnings: string[] = [];
    page.on("console", (msg) => warnings.push(msg.text()));
    await page.route("**/accounts/verify-session/", (route) => route.fulfill({ status: 503, json: { error: "Down" } }));
    await page.clock.install();
    await page.goto("/projects");
    await watcherReady(page);
    await page.clock.fastForward("05:00");
    await expect.poll(() => warnings).toContain("Session verification failed (status 503)");
    expect(new URL(page.url()).pathname).toBe("/projects");
  });
});

test.describe("login page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/login");
    await hydrated(page, "form");
  });

  test("shows the form, its links, and live field errors that block the button", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log in to Your Account");
    await expect(page.getByLabel("Remember me")).not.toBeChecked();
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByRole("link", { name: "Create Account" })).toHaveAttribute("href", "/#pricing");
    const identifier = page.getByLabel("Username or email");
    const password = page.getByLabel("Password", { exact: true });
    await expect(identifier).toHaveAttribute("autocomplete", "username");
    await expect(password).toHaveAttribute("autocomplete", "current-password");
    const login = page.getByRole("button", { name: "Login" });

    await identifier.focus();
    await password.focus();
    await expect(identifier).toHaveAccessibleDescription("Username or email is required");
    await expect(login).toBeDisabled();
    await page.getByLabel("Remember me").focus();
    await expect(password).toHaveAccessibleDescription("Password is required");

    await identifier.fill("someone@");
    await expect(identifier).toHaveAccessibleDescription("Please enter a valid email address");
    await identifier.fill("demo_pro");
    await password.fill("x");
    await expect(page.getByText("Username or email is required")).toHaveCount(0);
    await expect(page.getByText("Password is required")).toHaveCount(0);
    await expect(login).toBeEnabled();
  });

  test("Enter on an empty form shows both errors and focuses the first field", async ({ page }) => {
    await page.getByLabel("Username or email").press("Enter");
    await expect(page.getByText("Username or email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByLabel("Username or email")).toBeFocused();
  });

  test("wrong credentials show the server's error and keep the input", async ({ page }) => {
    await page.getByLabel("Username or email").fill("demo_pro");
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password." })).toBeVisible();
    await expect(page.getByLabel("Username or email")).toHaveValue("demo_pro");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("wrong-password");
    await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
  });

  test("too many attempts reads the wait in words; a missing CSRF token is named", async ({ page, context }) => {
    await page.route("**/accounts/login/", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Retry-After": "845" },
        json: { error: "Too many login attempts.", time_message: "14:05", retry_after: 845 },
      }),
    );
    await page.getByLabel("Username or email").fill("demo_pro");
    await page.getByLabel("Password", { exact: true }).fill("DemoPass123!");
    await page.getByLabel("Password", { exact: true }).press("Enter");
    const banner = page.locator("form").getByRole("alert");
    await expect(banner).toHaveText("Too many login attempts. Please try again after 14 minutes and 5 seconds.");

    await context.clearCookies({ name: "csrftoken" });
    await page.route("**/accounts/csrf/", (route) => route.fulfill({ status: 500, json: { error: "Down" } }));
    await page.getByRole("button", { name: "Login" }).click();
    await expect(banner).toHaveText("Failed to get CSRF token for login");
  });
});

test.describe("logging in", () => {
  async function logIn(page: Page, path: string, rememberMe = false) {
    await page.goto(path);
    await hydrated(page, "form");
    await page.getByLabel("Username or email").fill("demo_pro");
    await page.getByLabel("Password", { exact: true }).fill("DemoPass123!");
    if (rememberMe) await page.getByLabel("Remember me").check();
    const button = page.getByRole("button", { name: "Login" });
    await button.click();
  }
  const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

  test("demo credentials land on /projects and store the session's expiry", async ({ page }) => {
    await logIn(page, "/login");
    await page.waitForURL((url) => url.pathname === "/projects");
    const stored = await page.evaluate(() => window.sessionStorage.getItem("sessionExpiresAt"));
    const left = Date.parse(stored!) - Date.now();
    expect(left).toBeGreaterThan(23 * 60 * MINUTE);
    expect(left).toBeLessThanOrEqual(24 * 60 * MINUTE);
  });

  test("returnTo is honoured, and 'Remember me' gives a 30-day session", async ({ page }) => {
    await logIn(page, "/login?returnTo=%2Faccount", true);
    await page.waitForURL((url) => url.pathname === "/account");
    const stored = await page.evaluate(() => window.sessionStorage.getItem("sessionExpiresAt"));
    expect(Date.parse(stored!) - Date.now()).toBeGreaterThan(29 * 24 * 60 * MINUTE);
  });

  test("a foreign returnTo is ignored", async ({ page }) => {
    await logIn(page, "/login?returnTo=https%3A%2F%2Fevil.example");
    await page.waitForURL((url) => url.pathname === "/projects");
    expect(pathOf(page)).toBe("/projects");
  });

  test("a returnTo in the navigation state is honoured", async ({ page }) => {
    await page.goto("/login");
    await hydrated(page, "form");
    await page.evaluate(() => window.history.replaceState({ ...window.history.state, returnTo: "/search" }, ""));
    await page.getByLabel("Username or email").fill("demo_pro");
    await page.getByLabel("Password", { exact: true }).fill("DemoPass123!");
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname === "/search");
  });
});
