/**
 * The local paraphraser: deterministic and lexical. It keeps the sentences of a post that voice
 * the need, turns questions into statements and the writer into "they", moves a long subject
 * behind its description, swaps words for near synonyms, then repairs any run of 5 words the
 * quote still shares with the post (a second synonym, or dropping a small word). When the gate
 * still fails it gives no quote rather than a copied one.
 */
import { GATE_RUN, sharedRun } from "./overlap";
import { readPhrases } from "./phrases";
import { PLACEHOLDER_PATTERN } from "./pii";
import { DROPPABLE, PHRASES, SECOND_CHOICE, WORDS } from "./synonyms";
import { normalisedWords } from "./text";

/** Longest quote, in words. */
export const MAX_QUOTE_WORDS = 40;
const MAX_REPAIRS = 16;

export function paraphraseLocally(source: string): string | null {
  const chosen = chooseSentences(source);
  if (!chosen.length) return null;
  let quote = chosen.map(rewriteSentence).join(" ");
  const words = quote.split(/\s+/);
  if (words.length > MAX_QUOTE_WORDS)
    quote = words
      .slice(0, MAX_QUOTE_WORDS)
      .join(" ")
      .replace(/[,;:]?$/, "…");
  for (let attempt = 0; attempt < MAX_REPAIRS; attempt++) {
    const run = sharedRun(quote, [source]);
    if (!run) return normalisedWords(quote).length >= 4 ? quote : null;
    const repaired = repairRun(quote, run);
    if (!repaired) return null;
    quote = repaired;
  }
  return null;
}

/** Up to two sentences that voice the need (in their order), or the first ones when none does. */
function chooseSentences(text: string): string[] {
  const sentences = text
    .replace(/^(?:ask|show|tell) hn:\s*/i, "")
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => s.trim())
    .filter(
      (s) => s && !s.match(PLACEHOLDER_PATTERN) && normalisedWords(s).length >= 4 && normalisedWords(s).length <= 60,
    );
  // A title repeated as the body's first sentence is one sentence.
  const unique = sentences.filter(
    (s, i) => sentences.findIndex((t) => normalisedWords(t).join(" ") === normalisedWords(s).join(" ")) === i,
  );
  const ranked = unique.map((s, i) => ({ s, i, score: readPhrases(null, s).need }));
  const voiced = ranked
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, 2);
  // Without a sentence that voices the need on its own, the first one (the title) says what the post asks.
  const picked = voiced.length ? voiced : ranked.slice(0, 1);
  return picked.sort((a, b) => a.i - b.i).map((r) => r.s);
}

const DISCOURSE =
  /^(?:so|well|anyway|honestly|also|edit|update|ps|basically|actually|seriously|ugh|ok|okay|hi|hey|hello)\b[,:!.]?\s+/i;
const FILLERS =
  /\s+\b(?:really|just|very|actually|basically|literally|totally|definitely|seriously|honestly|quite|pretty much)\b(?=\s)/gi;

