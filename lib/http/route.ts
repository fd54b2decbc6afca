import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { SESSION_COOKIE, sessionCookie, type CookieSpec } from "@/lib/auth/cookies";
import { PasswordPoolBusy } from "@/lib/auth/password-pool";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { verifySession, type ActiveSession } from "@/lib/server/auth/sessions";
import { BOTH_CREDENTIALS_MESSAGE, bearerTokenOf, sessionForApiToken } from "@/lib/server/api-tokens/bearer";
import { isDatabaseUnavailable } from "@/lib/server/db/client";
import { readBodyLimited, parseJsonBody } from "@/lib/body";
import { CSRF_COOKIE, CSRF_HEADER, isSameOrigin, tokensMatch } from "./csrf";
import { ApiError, errors } from "@/lib/errors";
import { FOREIGN_CALL_MESSAGE, isAppCall, isCrossSite } from "./fetch-site";
import { allowedOrigins, hostPolicyOf, isAllowedHost, MISDIRECTED_MESSAGE } from "./host";
import { parseWith, queryObject } from "./validation";
import { clientIpOf, cookieOf, requestIdOf } from "./request";

/**
 * The one wrapper for every route export: request id and log line, body size limit, CSRF and
 * Origin checks on unsafe methods, session and access, zod parsing of params, query and body,
 * and the mapping of thrown errors to the spec's error shape. No stack trace ever leaves the server.
 */
export type Access = "public" | "user" | "subscriber";

type SessionFor<A extends Access> = A extends "public" ? ActiveSession | null : ActiveSession;

export interface RouteContext<A extends Access, B, Q, P> {
  req: NextRequest;
  requestId: string;
  ip: string;
  session: SessionFor<A>;
  body: B;
  query: Q;
  params: P;
  /** Raw body text, for webhooks that verify a signature over the exact bytes. */
  rawBody: string;
  /** Cookies to set on the response, whatever the handler returns. */
  setCookie: (cookie: CookieSpec) => void;
}

export interface RouteConfig<A extends Access, B, Q, P> {
  access: A;
  /**
   * Default: checked on POST, PUT, PATCH and DELETE. Only webhooks (signed) turn it off.
   * "header-or-body": the token may also come as `csrf_token` in the JSON body, for
   * navigator.sendBeacon, which cannot set headers; the same-origin check still applies.
   */
  csrf?: boolean | "header-or-body";
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  /** Keep the body as text (webhooks); no JSON parsing. */
  rawBody?: boolean;
  /**
   * Leave the body unread (uploads): the handler streams it from `req` itself, after the CSRF and
   * session checks, with its own size limit. No `body` schema; `rawBody` is "".
   */
  streamBody?: boolean;
  /**
   * A GET that spends credits (board shuffle, Deep Search): only the app's own script may send it
   * (X-Requested-With, never marked cross-site), so a link from another site spends nothing.
   */
  appCallOnly?: boolean;
  /** navigator.sendBeacon sends text/plain. */
  allowTextPlain?: boolean;
  maxBodyBytes?: number;
  /**
   * Hand a session whose device awaits approval to the handler. Without it, such a session is
   * refused with 403 device_verification_required on a user route, and seen as a guest on a
   * public one. Only the approval itself, its new-code call, the session check, logout and the
   * sign-ins that replace the session set it.
   */
  allowUnverifiedDevice?: boolean;
}

type Handler<A extends Access, B, Q, P> = (ctx: RouteContext<A, B, Q, P>) => Promise<Response | object>;
type NextContext = { params: Promise<Record<string, string | string[]>> };

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const INPUTS = Symbol("route inputs");

/** The schemas a route export parses, and whether it leaves its body unparsed. */
export interface RouteInputs {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  rawBody: boolean;
}

/** What a route export reads, so a test can try hostile input on every route without a list to keep up. */
export function routeInputs(handler: unknown): RouteInputs | undefined {
  return typeof handler === "function" ? (handler as { [INPUTS]?: RouteInputs })[INPUTS] : undefined;
}

