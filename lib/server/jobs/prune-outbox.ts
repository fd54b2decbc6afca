import type { Task } from "graphile-worker";
import { log } from "@/lib/log";

/**
 * The prune_email_outbox job: removes outbox rows that were sent more than
 * SENT_EMAIL_RETENTION_DAYS days ago, so the table does not grow forever. A row never sent
 * (waiting, retrying or given up after its last try) is kept whatever its age: it is the record of
 * an email that did not go out. The worker's crontab runs it once a day; graphile-worker schedules
 * a crontab line once per time slot however many workers run.
 *
 * Rows go in batches, each its own short statement, so a large backlog never holds one long lock.
 * Times are UTC, as Prisma writes TIMESTAMP(3) columns; a row is never sent before it is created,
 * so the created_at bound (indexed) only narrows the scan.
 */
export const PRUNE_OUTBOX_TASK = "prune_email_outbox";
export const SENT_EMAIL_RETENTION_DAYS = 30;
/** Every day at 03:17 UTC (graphile-worker crontab syntax). */
export const PRUNE_OUTBOX_CRONTAB = `17 3 * * * ${PRUNE_OUTBOX_TASK}`;

const BATCH = 5_000;

type Query = (text: string, values?: unknown[]) => Promise<{ rowCount: number | null }>;

/** Deletes sent rows older than the retention; returns how many went. */
export async function pruneSentEmails(query: Query, retentionDays = SENT_EMAIL_RETENTION_DAYS): Promise<number> {
  let removed = 0;
  for (;;) {
    const { rowCount } = await query(
      `DELETE FROM email_outbox WHERE id IN (
         SELECT id FROM email_outbox
         WHERE sent_at IS NOT NULL
           AND sent_at < now() AT TIME ZONE 'UTC' - make_interval(days => $1)
           AND created_at < now() AT TIME ZONE 'UTC' - make_interval(days => $1)
         LIMIT $2)`,
      [retentionDays, BATCH],
    );
    removed += rowCount ?? 0;
    if ((rowCount ?? 0) < BATCH) return removed;
  }
}

export const pruneOutboxTask: Task = async (_payload, helpers) => {
  const removed = await pruneSentEmails((text, values) => helpers.query(text, values));
  log.info("email outbox pruned", { removed, retentionDays: SENT_EMAIL_RETENTION_DAYS });
};