/** Question forms that ask for a tool, as statements about the writer. */
const REQUESTS: [RegExp, string][] = [
  [/^is there (.+?)\??$/i, "They want $1."],
  [/^(?:does|do) (?:anyone|anybody|someone) (?:know|recommend) (?:of )?(.+?)\??$/i, "They ask for $1."],
  [/^(?:any|some) (?:recommendations|suggestions) (?:for|on) (.+?)\??$/i, "They ask for suggestions on $1."],
  [/^how do (?:you|people|others) (deal with|handle|manage|cope with) (.+?)\??$/i, "They ask how others $1 $2."],
  [/^what do (?:you|people) use (for|to) (.+?)\??$/i, "They ask what others use $1 $2."],
  [/^i wish there (?:was|were|is) (.+?)[.!]?$/i, "They wish for $1."],
  [/^surely (?:someone|somebody) has (?:made|built) (.+?)\??$/i, "They expect somebody has built $1."],
  [/^(?:i'm|i am) (?:looking|searching) for (.+?)[.!?]?$/i, "They are after $1."],
  [/^i would (?:happily |gladly )?pay for (.+?)[.!]?$/i, "They would gladly fund $1."],
  [/^ideally i'?d like (.+?)[.!]?$/i, "Ideally they want $1."],
];

const PRONOUNS: [RegExp, string][] = [
  [/\bI['’]m\b/g, "they're"],
  [/\bI am\b/g, "they are"],
  [/\bI['’]ve\b/g, "they've"],
  [/\bI['’]d\b/g, "they'd"],
  [/\bI['’]ll\b/g, "they'll"],
  [/\bI was\b/g, "they were"],
  [/\bI\b/g, "they"],
  [/\bme\b/gi, "them"],
  [/\bmy\b/gi, "their"],
  [/\bmine\b/gi, "theirs"],
  [/\bmyself\b/gi, "themselves"],
  [/\bwe['’]re\b/gi, "they're"],
  [/\bwe['’]ve\b/gi, "they've"],
  [/\bwe\b/gi, "they"],
  [/\bus\b/g, "them"],
  [/\bour\b/gi, "their"],
  [/\bours\b/gi, "theirs"],
];

export function rewriteSentence(sentence: string): string {
  let s = sentence
    .replace(DISCOURSE, "")
    .replace(/\s*\([^()]{0,200}\)/g, "")
    .replace(FILLERS, "")
    .trim();
  const request = REQUESTS.find(([pattern]) => pattern.test(s));
  if (request) s = s.replace(request[0], request[1]);
  for (const [pattern, replacement] of PRONOUNS) s = s.replace(pattern, replacement);
  // "Chasing invoices is a constant headache." -> "A constant headache: chasing invoices."
  s = s.replace(
    /^(\w+ing\b.{8,140}?) (?:is|are) ((?:a|an|the|such a|so|truly) .{3,80}?)[.!]?$/i,
    (_m, subject: string, description: string) => `${capitalise(description)}: ${lowerFirst(subject)}.`,
  );
  for (const [pattern, replacement] of PHRASES) s = s.replace(pattern, replacement);
  s = s.replace(/[\p{L}'’-]+/gu, (word) => matchCase(word, WORDS[word.toLowerCase()]));
  s = capitalise(fixArticles(s.trim()));
  return /[.!?…]$/.test(s) ? s : `${s}.`;
}

/** The quote with one word of the shared run changed or dropped, or null when none can be. */
function repairRun(quote: string, run: string): string | null {
  const target = run.split(" ");
  const tokens = quote.split(/(\s+)/);
  const index: number[] = [];
  const words: string[] = [];
  tokens.forEach((token, t) => normalisedWords(token).forEach((w) => (words.push(w), index.push(t))));
  for (let i = 0; i + GATE_RUN <= words.length; i++) {
    if (words.slice(i, i + GATE_RUN).join(" ") !== run) continue;
    const runTokens = [...new Set(index.slice(i, i + GATE_RUN))];
    for (const t of runTokens) {
      const lower = tokens[t]!.toLowerCase().replace(/[^\p{L}'’-]/gu, "");
      const swap = SECOND_CHOICE[lower] ?? WORDS[lower];
      // A swap that keeps a word of the run ("card" -> "bank card") would loop: it is no repair.
      if (swap && !normalisedWords(swap).some((w) => target.includes(w)))
        return rebuild(
          tokens,
          t,
          tokens[t]!.replace(/[\p{L}'’-]+/u, (w) => matchCase(w, swap)),
        );
    }
    // The middle of the run first: dropping its first or last word may leave another run.
    const middle = [...runTokens.slice(1, -1), runTokens[0]!, runTokens.at(-1)!];
    for (const t of middle) {
      if (DROPPABLE.has(tokens[t]!.toLowerCase()) && t > 0) return rebuild(tokens, t, "");
    }
    return dropTrailingPhrase(tokens, runTokens) ?? dropSentence(tokens, runTokens);
  }
  return null;
}

/** Words that open a phrase which can go without breaking the sentence ("... renewals for the club."). */
const PHRASE_OPENERS = new Set([
  "for",
  "in",
  "at",
  "on",
  "with",
  "from",
  "through",
  "into",
  "without",
  "via",
  "during",
  "across",
  "inside",
  "under",
  "over",
  "around",
  "before",
  "after",
  "when",
  "while",
  "whenever",
  "per",
  "about",
]);

/**
 * Last resort for a run no word of which can be swapped or dropped: cut the sentence at a phrase
 * opener inside the run (the opener and the rest of that sentence go), so the quote says less but
 * copies nothing. Null when the run holds no opener after its first word.
 */
function dropTrailingPhrase(tokens: string[], runTokens: number[]): string | null {
  const opener = runTokens.slice(1).find((t) => PHRASE_OPENERS.has(tokens[t]!.toLowerCase()));
  if (opener === undefined) return null;
  let end = opener;
  while (end < tokens.length && !/[.!?…]$/.test(tokens[end]!)) end++;
  const terminator = end < tokens.length ? tokens[end]!.match(/[.!?…]+$/)![0] : ".";
  const head = tokens
    .slice(0, opener)
    .join("")
    .trimEnd()
    .replace(/[,;:]$/, "");
  const tail = tokens.slice(end + 1).join("");
  return `${head}${terminator}${tail}`.replace(/\s{2,}/g, " ").trim();
}

/** When the quote has another sentence: the sentence holding the run goes. */
function dropSentence(tokens: string[], runTokens: number[]): string | null {
  let start = runTokens[0]!;
  while (start > 0 && !/[.!?…]$/.test(tokens[start - 1]!)) start--;
  let end = runTokens.at(-1)!;
  while (end < tokens.length && !/[.!?…]$/.test(tokens[end]!)) end++;
  const rest = [...tokens.slice(0, start), ...tokens.slice(end + 1)]
    .join("")
    .replace(/\s{2,}/g, " ")
    .trim();
  return normalisedWords(rest).length >= 4 ? rest : null;
}

/** "a" before a vowel becomes "an", and back, after words were swapped. */
function fixArticles(s: string): string {
  return s.replace(/\b([Aa])n? (?=([\p{L}]+))/gu, (_m, a: string, next: string) =>
    vowelSound(next) ? `${a}n ` : `${a} `,
  );
}

/** Whether a word starts with a vowel sound ("an hour", "a utility"). */
function vowelSound(word: string): boolean {
  if (/^(?:hour|honest|honou?r|heir)/i.test(word)) return true;
  if (/^(?:u[bcfgjklmnrstvz][aeiou]|uni|use|usu|eu|one|once)/i.test(word)) return false;
  return /^[aeiou]/i.test(word);
}

function rebuild(tokens: string[], at: number, replacement: string): string {
  const next = [...tokens];
  next[at] = replacement;
  return next
    .join("")
    .replace(/\s{2,}/g, " ")
    .trim();
}

function matchCase(word: string, replacement: string | undefined): string {
  if (!replacement) return word;
  return word[0] === word[0]!.toUpperCase() && word[0] !== word[0]!.toLowerCase()
    ? capitalise(replacement)
    : replacement;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}
