import * as ideaBoard from "@/app/api/ideas/route";
import * as idea from "@/app/api/ideas/[id]/route";
import * as claim from "@/app/api/ideas/claim/route";
import * as search from "@/app/api/ideas/search/route";
import * as unclaim from "@/app/api/ideas/unclaim/route";
import * as projects from "@/app/api/projects/route";
import * as project from "@/app/api/projects/[id]/route";
import * as milestones from "@/app/api/projects/[id]/milestones/route";
import * as milestone from "@/app/api/projects/[id]/milestones/[milestoneId]/route";
import * as notes from "@/app/api/projects/[id]/notes/route";
import * as note from "@/app/api/projects/[id]/notes/[noteId]/route";
import * as savedIdeas from "@/app/api/saved-ideas/route";
import * as savedIdea from "@/app/api/saved-ideas/[id]/route";
import * as usageLimits from "@/app/api/stats/usage-limits/route";
import { env } from "@/lib/env";
import { routeInputs } from "@/lib/http/route";
import { openApiDocument, type DocumentedCall } from "@/lib/server/api/openapi";
import { TOKEN_CALLS } from "@/lib/server/api/token-calls";

/**
 * The route module behind each path a token may call: the document reads each export's own
 * schemas (routeInputs), so what it says is what the route validates.
 */
export const ROUTE_MODULES: Record<string, Record<string, unknown>> = {
  "/api/ideas/search": search,
  "/api/ideas": ideaBoard,
  "/api/ideas/{id}": idea,
  "/api/ideas/claim": claim,
  "/api/ideas/unclaim": unclaim,
  "/api/saved-ideas": savedIdeas,
  "/api/saved-ideas/{id}": savedIdea,
  "/api/projects": projects,
  "/api/projects/{id}": project,
  "/api/projects/{id}/milestones": milestones,
  "/api/projects/{id}/milestones/{milestoneId}": milestone,
  "/api/projects/{id}/notes": notes,
  "/api/projects/{id}/notes/{noteId}": note,
  "/api/stats/usage-limits": usageLimits,
};

export function documentedCalls(): DocumentedCall[] {
  return TOKEN_CALLS.map((call) => {
    const inputs = routeInputs(ROUTE_MODULES[call.path]?.[call.method]);
    if (!inputs) throw new Error(`No route export for ${call.method} ${call.path}`);
    return { call, inputs };
  });
}

let cached: ReturnType<typeof openApiDocument> | undefined;

export function apiDocument() {
  cached ??= openApiDocument(documentedCalls(), env().appUrl);
  return cached;
}
