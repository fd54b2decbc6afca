/**
 * The app's HTTP server: Next.js's request handler behind scripts/lib/app-server.ts (socket address
 * header, malformed URLs, slow bodies) and, for a production build, scripts/lib/static-brotli.ts (the
 * build's scripts and styles as brotli), and the job worker that sends the outbox's emails (unless
 * WORKER_IN_APP=0). `npm start` runs it; `--dev` serves `next dev`.
 * On SIGTERM or SIGINT it stops accepting connections, lets requests in flight finish (up to 10 s)
 * while the worker finishes its job, closes the database pool and exits.
 */
import path from "node:path";
import next from "next";
import { env } from "../lib/env";
import { hostPolicyOf, isAllowedHost } from "../lib/http/host";
import { log } from "../lib/log";
import { closeDb } from "../lib/server/db/client";
import { startJobWorker, type JobWorker } from "../lib/server/jobs/worker";
import { SHUTDOWN_GRACE_MS, createAppServer, listenHost, shutDown } from "./lib/app-server";
import { StaticBrotli } from "./lib/static-brotli";

async function main() {
  const dev = process.argv.includes("--dev");
  const port = Number(process.env.PORT ?? 3000);
  const hostname = listenHost(process.env);
  const app = next({ dev, dir: process.cwd(), hostname: hostname ?? "localhost", port });
  await app.prepare();
  const handle = app.getRequestHandler();
  // The production build's scripts and styles also go out as brotli (next dev's change as you edit).
  const brotli = dev ? null : new StaticBrotli(path.join(process.env.NEXT_DIST_DIR ?? ".next", "static"));
  const hosts = hostPolicyOf(env());
  const server = createAppServer({
    acceptsHost: (host, url) => isAllowedHost(host, url, hosts),
    handle: async (req, res) => {
      if (!(await brotli?.serve(req, res))) await handle(req, res);
    },
  });
  const upgrade = app.getUpgradeHandler();
  server.on("upgrade", (req, socket, head) => {
    if (!isAllowedHost(req.headers.host, req.url ?? "/", hosts)) return void socket.destroy();
    void upgrade(req, socket, head);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, resolve);
  });
  void brotli?.warm().catch((error: unknown) => log.warn("brotli for static files failed", { error }));
  const worker: JobWorker | null =
    env().WORKER_IN_APP === "1" ? await startJobWorker({ connectionString: env().DATABASE_URL }) : null;
  console.log(
    `  Listening on ${hostname ?? "every interface"}, port ${port}${dev ? " (next dev)" : ""}${worker ? ", with the job worker" : ""}`,
  );

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // A last resort, should a step hang past its own bounds.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 20_000).unref();
    void shutDown(server, {
      stopWorker: worker?.stop,
      closePool: closeDb,
      onError: (step, error) => log.error(`shutdown: ${step} failed`, { error }),
    }).finally(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => {
  console.error(`\u2716 ${(error as Error).message}`);
  process.exit(1);
});
