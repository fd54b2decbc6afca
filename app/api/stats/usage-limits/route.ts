import { z } from "zod";
import type { UsageLimits } from "@/lib/domain/usage/limits";
import { usageDay } from "@/lib/domain/usage/day";
import { route } from "@/lib/http/route";
import { usageOn } from "@/lib/server/usage/credits";

const Query = z.object({ client_date: z.string().max(20).optional() });

/** Credits used and left today (the user's day, see usageDay) and active projects. */
export const GET = route({ access: "subscriber", query: Query }, async ({ query, session }): Promise<UsageLimits> =>
  usageOn(session.user.id, session.subscription?.tier ?? null, usageDay(query.client_date)),
);
