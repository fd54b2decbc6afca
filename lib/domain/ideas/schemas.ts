import { z } from "zod";
import { idField } from "@/lib/domain/validation/id";

/** Body of the claim and unclaim calls: `{ id }` of an idea. */
export const IdeaIdBody = z.object({ id: idField() });

/** Path params of the calls about one idea: `/.../{id}/`. */
export const IdeaParams = z.object({ id: idField() });
