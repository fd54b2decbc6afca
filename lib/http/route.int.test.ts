import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as csrfGet } from "@/app/accounts/csrf/route";
import { GET as verifySessionGet } from "@/app/accounts/verify-session/route";
import { proxy } from "@/proxy";
import { createUserWithSession } from "@/tests/support/factories";
import { setCookieValue } from "@/tests/support/requests";
import { route } from "./route";

const ORIGIN = "http://localhost:3000";
const CSRF = "a".repeat(43);

/** A route as a feature would write it: subscriber access, a zod body. */
const echo = route(
  { access: "subscriber", body: z.object({ title: z.string().min(1, "Title is required") }) },
  async ({ body, session }) => ({
    title: body.title,
    user: session.user.username,
  }),
);
const publicPost = route({ access: "public", body: z.object({ n: z.number() }) }, async ({ body }) => ({ n: body.n }));

function post(
  body: string | null,
  {
    session,
    csrf = CSRF,
    origin = ORIGIN,
    type = "application/json",
    cookieCsrf = CSRF,
  }: { session?: string; csrf?: string | null; origin?: string | null; type?: string; cookieCsrf?: string } = {},
) {
  const headers = new Headers({ "content-type": type });
  const cookies = [`csrftoken=${cookieCsrf}`, session ? `sessionid=${session}` : ""].filter(Boolean).join("; ");
  headers.set("cookie", cookies);
  if (csrf) headers.set("x-csrftoken", csrf);
  if (origin) headers.set("origin", origin);
  return new NextRequest(`${ORIGIN}/api/test/`, { method: "POST", headers, body });
}

describe("route wrapper", () => {
  it("answers 401 without a session and 403 without an active subscription", async () => {
    expect((await echo(post(JSON.stringify({ title: "x" })))).status).toBe(401);
    const canceled = await createUserWithSession({ status: "canceled", currentPeriodEnd: new Date(Date.now() - 1000) });
    expect((await echo(post(JSON.stringify({ title: "x" }), { session: canceled.token }))).status).toBe(403);
  });

  it("runs the handler with parsed input for a subscriber", async () => {
    const { token, user } = await createUserWithSession();
    const res = await echo(post(JSON.stringify({ title: "Hello" }), { session: token }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ title: "Hello", user: user.username });
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("rejects a missing or wrong CSRF token and a foreign Origin with Django's exact body", async () => {
    const expected = { detail: "CSRF token missing or incorrect." };
    for (const req of [
      post('{"n":1}', { csrf: null }),
      post('{"n":1}', { csrf: "b".repeat(43) }),
      post('{"n":1}', { origin: "https://evil.example" }),
    ]) {
      const res = await publicPost(req);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(expected);
    }
  });

  it('with csrf: "header-or-body", takes the token from a text/plain body (sendBeacon), still checking the Origin', async () => {
    const beacon = route(
      { access: "public", csrf: "header-or-body", allowTextPlain: true, body: z.object({ n: z.number() }) },
      async ({ body }) => ({ n: body.n }),
    );
    const text = "text/plain;charset=UTF-8";
    const ok = await beacon(post(JSON.stringify({ n: 1, csrf_token: CSRF }), { csrf: null, type: text }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ n: 1 });
    expect((await beacon(post(JSON.stringify({ n: 2 }), { type: text }))).status).toBe(200);
    for (const req of [
      post(JSON.stringify({ n: 1 }), { csrf: null, type: text }),
      post(JSON.stringify({ n: 1, csrf_token: "b".repeat(43) }), { csrf: null, type: text }),
      post(JSON.stringify({ n: 1, csrf_token: CSRF }), { csrf: null, type: text, origin: "https://evil.example" }),
      post("not json", { csrf: null, type: text }),
    ]) {
      const res = await beacon(req);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ detail: "CSRF token missing or incorrect." });
    }
    // Routes without the option ignore a token in the body.
    expect((await publicPost(post(JSON.stringify({ n: 1, csrf_token: CSRF }), { csrf: null }))).status).toBe(403);
  });

  it("answers 400 to malformed JSON and to failed validation, with per-field errors", async () => {
    const { token } = await createUserWithSession();
    const malformed = await echo(post("{not json", { session: token }));
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "Malformed JSON in request body." });
    const invalid = await echo(post(JSON.stringify({ title: "" }), { session: token }));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ error: "Title is required", errors: { title: ["Title is required"] } });
  });

  it("answers 415 to a body that is not JSON and 413 to an oversized one", async () => {
    const wrongType = await publicPost(post("n=1", { type: "application/x-www-form-urlencoded" }));
    expect(wrongType.status).toBe(415);
    const huge = await publicPost(post(JSON.stringify({ n: 1, pad: "x".repeat(1_100_000) })));
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toMatch(/too large/);
  });

  it("refuses a request without a CSRF token or a session before reading its body", async () => {
    // The attacker opens a body and never finishes it: the answer must not wait for it.
    const endless = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"title":"'));
        },
      });
    const stalled = (headers: Headers) =>
      new NextRequest(`${ORIGIN}/api/test/`, {
        method: "POST",
        headers,
        body: endless(),
        duplex: "half",
      } as ConstructorParameters<typeof NextRequest>[1]);
    const withCsrf = new Headers({
      "content-type": "application/json",
      cookie: `csrftoken=${CSRF}`,
      "x-csrftoken": CSRF,
      origin: ORIGIN,
    });
    const withoutCsrf = new Headers({ "content-type": "application/json", origin: ORIGIN });
    const pending = Symbol("still reading the body");
    const answer = (res: Promise<Response>) =>
      Promise.race([res.then((r) => r.status), new Promise((resolve) => setTimeout(() => resolve(pending), 2_000))]);
    expect(await answer(publicPost(stalled(withoutCsrf)))).toBe(403);
    expect(await answer(echo(stalled(withCsrf)))).toBe(401);
  });

  it("never leaks a stack trace", async () => {
    const boom = route({ access: "public" }, async () => {
      throw new Error("secret internals at /srv/app.ts:12");
    });
    const res = await boom(new NextRequest(`${ORIGIN}/api/boom`));
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain("secret internals");
    expect(text).not.toContain(".ts:");
  });
});

