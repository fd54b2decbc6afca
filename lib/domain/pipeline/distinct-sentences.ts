/**
 * No sentence of eight words or more is said by two published ideas: restatements are built from
 * a small stock of phrasings, so two groups whose posts ask alike can come out with one sentence
 * word for word, and a reader who meets it twice takes the library for a template. The idea
 * published first keeps the sentence; a later one drops it from its description (which keeps its
 * other sentences) or, where its complaint would be left empty, takes its analysis's first
 * sentence, which names its own need.
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

/** The rewrites that leave no long sentence in two ideas; ideas are taken in id order. */
export function distinctSentenceRewrites(ideas: IdeaSentences[]): SentenceRewrite[] {
  const said = new Set<string>();
  const rewrites: SentenceRewrite[] = [];
  for (const idea of [...ideas].sort((a, b) => a.id - b.id)) {
    const fresh = (sentence: string) => {
      const key = sentenceKey(sentence);
      return key === null || !said.has(key);
    };
    const description = keepFresh(idea.description, fresh);
    const complaint = keepFresh(idea.complaintSummary, fresh);
    const complaintSummary = complaint || splitSentences(idea.analysis)[0] || idea.complaintSummary;
    const rewrite = {
      id: idea.id,
      description: description || idea.description,
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
