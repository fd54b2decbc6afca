"use client";

/**
 * The one client for the app's calls: credentials and X-Requested-With on every
 * request, the CSRF token on unsafe ones (fetched first when the cookie is missing), one retry
 * after clearing the cookie on a CSRF 403, and a 401 while logged in sends the user to
 * /login?returnTo=<current page> with 'Your session has expired. Please log in again to continue.'
 */
import { notify } from "@/lib/client/toast";
import { SESSION_EXPIRED_NOTICE_KEY } from "@/lib/domain/session/expiry";

export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please log in again to continue.";
const CSRF_COOKIE = "csrftoken";
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface ApiResult<T> {
  ok: boolean;
  status: number;
  /** The parsed JSON body, or null when the body was not JSON. */
  data: T | null;
  headers: Headers;
}

export interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Raw bytes as the body instead of JSON (an avatar upload), sent with the file's content type. */
  file?: Blob;
  /** Do not redirect to /login on a 401 (login form, session checks). */
  allowUnauthenticated?: boolean;
  signal?: AbortSignal;
  keepalive?: boolean;
  /** The call's request, sent already (the results page's early search): its answer is read instead of sending. */
  sent?: Promise<Response>;
}

export function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  const match = document.cookie.split("; ").find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

function clearCookie(name: string) {
  document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
}

export async function csrfToken(): Promise<string> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  const res = await fetch("/accounts/csrf/", {
    credentials: "same-origin",
    headers: { "X-Requested-With": "XMLHttpRequest" },
  });
  if (!res.ok) throw new Error("Failed to get CSRF token");
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

async function send(path: string, opts: ApiOptions): Promise<Response> {
  const method = opts.method ?? "GET";
  const headers: Record<string, string> = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };
  if (opts.file) headers["Content-Type"] = opts.file.type || "application/octet-stream";
  else if (opts.body !== undefined) headers["Content-Type"] = "application/json";
  if (UNSAFE.has(method)) headers["X-CSRFToken"] = await csrfToken();
  return fetch(path, {
    method,
    headers,
    credentials: "same-origin",
    body: opts.file ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    signal: opts.signal,
    keepalive: opts.keepalive,
    cache: "no-store",
  });
}

async function parse<T>(res: Response): Promise<T | null> {
  if (!(res.headers.get("content-type") ?? "").includes("application/json")) return null;
  try {
    return (await res.json()) as T;
  } catch {
    return null;
  }
}

let redirectingToLogin = false;

export async function api<T = unknown>(path: string, opts: ApiOptions = {}): Promise<ApiResult<T>> {
  let res = await (opts.sent ?? send(path, opts));
  let data = await parse<T & { detail?: string }>(res);
  if (res.status === 403 && typeof data?.detail === "string" && data.detail.includes("CSRF")) {
    clearCookie(CSRF_COOKIE);
    res = await send(path, opts);
    data = await parse<T & { detail?: string }>(res);
  }
  if (res.status === 401 && !opts.allowUnauthenticated) handleExpiredSession();
  if (res.status === 403 && (data as { device_verification_required?: boolean } | null)?.device_verification_required)
    sendToDeviceVerification();
  return { ok: res.ok, status: res.status, data, headers: res.headers };
}

export function handleExpiredSession() {
  if (redirectingToLogin || window.location.pathname === "/login") return;
  redirectingToLogin = true;
  window.sessionStorage.removeItem("sessionExpiresAt");
  // The toast goes with this page; the login page shows the same message from this flag.
  window.sessionStorage.setItem(SESSION_EXPIRED_NOTICE_KEY, "1");
  notify.error(SESSION_EXPIRED_MESSAGE);
  const returnTo = window.location.pathname + window.location.search;
  // A full navigation on purpose: nothing of the expired session's client state may survive.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(`/login?returnTo=${encodeURIComponent(returnTo)}`);
}

function sendToDeviceVerification() {
  if (window.location.pathname === "/verify-device") return;
  const returnTo = window.location.pathname + window.location.search;
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- leave the blocked page entirely
  window.location.assign(`/verify-device?returnTo=${encodeURIComponent(returnTo)}`);
}

/** The message to show for a failed call: the server's `error` field, else the fallback. */
export function errorMessage(result: ApiResult<unknown>, fallback: string): string {
  const body = result.data as { error?: unknown } | null;
  return typeof body?.error === "string" && body.error ? body.error : fallback;
}

export const REQUEST_FAILED = "The request failed.";

/** A failed GET: the server's `error` field (else the caller's fallback) and the HTTP status. */
export class RequestFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "RequestFailure";
  }
}

/**
 * The SWR fetcher of every hook: GET through `api` (CSRF, 401 and device checks included); a
 * failure or a body that is not JSON throws a RequestFailure.
 */
export async function getJson<T>(path: string, fallback: string = REQUEST_FAILED): Promise<T> {
  const res = await api<T>(path);
  if (!res.ok || res.data === null) throw new RequestFailure(errorMessage(res, fallback), res.status);
  return res.data;
}

/** A GET of `path` answered 403 (no plan, no access): asking again will not change it. */
export const isForbidden = (error: unknown) => error instanceof RequestFailure && error.status === 403;
