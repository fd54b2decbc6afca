"use client";

import { api } from "@/lib/client/api";
import { VISITOR_ID_PATTERN, referrerForStorage, withoutQuery } from "@/lib/domain/analytics/page-view";

export const PAGE_VIEW_URL = "/api/analytics/page-view/";
export const VISITOR_ID_KEY = "ideaforge.visitorId";

/**
 * The browser's anonymous visitor id: random, kept in localStorage (never a cookie, so it is not
 * sent with every request). Null when storage is blocked; the view is then counted without it.
 */
export function visitorId(): string | null {
  try {
    const kept = window.localStorage.getItem(VISITOR_ID_KEY);
    if (kept && VISITOR_ID_PATTERN.test(kept)) return kept;
    const fresh = randomId();
    window.localStorage.setItem(VISITOR_ID_KEY, fresh);
    return fresh;
  } catch {
    return null;
  }
}

function randomId(): string {
  // randomUUID exists only in secure contexts (https, localhost).
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The referrer of the first page of a visit: a path on this site, or only another site's origin. */
export function documentReferrer(): string | null {
  return referrerForStorage(document.referrer, window.location.origin);
}

/**
 * Sends one view through the app's client (CSRF token, and one retry when the token changed under
 * us: on a first visit the page's other calls may fetch a token at the same moment). keepalive lets
 * the request finish when the visitor leaves at once. A lost view is not worth an error.
 */
export async function sendPageView(path: string, referrer: string | null): Promise<void> {
  const body = { path: withoutQuery(path), referrer, visitor_id: visitorId() };
  await api(PAGE_VIEW_URL, { method: "POST", body, keepalive: true, allowUnauthenticated: true }).catch(
    () => undefined,
  );
}
