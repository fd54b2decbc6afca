import { describe, expect, it } from "vitest";
import { cluster } from "./clustering";
import { termId } from "./terms";

/**
 * Posts given as their subject terms (a compound arrives with its own nouns, as terms.ts makes
 * them), clustered among unrelated posts that keep every term here rare across the import.
 */
function groupsOf(posts: string[][]): Int32Array {
  const background = Array.from({ length: 40 }, (_, k) => [`kettle${k % 10}`, `spout${k % 10}`]);
  const all = [...posts, ...background];
  const lists = all.map((words) => [...new Set(words.map(termId))].sort((a, b) => a - b));
  const offsets = new Int32Array(all.length + 1);
  lists.forEach((l, i) => (offsets[i + 1] = offsets[i]! + l.length));
  const terms = new Int32Array(offsets[all.length]!);
  lists.forEach((l, i) => terms.set(l, offsets[i]!));
  const { assignment } = cluster({
    terms,
    offsets,
    kinds: new Uint8Array(all.length),
    parents: new Int32Array(all.length).fill(-1),
  });
  return assignment.subarray(0, posts.length);
}

const repeat = (n: number, words: string[]) => Array.from({ length: n }, () => words);

describe("a compound two needs share is one thing, not three", () => {
  it("keeps two needs apart that share only their setting", () => {
    // Rowing club members asking how to run the boat rota, then others asking how to sell kit
    // second-hand: 'rowing club' with its words 'rowing' and 'club' is all they share.
    const rota = repeat(3, ["rowing", "club", "rowing club", "boat", "boat rota", "rota"]);
    const kit = repeat(3, ["rowing", "club", "rowing club", "kit", "kit sale", "sale"]);
    const a = groupsOf([...rota, ...kit]);
    expect(new Set(a.subarray(0, 3)).size).toBe(1);
    expect(new Set(a.subarray(3, 6)).size).toBe(1);
    expect(a[0]).not.toBe(a[3]);
  });

  it("still groups one need asked in a few words and in many", () => {
    // 'seed library' alone, and 'seed library' with the swap evening it is run at: the shared
    // compound is most of what both say.
    const short = repeat(3, ["seed", "library", "seed library"]);
    const long = repeat(2, ["seed", "library", "seed library", "swap", "swap evening"]);
    const a = groupsOf([...short, ...long]);
    expect(new Set(a).size).toBe(1);
  });

  it("still groups posts that share two things, whatever else they add", () => {
    // 'rowing club' and 'boat rota' both said: one need, whatever else a post adds.
    const plain = repeat(3, ["rowing", "club", "rowing club", "boat", "boat rota", "rota"]);
    const more = repeat(2, ["rowing", "club", "rowing club", "boat", "boat rota", "rota", "winter", "winter training"]);
    const a = groupsOf([...plain, ...more]);
    expect(new Set(a).size).toBe(1);
  });
});
