import { z } from "zod";
import { usageDay } from "@/lib/domain/usage/day";
import type { UsageLimits } from "@/lib/domain/usage/limits";
import { route } from "@/lib/http/route";
import { incrementUsage } from "@/lib/server/usage/increment";

const Body = z.object({
  view_type: z.enum(["search", "random"], { error: "view_type must be 'search' or 'random'" }),
  count: z
    .number({ error: "count must be a number" })
    .int("count must be a whole number")
    .min(1, "count must be at least 1")
    .max(100, "count must be at most 100"),
  client_date: z.string().max(20).optional(),
});

/** Charges credits; 403 with the `usage` field when the limit would be passed. */
export const POST = route(
  { access: "subscriber", body: Body },
  async ({ body, session }): Promise<{ usage: UsageLimits }> =>
    incrementUsage(
      session.user.id,
      session.subscription?.tier ?? null,
      usageDay(body.client_date),
      body.view_type,
      body.count,
    ),
);
