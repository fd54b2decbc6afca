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

export function parseWith<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = result.error.issues[0]?.message ?? "Invalid input.";
  throw new ApiError("validation_failed", first, { errors: fields });
}

/** Query strings as a plain object; repeated keys keep the last value. */
export function queryObject(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}
