import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { GET as csrfGet } from "@/app/accounts/csrf/route";
import { GET as sessionDetails } from "@/app/accounts/verify-session/route";
import { hashPassword, verifyPassword } from "@/lib/auth/passwords";
import { resetEnvCache } from "@/lib/env";
import { PEER_ADDRESS_HEADER } from "@/lib/http/peer";
import { db } from "@/lib/server/db/client";
import { proxy } from "@/proxy";
import { createUser, createUserWithSession } from "@/tests/support/factories";
import { CSRF } from "@/tests/support/requests";
import { NEW_PASSWORD, confirm, hashOf, linkFor, withTemporaryOutbox } from "@/tests/support/password-reset";
import { POST as confirmPost } from "@/app/accounts/password-reset-confirm/route";

/**
 * The attack: a page on a rebinding domain (rebind.evil.example, resolving to 127.0.0.1) open in the
 * developer's browser talks to the development instance as its own origin: Host and Origin name
 * rebind.evil.example:3777. It must get no app content (pages, the dev mailbox, the API) and no
 * unsafe call may pass the Origin check with that name.
 */
withTemporaryOutbox();

const EVIL_HOST = "rebind.evil.example:3777";
const EVIL_ORIGIN = `http://${EVIL_HOST}`;
const saved = { ...process.env };

afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
  resetEnvCache();
});

function asRebound(url: string, init: { method?: string; body?: unknown; cookie?: string; headers?: object } = {}) {
  const headers = new Headers({
    host: EVIL_HOST,
    origin: EVIL_ORIGIN,
    cookie: [`csrftoken=${CSRF}`, init.cookie].filter(Boolean).join("; "),
    "x-csrftoken": CSRF,
    [PEER_ADDRESS_HEADER]: "127.0.0.1",
    ...(init.headers as Record<string, string>),
  });
  if (init.body !== undefined) headers.set("content-type", "application/json");
  return new NextRequest(`${EVIL_ORIGIN}${url}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

describe("a request naming a foreign Host", () => {
  it("cannot reset a password with a link read from the mailbox, Host and Origin set to the rebinding name", async () => {
    const user = await createUser();
    await db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword("0ld-Passw0rd!") } });
    const { uidb64, token } = await linkFor(user.email);
    const query = new URLSearchParams({ uidb64, token });
    const res = await confirmPost(
      asRebound(`/accounts/password-reset-confirm/?${query}`, {
        method: "POST",
        body: { new_password: "Rebound-Passw0rd!" },
      }),
    );
    expect(res.status).toBe(421);
    expect(await res.text()).not.toContain("success");
    expect(await verifyPassword("0ld-Passw0rd!", await hashOf(user.id))).toBe(true);
    // The link still works from the app's own origin.
    expect((await confirm({ uidb64, token })).status).toBe(200);
    expect(await verifyPassword(NEW_PASSWORD, await hashOf(user.id))).toBe(true);
  });

  it("gets no API answer: the CSRF token and a user's session details are 421", async () => {
    const { token } = await createUserWithSession();
    const csrf = await csrfGet(asRebound("/accounts/csrf/"));
    expect(csrf.status).toBe(421);
    expect(await csrf.text()).not.toMatch(/csrfToken/);
    const details = await sessionDetails(asRebound("/accounts/verify-session/", { cookie: `sessionid=${token}` }));
    expect(details.status).toBe(421);
  });

  it("gets no page: the dev mailbox and the landing page are 421 with no app content", async () => {
    for (const path of ["/dev/mailbox", "/", "/login"]) {
      const res = proxy(asRebound(path));
      expect(res.status, path).toBe(421);
      expect(res.headers.get("x-middleware-next"), path).toBeNull();
    }
  });

  it("passes for the app's own names: APP_URL's host and, outside production, loopback names", async () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000"]) {
      const res = proxy(new NextRequest(`http://${host}/login`, { headers: { host } }));
      expect(res.status, host).toBe(200);
    }
  });

  it("in production answers only to APP_URL's host", async () => {
    process.env.APP_ENV = "production";
    process.env.APP_URL = "https://ideas.example.com";
    process.env.SECRET_KEY = "k".repeat(40);
    resetEnvCache();
    expect(proxy(new NextRequest("http://127.0.0.1:3000/login", { headers: { host: "127.0.0.1:3000" } })).status).toBe(
      421,
    );
    expect(
      proxy(new NextRequest("https://ideas.example.com/login", { headers: { host: "ideas.example.com" } })).status,
    ).toBe(200);
  });
});

describe("the Origin check of unsafe calls", () => {
  it("compares Origin with APP_URL's origin, never with the Host or X-Forwarded-Host the request names", async () => {
    const user = await createUser();
    const { uidb64, token } = await linkFor(user.email);
    const query = new URLSearchParams({ uidb64, token });
    const before = await hashOf(user.id);
    const res = await confirmPost(
      asRebound(`/accounts/password-reset-confirm/?${query}`, {
        method: "POST",
        body: { new_password: "Rebound-Passw0rd!" },
        headers: { host: "localhost:3000", "x-forwarded-host": EVIL_HOST },
      }),
    );
    expect(res.status).toBe(403);
    expect(await hashOf(user.id)).toBe(before);
  });
});
