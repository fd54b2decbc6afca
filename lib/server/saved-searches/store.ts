import type { SavedSearchView, SavedSearchesResponse } from "@/lib/contracts/saved-searches";
import type { Tier } from "@/lib/domain/billing/plans";
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCHES_FULL,
  SAVED_SEARCH_NAME_TAKEN,
  SAVED_SEARCH_NOT_FOUND,
  alertLimit,
  alertLimitMessage,
  type AlertFrequency,
} from "@/lib/domain/saved-searches/limits";
import { ApiError } from "@/lib/errors";
import { db, type Tx } from "@/lib/server/db/client";

/**
 * Saved searches: list, create, rename, change alerts, delete; only the owner's (another user's id
 * is a 404, never a 403). Every write runs under a per-user advisory lock, so the counts it checks
 * (MAX_SAVED_SEARCHES saved searches, the plan's number with alerts on) cannot be passed by
 * parallel requests: each one counts after the previous one committed.
 */
export const SAVED_SEARCH_LOCK = 71_033;

interface Row {
  id: number;
  name: string;
  params: unknown;
  alert: AlertFrequency;
  createdAt: Date;
  updatedAt: Date;
}

const SELECT = { id: true, name: true, params: true, alert: true, createdAt: true, updatedAt: true } as const;

function view(row: Row): SavedSearchView {
  return {
    id: row.id,
    name: row.name,
    params: row.params as Record<string, string>,
    alert: row.alert,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const notFound = () => new ApiError("not_found", SAVED_SEARCH_NOT_FOUND);
const nameTaken = () =>
  new ApiError("bad_request", SAVED_SEARCH_NAME_TAKEN, { errors: { name: [SAVED_SEARCH_NAME_TAKEN] } });

async function alertCount(tx: Tx, userId: number): Promise<number> {
  return tx.savedSearch.count({ where: { userId, alert: { not: "off" } } });
}

export async function listSavedSearches(userId: number, tier: Tier | null): Promise<SavedSearchesResponse> {
  const rows = await db().savedSearch.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: SELECT,
  });
  return {
    saved_searches: rows.map(view),
    alerts: { used: rows.filter((r) => r.alert !== "off").length, limit: alertLimit(tier) },
  };
}

/** Serialises this user's saved-search writes until the transaction ends. */
async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SAVED_SEARCH_LOCK}::int, ${userId}::int)`;
}

/** Refuses turning alerts on when the plan's number of saved searches with alerts is reached. */
async function ensureAlertRoom(tx: Tx, userId: number, tier: Tier | null): Promise<void> {
  const limit = alertLimit(tier);
  const used = await alertCount(tx, userId);
  if (used >= limit) throw new ApiError("limit_reached", alertLimitMessage(tier), { alerts: { used, limit } });
}

async function ensureNameFree(tx: Tx, userId: number, name: string, exceptId?: number): Promise<void> {
  const clash = await tx.savedSearch.findFirst({
    where: { userId, name, id: exceptId ? { not: exceptId } : undefined },
    select: { id: true },
  });
  if (clash) throw nameTaken();
}

export interface NewSavedSearch {
  name: string;
  params: Record<string, string>;
  alert: AlertFrequency;
}

export async function createSavedSearch(
  userId: number,
  tier: Tier | null,
  input: NewSavedSearch,
): Promise<SavedSearchView> {
  return db().$transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await tx.savedSearch.count({ where: { userId } })) >= MAX_SAVED_SEARCHES)
      throw new ApiError("limit_reached", SAVED_SEARCHES_FULL);
    if (input.alert !== "off") await ensureAlertRoom(tx, userId, tier);
    await ensureNameFree(tx, userId, input.name);
    // The first digest counts from now (the database's clock, as the ideas' change stamps).
    const [row] = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO saved_searches (user_id, name, params, alert, alert_since, updated_at)
      VALUES (${userId}, ${input.name}, ${JSON.stringify(input.params)}::jsonb, ${input.alert}::"SavedSearchAlert",
              CASE WHEN ${input.alert} = 'off' THEN NULL ELSE now() END, now() AT TIME ZONE 'UTC')
      RETURNING id`;
    return view(await tx.savedSearch.findUniqueOrThrow({ where: { id: row!.id }, select: SELECT }));
  });
}

export interface SavedSearchChange {
  name?: string;
  alert?: AlertFrequency;
}

export async function updateSavedSearch(
  userId: number,
  tier: Tier | null,
  id: number,
  change: SavedSearchChange,
): Promise<SavedSearchView> {
  return db().$transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await tx.savedSearch.findFirst({ where: { id, userId }, select: { alert: true } });
    if (!current) throw notFound();
    const turningOn = change.alert !== undefined && change.alert !== "off" && current.alert === "off";
    if (turningOn) await ensureAlertRoom(tx, userId, tier);
    if (change.name !== undefined) await ensureNameFree(tx, userId, change.name, id);
    // Alerts switched on count from now; switched off, they have no start; daily <-> weekly keeps it.
    await tx.$executeRaw`
      UPDATE saved_searches SET
        name = coalesce(${change.name ?? null}::text, name),
        alert = coalesce(${change.alert ?? null}::"SavedSearchAlert", alert),
        alert_since = CASE WHEN ${change.alert ?? null}::text = 'off' THEN NULL
                           WHEN ${turningOn} THEN now() ELSE alert_since END,
        updated_at = now() AT TIME ZONE 'UTC'
      WHERE id = ${id} AND user_id = ${userId}`;
    return view(await tx.savedSearch.findUniqueOrThrow({ where: { id }, select: SELECT }));
  });
}

export async function deleteSavedSearch(userId: number, id: number): Promise<{ success: true }> {
  const { count } = await db().savedSearch.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound();
  return { success: true };
}
