/**
 * Grouping posts that voice the same need, without embeddings: each post is a TF-IDF vector of its
 * terms (terms.ts); a group is the sum of its posts' vectors, compared through its TOP_TERMS
 * heaviest terms (cosine). Deterministic for a given order of posts:
 *
 * 1. Seeds: one pass over the needs (earliest first); a post joins the most similar group when the
 *    cosine reaches SEED_JOIN (a reply gets PARENT_BONUS toward its thread's group), else starts
 *    one. The bar is high because a young group is a post or two: two needs that share one phrase
 *    ("chasing overdue invoices", for plumbers and for photographers) look alike post to post.
 * 2. Groups whose top terms are MERGE-similar merge, most similar first and each group at most once
 *    per round (MERGE_ROUNDS), so A~B and B~C never chain A into C.
 * 3. Torn groups merge: one need worded two ways leaves two groups whose posts score the other
 *    group nearly as high as their own (TORN of it, for TORN_SHARE of the smaller group's posts);
 *    two needs that share one phrase score each other's posts far below their own (TORN_ROUNDS).
 * 4. REFINE passes reassign every need to its most similar group when the cosine reaches JOIN (a
 *    k-means step), so an early post that started a group of its own finds its need's group.
 * 5. Launch posts join the most similar group when the cosine reaches LAUNCH_JOIN and they share
 *    MIN_SHARED terms with it; they never start a group (a launch is a builder for a need, not a need).
 *
 * Every join needs MIN_SHARED shared terms (a post of one term: the group's heaviest term), and
 * terms are subject nouns and compounds (terms.ts), so one shared word ('daily') never joins two needs.
 * A compound and its own words name one thing ('chess club', 'chess', 'club'): a post naming several
 * things that shares only one with a group joins it at a cosine of ONE_THING, and casts no torn vote,
 * since one shared thing is often the setting of two needs ('chess club' ladders and online games).
 * When the one thing both weigh heavily comes with a heavy thing of each side's own that the other
 * never says, it is that setting and never joins them (OWN_THING, Groups.sharesOnlySetting).
 *
 * Measured: the labelled test fixture (24 needs worded freely) pairwise F1 0.93; the demo corpus
 * (10,609 needs built from shared parts) F1 0.93, purity 97.6%. On the demo library's 24,732 need
 * posts, ONE_THING took group purity from 95.9% to 97.1% with needs split over more groups 1,049 to
 * 1,064 (a higher bar buys purity with splits: 0.6 gave 97.3% and 1,109). OWN_THING took it from
 * 97.1% to 97.7%, needs split 1,076 to 1,116, groups of three people or more 2,435 to 2,474.
 * Memory: the terms of all posts in one Int32Array, one small map per group.
 */

import { isCompound } from "./terms";

export const TOP_TERMS = 24;
/** A post is compared through its POST_TERMS rarest terms. */
export const POST_TERMS = 32;
export const SEED_JOIN = 0.35;
export const MERGE = 0.4;
export const MERGE_ROUNDS = 3;
/** A post's cosine with another group, as a share of its cosine with its own, that makes it torn (never below ABSORB). */
export const TORN = 0.75;
export const TORN_SHARE = 0.2;
export const TORN_ROUNDS = 3;
export const ABSORB = 0.3;
export const JOIN = 0.35;
export const REFINE = 1;
export const PARENT_BONUS = 0.15;
/** A launch addresses a need only when its subject is the group's (a cosine as high as a need's). */
export const LAUNCH_JOIN = 0.45;
/** Terms a post of several must share with a group to join it (subject nouns and compounds, terms.ts). */
export const MIN_SHARED = 2;
/** The cosine a post (or group) naming several things needs with a group it shares only one thing with (Groups.enough). */
export const ONE_THING = 0.5;
/**
 * A thing a post (or group) names beside the one thing it shares with a group is its own when its
 * term weighs at least this share of its heaviest: one shared thing never joins two that each
 * name their own (Groups.sharesOnlySetting).
 */
export const OWN_THING = 0.5;
/** Terms in more than this share of the needs say nothing about which need (after the stop words). */
export const MAX_DF_SHARE = 0.3;
/** ... but never below this many posts: a small import keeps its common terms. */
export const MIN_DF_CAP = 10;
/**
 * Terms in more than this share of one community's needs say who writes there, not which need
 * ('dog training' in a dog trainers' forum): in that community's posts they weigh COMMUNITY_WEIGHT
 * of their weight, so two needs of one community are told apart by their own words.
 */
