import { z } from "zod";
import { CONTROL, PAGE_PATH_MAX, REFERRER_MAX, VISITOR_ID_PATTERN, withoutQuery } from "./page-view";

/** POST /api/analytics/page-view: the body as the server accepts it (the rules are in page-view.ts, which the browser imports without zod). */
export const PageViewBody = z.object({
  path: z
    .string()
    .trim()
    .min(1, "path is required")
    .max(PAGE_PATH_MAX, `path must be at most ${PAGE_PATH_MAX} characters`)
    .refine((p) => p.startsWith("/") && !p.startsWith("//"), "path must start with /")
    .refine((p) => !CONTROL.test(p), "path must not contain control characters")
    .transform(withoutQuery),
  referrer: z.string().max(REFERRER_MAX, `referrer must be at most ${REFERRER_MAX} characters`).nullish(),
  visitor_id: z.string().regex(VISITOR_ID_PATTERN, "visitor_id must be 8 to 64 letters, digits, - or _").nullish(),
});
export type PageViewInput = z.infer<typeof PageViewBody>;