export function route<A extends Access, B = undefined, Q = undefined, P = undefined>(
  config: RouteConfig<A, B, Q, P>,
  handler: Handler<A, B, Q, P>,
) {
  const wrapped = async function wrapped(req: NextRequest, nextCtx?: NextContext): Promise<Response> {
    const started = performance.now();
    const requestId = requestIdOf(req.headers);
    const cookies: CookieSpec[] = [];
    let session: ActiveSession | null = null;
    let response: Response;
    try {
      response = await run(req, nextCtx, config, handler, requestId, cookies, (s) => (session = s));
    } catch (error) {
      response = errorResponse(error, requestId, req);
    }
    for (const cookie of cookies) (response as NextResponse).cookies?.set(cookie);
    response.headers.set("x-request-id", requestId);
    response.headers.set("cache-control", response.headers.get("cache-control") ?? "no-store");
    log.info("request", {
      requestId,
      method: req.method,
      path: req.nextUrl.pathname,
      status: response.status,
      ms: Math.round(performance.now() - started),
      userId: (session as ActiveSession | null)?.user.id,
      apiTokenId: (session as ActiveSession | null)?.apiToken?.id,
    });
    return response;
  };
  Object.defineProperty(wrapped, INPUTS, {
    value: {
      params: config.params,
      query: config.query,
      body: config.body,
      rawBody: Boolean(config.rawBody || config.streamBody),
    } satisfies RouteInputs,
  });
  return wrapped;
}

async function run<A extends Access, B, Q, P>(
  req: NextRequest,
  nextCtx: NextContext | undefined,
  config: RouteConfig<A, B, Q, P>,
  handler: Handler<A, B, Q, P>,
  requestId: string,
  cookies: CookieSpec[],
  onSession: (s: ActiveSession | null) => void,
): Promise<Response> {
  // DNS rebinding: no answer to a Host that is not the app's (the HTTP server refuses it first).
  const host = req.headers.get("host") ?? req.nextUrl.host;
  if (!isAllowedHost(host, req.nextUrl.pathname, hostPolicyOf(env()))) throw misdirected();
  const unsafe = UNSAFE.has(req.method);
  const limit = config.maxBodyBytes ?? env().MAX_BODY_BYTES;
  // The CSRF token and the session are checked before a byte of the body is read, so a request
  // that will be refused cannot make the server wait for (or hold) its body. Only a beacon that
  // sends its token inside the body has that check after the (size-limited) read.
  const csrfInBody = unsafe && config.csrf === "header-or-body" && !req.headers.get(CSRF_HEADER);
  // An API token comes without cookies, so it needs no CSRF check; a request with a session cookie
  // as well is refused, so a token can never carry a cookie session past that check.
  const bearer = bearerTokenOf(req.headers);
  if (bearer !== null && cookieOf(req.headers, SESSION_COOKIE))
    throw new ApiError("bad_request", BOTH_CREDENTIALS_MESSAGE);
  if (unsafe && config.csrf !== false && bearer === null) {
    // Nothing that writes state runs on a request the browser says another site started.
    if (isCrossSite(req.headers)) throw errors.csrf();
    if (csrfInBody) checkOrigin(req);
    else checkCsrf(req, null);
  }

  if (config.appCallOnly && bearer === null && !isAppCall(req.headers))
    throw new ApiError("forbidden", FOREIGN_CALL_MESSAGE);

  const session =
    bearer !== null
      ? await sessionForApiToken(bearer, req.method, req.nextUrl.pathname)
      : await verifySession(cookieOf(req.headers, SESSION_COOKIE), { refresh: true });
  onSession(session);
  if (session?.refreshed) cookies.push(sessionCookie(session.token, session.expiresAt));
  if (config.access !== "public" && !session) throw errors.unauthenticated();
  const pending = session?.needsDeviceVerification === true && !config.allowUnverifiedDevice;
  if (config.access !== "public" && pending) throw deviceVerificationRequired();
  if (config.access === "subscriber" && !session!.hasActiveSubscription) throw errors.subscriptionRequired();

  const rawBody = unsafe && !config.streamBody ? await readBodyLimited(req, limit) : "";
  if (csrfInBody)
    checkCsrf(req, bodyCsrfToken(rawBody, req.headers.get("content-type"), config.allowTextPlain ?? false));

  const params = config.params ? parseWith(config.params, await nextCtx?.params) : (undefined as P);
  const query = config.query ? parseWith(config.query, queryObject(req.nextUrl)) : (undefined as Q);
  let body = undefined as B;
  if (config.body && !config.rawBody) {
    body = parseWith(
      config.body,
      parseJsonBody(rawBody, req.headers.get("content-type"), config.allowTextPlain ?? false),
    );
  }

  const result = await handler({
    req,
    requestId,
    ip: clientIpOf(req.headers),
    session: (pending ? null : session) as SessionFor<A>,
    body,
    query,
    params,
    rawBody,
    setCookie: (c) => cookies.push(c),
  });
  return result instanceof Response ? ensureNext(result) : NextResponse.json(result);
}

