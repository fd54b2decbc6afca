import { describe, expect, it } from "vitest";
import { LOGIN_ERRORS, loginDestination, loginOutcome, loginReturnTo, type LoginResponse } from "./login";

const res = (status: number, data: LoginResponse["data"], retryAfter: string | null = null): LoginResponse => ({
  ok: status >= 200 && status < 300,
  status,
  data,
  retryAfter,
});

describe("loginReturnTo", () => {
  it("prefers the (already safe) query parameter", () => {
    expect(loginReturnTo("/account", { returnTo: "/search" })).toBe("/account");
  });
  it("falls back to a safe returnTo in the navigation state, then /projects", () => {
    expect(loginReturnTo(null, { returnTo: "/idea-board?x=1" })).toBe("/idea-board?x=1");
    expect(loginReturnTo(null, { returnTo: "https://evil.example" })).toBe("/projects");
    expect(loginReturnTo(null, { returnTo: 42 })).toBe("/projects");
    expect(loginReturnTo(null, null)).toBe("/projects");
  });
});

describe("loginDestination", () => {
  it("goes to the server's redirect_to when present and same-origin", () => {
    expect(loginDestination("/verify-device?returnTo=%2Faccount", "/account")).toBe(
      "/verify-device?returnTo=%2Faccount",
    );
    expect(loginDestination("//evil.example", "/account")).toBe("/account");
    expect(loginDestination(undefined, "/account")).toBe("/account");
    expect(loginDestination("", "/projects")).toBe("/projects");
  });
  it("passes the return target on to a redirect_to that names none", () => {
    expect(loginDestination("/verify-device", "/account?tab=billing")).toBe(
      "/verify-device?returnTo=%2Faccount%3Ftab%3Dbilling",
    );
    expect(loginDestination("/verify-device", "/projects")).toBe("/verify-device");
  });
});

describe("loginOutcome", () => {
  it("returns the expiry and the destination on success", () => {
    const body = { user: { username: "demo_pro", email: "d@example.com" }, expires_at: "2026-03-02T12:00:00.000Z" };
    expect(loginOutcome(res(200, body), "/account")).toEqual({
      kind: "success",
      expiresAt: body.expires_at,
      destination: "/account",
    });
    expect(
      loginOutcome(res(200, { ...body, redirect_to: "/verify-device?returnTo=%2Faccount" }), "/account"),
    ).toMatchObject({
      destination: "/verify-device?returnTo=%2Faccount",
    });
  });

  it("reads a 429's time_message into words", () => {
    const body = { error: "Too many login attempts.", time_message: "14:05", retry_after: 845 };
    expect(loginOutcome(res(429, body), "/projects")).toEqual({
      kind: "error",
      message: "Too many login attempts. Please try again after 14 minutes and 5 seconds.",
      fieldErrors: {},
    });
    expect(loginOutcome(res(429, { time_message: "0:30" }), "/projects")).toMatchObject({
      message: "Too many login attempts. Please try again after 30 seconds.",
    });
    expect(loginOutcome(res(429, { time_message: "1:00" }), "/projects")).toMatchObject({
      message: "Too many login attempts. Please try again after 1 minute.",
    });
  });

  it("falls back to retry_after, then the Retry-After header, then the server's error", () => {
    expect(loginOutcome(res(429, { retry_after: 90 }), "/")).toMatchObject({
      message: "Too many login attempts. Please try again after 1 minute and 30 seconds.",
    });
    expect(loginOutcome(res(429, null, "120"), "/")).toMatchObject({
      message: "Too many login attempts. Please try again after 2 minutes.",
    });
    expect(loginOutcome(res(429, { error: "Too many login attempts." }), "/")).toMatchObject({
      message: "Too many login attempts.",
    });
  });

  it("shows the server's error, else 'Login failed'", () => {
    expect(loginOutcome(res(401, { error: "Invalid username or password." }), "/")).toEqual({
      kind: "error",
      message: "Invalid username or password.",
      fieldErrors: {},
    });
    expect(loginOutcome(res(500, null), "/")).toMatchObject({ message: LOGIN_ERRORS.failed });
    expect(loginOutcome(res(503, { error: "  " }), "/")).toMatchObject({ message: LOGIN_ERRORS.failed });
  });

  it("maps a 400's field errors onto the form's fields", () => {
    const body = {
      error: "Username or email is required",
      errors: { username: ["Username or email is required"], password: ["Password is too long"], other: ["x"] },
    };
    expect(loginOutcome(res(400, body), "/")).toEqual({
      kind: "error",
      message: "Username or email is required",
      fieldErrors: { identifier: "Username or email is required", password: "Password is too long" },
    });
  });
});
