import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import { DEFAULT_AFTER_LOGIN, loginUrlFor } from "@/lib/domain/access/routes";
import { verifySession, type ActiveSession } from "./sessions";

/**
 * Server-side guards for pages (spec section 2, "Route access"). They run in the route group
 * layouts, outside any Suspense boundary, so a redirect is a real HTTP redirect.
 */
export const getPageSession = cache(async (): Promise<ActiveSession | null> => {
  const jar = await cookies();
  return verifySession(jar.get(SESSION_COOKIE)?.value);
});

async function currentPage(): Promise<{ path: string; search: string }> {
  const h = await headers();
  return { path: h.get("x-page-path") ?? DEFAULT_AFTER_LOGIN, search: h.get("x-page-search") ?? "" };
}

/** Login required; an active subscription too, else /subscription-canceled. */
export async function requireSubscriberPage(): Promise<ActiveSession> {
  const session = await requireMemberPage();
  if (!session.hasActiveSubscription) redirect("/subscription-canceled");
  return session;
}

/** Login required, whatever the subscription. */
export async function requireMemberPage(): Promise<ActiveSession> {
  const session = await getPageSession();
  if (!session) {
    const { path, search } = await currentPage();
    redirect(loginUrlFor(path + search));
  }
  return session;
}

/** Guests only: a logged-in user goes to /projects, except on /signup carrying a setup token. */
export async function requireGuestPage(): Promise<void> {
  const session = await getPageSession();
  if (!session) return;
  const { path, search } = await currentPage();
  if (path === "/signup" && new URLSearchParams(search).get("token")) return;
  redirect(DEFAULT_AFTER_LOGIN);
}
