import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/**
 * PostgreSQL in-process (PGlite, WebAssembly) served on a loopback socket, so the app talks to it
 * with an ordinary postgresql:// URL: the same code path as a real server.
 * `dataDir` persists across restarts; "memory://" gives a throw-away database (tests).
 */
export interface EmbeddedPostgres {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

export async function startEmbeddedPostgres({ dataDir, port = 0, maxConnections = 40 }: { dataDir: string; port?: number; maxConnections?: number }): Promise<EmbeddedPostgres> {
  if (!dataDir.startsWith("memory://")) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  // maxConnections must exceed the app's pool size: the default of 1 drops concurrent connections.
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections });
  await server.start();
  const actualPort = Number(server.getServerConn().split(":").at(-1));
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${actualPort}/postgres?sslmode=disable`,
    port: actualPort,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
