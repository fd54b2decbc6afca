import { z } from "zod";
import { idField } from "@/lib/domain/validation/id";
import { route } from "@/lib/http/route";
import { FETCH_BY_IDS_BATCH } from "@/lib/domain/search/constants";
import { fetchSavedIdeas } from "@/lib/server/search/fetch-by-ids";
import type { FetchByIdsResponse } from "@/lib/contracts/search";

export type { FetchByIdsResponse };

const Body = z.object({
  idea_ids: z
    .array(idField("idea_ids item"))
    .max(FETCH_BY_IDS_BATCH, `At most ${FETCH_BY_IDS_BATCH} ideas can be fetched at once.`),
});

/** The saved results of a search, by id, at most 50 a call. */
export const POST = route(
  { access: "subscriber", body: Body },
  async ({ body, session }): Promise<FetchByIdsResponse> => fetchSavedIdeas(session.user.id, body.idea_ids),
);
