import { route } from "@/lib/http/route";
import { searchState } from "@/lib/server/search/state";
import type { SearchStateView } from "@/lib/contracts/search";

export type { SearchStateView };

/** The saved Deep Search of the signed-in user. */
export const GET = route({ access: "subscriber" }, async ({ session }): Promise<SearchStateView> =>
  searchState(session.user.id),
);
