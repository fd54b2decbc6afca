import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { SIGNATURE_SIZE, signature } from "@/lib/domain/pipeline/minhash";
import { askKey } from "@/lib/domain/pipeline/ask-key";
import { groupPosts, mergeByAsk, type Grouping } from "@/lib/domain/pipeline/grouping";
import { termsOfPost } from "@/lib/domain/pipeline/terms";
import { FIXTURE_PATHS, writeCorpus, type FixtureLabel } from "@/tests/fixtures/pipeline/generate";
import { detect } from "./detect";
import { READERS } from "./sources/index";

/**
 * Grouping quality on the labelled fixture corpus: the posts detect keeps as needs or launches
 * (all three formats), grouped as the group stage groups them, against the labelled needs.
 * Pairwise F1: over all pairs of kept posts that carry a label group, a pair is predicted
 * together when both are in one group, and truly together when their labels name one need.
 */
interface Kept {
  key: string;
  title: string | null;
  body: string;
  text: string;
  kind: number;
  parentKey: string | null;
  time: number;
  community: string;
}

let labels: Map<string, FixtureLabel>;
let kept: Kept[];

async function readKept(dir: string): Promise<Kept[]> {
  const out: Kept[] = [];
  for (const format of ["reddit", "hn", "stackexchange"] as const) {
    for await (const r of READERS[format].read(path.join(dir, FIXTURE_PATHS[format]), {})) {
      if (!("post" in r)) continue;
      const d = await detect(r.post);
      if (d.kind !== "need" && d.kind !== "launch") continue;
      const p = r.post;
      out.push({
        key: `${format}:${p.externalId}`,
        title: p.title,
        body: p.body,
        text: `${p.title ?? ""}\n${p.body}`,
        kind: d.kind === "need" ? 0 : 1,
        parentKey: p.parentId ? `${format}:${p.parentId}` : null,
        time: p.createdAt.getTime(),
        community: p.community,
      });
    }
  }
  return out.sort((a, b) => a.time - b.time || (a.key < b.key ? -1 : 1));
}

function run(posts: Kept[]): Grouping {
  const signatures = new Int32Array(posts.length * SIGNATURE_SIZE);
  const lists = posts.map(
    (p, i) => (signatures.set(signature(p.text), i * SIGNATURE_SIZE), termsOfPost(p.title, p.body)),
  );
  const offsets = new Int32Array(posts.length + 1);
  lists.forEach((t, i) => (offsets[i + 1] = offsets[i]! + t.length));
  const terms = new Int32Array(offsets[posts.length]!);
  lists.forEach((t, i) => terms.set(t, offsets[i]!));
  const index = new Map(posts.map((p, i) => [p.key, i]));
  // As the group stage does (pipeline/group.ts): clustered on subject terms, then merged by the thing asked for.
  const grouping = groupPosts({
    signatures,
    terms,
    offsets,
    kinds: Uint8Array.from(posts, (p) => p.kind),
    parents: Int32Array.from(posts, (p) => index.get(p.parentKey ?? "") ?? -1),
  });
  return mergeByAsk(
    grouping,
    posts.map((p) => {
      if (p.kind !== 0) return undefined;
      const key = askKey(p.text);
      return key ? `${p.community}|${key}` : null;
    }),
  );
}

function pairwiseF1(items: { truth: string; predicted: number }[]): { precision: number; recall: number; f1: number } {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (let a = 0; a < items.length; a++) {
    for (let b = a + 1; b < items.length; b++) {
      const same = items[a]!.truth === items[b]!.truth;
      const together = items[a]!.predicted >= 0 && items[a]!.predicted === items[b]!.predicted;
      if (same && together) tp++;
      else if (together) fp++;
      else if (same) fn++;
    }
  }
  const precision = tp / (tp + fp);
  const recall = tp / (tp + fn);
  return { precision, recall, f1: (2 * precision * recall) / (precision + recall) };
}

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "pipeline-fixture-"));
  const paths = writeCorpus(dir);
  labels = new Map(
    readFileSync(paths.labels, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as FixtureLabel)
      .map((l) => [l.key, l]),
  );
  kept = await readKept(dir);
}, 120_000);

describe("grouping on the labelled fixture", () => {
  // Precision first (issue 29: a group of posts that are not one need is worthless; a missed pair
  // only lowers the yield): a join needs two shared subject terms or a shared compound, so wordings
  // that share one word stay apart. Measured at this change: precision 0.98, recall 0.33, F1 0.50
  // (the word-overlap clustering it replaced: F1 0.93 here, and 5 of 12 real ideas mixed or wrong).
  it("keeps pairwise precision at least 0.95 against the labelled needs, with recall at least 0.3", () => {
    const result = run(kept);
    const items = kept.flatMap((p, i) =>
      labels.get(p.key)?.group ? [{ truth: labels.get(p.key)!.group!, predicted: result.group[i]! }] : [],
    );
    expect(items.length).toBeGreaterThan(1500);
    const score = pairwiseF1(items);
    console.info(
      `grouping: ${items.length} posts, precision ${score.precision.toFixed(3)}, recall ${score.recall.toFixed(3)}, F1 ${score.f1.toFixed(3)}, ${result.clusters.filter((c) => c.members.length).length} groups for 24 needs`,
    );
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.3);
  }, 30_000);

  it("collapses the labelled reposts and near-duplicates", () => {
    const result = run(kept);
    const copies = kept
      .map((p, i) => ({ label: labels.get(p.key)!, found: result.duplicateOf[i]! >= 0 }))
      .filter((c) => c.label.duplicate_of);
    expect(copies.filter((c) => c.found).length / copies.length).toBeGreaterThanOrEqual(0.95);
  }, 30_000);

  it("gives byte-identical output for the same input", async () => {
    const again = await readKept(
      (() => {
        const dir = mkdtempSync(path.join(tmpdir(), "pipeline-fixture-"));
        writeCorpus(dir);
        return dir;
      })(),
    );
    const serialise = (g: Grouping) => JSON.stringify({ d: [...g.duplicateOf], g: [...g.group], c: g.clusters });
    expect(serialise(run(again))).toBe(serialise(run(kept)));
  }, 60_000);
});
