/**
 * What the grouping compares: the things a post is about, not the words it happens to use.
 * wink-nlp tags the start of the post (title, then the first MAX_TAGGED words): its terms are the
 * lemmas of its nouns ("notes" and "note" meet, "organise" and "organize" too), folded through a
 * few concept classes (CONCEPTS), plus adjective/noun + noun compounds ("dental practice"). Words
 * that are not nouns never become terms, so a shared modifier ("daily", "free") or a verb of
 * asking never joins two needs; nouns every need shares ("tool", "app", "alternative",
 * "recommendation") are stop words. Terms are 32-bit hashes (PostgreSQL int[]).
 */
import model from "wink-eng-lite-web-model";
import { fnv1a } from "./minhash";
import { tagged } from "./nlp";
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

/** Nouns of any request or forum post ('a decent setup for ...'): they say nothing about which need. */
const GENERIC_NOUNS =
  "setup workflow application platform service program product solution option options resource resources recommendation advice experience opinion opinions question questions answer kind type sort lot lots list stuff basis hn reddit forum thread guy guys folk folks anyone everybody somebody thank thanks idea ideas suggestion thought thoughts feedback problem problems issue issues way ways thing things time today tomorrow yesterday week month year day hour minute reason point case example place world life job need needs help best good start end side number bit alternative alternatives".split(
    " ",
  );

const STOP = new Set([...FUNCTION_WORDS, ...NEED_WORDS]);
const NOT_A_TERM = new Set([...STOP, ...GENERIC_NOUNS]);

/** Concept classes: spellings and near synonyms of one thing, folded into one term (checked after lemmas). */
const CONCEPTS: Record<string, string> = {
  ebook: "book",
  "e-book": "book",
  ebooks: "book",
  "e-books": "book",
  notetaking: "note",
  "note-taking": "note",
  todo: "task",
  "to-do": "task",
  todos: "task",
  cv: "resume",
  résumé: "resume",
  "e-mail": "email",
  doc: "documentation",
  docs: "documentation",
  organisation: "organization",
  colour: "color",
  podcasting: "podcast",
  bookkeeping: "accounting",
  invoicing: "invoice",
  budgeting: "budget",
  scheduling: "schedule",
  reminder: "remind",
  kid: "child",
  kids: "child",
  children: "child",
  pupil: "student",
  pupils: "student",
  // Short names and their long spellings: one thing, whichever a post writes.
  js: "javascript",
  k8s: "kubernetes",
};

/**
 * Words under three letters are function words ('of', 'to', 'my') or abbreviations. These are the
 * abbreviations that name a thing and are no English word, so a post asking for a UI kit and one
 * asking for a user interface library both keep their subject. The list is closed and small on
 * purpose: an ambiguous short word ('go', 'it', 'us', 'hr', 'cd') is left out, since as a term a
 * misread one would join needs that only share it.
 */
const SHORT_NAMES = new Set(["ai", "ml", "ui", "ux", "js", "os", "db", "qa", "pc", "tv", "vr"]);

/**
 * Names written with a symbol the tokenizer splits off ('C++', 'C#', '.NET', 'Node.js'), as their
 * users also spell them in plain letters ('cpp', 'csharp', 'dotnet', 'nodejs'): a symbol written
 * after letters (X++, X#), a dot opening a name (.NET) and a '.js' ending follow one pattern each,
 * whatever the name, so any language or library written this way keeps its name as one word.
 */
