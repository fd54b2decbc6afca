import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { MISDIRECTED_MESSAGE } from "../../lib/http/host";
import { PEER_ADDRESS_HEADER } from "../../lib/http/peer";

/**
 * The HTTP layer in front of Next.js's request handler. It keeps three rules that must hold before
 * any application code sees a request:
 * - the peer address header carries the socket's address and nothing the client sent, so loopback
 *   checks and per-address limits cannot be spoofed with a header;
 * - a path or query that is not valid percent-encoding is a 400, never a crash further in;
 * - a request must arrive whole within `requestTimeoutMs` (30 s), so a slow body cannot hold a
 *   connection and a handler for minutes;
 * - a request whose Host is not one of the app's names (`acceptsHost`) is a 421 with no app content,
 *   so a DNS-rebinding page gets nothing: pages, API, static files and the dev mailbox alike.
 */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export const REQUEST_TIMEOUT_MS = 30_000;

export interface AppServerOptions {
  handle: RequestHandler;
  requestTimeoutMs?: number;
  /** True when the Host header (and the path, for health probes) may be answered. Unset: every host. */
  acceptsHost?: (host: string | undefined, url: string) => boolean;
}

export function createAppServer({
  handle,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  acceptsHost,
}: AppServerOptions): Server {
  // How often Node checks the request timeout; its default (30 s) would let a slow body live 60 s.
  const server = createServer({ connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs) }, (req, res) => {
    req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
    if (!hasWellFormedUrl(req.url ?? "/")) return badRequest(res);
    if (acceptsHost && !acceptsHost(req.headers.host, req.url ?? "/")) return misdirected(res);
    Promise.resolve(handle(req, res)).catch(() => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end();
    });
  });
  server.requestTimeout = requestTimeoutMs;
  server.headersTimeout = Math.min(requestTimeoutMs, 20_000);
  return server;
}

/** True when every %-escape of the path and query decodes to valid UTF-8. */
export function hasWellFormedUrl(url: string): boolean {
  const [path = "", query = ""] = splitOnce(url, "?");
  try {
    decodeURIComponent(path);
    for (const part of query.split("&")) decodeURIComponent(part.replace(/\+/g, " "));
    return true;
  } catch {
    return false;
  }
}

function splitOnce(value: string, separator: string): [string, string] {
  const at = value.indexOf(separator);
  return at < 0 ? [value, ""] : [value.slice(0, at), value.slice(at + 1)];
}

function badRequest(res: ServerResponse): void {
  answer(res, 400, "Malformed URL.");
}

function misdirected(res: ServerResponse): void {
  answer(res, 421, MISDIRECTED_MESSAGE);
}

function answer(res: ServerResponse, status: number, error: string): void {
  const body = JSON.stringify({ error });
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
  });
  res.end(body);
}

/**
 * Where the app listens: HOST when set; otherwise every interface in production and only the
 * loopback interface in development, whose conveniences (dev mailbox, local checkout) are for the
 * person at this machine.
 */
export function listenHost(source: Record<string, string | undefined>): string | undefined {
  if (source.HOST) return source.HOST;
  return isProductionSetting(source) ? undefined : "127.0.0.1";
}

export function isProductionSetting(source: Record<string, string | undefined>): boolean {
  return (source.APP_ENV ?? source.NODE_ENV) === "production";
}

export interface ShutdownSteps {
  /** How long requests in flight may take to finish before their connections are closed. */
  graceMs?: number;
  /** Lets the job worker finish the job it runs (it takes no new one). */
  stopWorker?: () => Promise<void>;
  /** Closes the database pool: last, once nothing can use it any more. */
  closePool?: () => Promise<void>;
  onError?: (step: string, error: unknown) => void;
}

export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * SIGTERM: stop accepting connections at once; let the requests in flight finish (up to `graceMs`,
 * then their connections are closed) while the worker finishes its job; then close the pool.
 * A connection kept alive is closed as soon as it is idle, and a request that still arrives on one
 * is answered with `Connection: close`. Never rejects.
 */
export async function shutDown(
  server: Server,
  { graceMs = SHUTDOWN_GRACE_MS, stopWorker, closePool, onError = () => undefined }: ShutdownSteps = {},
): Promise<void> {
  server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => {
    if (!res.headersSent) res.setHeader("connection", "close");
  });
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 50);
  const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
  const worker = (stopWorker?.() ?? Promise.resolve()).catch((error: unknown) => onError("worker", error));
  await drained;
  clearInterval(idleSweep);
  clearTimeout(deadline);
  await worker;
  await closePool?.().catch((error: unknown) => onError("pool", error));
}
