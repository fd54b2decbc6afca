import { describe, expect, it, vi } from "vitest";
import { createSession } from "@/lib/server/auth/sessions";
import { createUser } from "@/tests/support/factories";
import { requireMemberPage, requireSubscriberPage } from "./page-guard";

/**
 * The page guards as a browser's GET meets them: the proxy hands the page's path in x-page-path,
 * the session comes from the cookie. A session whose device awaits approval may open nothing but
 * /verify-device, whatever its subscription, and /verify-device must not send it away.
 */
const page = { headers: new Headers(), session: "" };
vi.mock("next/headers", () => ({
  headers: async () => page.headers,
  cookies: async () => ({
    get: (name: string) => (name === "sessionid" && page.session ? { name, value: page.session } : undefined),
  }),
}));

function enter(path: string, session: string) {
  page.headers = new Headers({ "x-page-path": path, "x-page-search": "" });
  page.session = session;
}

/** Where the guard sends the browser, or null when it lets the page render. */
async function redirectOf(guard: () => Promise<unknown>): Promise<string | null> {
  try {
    await guard();
    return null;
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? "");
    if (!digest.startsWith("NEXT_REDIRECT;")) throw error;
    return digest.split(";")[2]!;
  }
}

async function sessionFor({ active, pending }: { active: boolean; pending: boolean }) {
  const user = await createUser(
    active ? {} : { status: "canceled", currentPeriodEnd: new Date(Date.now() - 86_400_000) },
  );
  return (await createSession(user.id, { needsDeviceVerification: pending })).token;
}

describe("page guards and device verification", () => {
  it("send a waiting session from the reactivation page to /verify-device", async () => {
    enter("/subscription-canceled", await sessionFor({ active: false, pending: true }));
    expect(await redirectOf(requireMemberPage)).toBe("/verify-device?returnTo=%2Fsubscription-canceled");
  });

  it("show /verify-device to a waiting session without a subscription instead of sending it away", async () => {
    enter("/verify-device", await sessionFor({ active: false, pending: true }));
    expect(await redirectOf(requireSubscriberPage)).toBeNull();
  });

  it("keep the other rules: waiting sessions go to /verify-device, ended subscriptions to /subscription-canceled", async () => {
    enter("/projects", await sessionFor({ active: true, pending: true }));
    expect(await redirectOf(requireSubscriberPage)).toBe("/verify-device?returnTo=%2Fprojects");
    enter("/verify-device", await sessionFor({ active: false, pending: false }));
    expect(await redirectOf(requireSubscriberPage)).toBe("/subscription-canceled");
    enter("/subscription-canceled", await sessionFor({ active: false, pending: false }));
    expect(await redirectOf(requireMemberPage)).toBeNull();
    enter("/verify-device", await sessionFor({ active: true, pending: true }));
    expect(await redirectOf(requireSubscriberPage)).toBeNull();
  });
});
