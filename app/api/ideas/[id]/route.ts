import { z } from "zod";
import { route } from "@/lib/http/route";
import { ideaById } from "@/lib/server/ideas/queries";
import type { IdeaView } from "@/lib/server/ideas/view";

const Params = z.object({ id: z.coerce.number({ error: "id must be a number" }).int().positive("id must be a positive number") });

export const GET = route({ access: "subscriber", params: Params }, async ({ params }): Promise<IdeaView> => ideaById(params.id));
