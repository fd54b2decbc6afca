import { describe, expect, it } from "vitest";
import { getServerSideProps } from "@/pages/login";
import { createUserWithSession } from "@/tests/support/factories";
import { openPage } from "@/tests/support/pages";
import { ORIGIN } from "@/tests/support/requests";

/**
 * The open redirect as an attacker sends it: a link to /login?returnTo=<bypass> opened by a
 * logged-in user. The request goes through the proxy and then the real /login page, whose guard
 * answers with the redirect; its Location must stay on this origin. A guest gets the login form,
 * whose return target must be safe too.
 */
const BYPASSES = [
  "/.//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "/\t/evil.example",
  "//evil.example",
];

async function openLogin(returnTo: string, session?: string) {
  return openPage(getServerSideProps, `/login?returnTo=${encodeURIComponent(returnTo)}`, session);
}

function staysOnThisOrigin(location: string) {
  expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
  expect(location).not.toMatch(/^\/[/\\]/);
  expect(decodeURIComponent(location)).not.toMatch(/^\/[/\\]/);
  expect(new URL(decodeURIComponent(location), ORIGIN).origin).toBe(ORIGIN);
}

describe("open redirect through /login?returnTo=", () => {
  it.each(BYPASSES)("a logged-in user opening returnTo=%j is redirected on this origin", async (returnTo) => {
    const { token } = await createUserWithSession();
    const { redirect } = await openLogin(returnTo, token);
    expect(redirect).not.toBeNull();
    staysOnThisOrigin(redirect!);
    expect(redirect).toBe("/projects");
  });

  it("a logged-in user with an ordinary returnTo still goes there", async () => {
    const { token } = await createUserWithSession();
    expect((await openLogin("/search?q=ai", token)).redirect).toBe("/search?q=ai");
  });

  it.each(BYPASSES)("a guest opening returnTo=%j gets a login form that returns on this origin", async (returnTo) => {
    const { rendered } = await openLogin(returnTo);
    staysOnThisOrigin(rendered!.returnTo!);
  });
});
