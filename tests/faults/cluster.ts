/**
 * A private PostgreSQL cluster for one drill: initdb in a temporary directory with the installed
 * binaries, on a free port, so a drill can stop and start it without touching the shared server.
 * initdb refuses to run as root: as root the commands run as the `postgres` user.
 */
import { execFile } from "node:child_process";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { existsSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../load/app";

const run = promisify(execFile);

export interface Cluster {
  port: number;
  /** The cluster's `postgres` database; `databaseUrl(name)` for another. */
  url: string;
  databaseUrl: (name: string) => string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  destroy: () => Promise<void>;
}

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  if (!versions.length)
    throw new Error("No PostgreSQL binaries under /usr/lib/postgresql: install postgresql to run the fault drills.");
  return path.join(root, versions.at(-1)!, "bin");
}

async function asPostgres(command: string, args: string[]): Promise<void> {
  const isRoot = process.getuid?.() === 0;
  if (isRoot) await run("runuser", ["-u", "postgres", "--", command, ...args]);
  else await run(command, args);
}

export async function startCluster(): Promise<Cluster> {
  const bin = binDir();
  const dir = await mkdtemp(path.join(os.tmpdir(), "ideaforge-pg-"));
  if (process.getuid?.() === 0) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const port = await freePort();
  const data = path.join(dir, "data");
  await asPostgres(path.join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=on -c max_connections=100`;
  const start = () =>
    asPostgres(path.join(bin, "pg_ctl"), ["-D", data, "-l", path.join(dir, "log"), "-w", "-o", options, "start"]);
  const stop = () => asPostgres(path.join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
  await start();
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  return {
    port,
    url,
    databaseUrl: (name) => `postgresql://postgres@127.0.0.1:${port}/${name}`,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
