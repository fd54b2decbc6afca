import type { z } from "zod";
import { fieldErrors } from "@/lib/domain/validation/schemas";
import { ApiError } from "@/lib/errors";
import { storableStrings } from "@/lib/domain/validation/storable";

export { storableStrings };

/** Parses with the schema (after storableStrings); a failure is the 400 of the spec's error shape. */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(storableStrings(input));
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = result.error.issues[0]?.message ?? "Invalid input.";
  throw new ApiError("validation_failed", first, { errors: fields });
}

/** Query strings as a plain object; repeated keys keep the last value. */
export function queryObject(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}
