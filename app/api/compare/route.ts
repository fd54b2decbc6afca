import type { CompareResponse } from "@/lib/contracts/watchlist";
import { CompareQuery } from "@/lib/domain/watchlist/schemas";
import { route } from "@/lib/http/route";
import { compareIdeas } from "@/lib/server/watchlist/compare";

export type { CompareResponse };

/** Two to four ideas the user was shown, in full with their evidence, side by side; no credit is spent. */
export const GET = route(
  { access: "subscriber", query: CompareQuery },
  async ({ query, session }): Promise<CompareResponse> => ({ ideas: await compareIdeas(session.user.id, query.ids) }),
);