export const COMMUNITY_DF_SHARE = 0.25;
export const COMMUNITY_WEIGHT = 0.25;
/** A community with fewer needs than this says too little about its own words. */
export const COMMUNITY_MIN_NEEDS = 20;

export interface ClusterInput {
  /** The terms of post i are terms[offsets[i]..offsets[i + 1]). */
  terms: Int32Array;
  offsets: Int32Array;
  /** 0: need, 1: launch. */
  kinds: Uint8Array;
  /** Index of the post's parent (thread) among the inputs, or -1. */
  parents: Int32Array;
  /** Each post's community as a number, when known (communityCommonTerms). */
  communities?: Int32Array;
}

export interface Cluster {
  /** Post indices, ascending. */
  members: number[];
  /** The group's heaviest terms, heaviest first. */
  topTerms: number[];
}

export interface Clustering {
  /** Per post: its cluster's index, or -1. */
  assignment: Int32Array;
  clusters: Cluster[];
}

/** A group's term weights. */
type Weights = Map<number, number>;

/** A post's normalised TF-IDF vector: parallel term ids and weights (views into one flat array per run). */
interface Vector {
  terms: ArrayLike<number>;
  weights: ArrayLike<number>;
  /**
   * Per term: the compounds among `terms` that say it (bit k: terms[k]), 0 for a compound or a word
   * said on its own. 'club' in 'chess club' says nothing 'chess club' does not (compoundParts).
   */
  within: ArrayLike<number>;
  /** The post's subject terms before weighting, counting those too rare to weigh (a name seen once). */
  size: number;
  /** The things its weighed terms name: a compound and its own words are one (`within`). */
  things: number;
}

interface Group {
  /** The heaviest term: the only one a one-term post may join by. */
  head: number;
  sum: Weights;
  top: Weights;
  norm: number;
  size: number;
  indexedAt: number;
}

/** How many needs there are and how many of them say each term. */
interface NeedFrequencies {
  needs: number;
  df: Map<number, number>;
}

/** NeedFrequencies per set of needs `setOf` names (every need in one set: `() => 0`), in one pass over the terms. */
function needFrequencies(input: ClusterInput, setOf: (post: number) => number): Map<number, NeedFrequencies> {
  const out = new Map<number, NeedFrequencies>();
  for (let i = 0; i < input.kinds.length; i++) {
    if (input.kinds[i] !== 0) continue;
    const set = setOf(i);
    const f = out.get(set) ?? { needs: 0, df: new Map<number, number>() };
    out.set(set, f);
    f.needs++;
    for (let k = input.offsets[i]!; k < input.offsets[i + 1]!; k++)
      f.df.set(input.terms[k]!, (f.df.get(input.terms[k]!) ?? 0) + 1);
  }
  return out;
}

/** The most needs a term may be said by and still tell needs apart. */
const maxDfOf = (f: NeedFrequencies) => Math.max(MIN_DF_CAP, MAX_DF_SHARE * f.needs);

/** Terms in too many needs to say which: they count toward no post's size. */
function commonTerms(f: NeedFrequencies): Set<number> {
  return new Set([...f.df].filter(([, n]) => n > maxDfOf(f)).map(([t]) => t));
}

/**
 * The words of each weighed compound ('chess' and 'club' of 'chess club'): the single words said in
 * every need post that says it. terms.ts adds a compound's nouns with the compound, so they are
 * always among them. A compound and its words name one thing: sharing 'chess club', 'chess' and
 * 'club' is sharing one thing (often the setting, not the need), not three.
 */
function compoundParts(input: ClusterInput, idf: Map<number, number>): Map<number, Set<number>> {
  const parts = new Map<number, Set<number>>();
  for (let i = 0; i < input.kinds.length; i++) {
    if (input.kinds[i] !== 0) continue;
    const terms = input.terms.subarray(input.offsets[i]!, input.offsets[i + 1]!);
    let words: Set<number> | null = null;
    for (const t of terms) {
      if (!isCompound(t) || !idf.has(t)) continue;
      words ??= new Set(terms.filter((w) => !isCompound(w)));
      const known = parts.get(t);
      if (!known) parts.set(t, new Set(words));
      else for (const w of known) if (!words.has(w)) known.delete(w);
    }
  }
  // A compound has at most two words: more said with it every time (a forum's own words, a need's
  // other words in its few posts) leave its words unknown, and it counts apart from each of them.
  for (const [t, words] of parts) if (words.size > 2) parts.delete(t);
  return parts;
}

