/**
 * The commands' shared parts: argument parsing, the database pool, the anonymisation key.
 */
import { createHmac } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type pg from "pg";
import { loggedPool } from "@/lib/server/db/pool";

export class UsageError extends Error {}

/** --name value and --flag arguments, and the rest as positionals. */
export function parseArgs(
  argv: string[],
  flags: string[],
  valued: string[],
): { options: Record<string, string | true>; positionals: string[] } {
  const options: Record<string, string | true> = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") continue;
    if (!arg.startsWith("--")) {
      positionals.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (flags.includes(name)) options[name] = true;
    else if (valued.includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined || value.startsWith("--")) throw new UsageError(`--${name} needs a value.`);
      options[name] = value;
    } else throw new UsageError(`Unknown option --${name}.`);
  }
  return { options, positionals };
}

/**
 * A path as the operator typed it, resolved against the directory the command was typed in: npm
 * runs scripts from the app's folder and passes the caller's directory as INIT_CWD.
 */
export function callerPath(file: string): string {
  return path.resolve(process.env.INIT_CWD || process.cwd(), file);
}

export function openPool(): pg.Pool {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new UsageError("DATABASE_URL is required: the pipeline writes to a PostgreSQL server (the app's database).");
  return loggedPool(url, 6, "pipeline");
}

/**
 * The key that hashes author handles: derived from the app's secret (SECRET_KEY, or outside
 * production the key kept in DATA_DIR/secret-key), so hashes are stable across runs and machines
 * that share the secret, and the secret itself is never used raw.
 */
export function anonymisationKey(): string {
  const file = path.resolve(process.env.DATA_DIR ?? ".data", "secret-key");
  const secret = process.env.SECRET_KEY ?? (existsSync(file) ? readFileSync(file, "utf8").trim() : "");
  if (secret.length < 32)
    throw new UsageError(
      "The app's secret is needed to hash authors: set SECRET_KEY (at least 32 characters), or run npm start once so DATA_DIR/secret-key exists.",
    );
  return createHmac("sha256", secret).update("idea pipeline: author hash").digest("hex");
}
