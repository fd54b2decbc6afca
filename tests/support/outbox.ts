import type { JobHelpers } from "graphile-worker";
import pg from "pg";
import { sendEmailTask } from "@/lib/server/jobs/send-email";

/**
 * Runs the send_email job of each waiting outbox email to `recipient` once, now, as the worker
 * would, then completes the job. For tests that check what reaches an SMTP server without running
 * a worker (which would also pick up the emails other test files left queued in the shared
 * database). The worker itself is tested in tests/integration/jobs/outbox.int.test.ts.
 */
export async function deliverQueuedTo(recipient: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  try {
    const { rows } = await pool.query<{ job_id: string; id: number }>(
      `SELECT j.id AS job_id, o.id FROM email_outbox o JOIN graphile_worker.jobs j ON j.key = 'email:' || o.id
       WHERE o.recipient = $1 AND o.sent_at IS NULL ORDER BY o.id`,
      [recipient],
    );
    const helpers = { query: (text: string, values?: unknown[]) => pool.query(text, values) } as unknown as JobHelpers;
    for (const row of rows) {
      await sendEmailTask({ id: row.id }, helpers);
      await pool.query("SELECT graphile_worker.complete_jobs(ARRAY[$1::bigint])", [row.job_id]);
    }
    return rows.length;
  } finally {
    await pool.end();
  }
}