/** How many things terms name whose `within` (compoundsSaying) is given: a compound and its own words are one. */
function thingsOf(within: ArrayLike<number>): number {
  let n = 0;
  for (let k = 0; k < within.length; k++) if (within[k] === 0) n++;
  return n;
}

/** Per term of `terms` (at most 32): the bits of the compounds among them whose words hold it (compoundParts). */
function compoundsSaying(terms: ArrayLike<number>, parts: Map<number, Set<number>>): Int32Array {
  const within = new Int32Array(terms.length);
  for (let c = 0; c < terms.length && c < 32; c++) {
    const words = isCompound(terms[c]!) ? parts.get(terms[c]!) : undefined;
    if (!words) continue;
    for (let k = 0; k < terms.length; k++) if (words.has(terms[k]!)) within[k]! |= 1 << c;
  }
  return within;
}

function idfOf(f: NeedFrequencies): Map<number, number> {
  const idf = new Map<number, number>();
  for (const [t, n] of f.df) if (n >= 2 && n <= maxDfOf(f)) idf.set(t, Math.log(f.needs / n));
  return idf;
}

/** Per community (by number): the terms more than COMMUNITY_DF_SHARE of its needs say. */
function communityCommonTerms(input: ClusterInput): Map<number, Set<number>> {
  const out = new Map<number, Set<number>>();
  const communities = input.communities;
  if (!communities) return out;
  for (const [c, f] of needFrequencies(input, (i) => communities[i]!)) {
    if (f.needs < COMMUNITY_MIN_NEEDS) continue;
    const said = [...f.df].filter(([, m]) => m > COMMUNITY_DF_SHARE * f.needs).map(([t]) => t);
    if (said.length) out.set(c, new Set(said));
  }
  return out;
}

/**
 * Every post's vector, kept in flat typed arrays (about 8 bytes per term): a million posts cost
 * tens of megabytes, not a map each.
 */
class Vectors {
  /** Per weighed compound: its own words (compoundParts). */
  readonly parts: Map<number, Set<number>>;
  private readonly terms: Int32Array;
  private readonly weights: Float32Array;
  private readonly within: Int32Array;
  private readonly offsets: Int32Array;
  private readonly sizes: Int32Array;

  constructor(input: ClusterInput, frequencies: NeedFrequencies) {
    const n = input.kinds.length;
    const idf = idfOf(frequencies);
    const common = commonTerms(frequencies);
    const local = communityCommonTerms(input);
    this.parts = compoundParts(input, idf);
    this.offsets = new Int32Array(n + 1);
    this.sizes = new Int32Array(n);
    const terms: number[] = [];
    const weights: number[] = [];
    const within: number[] = [];
    const chunksT: Int32Array[] = [];
    const chunksW: Float32Array[] = [];
    const chunksS: Int32Array[] = [];
    let total = 0;
    for (let i = 0; i < n; i++) {
      const kept: [number, number][] = [];
      const everyoneSays = input.communities ? local.get(input.communities[i]!) : undefined;
      const said = input.terms.subarray(input.offsets[i]!, input.offsets[i + 1]!);
      for (const t of said) {
        if (!common.has(t)) this.sizes[i]!++;
        const w = idf.get(t);
        if (!w) continue;
        kept.push([t, everyoneSays?.has(t) ? w * COMMUNITY_WEIGHT : w]);
      }
      kept.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      const top = kept.slice(0, POST_TERMS);
      const norm = Math.sqrt(top.reduce((acc, [, w]) => acc + w * w, 0));
      const saying = compoundsSaying(
        top.map(([t]) => t),
        this.parts,
      );
      for (const [k, [t, w]] of top.entries()) {
        terms.push(t);
        weights.push(w / norm);
        within.push(saying[k]!);
      }
      total += top.length;
      this.offsets[i + 1] = total;
      if (terms.length > 65_536) {
        chunksT.push(Int32Array.from(terms.splice(0)));
        chunksW.push(Float32Array.from(weights.splice(0)));
        chunksS.push(Int32Array.from(within.splice(0)));
      }
    }
    chunksT.push(Int32Array.from(terms));
    chunksW.push(Float32Array.from(weights));
    chunksS.push(Int32Array.from(within));
    this.terms = new Int32Array(total);
    this.weights = new Float32Array(total);
    this.within = new Int32Array(total);
    let at = 0;
    chunksT.forEach((c, k) => {
      this.terms.set(c, at);
      this.weights.set(chunksW[k]!, at);
      this.within.set(chunksS[k]!, at);
      at += c.length;
    });
  }

