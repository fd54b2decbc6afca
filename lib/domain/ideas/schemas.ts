import { z } from "zod";
import { idField } from "@/lib/domain/validation/id";

/** Body of the claim and unclaim calls: `{ id }` of an idea. */
export const IdeaIdBody = z.object({ id: idField() });

/** Body of the unclaim call: the idea, and the user's answer when its project holds work (release.ts). */
export const UnclaimBody = z.object({
  id: idField(),
  confirmed: z.boolean({ error: "confirmed must be true or false" }).optional(),
});

/** Path params of the calls about one idea: `/.../{id}/`. */
export const IdeaParams = z.object({ id: idField() });
