/**
 * The calls an API token may make, as data: the route wrapper refuses a token on any other path,
 * the OpenAPI document and the reference page list exactly these. Paths are OpenAPI templates
 * ({id}); a path matches with or without its trailing slash. `writes`: the call changes state, so a
 * read-only token is refused it. The MCP endpoint is a POST for every tool: its tools check the
 * scope themselves.
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface TokenCall {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: "Ideas" | "Saved ideas" | "Projects" | "Usage";
  /** Spends Deep Search or Idea Board credits. */
  spendsCredits?: boolean;
}

export const MCP_PATH = "/api/mcp";
/** The OpenAPI document is public; a client that sends its token along is answered too. */
export const OPENAPI_PATH = "/api/openapi.json";

export const TOKEN_CALLS: readonly TokenCall[] = [
  {
    method: "GET",
    path: "/api/ideas/search",
    summary: "Deep Search: one page of 10 ranked ideas",
    tag: "Ideas",
    spendsCredits: true,
  },
  {
    method: "GET",
    path: "/api/ideas",
    summary: "Idea Board: a shuffle of unseen ideas",
    tag: "Ideas",
    spendsCredits: true,
  },
  { method: "GET", path: "/api/ideas/{id}", summary: "One idea you have been shown, in full", tag: "Ideas" },
  { method: "POST", path: "/api/ideas/claim", summary: "Claim an idea: it becomes an active project", tag: "Ideas" },
  { method: "POST", path: "/api/ideas/unclaim", summary: "Release a claimed idea", tag: "Ideas" },
  { method: "GET", path: "/api/saved-ideas", summary: "Your saved ideas, newest first", tag: "Saved ideas" },
  { method: "POST", path: "/api/saved-ideas", summary: "Save an idea you have been shown", tag: "Saved ideas" },
  {
    method: "DELETE",
    path: "/api/saved-ideas/{id}",
    summary: "Remove an idea from your saved ideas",
    tag: "Saved ideas",
  },
  { method: "GET", path: "/api/projects", summary: "Your projects with their milestones and notes", tag: "Projects" },
  { method: "GET", path: "/api/projects/{id}", summary: "One project", tag: "Projects" },
  { method: "PUT", path: "/api/projects/{id}", summary: "Mark a project completed or active again", tag: "Projects" },
  { method: "DELETE", path: "/api/projects/{id}", summary: "Delete a project", tag: "Projects" },
  { method: "GET", path: "/api/projects/{id}/milestones", summary: "A project's milestones", tag: "Projects" },
  { method: "POST", path: "/api/projects/{id}/milestones", summary: "Add a milestone", tag: "Projects" },
  {
    method: "PUT",
    path: "/api/projects/{id}/milestones/{milestoneId}",
    summary: "Rename or tick a milestone",
    tag: "Projects",
  },
  {
    method: "DELETE",
    path: "/api/projects/{id}/milestones/{milestoneId}",
    summary: "Delete a milestone",
    tag: "Projects",
  },
  { method: "GET", path: "/api/projects/{id}/notes", summary: "A project's notes", tag: "Projects" },
  { method: "POST", path: "/api/projects/{id}/notes", summary: "Add a note", tag: "Projects" },
  { method: "PUT", path: "/api/projects/{id}/notes/{noteId}", summary: "Edit a note", tag: "Projects" },
  { method: "DELETE", path: "/api/projects/{id}/notes/{noteId}", summary: "Delete a note", tag: "Projects" },
  {
    method: "GET",
    path: "/api/stats/usage-limits",
    summary: "Credits used and left today, and active projects",
    tag: "Usage",
  },
];

export const writes = (method: string): boolean => method !== "GET" && method !== "HEAD";

const templateRegex = (path: string) => new RegExp(`^${path.replace(/\{[A-Za-z]+\}/g, "[^/]+")}/?$`);
const MATCHERS = TOKEN_CALLS.map((call) => ({ call, regex: templateRegex(call.path) }));

/** The token call a request is, or null when a token may not make it. */
export function tokenCallOf(method: string, pathname: string): TokenCall | null {
  return MATCHERS.find((m) => m.call.method === method && m.regex.test(pathname))?.call ?? null;
}

export const isMcpPath = (pathname: string): boolean => pathname === MCP_PATH || pathname === `${MCP_PATH}/`;

export const isOpenApiPath = (pathname: string): boolean => pathname === OPENAPI_PATH;