export function symbolNamesSpelt(text: string): string {
  return text
    .replace(/(?<![\p{L}\p{N}])(\p{L}[\p{L}\p{N}]*)\+\+(?![\p{L}\p{N}+])/gu, "$1pp")
    .replace(/(?<![\p{L}\p{N}])(\p{L}[\p{L}\p{N}]?)#(?![\p{L}\p{N}#])/gu, "$1sharp")
    .replace(/(?<![\p{L}\p{N}.])\.net\b/giu, "dotnet")
    .replace(/(?<![\p{L}\p{N}])(\p{L}[\p{L}\p{N}]*)\.(js|net)\b/giu, "$1$2");
}

/** The lexicon of the tagger's model, read once: the words it knows (and whose plurals it knows). */
let lexicon: Record<string, unknown> | null = null;

function known(word: string): boolean {
  lexicon ??= (model.core as unknown as () => { features: { lexeme: { hash: Record<string, unknown> } } })().features
    .lexeme.hash;
  return Object.hasOwn(lexicon, word);
}

/**
 * The singular of a plural the tagger's lexicon does not know ('distros', 'apis', 'gpus'): its
 * lemmatizer drops an 's' only when the singular is a word it knows, so a name new to it keeps
 * its plural and 'distros' and 'distro' would be two things. A word it knows is left as it is
 * ('news', 'series', 'analysis', 'status' are singular), as is a word of three letters ('aws',
 * 'dns', 'vps', 'ios': the 's' is part of the abbreviation) or one ending in 'ss' or 'js' (no
 * English singular ends in 'j': 'nodejs' names a library).
 */
export function singular(word: string): string {
  if (word.length < 4 || !word.endsWith("s") || /(?:ss|js)$/.test(word) || !/^\p{L}+$/u.test(word) || known(word))
    return word;
  return word.endsWith("ies") && word.length > 4 ? `${word.slice(0, -3)}y` : word.slice(0, -1);
}

/** Words of the post tagged for its terms (the ask is nearly always in the title or the first lines). */
export const MAX_TAGGED = 80;
/** "Ask HN:", "Show HN:", "Tell HN:", "[Request]": a forum's label, not the post's subject. */
const FORUM_LABEL = /^\s*(?:(?:ask|show|tell|launch)\s+hn\s*:|\[[^\]]{1,20}\])\s*/i;

