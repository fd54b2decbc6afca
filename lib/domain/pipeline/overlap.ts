import { normalisedWords } from "./text";

/**
 * The quote gate: a quote shown to users may share no run of GATE_RUN or more consecutive words
 * with the post it paraphrases, and no more than MAX_SHARED_WORDS of its words (words compared
 * normalised: lower case, punctuation stripped), so a quote cannot be pasted into a search engine
 * to find its author.
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

/** At most this share of a quote's words may appear in its post: a restatement, not the post with a word swapped. */
export const MAX_SHARED_WORDS = 0.6;

/** The share of the quote's words (normalised, each occurrence counted) that appear anywhere in the sources. */
export function sharedWordShare(quote: string, sources: string[]): number {
  const words = normalisedWords(quote);
  if (!words.length) return 0;
  const seen = new Set(sources.flatMap((s) => normalisedWords(s)));
  return words.filter((w) => seen.has(w)).length / words.length;
}

/** The quote gate: no run of GATE_RUN words shared, and at most MAX_SHARED_WORDS of its words from the sources. */
export function passesGate(quote: string, sources: string[]): boolean {
  return sharedRun(quote, sources) === null && sharedWordShare(quote, sources) <= MAX_SHARED_WORDS;
}

/**
 * Claims a description may make only when a post makes them: paying, how often, how it is done
 * today. Each is a pattern for the description and one for the posts.
 */
const CLAIMS: { name: string; said: RegExp; evidence: RegExp }[] = [
  {
    name: "willingness to pay",
    said: /\b(?:would|will|happy to|willing to|ready to|glad to) pay\b|\bpay(?:ing)? for\b|\$\d/i,
    evidence: /\bpay|\$\d|\bprice|\bpaid\b|\bsubscri/i,
  },
  {
    name: "frequency",
    said: /\b(?:every (?:day|week|month|morning|night)|daily|weekly|monthly|constantly|all the time|recurring)\b/i,
    evidence:
      /\b(?:every|each) (?:day|week|month|morning|night)|\bdaily\b|\bweekly\b|\bmonthly\b|\bconstantly\b|\ball the time\b|\balways\b/i,
  },
  {
    name: "workaround",
    said: /\b(?:by hand|manually|spreadsheets?|sticky notes|pen and paper|workaround|copy(?:ing)? and past)/i,
    evidence: /\b(?:by hand|manual|spreadsheet|excel|sheet|sticky|paper|workaround|copy)/i,
  },
];

/** The claims `text` makes that no source supports (empty when it invents none). */
export function inventedClaims(text: string, sources: string[]): string[] {
  return CLAIMS.filter((c) => c.said.test(text) && !sources.some((s) => c.evidence.test(s))).map((c) => c.name);
}
