/**
 * Page views for our own analytics. What is stored is deliberately
 * poor: a path without its query string or fragment (those carry one-time tokens, e.g. the signup
 * link's `token` or the reset link's `uidb64`/`token`), a referrer reduced the same way, and a
 * random visitor id the browser keeps in localStorage. No cookies, no third-party script.
 */
export const PAGE_PATH_MAX = 500;
export const REFERRER_MAX = 1000;
/** A whole page-view body is far below this; anything larger is not ours. */
export const PAGE_VIEW_MAX_BODY_BYTES = 4096;
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The part of a path before `?` or `#`. */
export function withoutQuery(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? "";
}

/**
 * A referrer as stored: a same-site path (query dropped), or only the origin of another site
 * (its path may identify the visitor). Anything else is no referrer at all.
 */
export function referrerForStorage(referrer: string | null | undefined, ownOrigin?: string): string | null {
  const value = referrer?.trim();
  if (!value) return null;
  if (value.startsWith("/") && !value.startsWith("//")) return withoutQuery(value).slice(0, REFERRER_MAX) || null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (ownOrigin && url.origin === ownOrigin) return url.pathname.slice(0, REFERRER_MAX);
  return url.origin.slice(0, REFERRER_MAX);
}

/** Control characters, which no stored path may contain. */
export const CONTROL = /[\u0000-\u001f\u007f]/;
