import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { ApiTokenScope } from "@/lib/contracts/api-tokens";
import type { Tier } from "@/lib/domain/billing/plans";
import { IdeaIdBody } from "@/lib/domain/ideas/schemas";
import { MilestoneCreateBody, NoteContent } from "@/lib/domain/projects/schemas";
import { idField } from "@/lib/domain/validation/id";
import { fieldErrors } from "@/lib/domain/validation/schemas";
import { storableStrings } from "@/lib/domain/validation/storable";
import { ApiError, errors } from "@/lib/errors";
import { log } from "@/lib/log";
import { readOnlyToken } from "@/lib/server/api-tokens/bearer";
import { claimIdea } from "@/lib/server/ideas/claims";
import { ideaById } from "@/lib/server/ideas/queries";
import { addMilestone, updateMilestone } from "@/lib/server/projects/milestones";
import { createNote } from "@/lib/server/projects/notes";
import { listProjects } from "@/lib/server/projects/queries";
import { SearchQuerySchema } from "@/lib/server/search/schema";
import { searchIdeas } from "@/lib/server/search/search";
import { listSavedIdeas } from "@/lib/server/watchlist/list";

/**
 * The MCP server: its tools call the same server functions as the app's routes, as the token's
 * owner, with the owner's plan (credits, project limit) as it is at each call. A read-only token
 * may use the tools that read; the others refuse it. Served over streamable HTTP at /api/mcp and
 * over stdio by `npm run mcp`.
 */
export interface McpCaller {
  userId: number;
  tier: Tier | null;
  scope: ApiTokenScope;
  hasActiveSubscription: boolean;
}

/** Resolves the caller on each tool call, so a revoked token or a canceled plan stops the next one. */
export type ResolveCaller = () => Promise<McpCaller>;

export const MCP_SERVER_NAME = "ideaforge";
const TOOL_FAILED_MESSAGE = "Something went wrong on our side. Please try again.";

/** The search parameters as Deep Search reads them from its query string (all text; see the API reference). */
function searchInputShape(): Record<string, z.ZodType> {
  const object = SearchQuerySchema.in as z.ZodObject;
  return Object.fromEntries(
    Object.entries(object.shape).map(([key, field]) => [key, field instanceof z.ZodPipe ? field.in : field]),
  ) as Record<string, z.ZodType>;
}

const ProjectId = { project_id: idField("project_id") };

interface ToolSpec<S extends Record<string, z.ZodType>> {
  name: string;
  title: string;
  description: string;
  input: S;
  writes: boolean;
  run: (caller: McpCaller, args: z.infer<z.ZodObject<S>>) => Promise<unknown>;
}

const tool = <S extends Record<string, z.ZodType>>(spec: ToolSpec<S>) => spec;

export const MCP_TOOLS = [
  tool({
    name: "search_ideas",
    title: "Search ideas",
    description:
      'Deep Search: one page of 10 ranked ideas. Same parameters as the app\'s search (all given as text, e.g. offset "10"). ' +
      "Spends one Deep Search credit per idea newly shown today, like the app.",
    input: searchInputShape(),
    writes: false,
    run: (caller, args) =>
      searchIdeas({ userId: caller.userId, tier: caller.tier, query: parseWith(SearchQuerySchema, args) }),
  }),
  tool({
    name: "get_idea",
    title: "Get an idea",
    description: "One idea in full with its evidence: only an idea you have been shown (or your project's).",
    input: { id: idField() },
    writes: false,
    run: (caller, args) => ideaById(caller.userId, args.id),
  }),
  tool({
    name: "list_saved_ideas",
    title: "List saved ideas",
    description: "Your saved ideas (the watchlist), newest first.",
    input: {},
    writes: false,
    run: async (caller) => ({ saved: await listSavedIdeas(caller.userId) }),
  }),
  tool({
    name: "claim_idea",
    title: "Claim an idea",
    description: "Claims an idea you have been shown: it becomes an active project, within your plan's project limit.",
    input: { id: idField() },
    writes: true,
    run: (caller, args) => claimIdea(caller.userId, caller.tier, parseWith(IdeaIdBody, args).id),
  }),
  tool({
    name: "list_projects",
    title: "List projects",
    description: "Your projects, active and completed, with their milestones and notes.",
    input: {},
    writes: false,
    run: async (caller) => ({ projects: await listProjects(caller.userId) }),
  }),
  tool({
    name: "add_milestone",
    title: "Add a milestone",
    description: "Adds a milestone to one of your active projects.",
    input: { ...ProjectId, ...MilestoneCreateBody.shape },
    writes: true,
    run: (caller, { project_id, ...milestone }) => addMilestone(caller.userId, project_id, milestone),
  }),
  tool({
    name: "tick_milestone",
    title: "Tick a milestone",
    description: "Marks a milestone done (is_completed true, the default) or not done (false).",
    input: { ...ProjectId, milestone_id: idField("milestone_id"), is_completed: z.boolean().default(true) },
    writes: true,
    run: (caller, args) =>
      updateMilestone(caller.userId, args.project_id, args.milestone_id, { is_completed: args.is_completed }),
  }),
  tool({
    name: "add_note",
    title: "Add a note",
    description: "Adds a note to one of your active projects.",
    input: { ...ProjectId, content: NoteContent },
    writes: true,
    run: (caller, args) => createNote(caller.userId, args.project_id, args.content),
  }),
];

/** The same parse as the route's: a failure is the 400 of the API, with the first message. */
function parseWith<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(storableStrings(input));
  if (result.success) return result.data;
  const first = result.error.issues[0]?.message ?? "Invalid input.";
  throw new ApiError("validation_failed", first, { errors: fieldErrors(result.error) });
}

function textResult(value: unknown): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value) }] };
}

/** A refusal the model can read: the same message (and fields) the API answers with. */
function errorResult(error: unknown): CallToolResult {
  if (error instanceof ApiError)
    return {
      isError: true,
      content: [{ type: "text", text: JSON.stringify({ status: error.status, ...error.toBody() }) }],
    };
  log.error("mcp tool failed", { error });
  return { isError: true, content: [{ type: "text", text: JSON.stringify({ error: TOOL_FAILED_MESSAGE }) }] };
}

async function callTool<S extends Record<string, z.ZodType>>(
  spec: ToolSpec<S>,
  resolveCaller: ResolveCaller,
  args: z.infer<z.ZodObject<S>>,
): Promise<CallToolResult> {
  try {
    const caller = await resolveCaller();
    if (!caller.hasActiveSubscription) throw errors.subscriptionRequired();
    if (spec.writes && caller.scope === "read") throw readOnlyToken();
    // Text goes to PostgreSQL as the routes' parsing leaves it: no NUL, no lone surrogate.
    return textResult(await spec.run(caller, storableStrings(args) as typeof args));
  } catch (error) {
    return errorResult(error);
  }
}

export function createMcpServer(resolveCaller: ResolveCaller): McpServer {
  const server = new McpServer({ name: MCP_SERVER_NAME, version: "1.0.0" });
  for (const spec of MCP_TOOLS as ToolSpec<Record<string, z.ZodType>>[]) {
    server.registerTool(
      spec.name,
      {
        title: spec.title,
        description: spec.description,
        inputSchema: spec.input,
        annotations: { readOnlyHint: !spec.writes, openWorldHint: false },
      },
      (args) => callTool(spec, resolveCaller, args as z.infer<z.ZodObject<Record<string, z.ZodType>>>),
    );
  }
  return server;
}
