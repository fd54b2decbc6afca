/**
 * How well the pipeline recovered the planted needs (a diagnostic of `demo:library --check`): the
 * share of planted need posts kept as needs, each group's dominant need (purity), into how many
 * groups each need's posts went, and why a need has no idea of its own (needOutcomes). Reads the
 * corpus's labels.tsv and the stored posts.
 */
import { readFileSync } from "node:fs";
import type { Pool } from "pg";
import { DEMO_SOURCES } from "./library";
import { NEED_COUNT } from "./needs";

export async function groupPurity(pool: Pool, labelsFile: string): Promise<string> {
  const needOf = new Map<string, number>();
  let planted = 0;
  for (const line of readFileSync(labelsFile, "utf8").split("\n")) {
    const [format, id, kind, need] = line.split("\t");
    if (!format || Number(need) < 0 || kind === "launch") continue;
    needOf.set(`${DEMO_SOURCES[format as keyof typeof DEMO_SOURCES]}:${id}`, Number(need));
    planted++;
  }
  const { rows } = await pool.query<{
    ref: string;
    kind: string;
    group_id: number | null;
    published: boolean | null;
  }>(
    `SELECT s.name || ':' || p.external_id AS ref, p.kind, p.group_id, i.published
       FROM pipeline_posts p JOIN pipeline_sources s ON s.id = p.source_id
       LEFT JOIN pipeline_groups g ON g.id = p.group_id LEFT JOIN ideas i ON i.id = g.idea_id
      WHERE p.kind = 'need' AND p.duplicate_of_id IS NULL`,
  );
  let kept = 0;
  let falseNeeds = 0;
  const groups = new Map<number, Map<number, number>>();
  const needGroups = new Map<number, Map<number, number>>();
  const published = new Set<number>();
  for (const r of rows) {
    const need = needOf.get(r.ref);
    if (need === undefined) {
      falseNeeds++;
      continue;
    }
    kept++;
    if (r.group_id === null) continue;
    if (r.published) published.add(r.group_id);
    const g = groups.get(r.group_id) ?? new Map<number, number>();
    g.set(need, (g.get(need) ?? 0) + 1);
    groups.set(r.group_id, g);
    const n = needGroups.get(need) ?? new Map<number, number>();
    n.set(r.group_id, (n.get(r.group_id) ?? 0) + 1);
    needGroups.set(need, n);
  }
  let dominant = 0;
  let grouped = 0;
  const needsLeading = new Set<number>();
  for (const [id, g] of groups) {
    const [need, top] = [...g].sort((a, b) => b[1] - a[1])[0]!;
    dominant += top;
    grouped += [...g.values()].reduce((a, b) => a + b, 0);
    if (published.has(id)) needsLeading.add(need);
  }
  const split = [...needGroups.values()].filter((g) => g.size > 1).length;
  const outcomes = needOutcomes(plantedPosts(labelsFile), rows, needOf, published, groups);
  return [
    `Need recovery: ${kept.toLocaleString("en-US")} of ${planted.toLocaleString("en-US")} planted need posts kept as needs (copies aside); ${falseNeeds} kept posts were no planted need.`,
    `  group purity (posts of each group's dominant need): ${((100 * dominant) / Math.max(1, grouped)).toFixed(1)}% over ${groups.size.toLocaleString("en-US")} groups`,
    `  needs split over more than one group: ${split.toLocaleString("en-US")} of ${needGroups.size.toLocaleString("en-US")}`,
    `  published ideas: ${published.size.toLocaleString("en-US")}, led by ${needsLeading.size.toLocaleString("en-US")} distinct planted needs`,
    `  each need of the ontology: ${Object.entries(outcomes)
      .map(([outcome, n]) => `${outcome} ${n.toLocaleString("en-US")}`)
      .join(", ")}`,
  ].join("\n");
}

/** Need posts (not replies or reposts) each need got in the corpus. */
function plantedPosts(labelsFile: string): Map<number, number> {
  const posts = new Map<number, number>();
  for (const line of readFileSync(labelsFile, "utf8").split("\n")) {
    const [, , kind, need] = line.split("\t");
    if (kind === "need") posts.set(Number(need), (posts.get(Number(need)) ?? 0) + 1);
  }
  return posts;
}

/**
 * What became of each need of the ontology: an idea led by it; not voiced (a slice); fewer than 3 of
 * its posts kept as needs (detection); its posts grouped only under other needs (merged); no group
 * of 3 of its posts (split); or a group of 3+ below the publish floor (people or quotes).
 */
function needOutcomes(
  planted: Map<number, number>,
  rows: { ref: string }[],
  needOf: Map<string, number>,
  published: Set<number>,
  groups: Map<number, Map<number, number>>,
): Record<string, number> {
  const kept = new Map<number, number>();
  for (const r of rows) {
    const need = needOf.get(r.ref);
    if (need !== undefined) kept.set(need, (kept.get(need) ?? 0) + 1);
  }
  // Each group counts for its dominant need.
  const led = new Map<number, { posts: number; published: boolean }[]>();
  for (const [id, g] of groups) {
    const [need] = [...g].sort((a, b) => b[1] - a[1])[0]!;
    const posts = [...g.values()].reduce((a, b) => a + b, 0);
    led.set(need, [...(led.get(need) ?? []), { posts, published: published.has(id) }]);
  }
  const out: Record<string, number> = {
    "an idea": 0,
    "not voiced": 0,
    "under 3 posts kept": 0,
    "merged into another need's group": 0,
    "split into groups under 3": 0,
    "below the publish floor": 0,
  };
  for (let need = 0; need < NEED_COUNT; need++) {
    const own = led.get(need) ?? [];
    const outcome = own.some((g) => g.published)
      ? "an idea"
      : !planted.get(need)
        ? "not voiced"
        : (kept.get(need) ?? 0) < 3
          ? "under 3 posts kept"
          : !own.length
            ? "merged into another need's group"
            : Math.max(...own.map((g) => g.posts)) < 3
              ? "split into groups under 3"
              : "below the publish floor";
    out[outcome]!++;
  }
  return out;
}