  /** Post i's vector, or null when none of its terms can tell groups apart. */
  get(i: number): Vector | null {
    const [a, b] = [this.offsets[i]!, this.offsets[i + 1]!];
    return a === b
      ? null
      : {
          terms: this.terms.subarray(a, b),
          weights: this.weights.subarray(a, b),
          within: this.within.subarray(a, b),
          size: this.sizes[i]!,
          things: thingsOf(this.within.subarray(a, b)),
        };
  }
}

function topOf(sum: Weights): { top: Weights; norm: number } {
  const ranked = [...sum].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, TOP_TERMS);
  const norm = Math.sqrt(ranked.reduce((s, [, w]) => s + w * w, 0)) || 1;
  return { top: new Map(ranked), norm };
}

/** Per term: the groups whose top terms hold it, with that term's weight in the group (divided by the group's norm). */
interface Posting {
  ids: number[];
  weights: number[];
}

class Groups {
  readonly list: Group[] = [];
  private readonly postings = new Map<number, Posting>();
  private acc = new Float64Array(1024);
  /** Per group: how many of the post's terms it shares (a shared word alone never joins a post of several). */
  private shared = new Int32Array(1024);
  /** Per group: the things of the post it shares, a compound and its own words counting once. */
  private sharedThings = new Int32Array(1024);
  /** Per group: the post's compounds it shares (bit k: the post's term k), so their words count no more. */
  private sharedCompounds = new Int32Array(1024);
  private touched: Int32Array<ArrayBuffer> = new Int32Array(1024);

  create(v: Vector): number {
    const id = this.list.length;
    this.list.push({ head: 0, sum: new Map(), top: new Map(), norm: 1, size: 0, indexedAt: 0 });
    if (id >= this.acc.length) {
      const bigger = new Float64Array(this.acc.length * 2);
      bigger.set(this.acc);
      this.acc = bigger;
      const counts = new Int32Array(this.shared.length * 2);
      counts.set(this.shared);
      this.shared = counts;
      this.sharedCompounds = new Int32Array(counts.length);
      this.sharedThings = new Int32Array(counts.length);
    }
    this.add(id, v);
    return id;
  }

  add(id: number, v: Vector): void {
    const g = this.list[id]!;
    for (let k = 0; k < v.terms.length; k++) g.sum.set(v.terms[k]!, (g.sum.get(v.terms[k]!) ?? 0) + v.weights[k]!);
    g.size++;
    // The top terms are recomputed when the group has doubled since the last time: amortised O(1).
    if (g.size >= 2 * g.indexedAt || g.indexedAt === 0) this.reindex(id);
  }

  reindex(id: number): void {
    const g = this.list[id]!;
    const old = g.top;
    Object.assign(g, topOf(g.sum), { indexedAt: Math.max(1, g.size) });
    g.head = g.top.keys().next().value ?? 0;
    for (const t of new Set([...old.keys(), ...g.top.keys()])) {
      const w = (g.top.get(t) ?? 0) / g.norm;
      let p = this.postings.get(t);
      if (!p) this.postings.set(t, (p = { ids: [], weights: [] }));
      const at = old.has(t) ? p.ids.lastIndexOf(id) : -1;
      if (at >= 0) p.weights[at] = w;
      else if (w) {
        p.ids.push(id);
        p.weights.push(w);
      }
    }
  }

