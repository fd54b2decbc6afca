/**
 * Requests a foreign page makes the user's browser send. A top-level navigation from another site
 * (a link, window.open, a redirect) carries the Lax session cookie, but the browser marks it
 * `Sec-Fetch-Site: cross-site` and it can carry no header of its own choosing. So nothing that
 * spends credits or writes state runs on a request marked cross-site, and a GET that spends credits
 * also needs `X-Requested-With: XMLHttpRequest`, which the app's own script sends on every call
 * (lib/client/api.ts) and which another site's page can send only after a CORS preflight this app
 * never grants.
 */
export const APP_CALL_HEADER = "x-requested-with";
export const APP_CALL_VALUE = "XMLHttpRequest";

export const FOREIGN_CALL_MESSAGE = "This request must come from the app's own pages.";

/** True when the browser says another site started the request (`same-site` is another host of the same site). */
export function isCrossSite(headers: Headers): boolean {
  const site = (headers.get("sec-fetch-site") ?? "").toLowerCase();
  return site === "cross-site" || site === "same-site";
}

/** True when the app's own script sent the call: its header, and no browser mark of another site. */
export function isAppCall(headers: Headers): boolean {
  return headers.get(APP_CALL_HEADER) === APP_CALL_VALUE && !isCrossSite(headers);
}
