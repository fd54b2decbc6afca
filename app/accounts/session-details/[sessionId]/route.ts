import { z } from "zod";
import { route } from "@/lib/http/route";
import { sessionDetails, type SessionDetails } from "@/lib/server/billing/purchase";

const Params = z.object({ sessionId: z.string().min(1).max(255) });

export const GET = route({ access: "public", params: Params }, async ({ params }): Promise<SessionDetails> =>
  sessionDetails(params.sessionId),
);