  /**
   * The group most similar to `v` (cosine with the group's top terms; `parentGroup` gets
   * PARENT_BONUS). Scanned straight off the accumulator: a post touches thousands of groups, and a
   * map of them per post cost more than the arithmetic.
   */
  best(v: Vector, parentGroup: number): { id: number; score: number } {
    const touched = this.accumulate(v);
    const acc = this.acc;
    let id = -1;
    let score = -Infinity;
    if (parentGroup >= 0 && acc[parentGroup] === 0) [id, score] = [parentGroup, PARENT_BONUS];
    const need = minShared(v);
    for (let k = 0; k < touched.length; k++) {
      const g = touched[k]!;
      const s = acc[g]! + (g === parentGroup ? PARENT_BONUS : 0);
      if ((s > score || (s === score && g < id)) && (g === parentGroup || this.enough(g, v, need)))
        [id, score] = [g, s];
      this.clear(g);
    }
    return { id, score };
  }

  /** The cosine of `v` with group `own`, and the most similar other group with its cosine. */
  runnerUp(v: Vector, own: number): { own: number; id: number; score: number } {
    const touched = this.accumulate(v);
    const acc = this.acc;
    let id = -1;
    let score = -Infinity;
    let ownScore = 0;
    const need = minShared(v);
    for (let k = 0; k < touched.length; k++) {
      const g = touched[k]!;
      const s = acc[g]!;
      // A torn vote says one need worded two ways: one shared thing never says it (a setting two needs share).
      if (g === own) ownScore = s;
      else if ((s > score || (s === score && g < id)) && this.enough(g, v, need, Infinity)) [id, score] = [g, s];
      this.clear(g);
    }
    return { own: ownScore, id, score };
  }

  /** The groups whose cosine with `v` reaches `min`, with that cosine. */
  above(v: Vector, min: number): { id: number; score: number }[] {
    const touched = this.accumulate(v);
    const out: { id: number; score: number }[] = [];
    const need = minShared(v);
    for (let k = 0; k < touched.length; k++) {
      const g = touched[k]!;
      if (this.acc[g]! >= min && this.enough(g, v, need)) out.push({ id: g, score: this.acc[g]! });
      this.clear(g);
    }
    return out;
  }

  /**
   * Whether group `g` shares enough of `v` to take it: `need` terms (minShared), and a post of one
   * term only by the group's heaviest term, so groups do not drift one loose word at a time. A post
   * naming several things that shares only one with the group (a compound and its own words: 'chess
   * club', 'chess', 'club') needs a cosine of ONE_THING: that one thing is often the setting two
   * needs share ('chess club' ladders, 'chess club' online games), and only when it is most of what
   * both say is it the need. Beside a heavy thing of each side's own, it never is (sharesOnlySetting).
   */
  private enough(g: number, v: Vector, need: number, oneThing = ONE_THING): boolean {
    if (this.shared[g]! < need) return false;
    if (this.sharedThings[g]! < 2 && v.things >= 2 && this.acc[g]! < oneThing) return false;
    if (this.sharesOnlySetting(g, v)) return false;
    return minShared(v) > 1 || (v.terms.length === 1 && this.list[g]!.head === v.terms[0]);
  }

  /**
   * Whether `v` and group `g` share one thing only as the setting of two needs: the one thing both
   * weigh heavily (OWN_THING of their heaviest term; a compound and its own words are one) comes
   * with a thing of each side's own, as heavy, that the other never says ('allocating rooms' and
   * 'class enrolments' beside 'evening classes'; 'balls' and 'cricket nets' beside 'nets'). Beside
   * a shared compound only a compound is a thing of one's own: a single word ('family', 'team')
   * more often says who asks for the same thing.
   */
  private sharesOnlySetting(g: number, v: Vector): boolean {
    const top = this.list[g]!.top;
    let [postHeaviest, groupHeaviest] = [0, 0];
    for (let k = 0; k < v.terms.length; k++) postHeaviest = Math.max(postHeaviest, v.weights[k]!);
    for (const w of top.values()) groupHeaviest = Math.max(groupHeaviest, w);
    let [things, compounds, wordShared, postOwn] = [0, 0, false, 0];
    for (const compound of [true, false])
      for (let k = 0; k < v.terms.length; k++) {
        const t = v.terms[k]!;
        if (isCompound(t) !== compound || v.weights[k]! < OWN_THING * postHeaviest) continue;
        const w = top.get(t);
        if (w === undefined) postOwn = Math.max(postOwn, compound ? 2 : 1);
        else if (w < OWN_THING * groupHeaviest || v.within[k]! & compounds) continue;
        else if (compound) [things, compounds] = [things + 1, compounds | (k < 32 ? 1 << k : 0)];
        else [things, wordShared] = [things + 1, true];
      }
    // A single word shared is a setting beside any thing of one's own; a compound, beside a compound.
    const own = wordShared && !compounds ? 1 : 2;
    if (things !== 1 || postOwn < own) return false;
    for (const [t, w] of top) {
      if (w < OWN_THING * groupHeaviest || (own === 2 && !isCompound(t))) continue;
      if (!Array.prototype.includes.call(v.terms, t)) return true;
    }
    return false;
  }

