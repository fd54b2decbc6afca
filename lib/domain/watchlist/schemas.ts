import { z } from "zod";
import { idField, idFromText } from "@/lib/domain/validation/id";
import { EXPORT_DATA, EXPORT_FORMATS } from "./exports";
import { COMPARE_COUNT_MESSAGE, COMPARE_MAX, COMPARE_MIN } from "./limits";

/** Body of POST /api/saved-ideas: `{ id }` of the idea to save. */
export const SaveIdeaBody = z.object({ id: idField() });

/** Path params of DELETE /api/saved-ideas/{id}. */
export const SavedIdeaParams = z.object({ id: idField() });

/**
 * `ids=1,2,3`: two to four distinct idea ids, in the order given. Shared by the compare call and
 * the /compare page, so both refuse the same input with the same message.
 */
export const compareIds = z
  .string({ error: COMPARE_COUNT_MESSAGE })
  .max(60, COMPARE_COUNT_MESSAGE)
  .transform((value) => value.split(",").map((part) => idFromText(part.trim())))
  .refine((ids) => ids.every((id) => id !== null), COMPARE_COUNT_MESSAGE)
  .transform((ids) => [...new Set(ids as number[])])
  .refine((ids) => ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX, COMPARE_COUNT_MESSAGE);

export const CompareQuery = z.object({ ids: compareIds });

/** GET /api/export?data=saved|projects&format=csv|json. */
export const ExportQuery = z.object({
  data: z.enum(EXPORT_DATA, { error: "data must be saved or projects" }),
  format: z.enum(EXPORT_FORMATS, { error: "format must be csv or json" }),
});
