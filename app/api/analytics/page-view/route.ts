import { z } from "zod";
import { route } from "@/lib/http/route";
import { recordPageView } from "@/lib/server/analytics/page-views";

const PageViewBody = z.object({
  path: z.string().trim().min(1, "path is required").max(500).startsWith("/", "path must start with /"),
  referrer: z.string().max(1000).nullish(),
  visitor_id: z.string().max(64).nullish(),
});

export interface PageViewResponse {
  ok: true;
}

/** Page views for our own analytics (spec section 2, "Other"): path only, no personal data. */
export const POST = route({ access: "public", body: PageViewBody }, async ({ body, session }): Promise<PageViewResponse> => {
  await recordPageView({ path: body.path, referrer: body.referrer, visitorId: body.visitor_id, userId: session?.user.id });
  return { ok: true };
});