  private clear(g: number): void {
    this.acc[g] = 0;
    this.shared[g] = 0;
    this.sharedCompounds[g] = 0;
    this.sharedThings[g] = 0;
  }

  /**
   * Adds `v`'s dot product with every group sharing one of its terms into the accumulator, the
   * terms they share into `shared` (a compound as MIN_SHARED: it names a thing as two words would)
   * and the things they share into `sharedThings` (a word of a compound shared too, `within`, is no
   * further thing: compounds go first); returns those groups.
   */
  private accumulate(v: Vector): Int32Array {
    const acc = this.acc;
    let n = 0;
    for (const compounds of [true, false])
      for (let j = 0; j < v.terms.length; j++) {
        if (isCompound(v.terms[j]!) !== compounds) continue;
        const w = v.weights[j]!;
        const p = this.postings.get(v.terms[j]!);
        if (!p) continue;
        for (let k = 0; k < p.ids.length; k++) {
          const id = p.ids[k]!;
          if (acc[id] === 0) {
            if (n === this.touched.length) this.touched = growInts(this.touched);
            this.touched[n++] = id;
          }
          acc[id] = acc[id]! + w * p.weights[k]!;
          this.shared[id]! += compounds ? MIN_SHARED : 1;
          if (!(this.sharedCompounds[id]! & v.within[j]!)) this.sharedThings[id]!++;
          if (compounds) this.sharedCompounds[id]! |= j < 32 ? 1 << j : 0;
        }
      }
    return this.touched.subarray(0, n);
  }
}

/** Terms a group must share with `v` to take it: two, unless `v` has only one (a one-word ask joins by its word). */
function minShared(v: Vector): number {
  return Math.min(MIN_SHARED, Math.max(v.terms.length, v.size));
}

function growInts(a: Int32Array): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(a.length * 2);
  bigger.set(a);
  return bigger;
}

/** A group's top terms as a unit vector; two groups merge only on MIN_SHARED shared terms, never on one word. */
function vectorOf(g: Group, parts: Map<number, Set<number>>): Vector {
  const terms = [...g.top.keys()];
  const within = compoundsSaying(terms, parts);
  return {
    terms,
    weights: [...g.top.values()].map((w) => w / g.norm),
    within,
    size: Math.max(g.top.size, MIN_SHARED),
    things: thingsOf(within),
  };
}

/**
 * One round of merging: every pair of groups whose top terms are MERGE-similar, most similar
 * first, and a group merges at most once per round, so A~B and B~C never chain A into C on the
 * strength of B alone (the next round compares the merged groups' own terms).
 */
function mergeRound(groups: Groups, parts: Map<number, Set<number>>): { root: Int32Array; merges: number } {
  const pairs: { a: number; b: number; score: number }[] = [];
  groups.list.forEach((g, id) => {
    if (!g.size) return;
    for (const { id: other, score } of groups.above(vectorOf(g, parts), MERGE))
      if (other > id && groups.list[other]!.size) pairs.push({ a: id, b: other, score });
  });
  return pairOnce(groups.list.length, pairs);
}

/**
 * Groups that split one need by its wordings: when a good share of one group's posts find another
 * group nearly as similar as their own (TORN of it), the two are one need; two needs that share
 * only one phrase score each other's posts far below their own. Pairs merge most-voted first, each
 * group at most once per round.
 */
