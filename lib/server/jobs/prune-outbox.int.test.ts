import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "@/tests/support/mail-jobs";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { PRUNE_OUTBOX_TASK, pruneSentEmails, SENT_EMAIL_RETENTION_DAYS } from "./prune-outbox";
import { startJobWorker } from "./worker";

/**
 * Sent emails leave the outbox SENT_EMAIL_RETENTION_DAYS days after they went out; an email never
 * sent stays whatever its age. A database of its own, so the worker started here picks up no email
 * another test file queued.
 */
let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase("ideaforge_prune_outbox");
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

/** An outbox row created and (if `sentDaysAgo` is given) sent that many days ago. */
async function outboxRow(
  subject: string,
  createdDaysAgo: number,
  sentDaysAgo: number | null,
  extra: { attempts?: number; lastError?: string } = {},
) {
  await pool.query(
    `INSERT INTO email_outbox (kind, recipient, subject, text, html, created_at, sent_at, attempts, last_error)
     VALUES ('test', 'someone@example.test', $1, 'body', '<p>body</p>',
             now() AT TIME ZONE 'UTC' - make_interval(days => $2),
             CASE WHEN $3::int IS NULL THEN NULL ELSE now() AT TIME ZONE 'UTC' - make_interval(days => $3::int) END,
             $4, $5)`,
    [subject, createdDaysAgo, sentDaysAgo, extra.attempts ?? (sentDaysAgo === null ? 0 : 1), extra.lastError ?? null],
  );
}

const subjects = async () =>
  (await pool.query<{ subject: string }>("SELECT subject FROM email_outbox ORDER BY subject")).rows.map(
    (r) => r.subject,
  );

describe("pruning the email outbox", () => {
  it("removes sent emails past the retention and keeps recent ones and every email never sent", async () => {
    expect(SENT_EMAIL_RETENTION_DAYS).toBe(30);
    await outboxRow("old sent", 45, 44);
    await outboxRow("old sent, many rows", 90, 90);
    await outboxRow("sent 29 days ago after retries", 34, 29, { attempts: 12 });
    await outboxRow("recent sent", 2, 2);
    await outboxRow("old, given up", 60, null, { attempts: 25, lastError: "connect ECONNREFUSED 127.0.0.1:25" });
    await outboxRow("old, never tried", 40, null);
    await outboxRow("recent, waiting", 0, null);

    expect(await pruneSentEmails((text, values) => pool.query(text, values))).toBe(2);
    expect(await subjects()).toEqual([
      "old, given up",
      "old, never tried",
      "recent sent",
      "recent, waiting",
      "sent 29 days ago after retries",
    ]);
    // Nothing more to do: a second run removes nothing.
    expect(await pruneSentEmails((text, values) => pool.query(text, values))).toBe(0);
  });

  it("is a job of the worker, which schedules it in its crontab", async () => {
    await outboxRow("old sent, for the worker", 31, 31);
    const worker = await startJobWorker({ connectionString: database.url, pollIntervalMs: 200, heartbeatMs: 1_000 });
    try {
      // The worker registered its daily line when it started.
      const known = await pool.query("SELECT 1 FROM graphile_worker._private_known_crontabs WHERE identifier = $1", [
        PRUNE_OUTBOX_TASK,
      ]);
      expect(known.rowCount).toBe(1);
      // Queued as the crontab queues it, the job runs on the worker and completes.
      await pool.query("SELECT graphile_worker.add_job($1, '{}'::json, job_key := 'prune-now')", [PRUNE_OUTBOX_TASK]);
      await until(
        "the prune job to finish",
        async () => (await pool.query("SELECT 1 FROM graphile_worker.jobs WHERE key = 'prune-now'")).rowCount === 0,
      );
      expect(await subjects()).not.toContain("old sent, for the worker");
      expect(await subjects()).toContain("old, given up");
    } finally {
      await worker.stop();
    }
  });
});
