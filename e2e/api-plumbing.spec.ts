import { randomBytes } from "node:crypto";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";

/** Bad input to the calls: clear error, right status, nothing written, no stack trace. */
async function csrf(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const res = await request.get("/accounts/csrf/");
  expect(res.ok()).toBe(true);
  return (await res.json()).csrfToken;
}

test("a page view with a CSRF token is recorded", async ({ request }) => {
  const token = await csrf(request);
  // A path of its own: a page an earlier test left may still send its view (keepalive) meanwhile.
  const path = `/terms/view-${randomBytes(4).toString("hex")}`;
  const res = await request.post("/api/analytics/page-view/", {
    data: { path },
    headers: { "X-CSRFToken": token },
  });
  expect(res.status()).toBe(200);
  expect(await e2eDb().pageView.count({ where: { path } })).toBe(1);
});

test("a missing CSRF token is 403 with Django's body, and nothing is written", async ({ request }) => {
  await csrf(request);
  const path = `/terms/view-${randomBytes(4).toString("hex")}`;
  const res = await request.post("/api/analytics/page-view/", { data: { path } });
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ detail: "CSRF token missing or incorrect." });
  expect(await e2eDb().pageView.count({ where: { path } })).toBe(0);
});

test("a foreign Origin is rejected even with a valid token", async ({ request }) => {
  const token = await csrf(request);
  const res = await request.post("/api/analytics/page-view/", {
    data: { path: "/" },
    headers: { "X-CSRFToken": token, Origin: "https://evil.example" },
  });
  expect(res.status()).toBe(403);
});

test("malformed JSON, a wrong content type and an oversized body get 400, 415 and 413", async ({ request }) => {
  const token = await csrf(request);
  // Paths of its own, so a view an earlier page still sends meanwhile counts for nothing here.
  const tag = randomBytes(4).toString("hex");
  const headers = { "X-CSRFToken": token, "Content-Type": "application/json" };
  const malformed = await request.post("/api/analytics/page-view/", { data: Buffer.from("{oops"), headers });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toEqual({ error: "Malformed JSON in request body." });
  const wrongType = await request.post("/api/analytics/page-view/", {
    data: Buffer.from(`path=/form-${tag}`),
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(wrongType.status()).toBe(415);
  const huge = await request.post("/api/analytics/page-view/", {
    data: JSON.stringify({ path: `/${tag}` + "x".repeat(2_000_000) }),
    headers,
  });
  expect(huge.status()).toBe(413);
  const invalid = await request.post("/api/analytics/page-view/", { data: { path: `no-slash-${tag}` }, headers });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).errors.path).toEqual(["path must start with /"]);
  expect(await e2eDb().pageView.count({ where: { path: { contains: tag } } })).toBe(0);
});

test("unknown calls answer JSON 404, not a page", async ({ request }) => {
  for (const path of ["/api/nope/", "/accounts/nope/"]) {
    const res = await request.get(path);
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ error: "Not found." });
  }
});

test("verify-session reports the session and logout ends it on the server", async ({ context, page }) => {
  const sessionToken = await loginAs(context, "demo_pro");
  const api = page.request;
  const check = await api.get("/accounts/verify-session/");
  const body = await check.json();
  expect(body).toMatchObject({ authenticated: true, user: { username: "demo_pro", email: "demo_pro@example.com" } });
  expect(new Date(body.expires_at).getTime()).toBeGreaterThan(Date.now());

  const token = await csrf(api);
  const logout = await api.post("/accounts/logout/", { headers: { "X-CSRFToken": token } });
  expect(logout.status()).toBe(200);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "sessionid")).toBeUndefined();
  // The old cookie, replayed, no longer works: the session was revoked, not only forgotten.
  const replay = await api.get("/accounts/verify-session/", { headers: { cookie: `sessionid=${sessionToken}` } });
  expect((await replay.json()).authenticated).toBe(false);
});
