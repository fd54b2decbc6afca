/**
 * No sentence of eight words or more is said by two published ideas: restatements are built from
 * a small stock of phrasings, so two groups whose posts ask alike can come out with one sentence
 * word for word, and a reader who meets it twice takes the library for a template. The idea
 * published first keeps the sentence; a later one drops it from its description (which keeps its
 * other sentences) or, where its complaint would be left empty, takes its analysis's first
 * sentence, which names its own need. Likewise no description is mostly another's stock phrasing:
 * a later idea whose title and description are too alike an earlier one's leaves out the sentences
 * after its opening that make them so.
 */

export interface IdeaSentences {
  id: number;
  title: string;
  description: string;
  complaintSummary: string;
  analysis: string;
}

export type SentenceRewrite = Pick<IdeaSentences, "id" | "description" | "complaintSummary">;

/** Sentences shorter than this may repeat (stock openings are shorter). */
export const MIN_SHARED_WORDS = 8;

const splitSentences = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

const sentenceKey = (sentence: string): string | null => {
  const words =
    sentence
      .toLowerCase()
      .replace(/['’]/g, "")
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length >= MIN_SHARED_WORDS ? words.join(" ") : null;
};

/**
 * The most a later idea's title and description may share with an earlier one's, as word-3-shingle
 * Jaccard: two ideas whose short descriptions are mostly one stock phrasing ('... ask for a better
 * way. As things stand, what they have is a shared spreadsheet') read as one template.
 */
export const MAX_DESCRIPTION_LIKENESS = 0.25;

const textWords = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/['’]/g, "")
    .match(/[\p{L}\p{N}]+/gu) ?? [];

function shingles(text: string): Set<string> {
  const w = textWords(text);
  const out = new Set<string>();
  for (let i = 0; i + 3 <= w.length; i++) out.add(`${w[i]} ${w[i + 1]} ${w[i + 2]}`);
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let common = 0;
  for (const x of a) if (b.has(x)) common++;
  const union = a.size + b.size - common;
  return union ? common / union : 0;
}

/**
 * Earlier ideas' title-and-description shingles, for the likeness of a later one. A pair at or
 * above t shares one of the rarest |A| - ceil(t |A|) + 1 shingles of each set under one global
 * order (the prefix filter of set-similarity joins), so each set is indexed by its prefix only.
 */
class Likeness {
  private readonly df = new Map<string, number>();
  private readonly index = new Map<string, number[]>();
  private readonly sets: Set<string>[] = [];
  constructor(
    all: Set<string>[],
    private readonly t: number,
  ) {
    for (const s of all) for (const x of s) this.df.set(x, (this.df.get(x) ?? 0) + 1);
  }
  private prefix(set: Set<string>): string[] {
    const order = [...set].sort(
      (x, y) => (this.df.get(x) ?? 0) - (this.df.get(y) ?? 0) || (x < y ? -1 : x > y ? 1 : 0),
    );
    return order.slice(0, order.length - Math.ceil(this.t * order.length) + 1);
  }
  /** The highest likeness of `set` to an indexed set (0 when none reaches t). */
  highest(set: Set<string>): number {
    let best = 0;
    const seen = new Set<number>();
    for (const x of this.prefix(set))
      for (const j of this.index.get(x) ?? []) {
        if (seen.has(j)) continue;
        seen.add(j);
        best = Math.max(best, jaccard(set, this.sets[j]!));
      }
    return best;
  }
  add(set: Set<string>): void {
    const at = this.sets.push(set) - 1;
    for (const x of this.prefix(set)) {
      const list = this.index.get(x);
      if (list) list.push(at);
      else this.index.set(x, [at]);
    }
  }
}

/**
 * A description kept clear of an earlier idea's: while its title and description are more alike
 * than MAX_DESCRIPTION_LIKENESS, the sentence after its opening whose leaving out makes it least
 * alike goes (the opening, which names the need, always stays). Null when no sentence goes.
 */
function unlikeEarlier(title: string, description: string, likeness: Likeness): string | null {
  const all = splitSentences(description);
  let sentences = all;
  const measure = (list: string[]) => likeness.highest(shingles(`${title}. ${list.join(" ")}`));
  let now = measure(sentences);
  while (now > MAX_DESCRIPTION_LIKENESS && sentences.length > 1) {
    let best: { list: string[]; score: number } | null = null;
    for (let i = 1; i < sentences.length; i++) {
      const list = sentences.filter((_, k) => k !== i);
      const score = measure(list);
      if (!best || score < best.score) best = { list, score };
    }
    if (!best || best.score >= now) break;
    sentences = best.list;
    now = best.score;
  }
  return sentences === all ? null : sentences.join(" ");
}

/**
 * The rewrites that leave no long sentence in two ideas and no description mostly another's;
 * ideas are taken in id order.
 */
export function distinctSentenceRewrites(ideas: IdeaSentences[]): SentenceRewrite[] {
  const said = new Set<string>();
  const rewrites: SentenceRewrite[] = [];
  const ordered = [...ideas].sort((a, b) => a.id - b.id);
  const likeness = new Likeness(
    ordered.map((i) => shingles(`${i.title}. ${i.description}`)),
    MAX_DESCRIPTION_LIKENESS,
  );
  for (const idea of ordered) {
    const fresh = (sentence: string) => {
      const key = sentenceKey(sentence);
      return key === null || !said.has(key);
    };
    const kept = keepFresh(idea.description, fresh) || idea.description;
    const description = unlikeEarlier(idea.title, kept, likeness) ?? kept;
    likeness.add(shingles(`${idea.title}. ${description}`));
    const complaint = keepFresh(idea.complaintSummary, fresh);
    const complaintSummary = complaint || splitSentences(idea.analysis)[0] || idea.complaintSummary;
    const rewrite = {
      id: idea.id,
      description,
      complaintSummary,
    };
    if (rewrite.description !== idea.description || rewrite.complaintSummary !== idea.complaintSummary)
      rewrites.push(rewrite);
    for (const field of [idea.title, rewrite.description, rewrite.complaintSummary, idea.analysis])
      for (const sentence of splitSentences(field)) {
        const key = sentenceKey(sentence);
        if (key) said.add(key);
      }
  }
  return rewrites;
}

/** The text without the sentences another idea already said ('' when none is left). */
function keepFresh(text: string, fresh: (sentence: string) => boolean): string {
  const sentences = splitSentences(text);
  const kept = sentences.filter(fresh);
  return kept.length === sentences.length ? text : kept.join(" ");
}