function tornRound(
  groups: Groups,
  vectors: Vectors,
  assignment: Int32Array,
  kinds: Uint8Array,
): { root: Int32Array; merges: number } {
  const votes = new Map<number, number>();
  // One number per unordered pair of group ids (exact while groups² < 2^53).
  const n = groups.list.length;
  const key = (a: number, b: number) => Math.min(a, b) * n + Math.max(a, b);
  for (let i = 0; i < assignment.length; i++) {
    const own = assignment[i]!;
    const v = vectors.get(i);
    // A post of one word finds every group of that word alike: it casts no vote.
    if (own < 0 || !v || kinds[i] !== 0 || minShared(v) < MIN_SHARED) continue;
    const r = groups.runnerUp(v, own);
    if (r.id >= 0 && r.score >= ABSORB && r.score >= TORN * r.own)
      votes.set(key(own, r.id), (votes.get(key(own, r.id)) ?? 0) + 1);
  }
  const pairs: { a: number; b: number; score: number }[] = [];
  for (const [k, count] of votes) {
    const a = Math.floor(k / n);
    const b = k % n;
    const share = count / Math.min(groups.list[a]!.size, groups.list[b]!.size);
    if (share >= TORN_SHARE) pairs.push({ a, b, score: share });
  }
  return pairOnce(groups.list.length, pairs);
}

/**
 * Merges pairs strongest first (ties: lower ids), each group at most once: the root of group b is
 * a for every pair taken. `a < b` in every pair.
 */
function pairOnce(
  count: number,
  pairs: { a: number; b: number; score: number }[],
): { root: Int32Array; merges: number } {
  pairs.sort((x, y) => y.score - x.score || x.a - y.a || x.b - y.b);
  const root = Int32Array.from({ length: count }, (_, i) => i);
  const merged = new Uint8Array(count);
  let merges = 0;
  for (const { a, b } of pairs) {
    if (merged[a] || merged[b]) continue;
    merged[a] = merged[b] = 1;
    root[b] = a;
    merges++;
  }
  return { root, merges };
}

/** Groups rebuilt from an assignment: one per distinct id, numbered in order of first member. */
function rebuild(vectors: Vectors, assignment: Int32Array): { groups: Groups; assignment: Int32Array } {
  const groups = new Groups();
  const renumber = new Map<number, number>();
  const out = new Int32Array(assignment.length).fill(-1);
  assignment.forEach((g, i) => {
    const v = vectors.get(i);
    if (g < 0 || !v) return;
    const known = renumber.get(g);
    if (known === undefined) {
      const id = groups.create(v);
      renumber.set(g, id);
      out[i] = id;
    } else {
      groups.add(known, v);
      out[i] = known;
    }
  });
  groups.list.forEach((_, id) => groups.reindex(id));
  return { groups, assignment: out };
}

export function cluster(input: ClusterInput): Clustering {
  const n = input.kinds.length;
  // Every need in one set: the frequencies the weights and the common terms both read, counted once.
  const frequencies = needFrequencies(input, () => 0).get(0) ?? { needs: 0, df: new Map<number, number>() };
  const vectors = new Vectors(input, frequencies);
  let assignment: Int32Array = new Int32Array(n).fill(-1);
  let groups = new Groups();
  const parentGroup = (i: number) => (input.parents[i]! >= 0 ? assignment[input.parents[i]!]! : -1);

  for (let i = 0; i < n; i++) {
    const v = vectors.get(i);
    if (input.kinds[i] !== 0) continue;
    if (!v) {
      assignment[i] = parentGroup(i);
      continue;
    }
    const b = groups.best(v, parentGroup(i));
    if (b.id >= 0 && b.score >= SEED_JOIN) {
      groups.add(b.id, v);
      assignment[i] = b.id;
    } else assignment[i] = groups.create(v);
  }

  for (let round = 0; round < MERGE_ROUNDS; round++) {
    const { root, merges } = mergeRound(groups, vectors.parts);
    if (!merges) break;
    ({ groups, assignment } = rebuild(
      vectors,
      assignment.map((g) => (g >= 0 ? root[g]! : -1)),
    ));
  }

  for (let round = 0; round < TORN_ROUNDS; round++) {
    const { root, merges } = tornRound(groups, vectors, assignment, input.kinds);
    if (!merges) break;
    ({ groups, assignment } = rebuild(
      vectors,
      assignment.map((g) => (g >= 0 ? root[g]! : -1)),
    ));
  }

  for (let pass = 0; pass < REFINE; pass++) {
    const next = Int32Array.from(assignment);
    for (let i = 0; i < n; i++) {
      const v = vectors.get(i);
      if (input.kinds[i] !== 0 || !v) continue;
      const b = groups.best(v, parentGroup(i));
      if (b.id >= 0 && b.score >= JOIN) next[i] = b.id;
    }
    ({ groups, assignment } = rebuild(vectors, next));
  }

  for (let i = 0; i < n; i++) {
    if (input.kinds[i] === 0) continue;
    const v = vectors.get(i);
    // A launch names its subject in a few words: it joins only a group sharing MIN_SHARED of them.
    const b = v && v.terms.length >= MIN_SHARED ? groups.best(v, -1) : { id: -1, score: 0 };
    if (b.id >= 0 && v && v.size > v.terms.length + 1) b.score = 0; // names more it does not share
    assignment[i] = b.id >= 0 && b.score >= LAUNCH_JOIN ? b.id : -1;
  }
  // Replies without terms follow their thread once it is settled.
  for (let i = 0; i < n; i++) if (!vectors.get(i) && input.kinds[i] === 0) assignment[i] = parentGroup(i);

  const clusters: Cluster[] = groups.list.map((g) => ({
    members: [],
    topTerms: [...g.top].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([t]) => t),
  }));
  assignment.forEach((g, i) => g >= 0 && clusters[g]!.members.push(i));
  // A need none of whose terms another need says (every term rare: 'Where do you save your
  // ideas?') is still a need: a group of its own, which the later steps may join to its need by
  // the thing it asks for or by meaning (group.ts), never left out of every group.
  for (let i = 0; i < n; i++)
    if (input.kinds[i] === 0 && assignment[i]! < 0) {
      assignment[i] = clusters.length;
      clusters.push({ members: [i], topTerms: [] });
    }
  return { assignment, clusters };
}

