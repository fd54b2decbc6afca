/**
 * One error class for every handler, and one code-to-status table. The body follows the spec's
 * calls: `{ "error": "<message>", ...fields }` (e.g. `usage`, `daily_limit_reached`, `time_message`).
 */
export const ERROR_STATUS = {
  bad_request: 400,
  invalid_json: 400,
  validation_failed: 400,
  unauthenticated: 401,
  csrf_failed: 403,
  forbidden: 403,
  subscription_required: 403,
  limit_reached: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra fields the spec names for this answer (usage, errors, time_message, ...). */
    readonly fields: Record<string, unknown> = {},
    /** Extra response headers (Retry-After, ...). */
    readonly headers: Record<string, string> = {},
    status?: number,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status ?? ERROR_STATUS[code];
  }

  toBody(): Record<string, unknown> {
    // A CSRF failure keeps Django's exact shape, which the client recognises to retry once.
    if (this.code === "csrf_failed") return { detail: this.message };
    return { error: this.message, ...this.fields };
  }
}

export const CSRF_FAILURE_MESSAGE = "CSRF token missing or incorrect.";

export const errors = {
  unauthenticated: () => new ApiError("unauthenticated", "Authentication credentials were not provided."),
  notFound: (what = "Not found.") => new ApiError("not_found", what),
  csrf: () => new ApiError("csrf_failed", CSRF_FAILURE_MESSAGE),
  subscriptionRequired: () => new ApiError("subscription_required", "An active subscription is required."),
  tooLarge: (limit: number) => new ApiError("payload_too_large", `Request body is too large (limit ${limit} bytes).`),
  invalidJson: () => new ApiError("invalid_json", "Malformed JSON in request body."),
  unsupportedMediaType: () => new ApiError("unsupported_media_type", "Content-Type must be application/json."),
  rateLimited: (retryAfterSeconds: number, message = "Too many requests. Please try again later.", fields = {}) =>
    new ApiError("rate_limited", message, fields, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) }),
};
