/**
 * The simulated users, made straight in the database before the run: each with a password (one
 * bcrypt hash at the app's cost, shared), an active subscription (mostly Starter, some Pro and
 * Lifetime, so every plan's limits are met) and its own client address. Plus search words taken
 * from the seeded ideas, so searches find something.
 */
import bcrypt from "bcryptjs";
import pg from "pg";
import type { Tier } from "../../lib/domain/billing/plans";

export const LOAD_PASSWORD = "LoadPass123!";

export interface LoadUser {
  index: number;
  username: string;
  tier: Tier;
  address: string;
}

/** Three Starter users in five, one Pro, one Lifetime. */
export function tierOf(index: number): Tier {
  const slot = index % 5;
  return slot === 3 ? "pro" : slot === 4 ? "lifetime" : "starter";
}

/** 10.x.y.z: a private address per user, which the app (TRUST_PROXY=1) takes as the client's. */
export function addressOf(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${(index & 255) + 1 > 255 ? 1 : (index & 255) + 1}`;
}

export async function createLoadUsers(databaseUrl: string, count: number, runId: string): Promise<LoadUser[]> {
  const hash = await bcrypt.hash(LOAD_PASSWORD, 12);
  const users = Array.from({ length: count }, (_, index) => ({
    index,
    username: `load_${runId}_${index}`,
    tier: tierOf(index),
    address: addressOf(index),
  }));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; username: string }>(
      `INSERT INTO users (username, email, password_hash, updated_at)
       SELECT u, u || '@load.test', $2, now() FROM unnest($1::text[]) AS u RETURNING id, username`,
      [users.map((u) => u.username), hash],
    );
    const ids = new Map(rows.map((r) => [r.username, r.id]));
    await client.query(
      `INSERT INTO subscriptions (user_id, tier, status, is_lifetime, current_period_end, updated_at)
       SELECT id, tier::"PlanTier", 'active', tier = 'lifetime', now() + interval '30 days', now()
       FROM unnest($1::int[], $2::text[]) AS t(id, tier)`,
      [users.map((u) => ids.get(u.username)), users.map((u) => u.tier)],
    );
  } finally {
    await client.end();
  }
  return users;
}

/** Words of five letters or more from the seeded ideas' titles. */
export async function searchWords(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ title: string }>("SELECT title FROM ideas ORDER BY id LIMIT 400");
    const words = new Set<string>();
    for (const r of rows) for (const w of r.title.toLowerCase().match(/[a-z]{5,}/g) ?? []) words.add(w);
    return [...words].slice(0, 200);
  } finally {
    await client.end();
  }
}
