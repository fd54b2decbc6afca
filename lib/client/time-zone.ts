import { TIME_ZONE_COOKIE } from "@/lib/domain/usage/time-zone";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Leaves the browser's UTC offset in the tz_offset cookie (a year, every path), unless it is there
 * already, so the server can tell the user's date when it renders a page: /results then runs a new
 * search while it renders, on the user's credits day, instead of waiting for the browser to send it.
 */
export function rememberTimeZone(doc: Document = document, now: Date = new Date()): void {
  const cookie = `${TIME_ZONE_COOKIE}=${now.getTimezoneOffset()}`;
  if (doc.cookie.split("; ").includes(cookie)) return;
  const secure = doc.location?.protocol === "https:" ? "; secure" : "";
  doc.cookie = `${cookie}; path=/; max-age=${YEAR_SECONDS}; samesite=lax${secure}`;
}
