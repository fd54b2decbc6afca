import { z } from "zod";
import { route } from "@/lib/http/route";
import { MAX_PAGES, markPageViewed } from "@/lib/server/search/state";

const Body = z.object({
  page_number: z
    .number({ error: "page_number must be a number" })
    .int("page_number must be a whole number")
    .min(1, "page_number must be at least 1")
    .max(MAX_PAGES, `page_number must be at most ${MAX_PAGES}`),
});

export interface PageViewedResponse {
  pages_viewed: number[];
}

/** Marks a page of the saved results as viewed. */
export const POST = route(
  { access: "subscriber", body: Body },
  async ({ body, session }): Promise<PageViewedResponse> => ({
    pages_viewed: await markPageViewed(session.user.id, body.page_number),
  }),
);
