/**
 * What must hold in the database after the load, whatever the interleaving: no daily credit
 * counter over the plan's limit, no user over the active-project limit, at most one completion
 * per user and day (counted on the projects themselves, not only the completions table), and every
 * note edit and milestone the app acknowledged present as acknowledged.
 */
import pg from "pg";
import { PLANS, type Tier } from "../../lib/domain/billing/plans";
import type { Ledger } from "./scenario";

export interface InvariantResult {
  name: string;
  ok: boolean;
  detail: string;
}

const limitsSql = (kind: "search" | "random" | "projects") =>
  `CASE s.tier ${(Object.keys(PLANS) as Tier[]).map((t) => `WHEN '${t}' THEN ${PLANS[t].limits[kind] ?? "NULL"}`).join(" ")} END`;

export async function checkInvariants(
  databaseUrl: string,
  usernamePrefix: string,
  ledger: Ledger,
): Promise<InvariantResult[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const like = `${usernamePrefix}%`;
    const count = async (sql: string, values: unknown[] = [like]) =>
      Number((await client.query<{ n: string }>(sql, values)).rows[0]!.n);
    const results: InvariantResult[] = [];

    const overCredits = await count(
      `SELECT count(*) AS n FROM daily_usage d JOIN users u ON u.id = d.user_id JOIN subscriptions s ON s.user_id = u.id
       WHERE u.username LIKE $1 AND ((${limitsSql("search")}) < d.search_used OR (${limitsSql("random")}) < d.random_used)`,
    );
    const creditsUsed = await count(
      `SELECT coalesce(sum(d.search_used + d.random_used), 0) AS n FROM daily_usage d JOIN users u ON u.id = d.user_id WHERE u.username LIKE $1`,
    );
    results.push({
      name: "no credit counter over its limit",
      ok: overCredits === 0,
      detail: `${overCredits} counters over the limit (${creditsUsed} credits used in all)`,
    });

    const overProjects = await count(
      `SELECT count(*) AS n FROM (SELECT u.id, count(p.id) AS active, ${limitsSql("projects")} AS lim
         FROM users u JOIN subscriptions s ON s.user_id = u.id LEFT JOIN projects p ON p.user_id = u.id AND p.status = 'active'
        WHERE u.username LIKE $1 GROUP BY u.id, s.tier) t WHERE t.lim IS NOT NULL AND t.active > t.lim`,
    );
    const atLimit = await count(
      `SELECT count(*) AS n FROM (SELECT u.id, count(p.id) AS active, ${limitsSql("projects")} AS lim
         FROM users u JOIN subscriptions s ON s.user_id = u.id LEFT JOIN projects p ON p.user_id = u.id AND p.status = 'active'
        WHERE u.username LIKE $1 GROUP BY u.id, s.tier) t WHERE t.active = t.lim`,
    );
    results.push({
      name: "no user over the project limit",
      ok: overProjects === 0,
      detail: `${overProjects} users over it; ${atLimit} users reached it exactly`,
    });

    const doubleCompletions = await count(
      `SELECT count(*) AS n FROM (SELECT p.user_id, date_trunc('day', p.completed_at) FROM projects p JOIN users u ON u.id = p.user_id
        WHERE u.username LIKE $1 AND p.status = 'completed' GROUP BY 1, 2 HAVING count(*) > 1) t`,
    );
    const completions = await count(
      `SELECT count(*) AS n FROM project_completions c JOIN users u ON u.id = c.user_id WHERE u.username LIKE $1`,
    );
    results.push({
      name: "at most one completion per user per day",
      ok: doubleCompletions === 0,
      detail: `${doubleCompletions} user-days with two or more; ${completions} completions in all`,
    });

    results.push(await checkNotes(client, ledger));
    results.push(await checkMilestones(client, ledger));
    return results;
  } finally {
    await client.end();
  }
}

async function checkNotes(client: pg.Client, ledger: Ledger): Promise<InvariantResult> {
  const byId = [...ledger.notes]
    .filter(([k]) => k.includes(":id:"))
    .map(([k, content]) => ({ id: Number(k.split(":id:")[1]), content }));
  const byRef = [...ledger.notes]
    .filter(([k]) => k.includes(":ref:"))
    .map(([k, content]) => ({ project: Number(k.split(":")[0]), ref: k.split(":ref:")[1]!, content }));
  const { rows } = await client.query<{ id: number; content: string }>(
    "SELECT id, content FROM notes WHERE id = ANY($1::int[])",
    [byId.map((n) => n.id)],
  );
  const stored = new Map(rows.map((r) => [r.id, r.content]));
  let wrong = byId.filter((n) => stored.get(n.id) !== n.content).length;
  for (const n of byRef) {
    const { rows: found } = await client.query<{ content: string }>(
      "SELECT content FROM notes WHERE project_id = $1 AND client_ref = $2",
      [n.project, n.ref],
    );
    if (found[0]?.content !== n.content) wrong++;
  }
  const total = byId.length + byRef.length;
  return {
    name: "every acknowledged note edit present",
    ok: wrong === 0,
    detail: `${total - wrong} of ${total} acknowledged notes hold their last acknowledged text`,
  };
}

async function checkMilestones(client: pg.Client, ledger: Ledger): Promise<InvariantResult> {
  const ids = [...ledger.milestones.keys()];
  const { rows } = await client.query<{ id: number; is_completed: boolean }>(
    "SELECT id, is_completed FROM milestones WHERE id = ANY($1::int[])",
    [ids],
  );
  const stored = new Map(rows.map((r) => [r.id, r.is_completed]));
  const missing = ids.filter((id) => !stored.has(id)).length;
  const wrongState = ids.filter((id) => stored.has(id) && stored.get(id) !== ledger.milestones.get(id)).length;
  return {
    name: "every acknowledged milestone present",
    ok: missing === 0 && wrongState === 0,
    detail: `${ids.length - missing} of ${ids.length} present, ${wrongState} with another state than the last acknowledged toggle`,
  };
}

/** Every batch sent, answered or not, is in the database whole or not at all; an acknowledged one whole. */
export async function checkBatches(databaseUrl: string, ledger: Ledger): Promise<InvariantResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let partial = 0;
    let lostAcknowledged = 0;
    let whole = 0;
    for (const batch of ledger.batches) {
      const { rows } = await client.query<{ n: string }>(
        "SELECT count(*) AS n FROM notes WHERE project_id = $1 AND client_ref = ANY($2::text[])",
        [batch.projectId, batch.refs],
      );
      const found = Number(rows[0]!.n);
      if (found === batch.refs.length) whole++;
      else if (found > 0) partial++;
      else if (batch.acknowledged) lostAcknowledged++;
    }
    const acknowledged = ledger.batches.filter((b) => b.acknowledged).length;
    return {
      name: "every batch applied whole or not at all",
      ok: partial === 0 && lostAcknowledged === 0,
      detail: `${ledger.batches.length} batches sent (${acknowledged} acknowledged): ${whole} whole, ${ledger.batches.length - whole - partial} absent, ${partial} partial, ${lostAcknowledged} acknowledged but missing`,
    };
  } finally {
    await client.end();
  }
}
