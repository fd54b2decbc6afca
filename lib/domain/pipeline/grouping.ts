/**
 * The group stage's rules, on posts already in memory (in the stage's order: earliest first):
 * collapse reposts and near-duplicates (minhash.ts), cluster the rest (clustering.ts), name each
 * group by its key phrases and give it a stable key.
 */
import { assignKeys, cluster, type Cluster } from "./clustering";
import { SIGNATURE_SIZE, findDuplicates } from "./minhash";
import { subjectTerms, termId } from "./terms";

/** Words in a group's key phrases, and in a fresh key. */
export const KEY_PHRASES = 5;
export const KEY_WORDS = 3;
export const KEY_PREFIX = "need:";

export interface GroupingInput {
  /** SIGNATURE_SIZE values per post. */
  signatures: Int32Array;
  terms: Int32Array;
  offsets: Int32Array;
  /** 0: need, 1: launch. */
  kinds: Uint8Array;
  /** Index of the post's parent (thread) among the inputs, or -1. */
  parents: Int32Array;
}

export interface Grouping {
  /** Per post: the index of the earlier post it copies, or -1. */
  duplicateOf: Int32Array;
  /** Per post: its group's index, or -1 (copies: their original's group). */
  group: Int32Array;
  clusters: Cluster[];
}

export function groupPosts(input: GroupingInput): Grouping {
  const n = input.kinds.length;
  if (input.signatures.length !== n * SIGNATURE_SIZE) throw new Error("groupPosts: one signature per post.");
  const duplicateOf = findDuplicates(input.signatures);
  // Copies are left out of the clustering: they would weigh one voice twice.
  const kept: number[] = [];
  const position = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) if (duplicateOf[i]! < 0) position[i] = kept.push(i) - 1;
  const offsets = new Int32Array(kept.length + 1);
  kept.forEach((i, k) => (offsets[k + 1] = offsets[k]! + input.offsets[i + 1]! - input.offsets[i]!));
  const terms = new Int32Array(offsets[kept.length]!);
  kept.forEach((i, k) => terms.set(input.terms.subarray(input.offsets[i]!, input.offsets[i + 1]!), offsets[k]!));
  const parents = Int32Array.from(kept, (i) => {
    const p = input.parents[i]!;
    return p < 0 ? -1 : position[duplicateOf[p]! >= 0 ? duplicateOf[p]! : p]!;
  });
  const result = cluster({ terms, offsets, kinds: kindsOf(kept, input.kinds), parents });
  const group = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) group[i] = result.assignment[position[duplicateOf[i]! >= 0 ? duplicateOf[i]! : i]!]!;
  const clusters = result.clusters.map((c) => ({ ...c, members: c.members.map((k) => kept[k]!) }));
  // A copy belongs to its original's group too (it counts as a duplicate, not as evidence).
  return { duplicateOf, group, clusters };
}

function kindsOf(kept: number[], kinds: Uint8Array): Uint8Array {
  return Uint8Array.from(kept, (i) => kinds[i]!);
}

/** The words that name a group: its heaviest terms (subject nouns and compounds, terms.ts) as its posts spell them. */
export function keyPhrases(topTerms: number[], texts: string[]): string[] {
  const wanted = new Set(topTerms.slice(0, KEY_PHRASES * 2));
  const forms = new Map<number, Map<string, number>>();
  for (const text of texts) {
    for (const term of subjectTerms(text)) {
      const id = termId(term);
      if (!wanted.has(id)) continue;
      const counts = forms.get(id) ?? new Map<string, number>();
      counts.set(term, (counts.get(term) ?? 0) + 1);
      forms.set(id, counts);
    }
  }
  const out: string[] = [];
  for (const id of topTerms) {
    const counts = forms.get(id);
    if (!counts) continue;
    out.push([...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0]);
    if (out.length === KEY_PHRASES) break;
  }
  return out;
}

/** A new group's key: its first key phrases as a slug ("need:invoices-overdue-clients"). */
export function freshKey(phrases: string[], fallback: string): string {
  const slug = phrases
    .slice(0, KEY_WORDS)
    .map((w) => w.normalize("NFKD").replace(/[^a-z0-9]/g, ""))
    .filter(Boolean)
    .join("-");
  return KEY_PREFIX + (slug || fallback);
}

export { assignKeys };
