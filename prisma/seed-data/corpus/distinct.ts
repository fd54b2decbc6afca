/**
 * How distinct a library's ideas are, without comparing every pair:
 * - sentences of 8 words or more that appear in two ideas: one pass with a map of sentences;
 * - pairs whose word-3-shingle sets have a Jaccard similarity above a threshold: exact, with the
 *   prefix filter of set-similarity joins (a pair at or above t must share one of the rarest
 *   |A| - ceil(t |A|) + 1 shingles of each set, under one global order), then a verification.
 */

export interface IdeaText {
  id: number;
  title: string;
  description: string;
  complaintSummary: string;
  analysis: string;
}

export const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/['’]/g, "")
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** A text's sentences (split at . ! ? and line breaks), as lists of words. */
export function sentences(text: string): string[][] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map(words)
    .filter((w) => w.length);
}

/** Sentences of at least `min` words that appear in two or more ideas, with the ideas. */
export function sharedSentences(ideas: IdeaText[], min = 8): { sentence: string; ideas: number[] }[] {
  const seen = new Map<string, number[]>();
  for (const idea of ideas) {
    const own = new Set<string>();
    for (const field of [idea.title, idea.description, idea.complaintSummary, idea.analysis])
      for (const s of sentences(field)) if (s.length >= min) own.add(s.join(" "));
    for (const s of own) {
      const list = seen.get(s);
      if (list) list.push(idea.id);
      else seen.set(s, [idea.id]);
    }
  }
  return [...seen].filter(([, ids]) => ids.length > 1).map(([sentence, ids]) => ({ sentence, ideas: ids }));
}

/** The word-3-shingles of a text, as strings. */
export function shingles(text: string): Set<string> {
  const w = words(text);
  const out = new Set<string>();
  for (let i = 0; i + 3 <= w.length; i++) out.add(`${w[i]} ${w[i + 1]} ${w[i + 2]}`);
  if (!out.size && w.length) out.add(w.join(" "));
  return out;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (!a.size && !b.size) return 0;
  let common = 0;
  for (const x of a) if (b.has(x)) common++;
  return common / (a.size + b.size - common);
}

/** Every pair of sets with Jaccard >= t (exact), with its similarity, and the highest similarity seen among candidates. */
export function similarPairs(
  sets: Set<string>[],
  t: number,
): { pairs: { a: number; b: number; jaccard: number }[]; maxSeen: number } {
  const df = new Map<string, number>();
  for (const s of sets) for (const x of s) df.set(x, (df.get(x) ?? 0) + 1);
  // One global order: rarest first (then the string), so prefixes hold the telling shingles.
  const ordered = sets.map((s) => [...s].sort((x, y) => df.get(x)! - df.get(y)! || (x < y ? -1 : x > y ? 1 : 0)));
  const index = new Map<string, number[]>();
  const pairs: { a: number; b: number; jaccard: number }[] = [];
  let maxSeen = 0;
  const checked = new Set<number>();
  ordered.forEach((tokens, i) => {
    const prefix = tokens.length - Math.ceil(t * tokens.length) + 1;
    checked.clear();
    for (let k = 0; k < Math.min(prefix, tokens.length); k++) {
      for (const j of index.get(tokens[k]!) ?? []) {
        if (checked.has(j)) continue;
        checked.add(j);
        const sim = jaccard(sets[i]!, sets[j]!);
        maxSeen = Math.max(maxSeen, sim);
        if (sim >= t) pairs.push({ a: j, b: i, jaccard: sim });
      }
    }
    for (let k = 0; k < Math.min(prefix, tokens.length); k++) {
      const list = index.get(tokens[k]!);
      if (list) list.push(i);
      else index.set(tokens[k]!, [i]);
    }
  });
  return { pairs, maxSeen };
}

/** The most frequent title words (content words of 3+ letters) and bigrams. */
export function frequentTitleTerms(
  titles: string[],
  n: number,
  stop: ReadonlySet<string>,
): { words: string[]; bigrams: string[] } {
  const w = new Map<string, number>();
  const b = new Map<string, number>();
  for (const title of titles) {
    const list = words(title);
    for (const x of new Set(list)) if (x.length >= 3 && !stop.has(x) && !/^\d+$/.test(x)) w.set(x, (w.get(x) ?? 0) + 1);
    const pairs = new Set<string>();
    for (let i = 0; i + 1 < list.length; i++)
      if (!stop.has(list[i]!) || !stop.has(list[i + 1]!)) pairs.add(`${list[i]} ${list[i + 1]}`);
    for (const x of pairs) b.set(x, (b.get(x) ?? 0) + 1);
  }
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))
      .slice(0, n)
      .map(([k]) => k);
  return { words: top(w), bigrams: top(b) };
}

/**
 * Sentence frames shared across texts: each sentence with its idea-specific words masked. A word
 * in at least `common` of the texts is frame wording ("is", "a", "recurring", "burden"); any other
 * word is a slot ("*", runs collapsed). A frame counts once per text, and only with at least
 * `minWords` frame words ("* is a recurring burden *" has four). Returns frames by the share of
 * texts holding them, highest first.
 */
export function frameShares(
  texts: string[],
  options: { common?: number; minWords?: number } = {},
): { frame: string; share: number; texts: number }[] {
  const common = options.common ?? 0.01;
  const minWords = options.minWords ?? 3;
  const split = texts.map(sentences);
  const df = new Map<string, number>();
  for (const list of split) for (const w of new Set(list.flat())) df.set(w, (df.get(w) ?? 0) + 1);
  const floor = Math.max(2, common * texts.length);
  const counts = new Map<string, number>();
  for (const list of split) {
    const own = new Set<string>();
    for (const sentence of list) {
      const masked: string[] = [];
      let literal = 0;
      for (const w of sentence) {
        if (df.get(w)! >= floor) {
          masked.push(w);
          literal++;
        } else if (masked[masked.length - 1] !== "*") masked.push("*");
      }
      if (literal >= minWords) own.add(masked.join(" "));
    }
    for (const f of own) counts.set(f, (counts.get(f) ?? 0) + 1);
  }
  return [...counts]
    .map(([frame, n]) => ({ frame, texts: n, share: n / Math.max(1, texts.length) }))
    .sort((a, b) => b.texts - a.texts || (a.frame < b.frame ? -1 : 1));
}