/** The term a word's lemma makes (folded by CONCEPTS, unstemmed), or null for a stop word, a number or a mark. */
export function conceptOf(lemma: string): string | null {
  const w = lemma.normalize("NFKC").replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
  const folded = singular(CONCEPTS[w] ?? CONCEPTS[stem(w)] ?? w);
  if (
    (folded.length < 3 && !SHORT_NAMES.has(folded)) ||
    /^\d+$/.test(folded) ||
    !/^[\p{L}\p{N}][\p{L}\p{N}.+#-]*$/u.test(folded)
  )
    return null;
  const s = folded.replace(/-/g, "");
  return NOT_A_TERM.has(folded) || NOT_A_TERM.has(s) ? null : s;
}

const NOUN = new Set(["NOUN", "PROPN"]);

/**
 * Adjectives English writes as two words ('open source', 'third party', with or without a hyphen):
 * the tagger reads their second word as a noun, but 'open source library' and 'open source
 * alternative' are about a library and an alternative, not about a source, so the pair modifies
 * the noun after it and is never a term of its own.
 */
const TWO_WORD_ADJECTIVES = new Map([
  ["open", "source"],
  ["third", "party"],
]);

function endsTwoWordAdjective(before: string | undefined, word: string): boolean {
  return before !== undefined && TWO_WORD_ADJECTIVES.get(before.toLowerCase()) === word.toLowerCase();
}
/** Words between a verb and its object ('marking the students' essays'): at most this many. */
const VERB_REACH = 3;
/** Verbs of any request: a task is named by its other verbs ('mark essays', 'walk the dog'). */
const VERB_STOP = new Set(
  "take give find get make keep go come see look know think want need try use let put set say tell ask seem feel become leave call mean buy pay start begin help show hear play run move live believe bring happen write provide sit stand lose add change lead understand watch follow stop create speak read allow spend grow open offer remember love consider appear wait serve die send expect build stay fall cut reach kill remain suggest raise pass sell require report decide pull recommend share prefer choose pick handle deal manage learn do be have".split(
    " ",
  ),
);

/**
 * The things a post is about: noun lemmas (folded by CONCEPTS, stemmed) and compounds of an
 * adjective or noun before a noun ("dental practice", "class note"), in order of first use.
 */
export function subjectTerms(text: string, budget = MAX_TAGGED): string[] {
  const out = new Set<string>();
  // About 8 characters a word: tag no more text than the budget can read.
  for (const sentence of tagged(symbolNamesSpelt(text.replace(FORUM_LABEL, "").slice(0, 8 * budget)))) {
    let previous: string | null = null;
    // The last content verb, waiting for its object ('mark' ... 'essay' makes 'mark essay').
    let verb: string | null = null;
    let gap = 0;
    let before: string | undefined;
    for (const token of sentence) {
      if (budget-- <= 0) return [...out];
      const modifier = endsTwoWordAdjective(before, token.value);
      before = token.value === "-" ? before : token.value;
      if (modifier) {
        [previous, verb] = [null, null];
        continue;
      }
      // A short name is a noun whatever the tagger reads ('with AI' is no verb).
      const isNoun = NOUN.has(token.pos) || SHORT_NAMES.has(token.value);
      const concept = isNoun || token.pos === "ADJ" ? conceptOf(token.lemma) : null;
      if (isNoun && concept) {
        out.add(concept);
        if (previous) out.add(`${previous} ${concept}`);
        if (verb && gap <= VERB_REACH) out.add(`${verb} ${concept}`);
        verb = null;
      }
      previous = concept && (isNoun || token.pos === "ADJ") ? concept : null;
      if (token.pos === "VERB") {
        const v = conceptOf(token.lemma);
        [verb, gap] = v && !VERB_STOP.has(v) ? [v, 0] : [null, 0];
      } else gap++;
    }
  }
  return [...out];
}

/** A light English stemmer: plural and verb endings, so "invoices", "invoicing" and "invoiced" meet. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  // 'apis', 'gpus': a plural the lexicon does not know ('analysis' and 'status' it knows as singular).
  else if (/(?:us|is)$/.test(w)) w = singular(w);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  if (w.length > 4 && /([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

/** The content words of a text with their stems, in order. */
export function contentWords(text: string): { word: string; stem: string }[] {
  return contentOfWords(normalisedWords(symbolNamesSpelt(text)));
}

function contentOfWords(words: string[]): { word: string; stem: string }[] {
  const out: { word: string; stem: string }[] = [];
  for (const word of words) {
    if ((word.length < 3 && !SHORT_NAMES.has(word)) || STOP.has(word) || /^\d+$/.test(word)) continue;
    const s = stem(word);
    if (!STOP.has(s)) out.push({ word, stem: s });
  }
  return out;
}

/** A term's id: FNV-1a as a signed 32-bit integer, its lowest bit set for compounds. */
export function termId(stemmed: string): number {
  // The lowest bit marks a compound ('dental practice'): one shared compound says as much as two shared words.
  // A plural the lexicon does not know is its singular however the caller spelt it ('kubernetes').
  const h = fnv1a(stemmed.split(" ").map(singular).join(" ")) | 0;
  return stemmed.includes(" ") ? h | 1 : h & ~1;
}

/** Whether a term id is a compound's (termId). */
export function isCompound(id: number): boolean {
  return (id & 1) === 1;
}

/** The post's terms (subjectTerms), at most MAX_TERMS, as ids sorted ascending. */
export function termsOf(text: string): number[] {
  return idsOf(subjectTerms(text));
}

/** Body words read when the title names fewer than TITLE_ENOUGH things (the body's first lines say what it is about). */
export const BODY_WORDS = 25;
export const TITLE_ENOUGH = 2;

/**
 * A titled post's terms: its title's, and the first BODY_WORDS of its body when the title names
 * fewer than TITLE_ENOUGH things: a long body's asides ('the status quo', 'my purpose') must not
 * decide which need a post voices. An untitled post: its first MAX_TAGGED words.
 */
export function postTerms(title: string | null, body: string): string[] {
  if (!title?.trim()) return subjectTerms(body);
  const fromTitle = subjectTerms(title);
  if (fromTitle.length >= TITLE_ENOUGH) return fromTitle;
  return [...new Set([...fromTitle, ...subjectTerms(body, BODY_WORDS)])];
}

export function termsOfPost(title: string | null, body: string): number[] {
  return idsOf(postTerms(title, body));
}

function idsOf(terms: string[]): number[] {
  return [...new Set(terms.slice(0, MAX_TERMS).map(termId))].sort((a, b) => a - b);
}

/** termsOf for words already normalised (normalisedWords): the words rejoined, sentence bounds lost. */
export function termsOfWords(words: string[]): number[] {
  return termsOf(words.join(" "));
}

/** The old bag of stems, kept for naming (contentWords' order): distinct stem hashes, most frequent first. */
export function stemsOfWords(words: string[]): number[] {
  const counts = new Map<string, number>();
  for (const { stem: s } of contentOfWords(words)) counts.set(s, (counts.get(s) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length || (a[0] < b[0] ? -1 : 1));
  return ranked
    .slice(0, MAX_TERMS)
    .map(([s]) => termId(s))
    .sort((a, b) => a - b);
}
