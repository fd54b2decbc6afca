import { randomBytes } from "node:crypto";
import type { Page, Response } from "@playwright/test";
import { DEV_ONLY_PATHS, ROUTE_ACCESS, type RouteAccess } from "../lib/domain/access/routes";
import { PLANS } from "../lib/domain/billing/plans";
import { setFakeOAuthUser } from "./support/fake-oauth";
import { expect, loginAs, test } from "./support/fixtures";
import { member } from "./support/members";

/**
 * Every page's Content-Security-Policy: every page is sent with a strict policy whose
 * scripts must carry a nonce fresh for that response; every script tag of the page's HTML carries
 * it; the browser reports no violation of the policy while the page loads and is used; and the
 * page still works (it hydrates, forms submit, the board shuffles and opens a dialog, a plan is
 * bought through the local checkout, social sign-in reaches the provider and comes back).
 */
const PASSWORD = "Csp-Passw0rd!";
const unique = () => randomBytes(4).toString("hex");

/** Collects every violation the browser reports: its console line and the DOM event. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  await page.exposeFunction("__reportCspViolation", (text: string) => seen.push(`event: ${text}`));
  // Init scripts run before the page's own and are exempt from its policy.
  await page.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (e) => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
        void report(`${e.effectiveDirective} blocked ${e.blockedURI || "(inline)"} at ${e.sourceFile}:${e.lineNumber}`);
      },
      true,
    );
  });
  return seen;
}

/** The policy's nonce, after checking the policy is the strict one. */
function strictPolicyNonce(policy: string | undefined): string {
  expect(policy, "Content-Security-Policy header").toBeDefined();
  const nonce = /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(policy!)?.[1];
  expect(nonce, `a nonce in ${policy}`).toBeDefined();
  expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
  expect(policy).not.toContain("'unsafe-eval'");
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "connect-src 'self'",
    "form-action 'self'",
  ]) {
    expect(policy).toContain(directive);
  }
  return nonce!;
}

/** Every script tag of the HTML as sent carries the response's nonce. */
async function everyScriptCarries(response: Response, nonce: string) {
  const tags = (await response.text()).match(/<script\b[^>]*>/gi) ?? [];
  expect(tags.length).toBeGreaterThan(0);
  expect(tags.filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([]);
}

/** React has hydrated the page: its elements carry React's fiber (only when its scripts ran). */
async function expectHydrated(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.body.querySelectorAll("*")).some((el) =>
      Object.keys(el).some((k) => k.startsWith("__reactFiber")),
    ),
  );
}

/** A paying user of our own, with a password (the demo users stay as seeded for other specs). */
const subscriber = (tier: "starter" | "pro" = "starter") => member({ prefix: "csp", tier, password: PASSWORD });

/** Who opens each kind of page: the spec's demo logins for the pages behind a login. */
const VISITOR: Record<RouteAccess, string | null> = {
  public: null,
  guest: null,
  subscriber: "demo_pro",
  member: "demo_canceled",
};
/** The query a page needs to show itself rather than send the browser on. */
const QUERY: Record<string, string> = {
  "/payment-success": "?session_id=cs_unknown_csp",
  "/signup": "?token=bad",
  "/reset-password": "?uidb64=x&token=y",
  "/auth/callback": "?provider=testoauth&error=OAuthSignin",
  "/auth/callback/testoauth": "?provider=testoauth&error=no_account",
};
const PAGES: [string, RouteAccess][] = [
  ...Object.entries(ROUTE_ACCESS),
  ["/auth/callback/testoauth", "public"],
  ...DEV_ONLY_PATHS.map((path): [string, RouteAccess] => [path, "public"]),
];

test.describe("every page", () => {
  for (const [path, access] of PAGES) {
    test(`${path} (${access}) is sent with a nonce policy, its scripts carry the nonce, and it hydrates with no violation`, async ({
      page,
      context,
    }) => {
      const violations = await watchViolations(page);
      const visitor = VISITOR[access];
      if (visitor) await loginAs(context, visitor);

      const response = await page.goto(path + (QUERY[path] ?? ""));
      expect(response?.status()).toBe(200);
      const nonce = strictPolicyNonce(response!.headers()["content-security-policy"]);
      await everyScriptCarries(response!, nonce);
      await expectHydrated(page);
      await page.waitForLoadState("load");
      expect(violations).toEqual([]);
    });
  }
});

test("each response has a nonce of its own", async ({ request }) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 3; i++)
    nonces.add(strictPolicyNonce((await request.get("/privacy")).headers()["content-security-policy"]));
  expect(nonces.size).toBe(3);
});

test("the spec's calls answer with a policy that allows nothing, and no page sends HSTS over http", async ({
  request,
}) => {
  for (const call of ["/accounts/csrf/", "/accounts/verify-session/", "/api/stats/usage-limits", "/api/auth/csrf"]) {
    const response = await request.get(call);
    expect(response.headers()["content-security-policy"], call).toBe("default-src 'none'; frame-ancestors 'none'");
  }
  // HSTS is for production deployments on https only (this server is a test deployment on http).
  expect((await request.get("/")).headers()["strict-transport-security"]).toBeUndefined();
});

test("the login form submits, the board shuffles and a card's dialog opens, and a search runs, with no violation", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  const user = await subscriber();

  await page.goto("/login");
  await expectHydrated(page);
  await page.getByLabel("Username or email").fill(user.username);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => url.pathname === "/projects");

  await page.goto("/idea-board");
  const shuffled = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/ideas");
  await page
    .getByRole("region", { name: /Welcome|Ready/ })
    .getByRole("button", { name: "Shuffle Ideas" })
    .click();
  expect((await shuffled).status()).toBe(200);
  await expect(page.getByRole("article")).toHaveCount(8);
  // A Radix dialog: it inserts a <style> element of its own while open.
  await page
    .getByRole("article")
    .first()
    .getByRole("button", { name: /^View details/ })
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  await page.goto("/search");
  await page.getByPlaceholder("Search for ideas...").fill("app");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  // The app's pages left the browser's UTC offset: the results page runs the search as it renders.
  await expect(page).toHaveURL(/\/results\?/);
  await expect(page.getByText(/^Showing results 1-\d+ of \d+ for “app”/)).toBeVisible();
  expect(violations).toEqual([]);
});

test("a guest buys a plan from the landing page through the checkout, with no violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/");
  await page
    .locator("#pricing")
    .getByRole("button", { name: `Get ${PLANS.starter.label}` })
    .click();
  await page.waitForURL((url) => url.pathname === "/dev/checkout" && url.searchParams.has("ticket"));
  await page.getByLabel("Email").fill(`csp_buyer_${unique()}@example.test`);
  await page.getByRole("button", { name: `Pay $${PLANS.starter.priceUsd}` }).click();
  await page.waitForURL((url) => url.pathname === "/payment-success");
  await expect(page.getByRole("heading", { name: "Confirm Your Email" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("social sign-in posts to the app, is redirected to the provider and back, and signs in, with no violation", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const user = await subscriber();
  await setFakeOAuthUser({ id: `csp-${unique()}`, email: user.email, email_verified: true, name: "CSP Tester" });

  await page.goto("/login");
  await expectHydrated(page);
  // The provider's consent page is on another origin: form-action must allow the redirect there.
  const toProvider = page.waitForRequest((r) => new URL(r.url()).pathname === "/authorize");
  await page.getByRole("button", { name: "Continue with Test OAuth" }).click();
  await toProvider;
  await expect(page).toHaveURL(/\/projects$/, { timeout: 20_000 });
  expect(violations).toEqual([]);
});
