import { z } from "zod";

/** Body of the claim and unclaim calls: `{ id }` of an idea. */
export const IdeaIdBody = z.object({ id: z.number({ error: "id must be a number" }).int().positive("id must be a positive number") });
