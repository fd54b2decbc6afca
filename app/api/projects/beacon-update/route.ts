import { BatchBody } from "@/lib/domain/projects/schemas";
import { route } from "@/lib/http/route";
import { applyBatch, type BatchResult } from "@/lib/server/projects/batch";

export type BeaconUpdateResponse = BatchResult;

/**
 * POST /api/projects/beacon-update/: the batch sent by navigator.sendBeacon when the page is left
 * with unsaved changes. A beacon cannot set headers: it sends text/plain, and the CSRF token as
 * `csrf_token` in the body (the Origin check still applies).
 */
export const POST = route(
  { access: "subscriber", body: BatchBody, allowTextPlain: true, csrf: "header-or-body" },
  async ({ body, session }): Promise<BeaconUpdateResponse> => applyBatch(session.user.id, body),
);
