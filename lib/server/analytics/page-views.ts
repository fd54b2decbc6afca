import { env } from "@/lib/env";
import { referrerForStorage, withoutQuery } from "@/lib/domain/analytics/page-view";
import type { PageViewInput } from "@/lib/domain/analytics/page-view-body";
import { errors } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { addressKey, hit, type Window } from "@/lib/server/security/rate-limit";

/**
 * A browser sends one view per page it shows; a person never comes near this many a minute, and
 * an office behind one address still fits. Beyond it the endpoint is a way to fill our table.
 */
export const PAGE_VIEW_LIMIT: Window = { limit: 240, windowMs: 60_000 };

export interface PageView {
  path: string;
  referrer?: string | null;
  userId?: number | null;
  visitorId?: string | null;
}

/** Counts the address's view and refuses it (429) past the limit. */
export async function throttlePageViews(ip: string): Promise<void> {
  const state = await hit(`page-view:${addressKey(ip)}`, PAGE_VIEW_LIMIT);
  if (state.count > PAGE_VIEW_LIMIT.limit) throw errors.rateLimited(state.retryAfterMs / 1000);
}

/**
 * Stores one view. Query strings and fragments are dropped here too, whatever the client sent:
 * they may hold one-time tokens (signup and password-reset links).
 */
export async function recordPageView(view: PageView): Promise<void> {
  await db().pageView.create({
    data: {
      path: withoutQuery(view.path),
      referrer: referrerForStorage(view.referrer, new URL(env().appUrl).origin),
      userId: view.userId ?? null,
      visitorId: view.visitorId ?? null,
    },
  });
}

export const pageViewFromInput = (body: PageViewInput, userId: number | undefined): PageView => ({
  path: body.path,
  referrer: body.referrer,
  visitorId: body.visitor_id,
  userId,
});