/**
 * Stable keys: a group takes the key most of its posts had before (a re-run, or a run that added
 * posts, updates the same idea), and only when it holds at least half of that key's posts and
 * more than half of its own previously keyed posts carry it: a key never follows a minority of
 * its posts into another need. When two groups claim one key, the one with more of those posts
 * keeps it (ties: the earlier group). The others get `fresh(i)`, made unique with -2, -3, ...
 * The key of an idea (`ofIdea`: its group has an idea, published now or before) stays with the
 * group that keeps at least half of its posts even when posts of other keys join them, as long as
 * no other key has more posts there: an idea whose group took in a few more posts is the same
 * idea, never replaced by a new one.
 */
export function assignKeys(
  clusters: Cluster[],
  previousKey: (i: number) => string | null,
  fresh: (cluster: number) => string,
  taken: Set<string>,
  ofIdea: (key: string) => boolean = () => false,
): string[] {
  const claims: { cluster: number; key: string; votes: number }[] = [];
  // How many posts each key had before: a group takes a key only with most of them, so an idea
  // (and a claim on it) never moves to another need when a few of its posts land elsewhere.
  const held = new Map<string, number>();
  for (const c of clusters)
    for (const i of c.members) {
      const k = previousKey(i);
      if (k) held.set(k, (held.get(k) ?? 0) + 1);
    }
  clusters.forEach((c, ci) => {
    const votes = new Map<string, number>();
    let keyed = 0;
    for (const i of c.members) {
      const k = previousKey(i);
      if (!k) continue;
      votes.set(k, (votes.get(k) ?? 0) + 1);
      keyed++;
    }
    // Most votes first; on a tie, an idea's key first.
    const top = [...votes].sort(
      (a, b) => b[1] - a[1] || Number(ofIdea(b[0])) - Number(ofIdea(a[0])) || (a[0] < b[0] ? -1 : 1),
    )[0];
    if (top && 2 * top[1] >= held.get(top[0])! && (2 * top[1] > keyed || ofIdea(top[0])))
      claims.push({ cluster: ci, key: top[0], votes: top[1] });
  });
  claims.sort((a, b) => b.votes - a.votes || a.cluster - b.cluster);
  const keys: (string | null)[] = clusters.map(() => null);
  const used = new Set<string>();
  for (const c of claims) {
    if (used.has(c.key)) continue;
    keys[c.cluster] = c.key;
    used.add(c.key);
  }
  return keys.map((k, ci) => {
    if (k) return k;
    const base = fresh(ci);
    let key = base;
    for (let n = 2; used.has(key) || taken.has(key); n++) key = `${base}-${n}`;
    used.add(key);
    return key;
  });
}
