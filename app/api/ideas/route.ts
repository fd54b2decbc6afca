import { z } from "zod";
import { BOARD_SIZE } from "@/lib/domain/ideas/board-size";
import { parseCategories } from "@/lib/domain/ideas/categories";
import { usageDay } from "@/lib/domain/usage/day";
import { intParam } from "@/lib/domain/validation/schemas";
import { route } from "@/lib/http/route";
import { shuffleBoard, type ShuffleResult } from "@/lib/server/ideas/board";

const Query = z
  .object({
    count: intParam("count", 1, BOARD_SIZE, BOARD_SIZE),
    innovation_priority: intParam("innovation_priority", 1, 100, 50),
    speed_priority: intParam("speed_priority", 1, 100, 50),
    demand_priority: intParam("demand_priority", 1, 100, 50),
    market_size_priority: intParam("market_size_priority", 1, 100, 50),
    categories: z.string().max(500).optional(),
    client_date: z.string().max(20).optional(),
  })
  .transform((q, ctx) => {
    const parsed = parseCategories(q.categories);
    if ("error" in parsed) {
      ctx.addIssue({ code: "custom", message: parsed.error, path: ["categories"] });
      return z.NEVER;
    }
    return { ...q, categories: parsed.categories };
  });

/** Idea Board shuffle: `count` unseen ideas, leaning to the priorities; one credit per idea shown. */
export const GET = route(
  { access: "subscriber", query: Query, appCallOnly: true },
  async ({ query, session }): Promise<ShuffleResult> =>
    shuffleBoard({
      userId: session.user.id,
      tier: session.subscription?.tier ?? null,
      requestedDay: usageDay(query.client_date),
      count: query.count,
      priorities: {
        innovation: query.innovation_priority,
        speed: query.speed_priority,
        demand: query.demand_priority,
        marketSize: query.market_size_priority,
      },
      categories: query.categories,
    }),
);
