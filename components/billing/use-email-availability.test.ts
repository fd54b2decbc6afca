import { beforeEach, describe, expect, it, vi } from "vitest";

/** The signup form's email check: the spec's call (body email, with the link's token) and its three outcomes. */
type Answer = { status: number; data: unknown } | Error;
const sent: { path: string; body: unknown }[] = [];
let next: Answer = { status: 200, data: { available: true, message: "Email is available." } };

vi.mock("@/lib/client/api", () => ({
  api: async (path: string, opts: { body?: unknown } = {}) => {
    sent.push({ path, body: opts.body });
    if (next instanceof Error) throw next;
    return { ok: next.status < 400, status: next.status, data: next.data, headers: new Headers() };
  },
}));

const { askEmailAvailability, EMAIL_CHECK_ERROR } = await import("./use-email-availability");

beforeEach(() => {
  sent.length = 0;
});

describe("askEmailAvailability", () => {
  it("posts the email with the setup token and reads available and message", async () => {
    next = { status: 200, data: { available: true, message: "Email is available." } };
    expect(await askEmailAvailability("tok", "ann@example.test")).toEqual({
      status: "available",
      message: "Email is available.",
    });
    expect(sent).toEqual([{ path: "/accounts/check-email/", body: { email: "ann@example.test", token: "tok" } }]);
    next = { status: 200, data: { available: false, message: "An account with this email already exists." } };
    expect(await askEmailAvailability("tok", "ann@example.test")).toEqual({
      status: "unavailable",
      message: "An account with this email already exists.",
    });
  });

  it("a refusal is unavailable with the server's words; anything else is the spec's error", async () => {
    next = { status: 400, data: { error: "Invalid or expired token" } };
    expect(await askEmailAvailability("x", "a@example.test")).toEqual({
      status: "unavailable",
      message: "Invalid or expired token",
    });
    next = { status: 500, data: null };
    expect(await askEmailAvailability("x", "a@example.test")).toEqual({ status: "error", message: EMAIL_CHECK_ERROR });
    next = new Error("offline");
    expect(await askEmailAvailability("x", "a@example.test")).toEqual({ status: "error", message: EMAIL_CHECK_ERROR });
    expect(EMAIL_CHECK_ERROR).toBe("Error checking email availability.");
  });
});
