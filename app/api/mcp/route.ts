import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { ApiError, errors } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { callerOfSession } from "@/lib/server/mcp/caller";
import { createMcpServer } from "@/lib/server/mcp/server";

export const MCP_NEEDS_TOKEN_MESSAGE = "The MCP endpoint takes an API token: Authorization: Bearer <token>.";
export const MCP_ONE_MESSAGE = "Send one JSON-RPC message per request: batches are not accepted.";

/**
 * MCP over streamable HTTP, stateless: each POST carries its JSON-RPC message(s) and gets the
 * answer as JSON. Only an API token may call it (the wrapper checks it, its rate limit and the
 * subscription); each tool checks the token's scope. One message per request, so each tool call
 * counts against the token's rate limit.
 */
export const POST = route({ access: "subscriber", rawBody: true }, async ({ req, rawBody, session }) => {
  if (!session.apiToken) throw new ApiError("unauthenticated", MCP_NEEDS_TOKEN_MESSAGE);
  let message: unknown;
  try {
    message = JSON.parse(rawBody);
  } catch {
    throw errors.invalidJson();
  }
  // The token's rate limit counts requests: a JSON-RPC batch would run up to 100 tool calls on one.
  if (Array.isArray(message)) throw new ApiError("bad_request", MCP_ONE_MESSAGE);
  const server = createMcpServer(async () => callerOfSession(session));
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(req, { parsedBody: message });
  } finally {
    await server.close();
  }
});
