/**
 * What the login form does with the server's answer: where to
 * go after a success, and which message to show for each failure. Pure, no I/O.
 */
import { DEFAULT_AFTER_LOGIN, safeReturnTo } from "@/lib/domain/access/routes";
import { clockTimeInWords, durationInWords } from "@/lib/domain/time/words";

export const LOGIN_ERRORS = {
  failed: "Login failed",
  csrf: "Failed to get CSRF token for login",
  network: "Unable to reach the server. Please check your connection and try again.",
} as const;

export const tooManyAttemptsMessage = (time: string) => `Too many login attempts. Please try again after ${time}.`;

/** The body of POST /accounts/login/: a success, or an error with the spec's fields. */
export interface LoginResponseBody {
  user?: { username: string; email: string };
  expires_at?: string;
  redirect_to?: string;
  error?: string;
  errors?: Record<string, string[] | string>;
  time_message?: string;
  retry_after?: number;
}

export interface LoginFieldErrors {
  identifier?: string;
  password?: string;
}

export type LoginOutcome =
  | { kind: "success"; expiresAt: string | null; destination: string }
  | { kind: "error"; message: string; fieldErrors: LoginFieldErrors };

export interface LoginResponse {
  ok: boolean;
  status: number;
  data: LoginResponseBody | null;
  /** The Retry-After header, if any. */
  retryAfter: string | null;
}

/**
 * Where to go after login when the server names no place: the returnTo query parameter (already
 * made safe by the page), else a returnTo in the navigation state, else /projects.
 */
export function loginReturnTo(queryReturnTo: string | null, historyState: unknown): string {
  if (queryReturnTo) return safeReturnTo(queryReturnTo);
  const fromState = (historyState as { returnTo?: unknown } | null)?.returnTo;
  return typeof fromState === "string" ? safeReturnTo(fromState) : DEFAULT_AFTER_LOGIN;
}

/**
 * The server's redirect_to (device verification) wins over the return target, when it is safe;
 * the return target rides along as its returnTo unless it names one already.
 */
export function loginDestination(redirectTo: unknown, returnTo: string): string {
  if (typeof redirectTo !== "string" || !redirectTo) return returnTo;
  const next = safeReturnTo(redirectTo, "");
  if (!next) return returnTo;
  const url = new URL(next, "http://internal.invalid");
  if (url.searchParams.has("returnTo") || returnTo === DEFAULT_AFTER_LOGIN) return next;
  url.searchParams.set("returnTo", returnTo);
  return url.pathname + url.search + url.hash;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);

/** "14 minutes and 5 seconds" from time_message, else from retry_after or the Retry-After header. */
function retryTimeInWords(data: LoginResponseBody | null, retryAfter: string | null): string | null {
  const fromMessage = text(data?.time_message) && clockTimeInWords(data!.time_message!);
  if (fromMessage) return fromMessage;
  const seconds = typeof data?.retry_after === "number" ? data.retry_after : Number(retryAfter ?? Number.NaN);
  return Number.isFinite(seconds) && seconds > 0 ? durationInWords(seconds) : null;
}

const FIELD_OF: Record<string, keyof LoginFieldErrors> = {
  username: "identifier",
  email: "identifier",
  identifier: "identifier",
  password: "password",
};

function fieldErrorsOf(data: LoginResponseBody | null): LoginFieldErrors {
  const result: LoginFieldErrors = {};
  for (const [name, messages] of Object.entries(data?.errors ?? {})) {
    const field = FIELD_OF[name];
    const first = Array.isArray(messages) ? messages.find((m) => text(m)) : text(messages);
    if (field && first && !result[field]) result[field] = first;
  }
  return result;
}

export function loginOutcome(res: LoginResponse, returnTo: string): LoginOutcome {
  const { data } = res;
  if (res.ok) {
    return {
      kind: "success",
      expiresAt: text(data?.expires_at),
      destination: loginDestination(data?.redirect_to, returnTo),
    };
  }
  const serverMessage = text(data?.error) ?? LOGIN_ERRORS.failed;
  if (res.status === 429) {
    const time = retryTimeInWords(data, res.retryAfter);
    return { kind: "error", message: time ? tooManyAttemptsMessage(time) : serverMessage, fieldErrors: {} };
  }
  return { kind: "error", message: serverMessage, fieldErrors: res.status === 400 ? fieldErrorsOf(data) : {} };
}
