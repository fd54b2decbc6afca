import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { embeddedPassword, embeddedUrl } from "./embedded-password";
import { servePGlite, type PGliteServerOptions } from "./pglite-server";

/**
 * PostgreSQL in-process (PGlite, WebAssembly) served on a loopback socket, so the app talks to it
 * with an ordinary postgresql:// URL: the same code path as a real server.
 * `dataDir` persists across restarts; "memory://" gives a throw-away database (tests).
 * Every connection must give the password kept beside `dataDir` (embedded-password.ts), which `url`
 * carries.
 */
export interface EmbeddedPostgres {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

export interface EmbeddedOptions extends Pick<
  PGliteServerOptions,
  "port" | "maxConnections" | "holdTimeoutMs" | "authTimeoutMs"
> {
  dataDir: string;
}

export async function startEmbeddedPostgres({
  dataDir,
  port = 0,
  maxConnections = 40,
  holdTimeoutMs,
  authTimeoutMs,
}: EmbeddedOptions): Promise<EmbeddedPostgres> {
  if (!dataDir.startsWith("memory://")) await mkdir(dataDir, { recursive: true });
  const password = embeddedPassword(dataDir);
  const db = await PGlite.create(dataDir);
  // maxConnections must exceed the app's pool size: connections beyond it are refused.
  const server = await servePGlite(db, {
    password,
    host: "127.0.0.1",
    port,
    maxConnections,
    holdTimeoutMs,
    authTimeoutMs,
  });
  return {
    url: embeddedUrl(server.port, password),
    port: server.port,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
