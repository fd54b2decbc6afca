import { ApiError, errors } from "./errors";
import { log } from "./log";

/** Reads at most `limit` bytes of the body; a larger one is a 413 before it is all in memory. */
export async function readBodyLimited(req: Request, limit: number): Promise<string> {
  return (await readBodyBytesLimited(req, limit)).toString("utf8");
}

/** The same, as bytes (uploads). */
export async function readBodyBytesLimited(req: Request, limit: number): Promise<Buffer> {
  const declared = Number(req.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) throw errors.tooLarge(limit);
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch((error: unknown) => {
      throw abortedBody(error);
    });
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw errors.tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export const ABORTED_BODY_MESSAGE = "The request body ended before it was complete.";

/**
 * The client hung up (or its stream broke) before the body was whole: the client's doing, a 400,
 * never mistaken for a database outage by the error's socket code (ECONNRESET, ...).
 */
function abortedBody(error: unknown): ApiError {
  const reason = (error as { code?: unknown; message?: unknown } | null) ?? {};
  log.info("request body aborted", { reason: String(reason.code ?? reason.message ?? "unknown") });
  return new ApiError("bad_request", ABORTED_BODY_MESSAGE);
}

/**
 * Parses a JSON body. `text/plain` is accepted only where a route allows it (navigator.sendBeacon
 * cannot set application/json). An empty body counts as `{}` so the schema reports what is missing.
 */
export function parseJsonBody(raw: string, contentType: string | null, allowTextPlain: boolean): unknown {
  if (raw.trim() === "") return {};
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  const accepted =
    type === "application/json" || type.endsWith("+json") || (allowTextPlain && (type === "text/plain" || type === ""));
  if (!accepted) throw errors.unsupportedMediaType();
  return parseJsonText(raw);
}

/**
 * Deepest nesting of arrays and objects a JSON body may have. Real bodies are a few levels deep;
 * a deeper one would overflow the stack of whatever walks it recursively after JSON.parse
 * (schemas, string cleaning, JSON.stringify), a 500 instead of a 400.
 */
export const MAX_JSON_DEPTH = 64;

/** JSON text parsed, or the 400 of malformed JSON, also for text nested deeper than MAX_JSON_DEPTH. */
export function parseJsonText(raw: string): unknown {
  if (!jsonDepthWithin(raw, MAX_JSON_DEPTH)) throw errors.invalidJson();
  try {
    return JSON.parse(raw);
  } catch {
    throw errors.invalidJson();
  }
}

const QUOTE = 0x22; // "
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b; // [
const CLOSE_BRACKET = 0x5d; // ]
const OPEN_BRACE = 0x7b; // {
const CLOSE_BRACE = 0x7d; // }

/**
 * Whether JSON text nests arrays and objects at most `max` deep, in one pass over the characters
 * before anything is parsed (brackets inside strings do not count). Only meaningful for valid
 * JSON; invalid text is refused by JSON.parse anyway.
 */
export function jsonDepthWithin(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > max) return false;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth--;
  }
  return true;
}
