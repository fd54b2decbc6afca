import { z } from "zod";
import { route } from "@/lib/http/route";
import { boardState, saveBoardPreferences, type BoardStateView } from "@/lib/server/ideas/board-state";

export const GET = route({ access: "subscriber" }, async ({ session }): Promise<BoardStateView> =>
  boardState(session.user.id),
);

const Json = z.record(
  z.string().max(50),
  z.union([z.string().max(200), z.number(), z.boolean(), z.array(z.string().max(50)).max(20)]),
);
const Body = z.object({
  parameters: Json.default({}),
  filters: Json.default({}),
  sortBy: z.string().max(20).default("score"),
});

/** Saves the board preferences (sliders, filters, sort) without drawing anything. */
export const POST = route({ access: "subscriber", body: Body }, async ({ body, session }) => {
  await saveBoardPreferences(session.user.id, body);
  return { success: true };
});
