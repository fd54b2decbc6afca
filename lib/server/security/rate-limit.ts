import { isIP } from "node:net";
import { delayAfter, type GrowingDelay } from "@/lib/domain/session/throttle";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db/client";

/**
 * Fixed-window counters in PostgreSQL (table rate_limit_buckets), one row per key, each change a
 * single atomic statement: parallel requests are all counted, none lost. A window ends on its own,
 * so a limit can never lock anyone out for longer than its window.
 */
/**
 * The client address as a per-address limit keys it: an IPv4 address as it is, an IPv6 address as
 * its /64 (one host or home network is given a whole /64, so counting each address would give it
 * unlimited budgets).
 */
export function addressKey(ip: string): string {
  const address = ip.split("%")[0]!.toLowerCase();
  if (isIP(address) !== 6) return ip;
  const groups = (part: string) =>
    part === "" ? [] : part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g]));
  const at = address.indexOf("::");
  const head = groups(at < 0 ? address : address.slice(0, at));
  const tail = at < 0 ? [] : groups(address.slice(at + 2));
  const all =
    at < 0 ? head : [...head, ...Array<string>(Math.max(0, 8 - head.length - tail.length)).fill("0"), ...tail];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

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
export async function hit(
  key: string,
  window: Window,
  now = new Date(),
  prisma: PrismaClient = db(),
): Promise<BucketState> {
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
export async function peek(
  key: string,
  window: Window,
  now = new Date(),
  prisma: PrismaClient = db(),
): Promise<BucketState> {
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
export async function spaced(
  key: string,
  gapMs: number,
  now = new Date(),
  prisma: PrismaClient = db(),
): Promise<boolean> {
  const rows = await prisma.$queryRaw<{ key: string }[]>(spacedSql(key, gapMs, now));
  return rows.length === 1;
}

/**
 * The statement of `spaced`, to run alone or as a CTE of a larger statement: one row (the key)
 * when the request is allowed, and its time recorded; none when it comes within `gapMs` of the
 * last allowed one. The row lock orders parallel requests, so of two at once only one is allowed.
 * The time goes as UTC text (the columns hold UTC, as Prisma writes them), so the statement reads
 * the same through Prisma and straight through pg.
 */
export function spacedSql(key: string, gapMs: number, now: Date): Prisma.Sql {
  const at = Prisma.sql`(${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
  return Prisma.sql`
    INSERT INTO rate_limit_buckets (key, count, window_start, last_request_at)
    VALUES (${key}, 1, ${at}, ${at})
    ON CONFLICT (key) DO UPDATE SET last_request_at = ${at}, count = rate_limit_buckets.count + 1
      WHERE rate_limit_buckets.last_request_at <= ${at} - make_interval(secs => ${gapMs / 1000})
    RETURNING key`;
}

/**
 * Reserves one attempt for `key` before the work it guards, in one atomic statement: granted while
 * the window has room (and, with a growing delay, once the wait after the last attempt is over),
 * refused otherwise without counting. Parallel attempts can never all slip under the limit.
 */
export async function reserve(
  key: string,
  window: Window,
  now = new Date(),
  delay?: GrowingDelay,
  prisma: PrismaClient = db(),
): Promise<BucketState> {
  const windowSecs = window.windowMs / 1000;
  const waitOver = delay ? sqlWaitOver(delay) : "true";
  const rows = await prisma.$queryRawUnsafe<{ count: number; window_start: Date }[]>(
    `INSERT INTO rate_limit_buckets AS b (key, count, window_start, last_request_at)
     VALUES ($1, 1, $2, $2)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN b.window_start <= $2::timestamp - make_interval(secs => $3) THEN 1 ELSE b.count + 1 END,
       window_start = CASE WHEN b.window_start <= $2::timestamp - make_interval(secs => $3) THEN $2 ELSE b.window_start END,
       last_request_at = $2
     WHERE b.window_start <= $2::timestamp - make_interval(secs => $3)
        OR (b.count < $4 AND ${waitOver})
     RETURNING count, window_start`,
    key,
    now,
    windowSecs,
    window.limit,
  );
  if (rows[0]) return { ...stateOf(rows[0], window, now), limited: false };
  return refusedState(key, window, now, delay, prisma);
}

/**
 * True when the wait after `b.count` attempts is over (the growing-delay rule of
 * lib/domain/session/throttle.ts). The free attempts compare no clocks: parallel requests stamp
 * slightly different times, and a free attempt must never be refused for that.
 */
function sqlWaitOver(delay: GrowingDelay): string {
  const waitSecs = `least(${delay.baseMs / 1000} * power(2, least(b.count - ${delay.free}, 30)), ${delay.maxMs / 1000})`;
  return `(b.count < ${delay.free} OR b.last_request_at <= $2::timestamp - make_interval(secs => ${waitSecs}))`;
}

async function refusedState(
  key: string,
  window: Window,
  now: Date,
  delay: GrowingDelay | undefined,
  prisma: PrismaClient,
): Promise<BucketState> {
  const row = await prisma.rateLimitBucket.findUnique({
    where: { key },
    select: { count: true, windowStart: true, lastRequestAt: true },
  });
  if (!row) return { count: 0, retryAfterMs: 1000, limited: true };
  const windowEnd = row.windowStart.getTime() + window.windowMs;
  const waitEnd = delay ? row.lastRequestAt.getTime() + delayAfter(row.count, delay) : 0;
  const until = row.count >= window.limit ? windowEnd : Math.min(windowEnd, waitEnd);
  return { count: row.count, retryAfterMs: Math.max(1000, until - now.getTime()), limited: true };
}

/** Gives back one reserved attempt (the work it guarded succeeded, or never ran). */
export async function release(key: string, prisma: PrismaClient = db()): Promise<void> {
  await prisma.$executeRaw`UPDATE rate_limit_buckets SET count = greatest(count - 1, 0) WHERE key = ${key}`;
}
