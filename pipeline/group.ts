/**
 * The group stage: loads every need and launch post, collapses copies, groups the rest
 * (lib/domain/pipeline/grouping.ts) and names the groups with stable keys. A real run stores the
 * groups and each post's group; a dry run keeps them in memory for its report.
 */
import type { Pool } from "pg";
import { askKey } from "@/lib/domain/pipeline/ask-key";
import { assignKeys, freshKey, groupPosts, keyPhrases, mergeByAsk } from "@/lib/domain/pipeline/grouping";
import { needTexts } from "@/lib/server/pipeline/need-asks";
import { groupKeys, loadGroupable, postTexts, upsertGroups, writeAssignments } from "@/lib/server/pipeline/groups";

/** Posts of each group whose words name it. */
const NAMING_SAMPLE = 40;

export interface GroupedRun {
  groups: { key: string; keyPhrases: string[]; postIds: number[] }[];
  /** Group id per group (real runs only). */
  groupIds: number[];
  /** Copies found among this run's posts. */
  duplicates: number;
  posts: number;
}

export async function groupStage(pool: Pool, options: { store: boolean; runId: number }): Promise<GroupedRun> {
  const posts = await loadGroupable(pool);
  const texts0 = await needTexts(
    pool,
    posts.ids.filter((_, i) => posts.kinds[i] === 0),
  );
  // Two wordings of one ask ('best minimal CSS framework', 'recommend a lightweight CSS framework')
  // meet by the thing asked for, within one community (a key is never shared across audiences).
  const grouping = mergeByAsk(
    groupPosts(posts),
    Array.from(posts.ids, (id, i) => {
      if (posts.kinds[i] !== 0) return undefined;
      const post = texts0.get(id);
      const key = post ? askKey(post.text) : null;
      return key && post ? `${post.community}|${key}` : null;
    }),
  );
  const keysById = await groupKeys(pool);
  const clusters = grouping.clusters.filter((c) => c.members.length);
  const sample = clusters.flatMap((c) => c.members.slice(0, NAMING_SAMPLE).map((i) => posts.ids[i]!));
  const texts = await postTexts(pool, sample);
  const phrases = clusters.map((c) =>
    keyPhrases(
      c.topTerms,
      c.members.slice(0, NAMING_SAMPLE).map((i) => texts.get(posts.ids[i]!) ?? ""),
    ),
  );
  const keys = assignKeys(
    clusters,
    (i) => keysById.get(posts.previousGroup[i]!) ?? null,
    (ci) => freshKey(phrases[ci]!, `g${posts.ids[clusters[ci]!.members[0]!]}`),
    new Set(keysById.values()),
  );
  const groups = clusters.map((c, ci) => ({
    key: keys[ci]!,
    keyPhrases: phrases[ci]!,
    postIds: c.members.map((i) => posts.ids[i]!),
  }));
  const duplicates = grouping.duplicateOf.reduce(
    (n, d, i) => n + (d >= 0 && posts.runIds[i] === options.runId ? 1 : 0),
    0,
  );
  if (!options.store) return { groups, groupIds: [], duplicates, posts: posts.ids.length };

  const groupIds = await upsertGroups(pool, groups);
  const clusterOfGroup = new Map(grouping.clusters.map((c, ci) => [c, ci]));
  const idOfCluster = new Map(clusters.map((c, k) => [clusterOfGroup.get(c)!, groupIds[k]!]));
  // One row per post, made as the COPY stream takes them (470,000 at a million posts).
  const rows = function* (): Generator<[number, number | null, number | null]> {
    for (let i = 0; i < posts.ids.length; i++) {
      const g = grouping.group[i]!;
      const d = grouping.duplicateOf[i]!;
      yield [posts.ids[i]!, g >= 0 ? (idOfCluster.get(g) ?? null) : null, d >= 0 ? posts.ids[d]! : null];
    }
  };
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await writeAssignments(client, rows());
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  return { groups, groupIds, duplicates, posts: posts.ids.length };
}
