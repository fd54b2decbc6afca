import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as mcpPost } from "@/app/api/mcp/route";
import { PEER_ADDRESS_HEADER } from "@/lib/http/peer";
import { API_TOKEN_RATE } from "@/lib/server/api-tokens/bearer";
import { newToken } from "@/tests/support/api-tokens";
import { createUserWithSession } from "@/tests/support/factories";
import { ORIGIN } from "@/tests/support/requests";

/**
 * The attack: a token may make 60 calls a minute, counted per HTTP request by the route wrapper.
 * JSON-RPC lets one POST carry a batch of messages, and the MCP transport runs up to 100 of them;
 * so one request ran 100 tool calls (searches, idea reads) while the token's window counted one,
 * and a script got 6,000 tool calls a minute instead of 60.
 */
function mcpRequest(token: string, body: unknown): NextRequest {
  return new NextRequest(`${ORIGIN}/api/mcp`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      [PEER_ADDRESS_HEADER]: "198.51.100.23",
    },
    body: JSON.stringify(body),
  });
}

const toolCall = (id: number) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name: "list_projects", arguments: {} },
});

describe("MCP tool calls through a token", () => {
  it("never run more than the token's rate allows, even batched in one request", async () => {
    const { token: session } = await createUserWithSession({ tier: "pro" });
    const token = await newToken(session, "read");
    const batch = Array.from({ length: 100 }, (_, i) => toolCall(i + 1));

    const res = await mcpPost(mcpRequest(token, batch));
    const text = await res.text();
    let answered: unknown[] = [];
    try {
      const body = JSON.parse(text) as unknown;
      answered = Array.isArray(body) ? body : [];
    } catch {
      answered = [];
    }
    // A tool's answer (a result, an error result included) means the tool ran.
    const ran = answered.filter((m) => (m as { result?: unknown }).result !== undefined);
    expect(ran.length).toBeLessThanOrEqual(1);
    expect(res.status).toBe(400);
    expect(res.status).toBeLessThan(500);

    // A single call still works, within the window.
    const single = await mcpPost(mcpRequest(token, toolCall(1)));
    expect(single.status).toBe(200);
    expect(API_TOKEN_RATE.limit).toBe(60);
  });
});
