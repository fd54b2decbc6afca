import { z } from "zod";
import { idField } from "@/lib/domain/validation/id";
import { route } from "@/lib/http/route";
import { revokeApiToken } from "@/lib/server/api-tokens/tokens";

const Params = z.object({ id: idField() });

/** Revokes a token: the next call made with it is refused. */
export const DELETE = route({ access: "user", params: Params }, async ({ params, session }) =>
  revokeApiToken(session.user.id, params.id),
);
