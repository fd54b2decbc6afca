import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import { DEFAULT_AFTER_LOGIN, loginUrlFor, safeReturnTo } from "@/lib/domain/access/routes";
import { verifySession, type ActiveSession } from "./sessions";

/**
 * Server-side guards for pages. They run in the route group
 * layouts, outside any Suspense boundary, so a first load gets a real HTTP redirect; and in every
 * page too, since a layout does not re-run when the client navigates between its pages.
 */
export const getPageSession = cache(async (): Promise<ActiveSession | null> => {
  const jar = await cookies();
  return verifySession(jar.get(SESSION_COOKIE)?.value);
});

async function currentPage(): Promise<{ path: string; search: string }> {
  const h = await headers();
  return { path: h.get("x-page-path") ?? DEFAULT_AFTER_LOGIN, search: h.get("x-page-search") ?? "" };
}

const VERIFY_DEVICE_PAGE = "/verify-device";

/**
 * Login required, then an active subscription (else /subscription-canceled). A session on a device
 * awaiting approval has only /verify-device (see requireMemberPage), whatever its subscription:
 * the device comes first.
 */
export async function requireSubscriberPage(): Promise<ActiveSession> {
  const session = await requireMemberPage();
  if (!session.hasActiveSubscription && !session.needsDeviceVerification) redirect("/subscription-canceled");
  return session;
}

/**
 * Login required, whatever the subscription; a session on a device awaiting approval goes to
 * /verify-device first, with the page as its return path.
 */
export async function requireMemberPage(): Promise<ActiveSession> {
  const session = await getPageSession();
  if (!session) {
    const { path, search } = await currentPage();
    redirect(loginUrlFor(path + search));
  }
  if (session.needsDeviceVerification) {
    const { path, search } = await currentPage();
    if (path !== VERIFY_DEVICE_PAGE)
      redirect(`${VERIFY_DEVICE_PAGE}?returnTo=${encodeURIComponent(safeReturnTo(path + search))}`);
  }
  return session;
}
