import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEml, type ParsedEmail } from "@/lib/email/eml";
import { startJobWorker, type JobWorker } from "@/lib/server/jobs/worker";

/**
 * Set-up shared by the tests that run the real job worker against a real SMTP sink (the outbox,
 * the saved-search digest, the outbox pruning): a mail folder, the workers a test started, and a
 * wait for a condition.
 */

/** A fresh folder for an SMTP sink to write into; `received` parses every email in it. */
export function mailFolder(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `ideaforge-${prefix}-`));
  return {
    dir,
    received: (): ParsedEmail[] => readdirSync(dir).map((f) => parseEml(readFileSync(path.join(dir, f), "utf8"))),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Job workers polling fast, as a test needs them; `stopAll` (in afterEach) stops every one started. */
export function jobWorkers() {
  const started: JobWorker[] = [];
  return {
    async start(): Promise<JobWorker> {
      const worker = await startJobWorker({
        connectionString: process.env.DATABASE_URL!,
        pollIntervalMs: 200,
        heartbeatMs: 1_000,
      });
      started.push(worker);
      return worker;
    },
    stopAll: () => Promise.all(started.splice(0).map((w) => w.stop())),
  };
}

/** Polls `probe` until it answers something truthy, and answers that; fails naming `what` after the timeout. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
  pollMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
