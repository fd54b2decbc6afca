import type { z } from "zod";
import { ApiError } from "./errors";

/** Per-field messages, `{ field: [message, ...] }`, the shape forms show next to inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "non_field_errors";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/**
 * The input with every NUL character removed from its strings and keys. PostgreSQL cannot store
 * NUL in text or jsonb (it raises, which would be a 500), and no field of the product means one.
 */
export function withoutNul(input: unknown): unknown {
  if (typeof input === "string") return input.includes("\u0000") ? input.replaceAll("\u0000", "") : input;
  if (Array.isArray(input)) return input.map(withoutNul);
  if (input !== null && typeof input === "object" && Object.getPrototypeOf(input) === Object.prototype) {
    return Object.fromEntries(Object.entries(input).map(([key, value]) => [withoutNul(key) as string, withoutNul(value)]));
  }
  return input;
}

/** Parses with the schema (after dropping NUL characters); a failure is the 400 of the spec's error shape. */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(withoutNul(input));
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = result.error.issues[0]?.message ?? "Invalid input.";
  throw new ApiError("validation_failed", first, { errors: fields });
}

/** Query strings as a plain object; repeated keys keep the last value. */
export function queryObject(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}
