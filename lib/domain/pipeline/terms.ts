/**
 * What the grouping compares: a post's content words, stemmed, without the words every need
 * post shares (function words, and the vocabulary of asking and complaining: "tool", "looking",
 * "frustrating"), so two posts about overdue invoices meet on "invoice" and "overdue", not on
 * "is there an app". Terms are kept as 32-bit hashes of their stems (PostgreSQL int[]).
 */
import { fnv1a } from "./minhash";
import { normalisedWords } from "./text";

/** At most this many terms per post (the most frequent, then the longest). */
export const MAX_TERMS = 32;

const FUNCTION_WORDS =
  "a about above after again against all almost also am an and any anyone anything are as at be because been before being below between both but by can could did do does doing done dont down during each either else even ever every few for from further get gets getting got had has have having he her here hers him his how i id if im in into is isnt it its itself ive just let lets like ll me more most much must my myself no nor not now of off often on once one only or other our ours out over own per quite rather re really same she should so some such than that thats the their theirs them then there theres these they theyre thing things this those though through to too under until up upon us very was wasnt we were weve what whats when where whether which while who whom whose why will with within without would wouldnt yet you youd your youre yours yourself".split(
    " ",
  );

/** The words of asking, wishing and complaining: shared by needs of every kind, they say nothing about which need. */
const NEED_WORDS =
  "alternative alternatives annoying anybody app apps application ask asking best better constant day days deal driving easier edit else everyone exactly fed following frustrated frustrating good great happily hate headache help honestly hour hours ideally idea ideas keep know last lose looking love made make making mess month months nightmare part people pay please post question recommend recommendations situation software solution someone something struggling suggestions sure surely thanks time tired tool tools try trying use used using want way week weeks wish work works year years annoyed crazy pain eats evenings waste wasting spend spent far single again".split(
    " ",
  );

const STOP = new Set([...FUNCTION_WORDS, ...NEED_WORDS]);

/** A light English stemmer: plural and verb endings, so "invoices", "invoicing" and "invoiced" meet. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  if (w.length > 4 && /([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

/** The content words of a text with their stems, in order. */
export function contentWords(text: string): { word: string; stem: string }[] {
  return contentOfWords(normalisedWords(text));
}

function contentOfWords(words: string[]): { word: string; stem: string }[] {
  const out: { word: string; stem: string }[] = [];
  for (const word of words) {
    if (word.length < 3 || STOP.has(word) || /^\d+$/.test(word)) continue;
    const s = stem(word);
    if (!STOP.has(s)) out.push({ word, stem: s });
  }
  return out;
}

/** A stem's term id: FNV-1a as a signed 32-bit integer. */
export function termId(stemmed: string): number {
  return fnv1a(stemmed) | 0;
}

/** The post's terms: distinct stem hashes, most frequent first (ties: longer stem, then the stem), at most MAX_TERMS, sorted ascending. */
export function termsOf(text: string): number[] {
  return termsOfWords(normalisedWords(text));
}

/** termsOf for words already normalised (normalisedWords). */
export function termsOfWords(words: string[]): number[] {
  const counts = new Map<string, number>();
  for (const { stem: s } of contentOfWords(words)) counts.set(s, (counts.get(s) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length || (a[0] < b[0] ? -1 : 1));
  return ranked
    .slice(0, MAX_TERMS)
    .map(([s]) => termId(s))
    .sort((a, b) => a - b);
}
