import { route } from "@/lib/http/route";
import { SearchQuerySchema } from "@/lib/server/search/schema";
import { searchIdeas } from "@/lib/server/search/search";
import type { SearchResponse } from "@/lib/contracts/search";

export type { SearchResponse };

/** Deep Search: one page of 10 ranked results; one credit per result newly viewed today. */
export const GET = route(
  { access: "subscriber", query: SearchQuerySchema, appCallOnly: true },
  async ({ query, session }): Promise<SearchResponse> =>
    searchIdeas({ userId: session.user.id, tier: session.subscription?.tier ?? null, query }),
);
