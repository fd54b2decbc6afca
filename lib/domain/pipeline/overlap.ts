import { normalisedWords } from "./text";

/**
 * The quote gate: a quote shown to users may share no run of GATE_RUN or more consecutive words
 * with the post it paraphrases (words compared normalised: lower case, punctuation stripped), so
 * a quote cannot be pasted into a search engine to find its author.
 */
export const GATE_RUN = 5;

/** The first run of `n` words the quote shares with any source text, or null when it shares none. */
export function sharedRun(quote: string, sources: string[], n = GATE_RUN): string | null {
  const words = normalisedWords(quote);
  if (words.length < n) return null;
  const grams = new Set<string>();
  for (const source of sources) {
    const sourceWords = normalisedWords(source);
    for (let i = 0; i + n <= sourceWords.length; i++) grams.add(sourceWords.slice(i, i + n).join(" "));
  }
  for (let i = 0; i + n <= words.length; i++) {
    const gram = words.slice(i, i + n).join(" ");
    if (grams.has(gram)) return gram;
  }
  return null;
}

export function passesGate(quote: string, sources: string[]): boolean {
  return sharedRun(quote, sources) === null;
}
