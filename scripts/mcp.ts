/**
 * `npm run mcp`: the MCP server over stdio, for desktop clients (Claude Desktop, editors). It acts
 * as the owner of IDEAFORGE_TOKEN (a token from the account page) against the app's database
 * (DATABASE_URL), with the same tools, credits and limits as /api/mcp. Logs go to stderr only:
 * stdout carries the protocol.
 */
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { callerOfToken } from "../lib/server/mcp/caller";
import { createMcpServer } from "../lib/server/mcp/server";

async function main() {
  const level = process.env.LOG_LEVEL;
  if (level !== "error" && level !== "silent") process.env.LOG_LEVEL = "warn";
  const token = process.env.IDEAFORGE_TOKEN?.trim();
  if (!token) {
    process.stderr.write("Set IDEAFORGE_TOKEN to an API token from your account page.\n");
    process.exit(2);
  }
  const server = createMcpServer(callerOfToken(token));
  await server.connect(new StdioServerTransport());
  process.stderr.write("IdeaForge MCP server on stdio.\n");
}

void main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
