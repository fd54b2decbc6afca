import { route } from "@/lib/http/route";
import { setViewedFlag } from "@/lib/server/ideas/board-state";

export const POST = route({ access: "subscriber" }, async ({ session }) => {
  await setViewedFlag(session.user.id, "hasViewedDeepSearch");
  return { has_viewed_deep_search: true };
});
