/**
 * Drill: PostgreSQL stopped for 10 s in the middle of load, then started again. During the
 * outage calls answer 503 with a clear message, never a 500 or a stack; within 5 s of the database
 * being back calls succeed again, in the same app process; nothing is half-written.
 */
import { checkBatches, checkInvariants } from "../load/invariants";
import type { BrowserClient } from "../load/client";
import { check, crowd, leaksInternals, loggedInProbe, sleep, withCluster, type DrillResult } from "./drill";

const OUTAGE_MS = 10_000;
const RECOVERY_BOUND_MS = 5_000;

export function databaseOutageDrill(): Promise<DrillResult> {
  return withCluster("database-outage", async (env) => {
    const app = await env.startApp();
    const users = await crowd(env, app, 40, { notesPerBatch: 5 });
    const probe = await loggedInProbe(env, app);
    await users.logIn();
    const deadline = Date.now() + 40_000;
    const load = users.run(deadline);
    await sleep(10_000);
    const down = Date.now();
    await env.cluster.stop();
    await sleep(OUTAGE_MS);
    await env.cluster.start();
    const up = Date.now();
    const recovered = await firstSuccessAfter(probe, up);
    await load;

    const during = users.recorder.timeline.filter((a) => a.at > down + 500 && a.at < up);
    const failures = users.recorder.timeline.filter((a) => a.status >= 500);
    const not503 = failures.filter((a) => a.status !== 503);
    const unclear = failures.filter(
      (a) => a.status === 503 && (leaksInternals(a.body) || !/temporarily unavailable/.test(a.body)),
    );
    const afterBound = users.recorder.timeline.filter((a) => a.at > up + RECOVERY_BOUND_MS && a.status >= 500);
    const alive = app.process.exitCode === null && app.process.signalCode === null;
    const invariants = await checkInvariants(env.databaseUrl, `load_${env.runId}_`, users.ledger);
    return [
      check(
        "during the outage calls answer 503 with a clear message, never a 500 or a stack",
        during.length > 0 && not503.length === 0 && unclear.length === 0 && users.recorder.networkErrors.length === 0,
        `${during.length} answers during the outage (${during.filter((a) => a.status === 503).length} were 503); ${not503.length} other 5xx${not503.length ? ` (${[...new Set(not503.map((a) => `${a.call} ${a.status}`))].slice(0, 4).join("; ")})` : ""}; ${unclear.length} 503 without the message or with internals; ${users.recorder.networkErrors.length} unanswered`,
      ),
      check(
        "calls succeed within 5 s of the database being back, without a restart",
        recovered !== null && recovered <= RECOVERY_BOUND_MS && afterBound.length === 0 && alive,
        `first success ${recovered === null ? "never" : `${(recovered / 1000).toFixed(1)} s`} after the start; ${afterBound.length} 5xx later than 5 s after; app process ${alive ? "still the same" : "exited"}`,
      ),
      ...invariants.filter((i) => /note|milestone|credit|project limit|completion/.test(i.name)),
      await checkBatches(env.databaseUrl, users.ledger),
    ];
  });
}

/** Milliseconds from `since` to the first 200 of a call that reads the database (the project list). */
async function firstSuccessAfter(probe: BrowserClient, since: number): Promise<number | null> {
  while (Date.now() - since < 30_000) {
    const ok = await probe.call("probe", "GET", "/api/projects/", undefined, { timeoutMs: 2_000 }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return Date.now() - since;
    await sleep(100);
  }
  return null;
}
