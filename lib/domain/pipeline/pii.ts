/**
 * Personal data out of every text the pipeline keeps: emails, links (and anything naming a
 * thread), user handles, phone numbers and person names become neutral placeholders. The text is
 * normalised first (Unicode NFKC: full-width digits and signs become plain ones; soft hyphens,
 * zero-width and direction marks removed), so no check is evaded by how a character is written.
 * Emails spelled out ('jane at gmail dot com', 'jane dot doe gmail dot com') and bare domains of
 * any country ('ribbons-jane.ca/shop') are caught; a sentence that still hints at a way to reach
 * someone (a mail provider, 'dot com', 'reach me at') is left out whole: when in doubt, out.
 * Names are found lexically: first names (names.ts), a title (Mr, Dr) or a relation word ("my
 * colleague") before a capitalised word, and a capitalised surname after a known first name; a
 * first name that is part of a place or product name ('San Francisco') is left alone.
 */
import { FIRST_NAMES, isEverydayWord, startsProperName, WORD_LIKE_NAMES } from "./names";
import { escapeRegExp } from "./text";

export const PLACEHOLDERS = {
  email: "[email]",
  link: "[link]",
  user: "[user]",
  phone: "[phone]",
  name: "[name]",
} as const;
/** Matches any placeholder, for stages that want to skip them. */
export const PLACEHOLDER_PATTERN = /\[(?:email|link|user|phone|name)\]/g;

/** Soft hyphens, zero-width characters, word joiners, byte order marks and direction controls. */
const INVISIBLE =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/gu;

/** The text every check reads: NFKC (full-width '５５５' is '555', '＠' is '@'), invisible characters removed. */
export function normaliseForChecks(text: string): string {
  return text.normalize("NFKC").replace(INVISIBLE, "");
}

const EMAIL = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63})*\.\p{L}{2,24}/gu;
const OBFUSCATED_EMAIL =
  /\b[\w.+-]{1,64}\s?[[({]\s?at\s?[\])}]\s?[\w-]{1,63}(?:\s?(?:[[({]\s?dot\s?[\])}]|\.)\s?\w{2,24})+/gi;
/** Mail providers people name when they spell an address out. */
const PROVIDERS =
  "gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|icloud|aol|proton|protonmail|pm|gmx|yandex|zoho|fastmail|hey|mail";
const SPELLED_DOT = String.raw`(?:\s*[[({]\s*dot\s*[\])}]\s*|\s+dot\s+|\.)`;
const SPELLED_TLD = String.raw`(?:com|net|org|edu|gov|io|co|uk|ca|de|fr|au|us|me|info|biz|dev|app|ai|nl|es|it|ch|se|no|fi|dk|pl|in|jp|br|mx|nz|ie|be|at)`;
/** 'jane at gmail dot com', 'jane.doe at example.co.uk', 'jane dot doe gmail dot com', 'jane at gmail'. */
const SPELLED_EMAIL = new RegExp(
  String.raw`\b[\w+-]{1,64}(?:${SPELLED_DOT}[\w+-]{1,64}){0,3}(?:\s+at\s+|\s*[[({]\s*at\s*[\])}]\s*|\s+)(?:[\w-]{1,63}${SPELLED_DOT}){0,2}(?:${PROVIDERS}|[\w-]{1,63}(?=${SPELLED_DOT}${SPELLED_TLD}\b))(?:${SPELLED_DOT}${SPELLED_TLD}\b){0,2}`,
  "gi",
);
const URL = /\b(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"'`]{1,2000}/gi;
/**
 * A domain without a scheme: labels, then a lower-case top-level domain, any country's two letters
 * (but file extensions: .js, .md, .sh, .py and the like) or a
 * common generic one ('ribbons-jane.ca/shop', 'example.org/p/42'). Lower case only: 'ASP.NET' stays.
 */
const BARE_DOMAIN =
  /(?<![\p{L}\p{N}_@.-])(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.){1,4}(?:(?!(?:js|ts|md|sh|py|rs|pl|ps|so|cs|rb|go|db|hs|kt|vb|gz|xz|mm|el|ex)\b)[a-z]{2}|com|org|net|edu|gov|info|biz|dev|app|xyz|tech|site|online|blog|page|link|shop|store|club|live|life|world|email|name|cloud|space|website|studio|design|art|news)(?![\p{L}\p{N}_-])(?:\/[^\s<>"'`]{0,2000})?/gu;
/** Paths that name a thread without a domain: /r/x/comments/id, item?id=N, /questions/N. */
const THREAD_PATH =
  /(?:\/?r\/\w{1,30}\/comments\/[^\s)]{1,300}|\bitem\?id=\d{1,12}|\/questions\/\d{1,12}[^\s)]{0,300})/gi;
const U_HANDLE = /(?<![\p{L}\p{N}_/])\/?u\/[A-Za-z0-9_-]{2,30}/gu;
const AT_HANDLE = /(?<![\p{L}\p{N}_.@])@[A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?/gu;
const PHONE =
  /(?<![\p{L}\p{N}.,/-])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,5}(?:[\s.-]\d{2,5}){1,4}(?![\p{L}\p{N}]|[.,/-]\d)|(?<![\p{L}\p{N}])\+?\d{10,13}(?![\p{L}\p{N}])/gu;

const TITLE_BEFORE_NAME = /\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame)\.?\s+[A-Z][\p{L}'-]+(?:\s+[A-Z][\p{L}'-]+)?/gu;
const RELATION_BEFORE_NAME =
  /\b((?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+(?:\w+\s+)?(?:friend|colleague|coworker|co-worker|boss|manager|wife|husband|partner|brother|sister|son|daughter|mum|mom|dad|father|mother|client|customer|landlord|neighbou?r|accountant|doctor|teacher|tutor|cousin|uncle|aunt|roommate|flatmate|girlfriend|boyfriend|fianc[eé]e?|assistant|lawyer|contractor|plumber|vet|coach|therapist|nanny|grandma|grandpa|grandmother|grandfather|niece|nephew|employee|intern|supervisor),?\s+|\b(?:named|name is)\s+)[A-Z][\p{L}'-]+(?:\s+[A-Z][\p{L}'-]+)?/gu;
