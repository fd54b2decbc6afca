import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { run } from "graphile-worker";
import { loggedPool } from "@/lib/server/db/pool";
import { log } from "@/lib/log";
import { PASSWORD_RESET_TASK, passwordResetTask } from "@/lib/server/auth/password-reset";
import { SEND_EMAIL_TASK } from "@/lib/server/email/queue";
import {
  SAVED_SEARCH_DIGESTS_CRONTAB,
  SAVED_SEARCH_DIGESTS_TASK,
  SAVED_SEARCH_DIGEST_TASK,
  savedSearchDigestTask,
  savedSearchDigestsTask,
} from "@/lib/server/saved-searches/digest";
import { startHeartbeat } from "./heartbeat";
import { PRUNE_OUTBOX_CRONTAB, PRUNE_OUTBOX_TASK, pruneOutboxTask } from "./prune-outbox";
import { PRUNE_TOKENS_CRONTAB, PRUNE_TOKENS_TASK, pruneTokensTask } from "./prune-tokens";
import { JOB_QUEUE_OPTIONS } from "./schema";
import { sendEmailTask } from "./send-email";

/**
 * The job worker (graphile-worker): runs inside the app process by default (scripts/server.ts) and
 * alone with `npm run worker` (scripts/worker.ts). It picks jobs up at once through LISTEN/NOTIFY
 * on PostgreSQL, and by polling every `pollIntervalMs` (retries that come due; the embedded
 * database, whose notifications reach only the connection that sent them). Its crontab prunes sent
 * emails from the outbox once a day (prune-outbox.ts), expired two-factor challenges and used or
 * expired email-change links every hour (prune-tokens.ts), and queues the saved-search digests
 * every hour (lib/server/saved-searches/digest.ts).
 */
export interface JobWorkerOptions {
  connectionString: string;
  concurrency?: number;
  pollIntervalMs?: number;
  heartbeatMs?: number;
}

export interface JobWorker {
  workerId: string;
  /** Takes no new job, lets the running ones finish, then closes its connections. */
  stop: () => Promise<void>;
}

export async function startJobWorker({
  connectionString,
  concurrency = 2,
  pollIntervalMs = 1_000,
  heartbeatMs,
}: JobWorkerOptions): Promise<JobWorker> {
  const workerId = `${hostname()}-${process.pid}-${randomBytes(3).toString("hex")}`;
  // Jobs, the LISTEN connection and the heartbeat.
  const pool = loggedPool(connectionString, concurrency + 2, "job worker");
  try {
    const runner = await run({
      pgPool: pool,
      concurrency,
      pollInterval: pollIntervalMs,
      noHandleSignals: true,
      crontab: [PRUNE_OUTBOX_CRONTAB, PRUNE_TOKENS_CRONTAB, SAVED_SEARCH_DIGESTS_CRONTAB].join("\n"),
      taskList: {
        [SEND_EMAIL_TASK]: sendEmailTask,
        [PRUNE_OUTBOX_TASK]: pruneOutboxTask,
        [PRUNE_TOKENS_TASK]: pruneTokensTask,
        [PASSWORD_RESET_TASK]: passwordResetTask,
        [SAVED_SEARCH_DIGESTS_TASK]: savedSearchDigestsTask,
        [SAVED_SEARCH_DIGEST_TASK]: savedSearchDigestTask,
      },
      ...JOB_QUEUE_OPTIONS,
    });
    const heartbeat = await startHeartbeat(pool, workerId, heartbeatMs).catch(async (error: unknown) => {
      await runner.stop();
      throw error;
    });
    log.info("job worker started", { workerId, concurrency });
    let stopped: Promise<void> | null = null;
    return {
      workerId,
      stop: () =>
        (stopped ??= (async () => {
          await runner.stop();
          await heartbeat.stop();
          await pool.end();
          log.info("job worker stopped", { workerId });
        })()),
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}
