/**
 * One load run: the production app on a database (embedded, or a throw-away database on a
 * PostgreSQL server), N users made for it, each a SimulatedUser for `seconds`, then the invariants.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { embeddedUrl, readEmbeddedPassword } from "../../lib/server/db/embedded-password";
import { withDatabase } from "../support/test-database";
import { freePort, prepareDatabase, startApp, type RunningApp } from "./app";
import { BrowserClient } from "./client";
import { checkInvariants, type InvariantResult } from "./invariants";
import { createLoadUsers, searchWords } from "./population";
import { newLedger, SimulatedUser } from "./scenario";
import { Recorder, type CallStats, type ServerError } from "./stats";

const LOGIN_PHASE_LIMIT_MS = 240_000;
const LOGIN_RAMP_MS = 30_000;

export interface LoadOptions {
  database: "embedded" | "postgresql";
  /** The PostgreSQL server to make the throw-away database on (postgresql only). */
  server?: string;
  users: number;
  seconds: number;
  /** Mean pause between a user's actions. */
  thinkMs: number;
}

export interface LoadResult {
  options: LoadOptions;
  totalRequests: number;
  requestsPerSecond: number;
  stats: CallStats[];
  /** The login phase before the mix. */
  login: { seconds: number; stats: CallStats[] };
  serverErrors: ServerError[];
  networkErrors: number;
  neverLoggedIn: number;
  invariants: InvariantResult[];
  loadAverage: { before: number[]; after: number[] };
  ok: boolean;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const runId = randomBytes(3).toString("hex");
  const before = os.loadavg();
  const target = await openDatabase(options, runId);
  let app: RunningApp | undefined;
  try {
    if (target.url) await prepareDatabase(target.url);
    app = await startApp({
      name: `load-${options.database}`,
      databaseUrl: target.url,
      embeddedPort: target.embeddedPort,
      dataDir: target.dataDir,
    });
    // The embedded database's password: kept by start.ts beside its data directory.
    const databaseUrl =
      target.url ?? embeddedUrl(target.embeddedPort!, readEmbeddedPassword(path.join(target.dataDir!, "pglite")));
    const users = await createLoadUsers(databaseUrl, options.users, runId);
    const words = await searchWords(databaseUrl);
    const recorder = new Recorder();
    const ledger = newLedger();
    const origin = `http://localhost:${app.port}`;
    // Everyone logs in first (bcrypt at cost 12 is the costliest call by far; the app refuses past
    // its hashing queue with 429 and the user retries), then the mix runs for `seconds`, with the
    // occasional login again inside it.
    const loginRecorder = new Recorder();
    const loginStarted = Date.now();
    const sessions = await Promise.all(
      users.map(async (user) => {
        // Arrivals spread over LOGIN_RAMP_MS (faster than the hashing pool on 2 cores, so 429s are met).
        await new Promise((r) => setTimeout(r, Math.random() * LOGIN_RAMP_MS));
        const simulated = new SimulatedUser(
          user,
          new BrowserClient(app!.url, origin, user.address, loginRecorder),
          ledger,
          words,
        );
        return (await simulated.logIn(loginStarted + LOGIN_PHASE_LIMIT_MS)) ? simulated : null;
      }),
    );
    const loginSeconds = (Date.now() - loginStarted) / 1000;
    const started = Date.now();
    const deadline = started + options.seconds * 1000;
    await Promise.all(sessions.map((s) => s?.withRecorder(recorder).loop(deadline, options.thinkMs)));
    const elapsed = (Date.now() - started) / 1000;
    const invariants = await checkInvariants(databaseUrl, `load_${runId}_`, ledger);
    const after = os.loadavg();
    const serverErrors = [...loginRecorder.serverErrors, ...recorder.serverErrors];
    const networkErrors = loginRecorder.networkErrors.length + recorder.networkErrors.length;
    const noServerErrors = {
      name: "no 5xx",
      ok: serverErrors.length === 0 && networkErrors === 0,
      detail: `${serverErrors.length} answers 5xx, ${networkErrors} calls unanswered`,
    };
    const everyoneIn = {
      name: "every user logged in",
      ok: ledger.neverLoggedIn.length === 0,
      detail: `${options.users - ledger.neverLoggedIn.length} of ${options.users}`,
    };
    const all = [noServerErrors, everyoneIn, ...invariants];
    return {
      options,
      totalRequests: recorder.total(),
      requestsPerSecond: recorder.total() / elapsed,
      stats: recorder.summary(elapsed),
      login: { seconds: loginSeconds, stats: loginRecorder.summary(loginSeconds) },
      serverErrors: serverErrors.slice(0, 20),
      networkErrors,
      neverLoggedIn: ledger.neverLoggedIn.length,
      invariants: all,
      loadAverage: { before, after },
      ok: all.every((i) => i.ok),
    };
  } finally {
    await app?.stop();
    await target.drop();
  }
}

interface Target {
  url?: string;
  embeddedPort?: number;
  dataDir?: string;
  drop: () => Promise<void>;
}

async function openDatabase(options: LoadOptions, runId: string): Promise<Target> {
  if (options.database === "embedded") {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "ideaforge-load-"));
    return { embeddedPort: await freePort(), dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const server = options.server!;
  const name = `ideaforge_load_${runId}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  return { url: withDatabase(server, name), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
