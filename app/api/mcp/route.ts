import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { ApiError, errors } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { callerOfSession } from "@/lib/server/mcp/caller";
import { createMcpServer } from "@/lib/server/mcp/server";

export const MCP_NEEDS_TOKEN_MESSAGE = "The MCP endpoint takes an API token: Authorization: Bearer <token>.";

/**
 * MCP over streamable HTTP, stateless: each POST carries its JSON-RPC message(s) and gets the
 * answer as JSON. Only an API token may call it (the wrapper checks it, its rate limit and the
 * subscription); each tool checks the token's scope.
 */
export const POST = route({ access: "subscriber", rawBody: true }, async ({ req, rawBody, session }) => {
  if (!session.apiToken) throw new ApiError("unauthenticated", MCP_NEEDS_TOKEN_MESSAGE);
  let message: unknown;
  try {
    message = JSON.parse(rawBody);
  } catch {
    throw errors.invalidJson();
  }
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
