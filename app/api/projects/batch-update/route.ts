import { BatchBody } from "@/lib/domain/projects/schemas";
import { route } from "@/lib/http/route";
import { applyBatch } from "@/lib/server/projects/batch";
import type { BatchUpdateResponse } from "@/lib/contracts/projects";

export type { BatchUpdateResponse };

/** POST /api/projects/batch-update/: project updates and note creates/updates, all or nothing. */
export const POST = route(
  { access: "subscriber", body: BatchBody, allowTextPlain: true },
  async ({ body, session }): Promise<BatchUpdateResponse> => applyBatch(session.user.id, body),
);
