import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { HSTS, pageContentSecurityPolicy, strictTransportSecurity } from "./security-headers";

const NONCE = "n0nce+/Abc==";

/** The policy as a map of directive to its sources, the way a browser reads it. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe("pageContentSecurityPolicy", () => {
  const built = directives(pageContentSecurityPolicy({ nonce: NONCE, devTools: false, formTargets: [] }));

  it("runs only scripts carrying the response's nonce, and what they load", () => {
    expect(built.get("script-src")).toEqual(["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"]);
  });

  it("holds everything else to the app's own origin, with no plugins, framing or foreign base URL", () => {
    expect(Object.fromEntries(built)).toMatchObject({
      "default-src": ["'self'"],
      "img-src": ["'self'", "data:", "blob:"],
      "font-src": ["'self'"],
      "connect-src": ["'self'"],
      "worker-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
  });

  it("allows inline styles without a nonce (a nonce would make browsers ignore 'unsafe-inline')", () => {
    expect(built.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("never allows string evaluation or inline script, except eval under next dev", () => {
    expect([...built.values()].flat()).not.toContain("'unsafe-eval'");
    expect(built.get("script-src")).not.toContain("'unsafe-inline'");
    const dev = directives(pageContentSecurityPolicy({ nonce: NONCE, devTools: true, formTargets: [] }));
    expect(dev.get("script-src")).toEqual(["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'", "'unsafe-eval'"]);
  });

  it("lets forms go to the given origins besides the app (social sign-in's redirect to the provider)", () => {
    const policy = directives(
      pageContentSecurityPolicy({
        nonce: NONCE,
        devTools: false,
        formTargets: ["https://github.com", "http://127.0.0.1:2527"],
      }),
    );
    expect(policy.get("form-action")).toEqual(["'self'", "https://github.com", "http://127.0.0.1:2527"]);
  });

  it("carries the nonce of each call", () => {
    const other = pageContentSecurityPolicy({ nonce: "b3RoZXI=", devTools: false, formTargets: [] });
    expect(other).toContain("'nonce-b3RoZXI='");
    expect(other).not.toContain(NONCE);
  });
});

describe("strictTransportSecurity", () => {
  const envWith = (vars: Record<string, string>) => parseEnv({ DATABASE_URL: "postgresql://unused", ...vars });

  it("is sent by a production deployment whose public URL is https", () => {
    expect(strictTransportSecurity(envWith({ APP_ENV: "production", APP_URL: "https://ideaforge.example" }))).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(HSTS).toBe("max-age=63072000; includeSubDomains");
  });

  it("is not sent over plain http, even in production", () => {
    expect(strictTransportSecurity(envWith({ APP_ENV: "production", APP_URL: "http://ideaforge.example" }))).toBeNull();
    expect(strictTransportSecurity(envWith({ NODE_ENV: "production" }))).toBeNull();
  });

  it("is not sent outside production, even on https", () => {
    expect(strictTransportSecurity(envWith({ APP_ENV: "test", APP_URL: "https://staging.example" }))).toBeNull();
    expect(strictTransportSecurity(envWith({ APP_URL: "https://localhost:3000" }))).toBeNull();
  });
});
