/**
 * What every drill shares: a private cluster with a migrated, seeded database, the production app
 * on it, simulated users, and the result shape the report prints.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { prepareDatabase, startApp, type AppOptions, type RunningApp } from "../load/app";
import { BrowserClient } from "../load/client";
import { createLoadUsers, searchWords, type LoadUser } from "../load/population";
import { newLedger, SimulatedUser, type Ledger } from "../load/scenario";
import type { InvariantResult } from "../load/invariants";
import { Recorder } from "../load/stats";
import { startCluster, type Cluster } from "./cluster";

export type Check = InvariantResult;

export interface DrillResult {
  name: string;
  ok: boolean;
  seconds: number;
  checks: Check[];
}

export const check = (name: string, ok: boolean, detail: string): Check => ({ name, ok, detail });
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface DrillEnv {
  cluster: Cluster;
  databaseUrl: string;
  runId: string;
  startApp: (opts?: Partial<AppOptions>) => Promise<RunningApp>;
  query: <T extends pg.QueryResultRow = Record<string, unknown>>(sql: string, values?: unknown[]) => Promise<T[]>;
}

/** Runs `body` with its own cluster and database; the cluster is removed whatever happens. */
export async function withCluster(name: string, body: (env: DrillEnv) => Promise<Check[]>): Promise<DrillResult> {
  const started = Date.now();
  const cluster = await startCluster();
  const apps: RunningApp[] = [];
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query("CREATE DATABASE ideaforge");
    await admin.end();
    const databaseUrl = cluster.databaseUrl("ideaforge");
    await prepareDatabase(databaseUrl);
    const env: DrillEnv = {
      cluster,
      databaseUrl,
      runId: randomBytes(3).toString("hex"),
      startApp: async (opts = {}) => {
        const app = await startApp({ name: `fault-${name}`, databaseUrl, ...opts });
        apps.push(app);
        return app;
      },
      query: async (sql, values) => {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          return (await client.query(sql, values)).rows;
        } finally {
          await client.end();
        }
      },
    };
    const checks = await body(env);
    return { name, ok: checks.every((c) => c.ok), seconds: (Date.now() - started) / 1000, checks };
  } catch (error) {
    return {
      name,
      ok: false,
      seconds: (Date.now() - started) / 1000,
      checks: [
        check(
          "the drill ran to its end",
          false,
          (error as Error).stack?.split("\n").slice(0, 3).join(" ") ?? String(error),
        ),
      ],
    };
  } finally {
    for (const app of apps) await app.kill().catch(() => undefined);
    await cluster.destroy();
  }
}

export interface Crowd {
  users: LoadUser[];
  recorder: Recorder;
  ledger: Ledger;
  /** Logs every user in (before the drill's clock starts: logins are bcrypt, slow on a busy machine). */
  logIn: () => Promise<void>;
  /** Runs every logged-in user's mix until `deadline`. */
  run: (deadline: number, thinkMs?: number) => Promise<void>;
}

/** `count` simulated users of the load test against `app`, with a timeline of every answer. */
export async function crowd(
  env: DrillEnv,
  app: RunningApp,
  count: number,
  opts: { notesPerBatch?: number } = {},
): Promise<Crowd> {
  const users = await createLoadUsers(env.databaseUrl, count, env.runId);
  const words = await searchWords(env.databaseUrl);
  const recorder = new Recorder(true);
  const ledger = newLedger();
  const origin = `http://localhost:${app.port}`;
  const simulated = users.map(
    (u) =>
      new SimulatedUser(
        u,
        new BrowserClient(app.url, origin, u.address, recorder, 20_000),
        ledger,
        words,
        opts.notesPerBatch,
      ),
  );
  const loggedIn: SimulatedUser[] = [];
  return {
    users,
    recorder,
    ledger,
    logIn: async () => {
      const withLogins = new Recorder();
      await Promise.all(
        simulated.map(
          async (s) =>
            (await s.withRecorder(withLogins).logIn(Date.now() + 240_000)) && loggedIn.push(s.withRecorder(recorder)),
        ),
      );
    },
    run: (deadline, thinkMs = 300) =>
      Promise.all(loggedIn.map((s) => s.loop(deadline, thinkMs).catch(() => undefined))).then(() => undefined),
  };
}

/** A body that shows a stack trace or an internal error text: never sent to a client. */
export function leaksInternals(body: string): boolean {
  return /\bat [\w.<>]+ \(|node_modules|ECONNREFUSED|PrismaClient|Invalid `prisma/.test(body);
}

/** A logged-in client of its own (not one of the crowd), for probing a call that reads the database. */
export async function loggedInProbe(env: DrillEnv, app: RunningApp): Promise<BrowserClient> {
  const [user] = await createLoadUsers(env.databaseUrl, 1, `${env.runId}probe`);
  const client = new BrowserClient(app.url, `http://localhost:${app.port}`, "10.250.0.1", new Recorder(), 120_000);
  await new SimulatedUser(user!, client, newLedger(), []).login(Date.now() + 60_000);
  return client;
}