const CAPITALISED_WORD = /(?<![\p{L}\p{N}_])[A-Z]\p{Ll}+(?:-[A-Z]\p{Ll}+)?(?![\p{L}\p{N}_])/gu;
const SURNAME_AFTER = /^\s+(?:(?:van|von|de|da|del|der|di|le|la|bin|al)\s+)?([A-Z][\p{L}'’-]+)/u;
/** Capitalised words that follow a first name but are no surname. */
const NOT_SURNAME = new Set([
  "I",
  "I'm",
  "I've",
  "I'd",
  "The",
  "A",
  "An",
  "And",
  "But",
  "Or",
  "So",
  "If",
  "When",
  "Then",
  "Thanks",
  "Thank",
  "Is",
  "It",
  "This",
  "That",
  "He",
  "She",
  "They",
  "We",
  "You",
  "My",
  "Our",
  "In",
  "On",
  "At",
  "From",
  "For",
  "To",
  "Of",
  "With",
]);

export interface ScrubOptions {
  /** The post author's own handle: removed wherever the text repeats it (a signature). */
  author?: string | null;
}

/** The text with every email, link, handle, phone number and person name replaced by a placeholder. */
export function scrubPersonalData(text: string, options: ScrubOptions = {}): string {
  let out = normaliseForChecks(text)
    .replace(EMAIL, PLACEHOLDERS.email)
    .replace(OBFUSCATED_EMAIL, PLACEHOLDERS.email)
    .replace(SPELLED_EMAIL, (match) => (isSpelledEmail(match) ? PLACEHOLDERS.email : match))
    .replace(URL, (url) => trailingPunctuation(url, PLACEHOLDERS.link))
    .replace(THREAD_PATH, PLACEHOLDERS.link)
    .replace(BARE_DOMAIN, (domain) => trailingPunctuation(domain, PLACEHOLDERS.link))
    .replace(U_HANDLE, PLACEHOLDERS.user)
    .replace(AT_HANDLE, PLACEHOLDERS.user)
    .replace(PHONE, (match) => (isPhone(match) ? PLACEHOLDERS.phone : match));
  if (options.author && options.author.length >= 3)
    out = replaceWord(out, normaliseForChecks(options.author), PLACEHOLDERS.user);
  return withoutDoubtfulSentences(scrubNames(out));
}

/** A spelled-out address names a provider or says 'at'/'dot' in words: 'jane dot doe gmail dot com', 'jane at example dot org'. */
function isSpelledEmail(match: string): boolean {
  const provider = new RegExp(String.raw`(?:^|[\s.(\[{])(?:${PROVIDERS})(?:$|[\s.)\]}])`, "i").test(match);
  const spelled = /\s(?:at|dot)\s|[[({]\s*(?:at|dot)\s*[\])}]/i.test(match);
  const dotted = /\sdot\s|[[({]\s*dot\s*[\])}]/i.test(match) || /\.[a-z]{2,}\b/.test(match);
  return (
    (provider && dotted) ||
    (spelled && dotted && /\sat\s|[[({]\s*at\s*[\])}]|\s(?:gmail|yahoo|hotmail|icloud|outlook)\b/i.test(match))
  );
}

/**
 * What hints, after scrubbing, that a sentence still tells how to reach someone: a mail provider,
 * an address's words ('dot com', '(at)'), an invitation to contact ('reach me at', 'DM me').
 */
const DOUBT = new RegExp(
  String.raw`(?:\bat|@)\s*(?:gmail|googlemail|yahoo|ymail|hotmail|icloud|aol|protonmail|gmx|yandex|fastmail|outlook)\b|\b(?:gmail|googlemail|yahoo|ymail|hotmail|icloud|aol|protonmail|gmx|yandex|fastmail|outlook)\s*(?:\.|dot|[[({]\s*dot\s*[\])}])\s*(?:com|net|org|co)\b|\bdot\s+(?:com|net|org|co|io|ca|uk)\b|[[({]\s*(?:at|dot)\s*[\])}]|\b(?:reach|contact|email|e-mail|text|call|dm|message|ping|find)\s+me\s+(?:at|on|via)\s+(?!\[(?:email|link|user|phone)\])`,
  "i",
);

/** The text without its doubtful sentences (DOUBT); line breaks are kept. */
function withoutDoubtfulSentences(text: string): string {
  if (!DOUBT.test(text)) return text;
  return text
    .split("\n")
    .map((line) =>
      (line.match(/[^.!?]+(?:[.!?]+|$)\s*/g) ?? [line])
        .filter((sentence) => !DOUBT.test(sentence))
        .join("")
        .trim(),
    )
    .join("\n");
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/** `text` with every whole-word, case-insensitive occurrence of `word` replaced (a plain scan: no regex built per post). */
function replaceWord(text: string, word: string, replacement: string): string {
  const lower = text.toLowerCase();
  const needle = word.toLowerCase();
  if (lower.length !== text.length)
    return text.replace(new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(word)}(?![\\p{L}\\p{N}_])`, "giu"), replacement);
  let out = "";
  let last = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length)) {
    const end = at + needle.length;
    if ((at > 0 && WORD_CHAR.test(text[at - 1]!)) || (end < text.length && WORD_CHAR.test(text[end]!))) continue;
    out += text.slice(last, at) + replacement;
    last = end;
  }
  return out + text.slice(last);
}

function scrubNames(text: string): string {
  const marked = text
    .replace(TITLE_BEFORE_NAME, PLACEHOLDERS.name)
    .replace(RELATION_BEFORE_NAME, (_match, lead: string) => `${lead}${PLACEHOLDERS.name}`);
  let out = "";
  let last = 0;
  for (const match of marked.matchAll(CAPITALISED_WORD)) {
    if (match.index < last) continue;
    const first = match[0].split("-")[0]!;
    if (!FIRST_NAMES.has(first)) continue;
    // Part of a place's or a product's name: 'San Francisco', 'Lake Victoria', 'Amazon Alexa'.
    const before = /([A-Z][\p{L}'’-]*) $/u.exec(marked.slice(Math.max(0, match.index - 40), match.index));
    if (before && startsProperName(before[1]!)) continue;
    const end = match.index + match[0].length;
    const after = SURNAME_AFTER.exec(marked.slice(end, end + 60));
    const wordLike = WORD_LIKE_NAMES.has(first);
    // After a name that is also a word, an everyday word is no surname ('My Meeting', 'Big Mac').
    const surname =
      after &&
      !NOT_SURNAME.has(after[1]!) &&
      /\p{Ll}/u.test(after[1]!) &&
      !(wordLike && isEverydayWord(after[1]!.split("-")[0]!))
        ? after[0]
        : "";
    // An everyday word before a first name ('Hi Jane'): the name is the second word.
    if (surname && isEverydayWord(first) && FIRST_NAMES.has(after![1]!)) continue;
    // A first name that is also an everyday word (May, Will, Grace) counts only with a surname.
    if (wordLike && !surname) continue;
    out += marked.slice(last, match.index) + PLACEHOLDERS.name;
    last = end + surname.length;
  }
  return out + marked.slice(last);
}

/** A phone number has 7 to 15 digits and is not a run of years or a date. */
function isPhone(match: string): boolean {
  const digits = match.replace(/\D/g, "");
  if (digits.length < 7 || digits.length > 15) return false;
  const groups = match.split(/[\s.()-]+/).filter(Boolean);
  if (groups.every((g) => /^(?:19|20)\d\d$/.test(g))) return false;
  if (/^\d{4}-\d{2}-\d{2}$/.test(match) || /^\d{2}[./-]\d{2}[./-]\d{4}$/.test(match)) return false;
  return true;
}

/** Keeps a sentence's full stop or bracket that the link pattern swallowed. */
function trailingPunctuation(match: string, placeholder: string): string {
  const tail = match.match(/[.,;:!?)\]]+$/)?.[0] ?? "";
  return placeholder + tail;
}
