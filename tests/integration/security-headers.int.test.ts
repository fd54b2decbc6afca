import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { proxy } from "@/proxy";

/**
 * The security headers of a page as the proxy sends them, with the environment of each kind of
 * deployment: a Content-Security-Policy with a nonce of its own on every page response (and the
 * same policy handed on to Next, which puts the nonce on its scripts), and HSTS only from a
 * production deployment served over https.
 */
const saved = { ...process.env };

function withEnv(vars: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
}

afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
  resetEnvCache();
});

const get = (url: string, cookie?: string) => proxy(new NextRequest(url, { headers: cookie ? { cookie } : {} }));
const nonceOf = (policy: string | null) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? "")?.[1];

describe("page Content-Security-Policy", () => {
  it("a page is sent with a strict policy whose nonce Next also receives on the request", () => {
    const response = get("http://localhost:3000/privacy");
    const policy = response.headers.get("content-security-policy");
    const nonce = nonceOf(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    // NextResponse.next({ request: { headers } }) hands these to the render as request headers.
    expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    expect(response.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
  });

  it("every response gets a nonce of its own", () => {
    const nonces = new Set(
      Array.from({ length: 20 }, () => nonceOf(get("http://localhost:3000/").headers.get("content-security-policy"))),
    );
    expect(nonces.size).toBe(20);
  });

  it("a subscriber page the user may open carries it too", () => {
    const response = get("http://localhost:3000/idea-board", "sessionid=anything");
    expect(nonceOf(response.headers.get("content-security-policy"))).toBeDefined();
  });

  it("forms may go to the fake OAuth provider when it is offered (test deployments)", () => {
    withEnv({ APP_ENV: "test", OAUTH_TEST_ISSUER: "http://127.0.0.1:2527" });
    expect(get("http://localhost:3000/login").headers.get("content-security-policy")).toContain(
      "form-action 'self' http://127.0.0.1:2527;",
    );
    withEnv({
      APP_ENV: "production",
      OAUTH_TEST_ISSUER: "http://127.0.0.1:2527",
      GITHUB_CLIENT_ID: "id",
      GITHUB_CLIENT_SECRET: "secret",
    });
    expect(get("http://localhost:3000/login").headers.get("content-security-policy")).toContain(
      "form-action 'self' https://github.com;",
    );
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent by a production deployment on https, on pages and on the proxy's redirects", () => {
    withEnv({ APP_ENV: "production", APP_URL: "https://ideaforge.example" });
    expect(get("https://ideaforge.example/privacy").headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    const redirect = get("https://ideaforge.example/projects");
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  });

  it("is not sent by a production deployment on plain http", () => {
    withEnv({ APP_ENV: "production", APP_URL: "http://ideaforge.example" });
    expect(get("http://ideaforge.example/privacy").headers.get("strict-transport-security")).toBeNull();
  });

  it("is not sent outside production, even on https", () => {
    withEnv({ APP_ENV: "test", APP_URL: "https://staging.example" });
    expect(get("https://staging.example/privacy").headers.get("strict-transport-security")).toBeNull();
  });
});
