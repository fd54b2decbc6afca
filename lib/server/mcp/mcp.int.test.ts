import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport, getDefaultEnvironment } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { POST as mcpPost } from "@/app/api/mcp/route";
import { PEER_ADDRESS_HEADER } from "@/lib/http/peer";
import { READ_ONLY_TOKEN_MESSAGE } from "@/lib/server/api-tokens/bearer";
import { hashApiToken } from "@/lib/server/api-tokens/tokens";
import { PROJECT_LIMIT_MESSAGE } from "@/lib/domain/ideas/messages";
import { RESULTS_LIMIT_MESSAGE } from "@/lib/domain/search/messages";
import { db } from "@/lib/server/db/client";
import { newToken } from "@/tests/support/api-tokens";
import { createUserWithSession } from "@/tests/support/factories";
import { makeProject } from "@/tests/support/projects";
import { ORIGIN } from "@/tests/support/requests";
import { makeIdeas, spendSearchCredits, token as searchWord } from "@/tests/support/search";

/** The MCP server through the SDK's own client: over streamable HTTP (the app's route) and over stdio (npm run mcp). */
const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

/** A client whose HTTP requests go straight to the /api/mcp route handler. */
async function httpClient(token: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(`${ORIGIN}/api/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
    fetch: async (url, init) => {
      if (init?.method !== "POST") return new Response(null, { status: 405 });
      const headers = new Headers(init.headers);
      headers.set(PEER_ADDRESS_HEADER, "198.51.100.9");
      return mcpPost(
        new NextRequest(String(url), { ...init, headers } as ConstructorParameters<typeof NextRequest>[1]),
      );
    },
  });
  const client = new Client({ name: "test-client", version: "1.0.0" });
  await client.connect(transport);
  clients.push(client);
  return client;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tools answer JSON the tests read field by field
function parsed(result: unknown): any {
  const r = result as CallToolResult;
  const first = r.content[0];
  return JSON.parse(first?.type === "text" ? first.text : "null");
}

async function callOk(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = await client.callTool({ name, arguments: args });
  expect(result.isError ?? false, JSON.stringify(result)).toBe(false);
  return parsed(result);
}

async function callRefused(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = await client.callTool({ name, arguments: args });
  expect(result.isError).toBe(true);
  return parsed(result);
}

const TOOLS = [
  "add_milestone",
  "add_note",
  "claim_idea",
  "get_idea",
  "list_projects",
  "list_saved_ideas",
  "search_ideas",
  "tick_milestone",
];

describe("MCP over streamable HTTP at /api/mcp", () => {
  it("lists its tools and runs each as the token's owner, with the app's credits", async () => {
    const { token: session, user } = await createUserWithSession({ tier: "starter" });
    const client = await httpClient(await newToken(session, "read_write"));
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    expect(tools.find((t) => t.name === "search_ideas")!.inputSchema.properties).toHaveProperty("main_search_text");

    const word = searchWord();
    const ideaIds = await makeIdeas([{ complaintSummary: word, title: "Shown idea" }, { complaintSummary: word }]);
    const search = await callOk(client, "search_ideas", { main_search_text: word });
    expect(search.ideas.map((i: { id: number }) => i.id).sort()).toEqual([...ideaIds].sort());
    expect(search.usage.search).toMatchObject({ used: 2, remaining: 8 });

    const idea = await callOk(client, "get_idea", { id: ideaIds[0] });
    expect(idea).toMatchObject({ id: ideaIds[0], idea_summary: "Shown idea" });
    const unseen = await makeIdeas([{}]);
    expect(await callRefused(client, "get_idea", { id: unseen[0] })).toMatchObject({ status: 404 });

    await db().savedIdea.create({ data: { userId: user.id, ideaId: ideaIds[1]! } });
    const saved = await callOk(client, "list_saved_ideas");
    expect(saved.saved).toHaveLength(1);

    const claim = await callOk(client, "claim_idea", { id: ideaIds[0] });
    expect(claim).toMatchObject({ success: true, is_claimed: true });
    const projectId = claim.project_id as number;

    const milestone = await callOk(client, "add_milestone", { project_id: projectId, title: "Talk to 5 users" });
    expect(milestone).toMatchObject({ title: "Talk to 5 users", is_completed: false });
    const ticked = await callOk(client, "tick_milestone", { project_id: projectId, milestone_id: milestone.id });
    expect(ticked.is_completed).toBe(true);
    // A NUL character is dropped, as the routes drop it: PostgreSQL text cannot hold one.
    const note = await callOk(client, "add_note", { project_id: projectId, content: "From the\u0000 assistant" });
    expect(note.content).toBe("From the assistant");

    const { projects } = await callOk(client, "list_projects");
    expect(projects).toHaveLength(1);
    expect(projects[0].milestones).toEqual([expect.objectContaining({ title: "Talk to 5 users", is_completed: true })]);
  });

  it("refuses at the limits: no credits left, the project limit, a read-only token", async () => {
    const { token: session, user } = await createUserWithSession({ tier: "starter" });
    const writer = await httpClient(await newToken(session, "read_write"));
    await spendSearchCredits(user.id, 10);
    const noCredits = await callRefused(writer, "search_ideas", { main_search_text: searchWord() });
    expect(noCredits).toMatchObject({ status: 400, error: RESULTS_LIMIT_MESSAGE });

    for (let i = 0; i < 5; i++) await makeProject(user.id);
    const [ideaId] = await makeIdeas([{}]);
    await db().ideaView.create({ data: { userId: user.id, ideaId: ideaId!, kind: "search", day: new Date() } });
    const full = await callRefused(writer, "claim_idea", { id: ideaId });
    expect(full).toMatchObject({ status: 403, error: PROJECT_LIMIT_MESSAGE, limit_reached: true });

    const reader = await httpClient(await newToken(session, "read"));
    const project = await makeProject(user.id);
    expect(await callOk(reader, "list_projects")).toHaveProperty("projects");
    for (const [name, args] of [
      ["add_note", { project_id: project.id, content: "no" }],
      ["add_milestone", { project_id: project.id, title: "no" }],
      ["claim_idea", { id: ideaId }],
    ] as const) {
      expect(await callRefused(reader, name, args)).toMatchObject({ status: 403, error: READ_ONLY_TOKEN_MESSAGE });
    }
    expect(await db().note.count({ where: { projectId: project.id } })).toBe(0);
  });

  it("needs a valid token: a bad or revoked one is refused before any tool runs", async () => {
    const { token: session } = await createUserWithSession();
    const token = await newToken(session);
    const client = await httpClient(token);
    await db().apiToken.deleteMany({ where: { tokenHash: hashApiToken(token) } });
    await expect(client.listTools()).rejects.toThrow(/401|Invalid or revoked/);
    await expect(httpClient(`ifk_${"z".repeat(43)}`)).rejects.toThrow(/401|Invalid or revoked/);
  });
});

describe("MCP over stdio (npm run mcp)", () => {
  it("serves the same tools as the token's owner, and stops when the token is revoked", async () => {
    const { token: session, user } = await createUserWithSession({ tier: "pro" });
    const token = await newToken(session, "read");
    await makeProject(user.id, { title: "Over stdio" });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [path.resolve("node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", "scripts/mcp.ts"],
      cwd: path.resolve("."),
      env: {
        ...getDefaultEnvironment(),
        IDEAFORGE_TOKEN: token,
        DATABASE_URL: process.env.DATABASE_URL!,
        LOG_LEVEL: "silent",
      },
      stderr: "pipe",
    });
    const client = new Client({ name: "stdio-test", version: "1.0.0" });
    await client.connect(transport);
    clients.push(client);
    expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual(TOOLS);
    const { projects } = await callOk(client, "list_projects");
    expect(projects.map((p: { title: string }) => p.title)).toEqual(["Over stdio"]);
    expect(await callRefused(client, "add_note", { project_id: projects[0].id, content: "x" })).toMatchObject({
      error: READ_ONLY_TOKEN_MESSAGE,
    });
    await db().apiToken.deleteMany({ where: { userId: user.id } });
    expect(await callRefused(client, "list_projects")).toMatchObject({ status: 401 });
  }, 60_000);
});
