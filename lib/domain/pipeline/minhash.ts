/**
 * Near-duplicate detection: MinHash signatures of a text's word shingles, and LSH bands so that
 * only posts sharing a band are compared. Reposts and lightly edited copies ("asking again",
 * one word changed, a line added) share most 3-word shingles; posts that merely voice the same
 * need share few.
 *
 * With SIGNATURE_SIZE = 32 hashes in BANDS = 8 bands of 4 rows, two posts become candidates with
 * probability 1 - (1 - J^4)^8: 0.98 at Jaccard 0.7, 0.4 at 0.4, 0.01 at 0.2. A candidate pair is
 * a duplicate when its signatures agree on at least DUPLICATE_SIMILARITY of their positions (the
 * estimate's standard deviation is about 0.07 at Jaccard 0.8: a copy with one word changed in 30 is
 * missed about one time in 25).
 */
import { normalisedWords } from "./text";

export const SHINGLE_WORDS = 3;
export const SIGNATURE_SIZE = 32;
export const BANDS = 8;
export const ROWS_PER_BAND = SIGNATURE_SIZE / BANDS;
export const DUPLICATE_SIMILARITY = 0.7;

/** FNV-1a, 32 bits, of a string (unsigned). */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A 32-bit mix (murmur3's finaliser) of x under one of the signature's seeds. */
function mix(x: number, seed: number): number {
  let h = (x ^ seed) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const SEEDS = Array.from({ length: SIGNATURE_SIZE }, (_, i) => mix(i + 1, 0x9e3779b9));

/** Hashes of the text's 3-word shingles (a text shorter than that: its words as one shingle). */
export function shingleHashes(words: string[]): Uint32Array {
  const n = Math.max(1, words.length - SHINGLE_WORDS + 1);
  const out = new Uint32Array(n);
  for (let i = 0; i < n; i++) out[i] = fnv1a(words.slice(i, i + SHINGLE_WORDS).join(" "));
  return out;
}

/** The MinHash signature (SIGNATURE_SIZE signed 32-bit integers, as PostgreSQL's int[] stores them). */
export function signature(text: string): number[] {
  return signatureOfWords(normalisedWords(text));
}

/** The signature of words already normalised (normalisedWords), so a caller splits a text once. */
export function signatureOfWords(words: string[]): number[] {
  const shingles = shingleHashes(words);
  const sig: number[] = [];
  for (const seed of SEEDS) {
    let min = 0xffffffff;
    for (const s of shingles) {
      const h = mix(s, seed);
      if (h < min) min = h;
    }
    sig.push(min | 0);
  }
  return sig;
}

/** The fraction of positions where two signatures agree: an estimate of the shingles' Jaccard similarity. */
export function similarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let same = 0;
  for (let i = 0; i < SIGNATURE_SIZE; i++) if (a[i] === b[i]) same++;
  return same / SIGNATURE_SIZE;
}

/** One hash per band (the band's index mixed in, so equal rows in different bands never collide). */
export function bandHashes(sig: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let b = 0; b < BANDS; b++) {
    let h = mix(b, 0x27d4eb2f);
    for (let r = 0; r < ROWS_PER_BAND; r++) h = mix((h ^ sig[b * ROWS_PER_BAND + r]!) >>> 0, 0x165667b1);
    out.push(h);
  }
  return out;
}

/** Hash of the normalised words: reposts share it exactly. */
export function textHash(text: string): string {
  return textHashOfWords(normalisedWords(text));
}

export function textHashOfWords(normalised: string[]): string {
  const words = normalised.join(" ");
  return `${fnv1a(words).toString(16).padStart(8, "0")}${fnv1a(words, 0x01000193).toString(16).padStart(8, "0")}`;
}

/**
 * Which posts repeat an earlier one: for each post (in the order given, earliest first), the index
 * of the earlier post it copies, or -1. `signatures` holds SIGNATURE_SIZE values per post, one post
 * after the other. Each band bucket remembers the first original that fell in it (an open-addressing
 * table of typed arrays: about 16 bytes per post and band, no per-post objects), so a 1,000,000-post
 * run fits in memory.
 */
export function findDuplicates(signatures: Int32Array): Int32Array {
  const n = signatures.length / SIGNATURE_SIZE;
  const out = new Int32Array(n).fill(-1);
  let size = 1024;
  while (size < n * BANDS * 2) size *= 2;
  const keys = new Uint32Array(size);
  const values = new Int32Array(size).fill(-1);
  const slot = (key: number) => {
    let i = mix(key, 0x2545f491) & (size - 1);
    while (values[i]! >= 0 && keys[i] !== key) i = (i + 1) & (size - 1);
    return i;
  };
  for (let i = 0; i < n; i++) {
    const sig = signatures.subarray(i * SIGNATURE_SIZE, (i + 1) * SIGNATURE_SIZE);
    const bands = bandHashes(sig);
    let original = -1;
    for (const band of bands) {
      const j = values[slot(band)]!;
      if (
        j >= 0 &&
        (original < 0 || j < original) &&
        similarity(sig, signatures.subarray(j * SIGNATURE_SIZE, (j + 1) * SIGNATURE_SIZE)) >= DUPLICATE_SIMILARITY
      )
        original = j;
    }
    out[i] = original;
    // Only originals fill buckets: a copy is found through the post it copies.
    if (original < 0) {
      for (const band of bands) {
        const at = slot(band);
        if (values[at]! < 0) {
          keys[at] = band;
          values[at] = i;
        }
      }
    }
  }
  return out;
}
