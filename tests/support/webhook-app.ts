import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { POST as webhookPost } from "@/app/api/webhooks/stripe/route";

/**
 * The app as local checkout's Pay call reaches it: a loopback server that hands every request to
 * the real Stripe webhook handler. Resolves once listening, with its port.
 */
export async function startWebhookApp(): Promise<{ server: Server; port: number }> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = await webhookPost(
      new NextRequest(`http://127.0.0.1${req.url}`, {
        method: "POST",
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks),
      }),
    );
    res.writeHead(answer.status).end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}
