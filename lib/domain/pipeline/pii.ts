/**
 * Personal data out of every text the pipeline keeps: emails, links (and anything naming a
 * thread), user handles, phone numbers and person names become neutral placeholders. Names are
 * found lexically: a first-name list, a title (Mr, Dr) or a relation word ("my colleague") before
 * a capitalised word, and a capitalised surname after a known first name.
 */
import { FIRST_NAMES, WORD_LIKE_NAMES } from "./names";

export const PLACEHOLDERS = {
  email: "[email]",
  link: "[link]",
  user: "[user]",
  phone: "[phone]",
  name: "[name]",
} as const;
/** Matches any placeholder, for stages that want to skip them. */
export const PLACEHOLDER_PATTERN = /\[(?:email|link|user|phone|name)\]/g;

const EMAIL = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63})*\.\p{L}{2,24}/gu;
const OBFUSCATED_EMAIL = /\b[\w.+-]{1,64}\s?[[(]at[\])]\s?[\w-]{1,63}(?:\s?[[(]dot[\])]\s?\w{2,24})+/gi;
const URL = /\b(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"'`]{1,2000}/gi;
const BARE_DOMAIN =
  /\b(?:[a-z0-9-]{1,63}\.){1,4}(?:com|org|net|io|co|dev|app|ai|me|info|biz|us|uk|de|fr|ly|gl|gg|xyz|tech|site|online|blog|page|link|to)\b(?:\/[^\s<>"'`]{0,2000})?/gi;
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
  let out = text
    .replace(EMAIL, PLACEHOLDERS.email)
    .replace(OBFUSCATED_EMAIL, PLACEHOLDERS.email)
    .replace(URL, (url) => trailingPunctuation(url, PLACEHOLDERS.link))
    .replace(THREAD_PATH, PLACEHOLDERS.link)
    .replace(BARE_DOMAIN, (domain) => trailingPunctuation(domain, PLACEHOLDERS.link))
    .replace(U_HANDLE, PLACEHOLDERS.user)
    .replace(AT_HANDLE, PLACEHOLDERS.user)
    .replace(PHONE, (match) => (isPhone(match) ? PLACEHOLDERS.phone : match));
  if (options.author && options.author.length >= 3) out = replaceWord(out, options.author, PLACEHOLDERS.user);
  return scrubNames(out);
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
    const end = match.index + match[0].length;
    const after = SURNAME_AFTER.exec(marked.slice(end, end + 60));
    const surname = after && !NOT_SURNAME.has(after[1]!) ? after[0] : "";
    // A first name that is also an everyday word (May, Will, Grace) counts only with a surname.
    if (WORD_LIKE_NAMES.has(first) && !surname) continue;
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
