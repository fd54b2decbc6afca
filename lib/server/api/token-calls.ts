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

/** The calls of one tag, one line each. */
const callsOf =
  (tag: TokenCall["tag"]) =>
  (method: HttpMethod, path: string, summary: string, spendsCredits?: true): TokenCall =>
    spendsCredits ? { method, path, summary, tag, spendsCredits } : { method, path, summary, tag };
const ideas = callsOf("Ideas");
const savedIdeas = callsOf("Saved ideas");
const projects = callsOf("Projects");
const usage = callsOf("Usage");

export const TOKEN_CALLS: readonly TokenCall[] = [
  ideas("GET", "/api/ideas/search", "Deep Search: one page of 10 ranked ideas", true),
  ideas("GET", "/api/ideas", "Idea Board: a shuffle of unseen ideas", true),
  ideas("GET", "/api/ideas/{id}", "One idea you have been shown, in full"),
  ideas("POST", "/api/ideas/claim", "Claim an idea: it becomes an active project"),
  ideas("POST", "/api/ideas/unclaim", "Release a claimed idea"),
  savedIdeas("GET", "/api/saved-ideas", "Your saved ideas, newest first"),
  savedIdeas("POST", "/api/saved-ideas", "Save an idea you have been shown"),
  savedIdeas("DELETE", "/api/saved-ideas/{id}", "Remove an idea from your saved ideas"),
  projects("GET", "/api/projects", "Your projects with their milestones and notes"),
  projects("GET", "/api/projects/{id}", "One project"),
  projects("PUT", "/api/projects/{id}", "Mark a project completed or active again"),
  projects("DELETE", "/api/projects/{id}", "Delete a project"),
  projects("GET", "/api/projects/{id}/milestones", "A project's milestones"),
  projects("POST", "/api/projects/{id}/milestones", "Add a milestone"),
  projects("PUT", "/api/projects/{id}/milestones/{milestoneId}", "Rename or tick a milestone"),
  projects("DELETE", "/api/projects/{id}/milestones/{milestoneId}", "Delete a milestone"),
  projects("GET", "/api/projects/{id}/notes", "A project's notes"),
  projects("POST", "/api/projects/{id}/notes", "Add a note"),
  projects("PUT", "/api/projects/{id}/notes/{noteId}", "Edit a note"),
  projects("DELETE", "/api/projects/{id}/notes/{noteId}", "Delete a note"),
  usage("GET", "/api/stats/usage-limits", "Credits used and left today, and active projects"),
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
