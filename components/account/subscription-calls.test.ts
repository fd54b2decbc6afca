import { beforeEach, describe, expect, it, vi } from "vitest";

/** The billing actions as the spec's account page makes them: verify-password first, then the plan call. */
type Answer = { status: number; data: unknown } | Error;
const sent: { path: string; body: unknown }[] = [];
let answers: Answer[] = [];

vi.mock("@/lib/client/api", () => ({
  api: async (path: string, opts: { body?: unknown } = {}) => {
    sent.push({ path, body: opts.body });
    const next = answers.shift() ?? { status: 200, data: { success: true } };
    if (next instanceof Error) throw next;
    return { ok: next.status < 400, status: next.status, data: next.data, headers: new Headers() };
  },
  errorMessage: (res: { data: { error?: string } | null }, fallback: string) => res.data?.error || fallback,
}));

const { cancelSubscription, changePlan, PASSWORD_VERIFICATION_FAILED, PASSWORD_VERIFY_ERROR } =
  await import("./subscription-actions");

beforeEach(() => {
  sent.length = 0;
  answers = [];
});

describe("plan change and cancellation", () => {
  it("verify the password, then send the spec's bodies: { tier } and none", async () => {
    answers = [
      { status: 200, data: { success: true } },
      { status: 200, data: { success: true, checkout_url: "https://pay.example/x" } },
    ];
    expect(await changePlan("pro", "Secret-1")).toEqual({
      ok: true,
      message: "",
      checkoutUrl: "https://pay.example/x",
    });
    expect(sent).toEqual([
      { path: "/accounts/verify-password/", body: { password: "Secret-1" } },
      { path: "/accounts/manage-subscription/", body: { tier: "pro" } },
    ]);
    sent.length = 0;
    expect((await cancelSubscription("Secret-1")).ok).toBe(true);
    expect(sent).toEqual([
      { path: "/accounts/verify-password/", body: { password: "Secret-1" } },
      { path: "/accounts/cancel-subscription/", body: undefined },
    ]);
  });

  it("a wrong password stops there with the server's message; other failures with the spec's", async () => {
    answers = [{ status: 400, data: { error: "Invalid password. Please try again." } }];
    expect(await changePlan("pro", "nope")).toEqual({ ok: false, error: "Invalid password. Please try again." });
    expect(sent.map((s) => s.path)).toEqual(["/accounts/verify-password/"]);

    answers = [{ status: 500, data: null }];
    expect(await cancelSubscription("x")).toEqual({ ok: false, error: PASSWORD_VERIFICATION_FAILED });
    answers = [new Error("offline")];
    expect(await cancelSubscription("x")).toEqual({ ok: false, error: PASSWORD_VERIFY_ERROR });
    expect(PASSWORD_VERIFICATION_FAILED).toBe("Password verification failed");
    expect(PASSWORD_VERIFY_ERROR).toBe("An error occurred while verifying your password");
  });
});
