/**
 * A private PostgreSQL cluster for `npm run bench`: initdb into a temporary directory with the
 * installed PostgreSQL binaries, started on a free loopback port with the settings production uses
 * (the usual guidance, as managed services apply it), sized to this machine, and removed at the end.
 * The shared server on 5432 is never touched. initdb refuses to run as root, so as root the
 * cluster runs as the `postgres` user.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, tmpdir, totalmem } from "node:os";
import path from "node:path";
import pg from "pg";

export interface PrivateCluster {
  /** postgresql:// URL of the cluster's `postgres` database. */
  url: string;
  /** The settings it was started with, as `name=value`. */
  settings: Record<string, string>;
  stop: () => Promise<void>;
}

const MB = 1024 * 1024;

/**
 * Memory and parallelism sized to this machine: shared_buffers a quarter of RAM,
 * effective_cache_size three quarters, a parallel worker per core and as many per Gather (with
 * fewer, PostgreSQL 15 plans a Deep Search over the two partitions without a Parallel Append:
 * measured with EXPLAIN at 100,000 ideas), JIT off (its compile time exceeds a search's whole
 * budget), random_page_cost for SSDs.
 */
export function clusterSettings(ramBytes = totalmem(), cores = cpus().length): Record<string, string> {
  const ramMb = Math.floor(ramBytes / MB);
  return {
    shared_buffers: `${Math.floor(ramMb / 4)}MB`,
    effective_cache_size: `${Math.floor((ramMb * 3) / 4)}MB`,
    maintenance_work_mem: `${Math.min(2048, Math.floor(ramMb / 16))}MB`,
    work_mem: `${Math.min(64, Math.max(4, Math.floor(ramMb / 256)))}MB`,
    max_worker_processes: String(Math.max(8, cores)),
    max_parallel_workers: String(cores),
    max_parallel_workers_per_gather: String(cores),
    max_parallel_maintenance_workers: String(Math.max(1, cores - 1)),
    random_page_cost: "1.1",
    effective_io_concurrency: "200",
    jit: "off",
    max_connections: "200",
    // Durability stays as in production (the search API writes its credit charge); fewer checkpoints during the fill.
    max_wal_size: "8GB",
  };
}

function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  if (versions.length === 0)
    throw new Error("no PostgreSQL binaries in /usr/lib/postgresql: install postgresql or set BENCH_DATABASE_URL");
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1)!;
  return path.join(root, newest, "bin");
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as `postgres` when this process is root. */
function runPg(bin: string, args: string[]) {
  const [cmd, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  const out = spawnSync(cmd, argv, { encoding: "utf8" });
  if (out.status !== 0) throw new Error(`${path.basename(bin)} failed: ${out.stderr || out.stdout}`);
}

export async function startPrivateCluster(settings = clusterSettings()): Promise<PrivateCluster> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), "ideaforge-bench-pg-"));
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync("id", ["-u", "postgres"]).toString()),
      Number(execFileSync("id", ["-g", "postgres"]).toString()),
    );
  const data = path.join(dir, "data");
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    runPg(path.join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      "-c listen_addresses=127.0.0.1",
      `-c unix_socket_directories=${dir}`,
      ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`),
    ];
    runPg(path.join(bin, "pg_ctl"), [
      "-D",
      data,
      "-l",
      path.join(dir, "log"),
      "-w",
      "-t",
      "60",
      "start",
      "-o",
      options.join(" "),
    ]);
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      try {
        runPg(path.join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        remove();
      }
    };
    return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, settings, stop };
  } catch (error) {
    remove();
    throw error;
  }
}

/** The settings a server runs with (the bench prints them beside its figures). */
export async function serverSettings(url: string, names: readonly string[]): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const version = (await client.query<{ server_version: string }>("SHOW server_version")).rows[0]!.server_version;
    const rows = (
      await client.query<{ name: string; setting: string; unit: string | null }>(
        "SELECT name, current_setting(name) AS setting, unit FROM pg_settings WHERE name = ANY($1) ORDER BY name",
        [names],
      )
    ).rows;
    return [`PostgreSQL ${version}`, ...rows.map((r) => `${r.name}=${r.setting}`)].join(", ");
  } finally {
    await client.end();
  }
}
