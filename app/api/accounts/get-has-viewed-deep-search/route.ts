import { route } from "@/lib/http/route";
import { getViewedFlag } from "@/lib/server/ideas/board-state";

/** First-visit flag, kept on the server so the welcome shows once per account, not per browser. */
export const GET = route({ access: "subscriber" }, async ({ session }) => ({
  has_viewed_deep_search: await getViewedFlag(session.user.id, "hasViewedDeepSearch"),
}));
