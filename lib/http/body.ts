import { errors } from "./errors";

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
    const { done, value } = await reader.read();
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

/**
 * Parses a JSON body. `text/plain` is accepted only where a route allows it (navigator.sendBeacon
 * cannot set application/json). An empty body counts as `{}` so the schema reports what is missing.
 */
export function parseJsonBody(raw: string, contentType: string | null, allowTextPlain: boolean): unknown {
  if (raw.trim() === "") return {};
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  const accepted = type === "application/json" || type.endsWith("+json") || (allowTextPlain && (type === "text/plain" || type === ""));
  if (!accepted) throw errors.unsupportedMediaType();
  try {
    return JSON.parse(raw);
  } catch {
    throw errors.invalidJson();
  }
}
