import { randomBytes } from "node:crypto";
import { expect, loginAs, test } from "./support/fixtures";
import { member } from "./support/members";

/**
 * Route access, every row of it: for a guest, an active subscriber and a user whose
 * subscription has ended. `expected` is where the browser ends up.
 */
type Who = "guest" | "subscriber" | "canceled";
const DAY = 86_400_000;
const USERS: Partial<Record<Exclude<Who, "guest">, string>> = {};

/**
 * Own users (a Starter and one whose subscription ended yesterday), so the demo users stay as
 * seeded (the Idea Board remembers a first visit) and this file needs no other to wait.
 */
test.beforeAll(async () => {
  const tag = randomBytes(4).toString("hex");
  const made = await Promise.all(
    (["active", "canceled"] as const).map((status) =>
      member({
        username: `routes_${status}_${tag}`,
        tier: "starter",
        status,
        currentPeriodEnd: new Date(Date.now() + (status === "active" ? 30 : -1) * DAY),
      }),
    ),
  );
  USERS.subscriber = made[0]!.username;
  USERS.canceled = made[1]!.username;
});

const loginFor = (path: string) => `/login?returnTo=${encodeURIComponent(path)}`;

const ROWS: { path: string; expected: Record<Who, string> }[] = [
  ...[
    "/",
    "/privacy",
    "/terms",
    "/support",
    "/payment-success?session_id=cs_test_123",
    "/auth/callback",
    "/auth/callback/google",
    "/unsubscribe?token=1.daily.x",
  ].map((path) => ({
    path,
    expected: { guest: path, subscriber: path, canceled: path },
  })),
  { path: "/landing", expected: { guest: "/", subscriber: "/", canceled: "/" } },
  { path: "/payment-success", expected: { guest: "/", subscriber: "/", canceled: "/" } },
  { path: "/no-such-page", expected: { guest: "/", subscriber: "/", canceled: "/" } },
  { path: "/projects/extra/segments", expected: { guest: "/", subscriber: "/", canceled: "/" } },
  ...["/login", "/signup", "/forgot-password", "/reset-password"].map((path) => ({
    path,
    // A logged-in user goes to /projects; without a subscription, /projects sends them on.
    expected: { guest: path, subscriber: "/projects", canceled: "/subscription-canceled" },
  })),
  {
    path: "/signup?token=abc123",
    expected: { guest: "/signup?token=abc123", subscriber: "/signup?token=abc123", canceled: "/signup?token=abc123" },
  },
  ...["/projects", "/account", "/idea-board", "/search", "/results", "/verify-device"].map((path) => ({
    path,
    expected: { guest: loginFor(path), subscriber: path, canceled: "/subscription-canceled" },
  })),
  {
    path: "/results?q=ai",
    expected: { guest: loginFor("/results?q=ai"), subscriber: "/results?q=ai", canceled: "/subscription-canceled" },
  },
  {
    path: "/subscription-canceled",
    expected: {
      guest: loginFor("/subscription-canceled"),
      subscriber: "/subscription-canceled",
      canceled: "/subscription-canceled",
    },
  },
];

for (const who of ["guest", "subscriber", "canceled"] as const) {
  test.describe(`route access as ${who}`, () => {
    test.beforeEach(async ({ context }) => {
      if (who !== "guest") await loginAs(context, USERS[who]!);
    });

    for (const row of ROWS) {
      test(`${row.path} -> ${row.expected[who]}`, async ({ page, baseURL }) => {
        const response = await page.goto(row.path);
        expect(response?.status()).toBeLessThan(400);
        // Where the server sent the browser (HTTP redirects), not where a page's script went next.
        const url = new URL(response!.url());
        expect(url.pathname + url.search).toBe(row.expected[who]);
        expect(url.origin).toBe(new URL(baseURL!).origin);
        await expect(page.locator("h1").first()).toBeVisible();
      });
    }
  });
}

test("a revoked or forged session cookie counts as no session on the server", async ({ page, context, baseURL }) => {
  const url = new URL(baseURL!);
  await context.addCookies([{ name: "sessionid", value: "forged-token-value", domain: url.hostname, path: "/" }]);
  await page.goto("/projects");
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(loginFor("/projects"));
});

test("the login-required redirect is a real HTTP redirect", async ({ request }) => {
  const res = await request.get("/account", { maxRedirects: 0 });
  expect(res.status()).toBe(307);
  expect(res.headers()["location"]).toContain(loginFor("/account"));
});
