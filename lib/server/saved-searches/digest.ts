import type { Task } from "graphile-worker";
import { savedSearchDigestEmail, type DigestSearch } from "@/emails/saved-search-digest";
import { hasActiveSubscription } from "@/lib/domain/billing/access";
import { DIGEST_IDEAS_PER_SEARCH } from "@/lib/domain/saved-searches/limits";
import { digestPeriod } from "@/lib/domain/saved-searches/period";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { db, type Tx } from "@/lib/server/db/client";
import { queueEmail } from "@/lib/server/email/queue";
import { matchSince } from "./match";
import { parseStoredParams } from "./schemas";
import { unsubscribeToken, type DigestFrequency } from "./unsubscribe-token";

/**
 * Saved-search digests. The worker's crontab runs SAVED_SEARCH_DIGESTS_TASK every hour: it queues
 * one SAVED_SEARCH_DIGEST_TASK job per user and frequency whose period (UTC day, ISO week) has no
 * digest yet. That job matches each of the user's saved searches of that frequency against the
 * ideas published or updated since the search's `alert_since` (reads only: no view, no credit),
 * then, in one transaction, records the period in saved_search_digests (unique per user, frequency
 * and period), moves each search's `alert_since` on and queues the email through the outbox. Two
 * workers running the same job both match, but only the first insert of the period's row commits:
 * the other finds the row and does nothing, so a digest goes exactly once. No new idea: the period
 * is recorded and no email goes.
 */
export const SAVED_SEARCH_DIGESTS_TASK = "saved_search_digests";
export const SAVED_SEARCH_DIGEST_TASK = "saved_search_digest";
/** Every hour at minute 7 (graphile-worker crontab syntax): the first run of a day (or week) sends its digests. */
export const SAVED_SEARCH_DIGESTS_CRONTAB = `7 * * * * ${SAVED_SEARCH_DIGESTS_TASK}`;
const FREQUENCIES: DigestFrequency[] = ["daily", "weekly"];
const LINE_MAX = 140;

/** Queues the digest job of every user with alerts whose current period has no digest yet; returns how many. */
export async function queueDueDigests(now: Date): Promise<number> {
  let queued = 0;
  for (const frequency of FREQUENCIES) {
    const period = digestPeriod(frequency, now);
    queued += await db().$executeRaw`
      SELECT graphile_worker.add_job(${SAVED_SEARCH_DIGEST_TASK},
               json_build_object('user_id', due.user_id, 'frequency', ${frequency}::text, 'period', ${period}::text),
               job_key := 'digest:' || due.user_id || ':' || ${frequency}::text || ':' || ${period}::text,
               max_attempts := 5)
        FROM (SELECT DISTINCT s.user_id FROM saved_searches s
               WHERE s.alert = ${frequency}::"SavedSearchAlert"
                 AND NOT EXISTS (SELECT 1 FROM saved_search_digests d
                                  WHERE d.user_id = s.user_id AND d.frequency = ${frequency}::"SavedSearchAlert"
                                    AND d.period = ${period})) due`;
  }
  return queued;
}

export const savedSearchDigestsTask: Task = async () => {
  const queued = await queueDueDigests(new Date());
  log.info("saved-search digests queued", { queued });
};

interface DigestJob {
  userId: number;
  frequency: DigestFrequency;
  period: string;
}

function readJob(payload: unknown): DigestJob {
  const p = (payload ?? {}) as { user_id?: unknown; frequency?: unknown; period?: unknown };
  const userId = Number(p.user_id);
  if (
    !Number.isInteger(userId) ||
    (p.frequency !== "daily" && p.frequency !== "weekly") ||
    typeof p.period !== "string"
  )
    throw new Error(`${SAVED_SEARCH_DIGEST_TASK}: bad payload ${JSON.stringify(payload)}`);
  return { userId, frequency: p.frequency, period: p.period };
}

export const savedSearchDigestTask: Task = async (payload) => {
  const outcome = await sendDigest(readJob(payload));
  log.info("saved-search digest", { ...readJob(payload), outcome });
};

export type DigestOutcome = "sent" | "nothing_new" | "no_access" | "done_already";