describe("GET /accounts/csrf/", () => {
  it("sets a readable csrftoken cookie and returns the same token", async () => {
    const res = await csrfGet(new NextRequest(`${ORIGIN}/accounts/csrf/`));
    const { csrfToken } = await res.json();
    expect(csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`csrftoken=${csrfToken}`);
    expect(cookie.toLowerCase()).toContain("samesite=lax");
    expect(cookie.toLowerCase()).not.toContain("httponly");
  });
});

describe("the CSRF cookie of a page", () => {
  const page = (path: string, cookie?: string) =>
    proxy(new NextRequest(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }));

  it("comes with a page a browser without one opens, and an unsafe call echoing it is accepted", async () => {
    const res = page("/login");
    const token = setCookieValue(res, "csrftoken");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const line = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("csrftoken="))!
      .toLowerCase();
    expect(line).toContain("samesite=lax");
    expect(line).toContain("path=/");
    expect(line).not.toContain("httponly");
    const call = await publicPost(post(JSON.stringify({ n: 7 }), { csrf: token!, cookieCsrf: token! }));
    expect(call.status).toBe(200);
    // Another browser's page gets a token of its own.
    expect(setCookieValue(page("/login"), "csrftoken")).not.toBe(token);
  });

  it("is kept when the browser has one, and replaced when what it has is not one of ours", () => {
    expect(setCookieValue(page("/results?main_search_text=x", `csrftoken=${CSRF}; sessionid=s`), "csrftoken")).toBe(
      undefined,
    );
    expect(setCookieValue(page("/privacy", "csrftoken=short"), "csrftoken")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("is not set on a redirect to the login page", () => {
    const res = page("/idea-board");
    expect(res.status).toBe(307);
    expect(setCookieValue(res, "csrftoken")).toBeUndefined();
  });
});

describe("GET /accounts/verify-session/", () => {
  it("reports a guest as not authenticated", async () => {
    const res = await verifySessionGet(new NextRequest(`${ORIGIN}/accounts/verify-session/`));
    expect(await res.json()).toEqual({ authenticated: false, user: null, expires_at: null });
  });

  it("returns the user and the real expiry of the session", async () => {
    const { token, user, expiresAt } = await createUserWithSession();
    const res = await verifySessionGet(
      new NextRequest(`${ORIGIN}/accounts/verify-session/`, { headers: { cookie: `sessionid=${token}` } }),
    );
    expect(await res.json()).toEqual({
      authenticated: true,
      user: { username: user.username, email: user.email },
      expires_at: expiresAt.toISOString(),
    });
  });
});
