import { z } from "zod";
import type {
  OpenDigestIdeaRequest,
  SavedSearchCreate as SavedSearchCreateContract,
  SavedSearchUpdate as SavedSearchUpdateContract,
} from "@/lib/contracts/saved-searches";
import {
  ALERT_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_NAME_REQUIRED,
  SAVED_SEARCH_NAME_TOO_LONG,
} from "@/lib/domain/saved-searches/limits";
import { idField } from "@/lib/domain/validation/id";
import { SearchQuerySchema, type SearchQuery } from "@/lib/server/search/schema";

/**
 * The inputs of /api/saved-searches/...: one schema each. A saved search's parameters are checked
 * by Deep Search's own query schema (SearchQuerySchema), so a saved search is always one that
 * GET /api/ideas/search accepts, with the same messages. Only the search's own parameters are
 * kept: the page offset and the browser's date belong to one request, not to the search.
 */
const TRANSIENT_PARAMS = new Set(["offset", "client_date"]);
const MAX_PARAM_KEYS = 40;

const Name = z
  .string({ error: SAVED_SEARCH_NAME_REQUIRED })
  .trim()
  .min(1, SAVED_SEARCH_NAME_REQUIRED)
  .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_NAME_TOO_LONG);

const Alert = z.enum(ALERT_FREQUENCIES, { error: `alert must be one of ${ALERT_FREQUENCIES.join(", ")}.` });

/** The stored form of a search's parameters: the keys Deep Search reads, non-empty, without the transient ones. */
export const SearchParams = z
  .record(z.string().max(50), z.string().max(5000), { error: "params must be an object of search parameters" })
  .refine((r) => Object.keys(r).length <= MAX_PARAM_KEYS, "params has too many keys")
  .transform((raw, ctx) => {
    const parsed = SearchQuerySchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return storedParams(raw);
  });

/** The parameters Deep Search knows (SearchQuerySchema's keys), non-empty, without offset and client_date. */
function storedParams(raw: Record<string, string>): Record<string, string> {
  const kept = Object.entries(raw).filter(
    ([key, value]) => SEARCH_PARAM_KEYS.has(key) && !TRANSIENT_PARAMS.has(key) && value.trim() !== "",
  );
  return Object.fromEntries(kept.sort(([a], [b]) => a.localeCompare(b)));
}

/** SearchQuerySchema is z.object(shape).transform(...), a pipe: its input object's keys are the parameters. */
const SEARCH_PARAM_KEYS = new Set(
  Object.keys((SearchQuerySchema as unknown as { in?: { shape?: Record<string, unknown> } }).in?.shape ?? {}),
);
if (!SEARCH_PARAM_KEYS.has("main_search_text")) throw new Error("Deep Search's query schema has changed shape");

/** The stored parameters as the search and the digest's matching read them. */
export function parseStoredParams(params: Record<string, string>): SearchQuery {
  return SearchQuerySchema.parse(params);
}

export const SavedSearchCreate = z.object({ name: Name, params: SearchParams, alert: Alert.default("off") });
export const SavedSearchUpdate = z
  .object({ name: Name.optional(), alert: Alert.optional() })
  .refine((b) => b.name !== undefined || b.alert !== undefined, "Send a new name or alert.");
export const SavedSearchParams = z.object({ id: idField() });
export const OpenDigestIdea = z.object({ idea_id: idField("idea_id"), client_date: z.string().max(20).optional() });
export const UnsubscribeQuery = z.object({ token: z.string().max(200).default("") });

// The schemas and the browser's contract describe the same bodies: a field typed differently fails the typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _create: Same<z.input<typeof SavedSearchCreate>, SavedSearchCreateContract> = true;
const _update: Same<z.input<typeof SavedSearchUpdate>, SavedSearchUpdateContract> = true;
const _open: Same<z.output<typeof OpenDigestIdea>, OpenDigestIdeaRequest> = true;