/** One user's digest of one frequency and period: sent at most once, whoever runs it. */
export async function sendDigest(job: DigestJob): Promise<DigestOutcome> {
  // The database's clock, as the ideas' change stamps.
  const now = (await db().$queryRaw<{ now: Date }[]>`SELECT now() AS now`)[0]!.now;
  const user = await db().user.findUnique({
    where: { id: job.userId },
    select: { username: true, email: true, subscription: true },
  });
  if (!user) return "done_already";
  const searches = await db().savedSearch.findMany({
    where: { userId: job.userId, alert: job.frequency },
    orderBy: { id: "asc" },
    select: { id: true, name: true, params: true, alertSince: true },
  });
  const access = hasActiveSubscription(user.subscription, now);
  const found = access ? await matchAll(searches, now) : [];
  return db().$transaction(async (tx) => {
    const matched = await stillPublished(tx, found);
    const ideaIds = matched.flatMap((m) => m.ids);
    const recorded = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO saved_search_digests (user_id, frequency, period, idea_ids)
      VALUES (${job.userId}, ${job.frequency}::"SavedSearchAlert", ${job.period}, ${ideaIds}::int[])
      ON CONFLICT (user_id, frequency, period) DO NOTHING RETURNING id`;
    if (!recorded.length) return "done_already";
    if (!access) return "no_access";
    await advanceSince(
      tx,
      searches.map((s) => s.id),
      job.frequency,
      now,
    );
    if (!ideaIds.length) return "nothing_new";
    const outboxId = await queueDigestEmail(tx, { ...job, username: user.username, email: user.email }, matched);
    await tx.$executeRaw`UPDATE saved_search_digests SET outbox_id = ${outboxId} WHERE id = ${recorded[0]!.id}`;
    return "sent";
  });
}

interface Matched {
  id: number;
  name: string;
  params: Record<string, string>;
  ids: number[];
  total: number;
}

async function matchAll(
  searches: { id: number; name: string; params: unknown; alertSince: Date | null }[],
  now: Date,
): Promise<Matched[]> {
  const out: Matched[] = [];
  for (const search of searches) {
    const params = search.params as Record<string, string>;
    let query;
    try {
      query = parseStoredParams(params);
    } catch {
      log.warn("saved search no longer parses; skipped", { savedSearchId: search.id });
      continue;
    }
    const since = search.alertSince ?? now;
    const found = await matchSince(
      query,
      since,
      now,
      Math.min(DIGEST_IDEAS_PER_SEARCH, query.resultsLimit ?? Infinity),
    );
    // 'Max. Number of Results' caps what the digest counts too.
    const total = Math.min(found.total, query.resultsLimit ?? Infinity);
    if (found.ids.length) out.push({ id: search.id, name: search.name, params, ids: found.ids, total });
  }
  return out;
}

/**
 * The matches whose ideas are still published, read under a share lock: an idea unpublished while
 * the searches were matched is left out, and one being unpublished now waits for this digest's
 * commit, so no email ever carries an idea's text after it was withdrawn.
 */
async function stillPublished(tx: Tx, matched: Matched[]): Promise<Matched[]> {
  const ids = matched.flatMap((m) => m.ids);
  if (!ids.length) return [];
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM ideas WHERE id = ANY(${ids}::int[]) AND published ORDER BY id FOR SHARE`;
  const published = new Set(rows.map((r) => r.id));
  return matched
    .map((m) => {
      const kept = m.ids.filter((id) => published.has(id));
      return { ...m, ids: kept, total: m.total - (m.ids.length - kept.length) };
    })
    .filter((m) => m.ids.length > 0);
}

/** The next digest of these searches counts from `now`; alerts switched on since then keep their later start. */
async function advanceSince(tx: Tx, ids: number[], frequency: DigestFrequency, now: Date): Promise<void> {
  await tx.$executeRaw`
    UPDATE saved_searches SET alert_since = GREATEST(alert_since, ${now}::timestamptz)
     WHERE id = ANY(${ids}::int[]) AND alert = ${frequency}::"SavedSearchAlert"`;
}

function firstLine(text: string): string {
  const sentence =
    text
      .replace(/\s+/g, " ")
      .trim()
      .split(/(?<=[.!?])\s/)[0] ?? "";
  return sentence.length > LINE_MAX ? `${sentence.slice(0, LINE_MAX - 1).trimEnd()}…` : sentence;
}

async function queueDigestEmail(
  tx: Tx,
  to: DigestJob & { username: string; email: string },
  matched: Matched[],
): Promise<number> {
  const appUrl = env().appUrl;
  const ideas = await tx.idea.findMany({
    where: { id: { in: matched.flatMap((m) => m.ids) } },
    select: { id: true, title: true, description: true },
  });
  const byId = new Map(ideas.map((i) => [i.id, i]));
  const searches: DigestSearch[] = matched.map((m) => ({
    name: m.name,
    ideas: m.ids.flatMap((id) => {
      const idea = byId.get(id);
      return idea
        ? [{ title: idea.title, line: firstLine(idea.description), url: `${appUrl}/search?alert_idea=${id}` }]
        : [];
    }),
    more: Math.max(0, m.total - m.ids.length),
    runUrl: `${appUrl}/search?${new URLSearchParams(m.params).toString()}`,
  }));
  const token = unsubscribeToken(to.userId, to.frequency);
  const oneClick = `${appUrl}/api/saved-searches/unsubscribe/?token=${encodeURIComponent(token)}`;
  const content = savedSearchDigestEmail({
    username: to.username,
    frequency: to.frequency,
    searches,
    unsubscribeUrl: `${appUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
    manageUrl: `${appUrl}/search`,
  });
  return queueEmail(tx, {
    kind: "saved_search_digest",
    to: to.email,
    ...content,
    headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}
