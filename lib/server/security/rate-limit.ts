import type { PrismaClient } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db/client";

/**
 * Fixed-window counters in PostgreSQL (table rate_limit_buckets), one row per key, each change a
 * single atomic statement: parallel requests are all counted, none lost. A window ends on its own,
 * so a limit can never lock anyone out for longer than its window.
 */
export interface Window {
  /** Events allowed per window. */
  limit: number;
  windowMs: number;
}

export interface BucketState {
  count: number;
  /** Milliseconds until the window resets; 0 when no window is open. */
  retryAfterMs: number;
  limited: boolean;
}

/** Counts one event for `key` and returns the state after it. */
export async function hit(key: string, window: Window, now = new Date(), prisma: PrismaClient = db()): Promise<BucketState> {
  const rows = await prisma.$queryRaw<{ count: number; window_start: Date }[]>`
    INSERT INTO rate_limit_buckets (key, count, window_start, last_request_at)
    VALUES (${key}, 1, ${now}, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit_buckets.window_start <= ${now}::timestamp - make_interval(secs => ${window.windowMs / 1000})
                   THEN 1 ELSE rate_limit_buckets.count + 1 END,
      window_start = CASE WHEN rate_limit_buckets.window_start <= ${now}::timestamp - make_interval(secs => ${window.windowMs / 1000})
                   THEN ${now} ELSE rate_limit_buckets.window_start END,
      last_request_at = ${now}
    RETURNING count, window_start`;
  return stateOf(rows[0]!, window, now);
}

/** The state of `key` without counting anything. */
export async function peek(key: string, window: Window, now = new Date(), prisma: PrismaClient = db()): Promise<BucketState> {
  const row = await prisma.rateLimitBucket.findUnique({ where: { key }, select: { count: true, windowStart: true } });
  if (!row) return { count: 0, retryAfterMs: 0, limited: false };
  return stateOf({ count: row.count, window_start: row.windowStart }, window, now);
}

export async function reset(key: string, prisma: PrismaClient = db()): Promise<void> {
  await prisma.rateLimitBucket.deleteMany({ where: { key } });
}

function stateOf(row: { count: number; window_start: Date }, window: Window, now: Date): BucketState {
  const endsAt = row.window_start.getTime() + window.windowMs;
  if (endsAt <= now.getTime()) return { count: 0, retryAfterMs: 0, limited: false };
  const count = Number(row.count);
  return { count, retryAfterMs: endsAt - now.getTime(), limited: count >= window.limit };
}

/** Minimum spacing between two requests of one key (e.g. search every 500 ms): true when allowed. */
export async function spaced(key: string, gapMs: number, now = new Date(), prisma: PrismaClient = db()): Promise<boolean> {
  const rows = await prisma.$queryRaw<{ key: string }[]>`
    INSERT INTO rate_limit_buckets (key, count, window_start, last_request_at)
    VALUES (${key}, 1, ${now}, ${now})
    ON CONFLICT (key) DO UPDATE SET last_request_at = ${now}, count = rate_limit_buckets.count + 1
      WHERE rate_limit_buckets.last_request_at <= ${now}::timestamp - make_interval(secs => ${gapMs / 1000})
    RETURNING key`;
  return rows.length === 1;
}
