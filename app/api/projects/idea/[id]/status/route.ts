import { z } from "zod";
import { route } from "@/lib/http/route";
import { claimStatus } from "@/lib/server/ideas/claims";

const Params = z.object({ id: z.coerce.number({ error: "id must be a number" }).int().positive() });

/** Whether the current user claimed this idea: about the asker only, never anyone else. */
export const GET = route({ access: "subscriber", params: Params }, async ({ params, session }) => claimStatus(session.user.id, params.id));