/** A session opened on a device the user has not approved yet (see lib/server/auth/open-session.ts). */
const deviceVerificationRequired = () =>
  new ApiError("forbidden", "Device verification required.", { device_verification_required: true });

const misdirected = () => new ApiError("bad_request", MISDIRECTED_MESSAGE, {}, {}, 421);

function checkOrigin(req: NextRequest): void {
  if (!isSameOrigin(req.headers, allowedOrigins(hostPolicyOf(env())))) throw errors.csrf();
}

function checkCsrf(req: NextRequest, bodyToken: string | null): void {
  checkOrigin(req);
  if (!tokensMatch(cookieOf(req.headers, CSRF_COOKIE), req.headers.get(CSRF_HEADER) ?? bodyToken)) throw errors.csrf();
}

/** The `csrf_token` field of a JSON body, or null (unparseable bodies are refused later, by the schema). */
function bodyCsrfToken(raw: string, contentType: string | null, allowTextPlain: boolean): string | null {
  try {
    const parsed = parseJsonBody(raw, contentType, allowTextPlain) as { csrf_token?: unknown } | null;
    return typeof parsed?.csrf_token === "string" ? parsed.csrf_token : null;
  } catch {
    return null;
  }
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The service is temporarily unavailable. Please try again in a few seconds.";
const databaseUnavailable = () =>
  new ApiError("service_unavailable", DATABASE_UNAVAILABLE_MESSAGE, {}, { "Retry-After": "5" });

export const PAYMENT_PROVIDER_UNAVAILABLE_MESSAGE =
  "The payment provider is not answering right now. Nothing was charged or changed. Please try again in a few minutes.";

/** The Stripe SDK's errors for "could not reach Stripe" and "Stripe failed on its side" (5xx). */
function isPaymentProviderUnavailable(error: unknown): boolean {
  const e = error as { type?: unknown; statusCode?: unknown } | null;
  if (!e || typeof e.type !== "string") return false;
  return (
    e.type === "StripeConnectionError" ||
    (e.type === "StripeAPIError" && (typeof e.statusCode !== "number" || e.statusCode >= 500))
  );
}

function ensureNext(res: Response): Response {
  return res instanceof NextResponse ? res : new NextResponse(res.body, res);
}

export function errorResponse(error: unknown, requestId: string, req?: NextRequest): NextResponse {
  // Password hashing at capacity (a flood of logins or password changes): refuse at once, cheaply.
  if (error instanceof PasswordPoolBusy)
    error = errors.rateLimited(error.retryAfterSeconds, "The server is busy. Please try again in a few seconds.");
  // The database down or restarting: a clear 503 the client may retry, never a 500.
  if (!(error instanceof ApiError) && isDatabaseUnavailable(error)) {
    log.warn("database unavailable", {
      requestId,
      method: req?.method,
      path: req?.nextUrl.pathname,
      error: (error as Error)?.message,
    });
    error = databaseUnavailable();
  }
  // Stripe unreachable or failing on its side: a clear 503, nothing was changed on ours.
  if (!(error instanceof ApiError) && isPaymentProviderUnavailable(error)) {
    log.warn("payment provider unavailable", {
      requestId,
      method: req?.method,
      path: req?.nextUrl.pathname,
      error: (error as Error)?.message,
    });
    error = new ApiError("service_unavailable", PAYMENT_PROVIDER_UNAVAILABLE_MESSAGE, {}, { "Retry-After": "30" });
  }
  if (error instanceof ApiError) {
    return NextResponse.json(error.toBody(), { status: error.status, headers: error.headers });
  }
  log.error("unhandled error", { requestId, method: req?.method, path: req?.nextUrl.pathname, error });
  return NextResponse.json(
    { error: "Something went wrong on our side. Please try again.", request_id: requestId },
    { status: 500 },
  );
}
