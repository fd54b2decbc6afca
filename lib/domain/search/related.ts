/**
 * What a founder types is often the person ('dentist') where an idea names their world ('dental
 * practice'), or one word of a pair the English stemmer keeps apart ('landlord' and 'tenant' are
 * not one stem). Deep Search therefore also runs the main text with one word swapped for a related
 * term from the small table below, and ranks those matches after the ideas that hold the words
 * typed (lib/server/search/query.ts). The table is hand-written everyday English: each group is a
 * profession or topic and the words its ideas use for it, no two of a group with one English stem
 * (the stemmer already joins those: 'invoicing' finds 'invoice'), and none whose stem is a common
 * word of its own ('letting' is 'let'). A word is looked up whole (lower case, a plural 's' or 'es'
 * and a possessive dropped), never by a prefix.
 *
 * The second half of this module reads the main text as PostgreSQL's websearch syntax does (words,
 * "quoted phrases", `or`, `-word`), so the swaps keep the user's operators, and tells whether the
 * text is a plain run of words, whose whole phrase ranks first.
 */

/** Related terms, each group read both ways (any member finds the others). */
const GROUPS: readonly (readonly string[])[] = [
  ["dentist", "dental", "dentistry", "orthodontist"],
  ["doctor", "physician", "clinic", "gp"],
  ["vet", "veterinary", "veterinarian"],
  ["therapist", "therapy", "counsellor", "counselor"],
  ["pharmacy", "pharmacist", "chemist"],
  ["physio", "physiotherapist", "physiotherapy"],
  ["podiatrist", "podiatry", "chiropodist"],
  ["optician", "optometrist"],
  ["audiologist", "audiology", "hearing aid"],
  ["landlord", "landlady", "tenant", "rental"],
  ["realtor", "estate agent", "real estate"],
  ["invoice", "billing"],
  ["accountant", "bookkeeper"],
  ["lawyer", "attorney", "solicitor", "law firm"],
  ["wedding", "bride", "bridal", "groom"],
  ["kid", "child", "children", "toddler"],
  ["teacher", "teaching", "classroom", "pupil"],
  ["plumber", "plumbing"],
  ["electrician", "electrical"],
  ["builder", "contractor", "construction"],
  ["mechanic", "garage", "auto repair"],
  ["farmer", "farm"],
  ["beekeeper", "apiary"],
  ["vineyard", "winery"],
  ["horse", "equestrian", "livery"],
  ["photographer", "photography"],
  ["restaurant", "cafe", "diner"],
  ["salon", "hairdresser", "barber"],
  ["gym", "personal trainer"],
  ["nonprofit", "charity", "non-profit"],
  ["developer", "programmer", "software engineer"],
  ["shop", "retailer", "boutique"],
  ["florist", "flower shop"],
  ["church", "parish", "congregation"],
  ["babysitter", "nanny", "childminder", "childcare"],
  ["elderly", "senior", "aging parent"],
  ["freelancer", "self-employed"],
];

const RELATED = new Map<string, string[]>();
for (const group of GROUPS)
  for (const term of group)
    RELATED.set(
      term,
      group.filter((t) => t !== term),
    );

/** Forms a typed word is looked up as: itself, then without a possessive or a plural ending. */
function lookupForms(word: string): string[] {
  const w = word.toLowerCase().replace(/['’]s$/, "");
  const forms = [w];
  if (w.endsWith("ies") && w.length > 4) forms.push(`${w.slice(0, -3)}y`);
  if (w.endsWith("es") && w.length > 3) forms.push(w.slice(0, -2));
  if (w.endsWith("s") && w.length > 2) forms.push(w.slice(0, -1));
  return forms;
}

/** The related terms of one typed word, [] when it has none. */
export function relatedTerms(word: string): string[] {
  for (const form of lookupForms(word)) {
    const related = RELATED.get(form);
    if (related) return related;
  }
  return [];
}

/** A piece of the main text: a word (maybe quoted or excluded) or an operator. */
interface Token {
  text: string;
  /** A word the user asked for: not `or`, not after `-`. Only these are swapped. */
  swappable: boolean;
}

/**
 * Splits the main text at white space, keeping quoted phrases' words apart with their quotes, as
 * websearch_to_tsquery reads them closely enough for swapping words: a token that is `or` (any
 * case) or starts with `-` is never swapped, nor is a word inside a quoted phrase that is excluded.
 */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  let inQuote = false;
  let excludedQuote = false;
  for (const raw of text.split(/\s+/).filter(Boolean)) {
    const startsQuote = !inQuote && /^-?"/.test(raw);
    if (startsQuote) excludedQuote = raw.startsWith("-");
    const opensHere = inQuote || startsQuote;
    const quotes = (raw.match(/"/g) ?? []).length;
    const swappable = !(opensHere ? excludedQuote : raw.startsWith("-")) && raw.toLowerCase() !== "or";
    out.push({ text: raw, swappable });
    if (quotes % 2 === 1) inQuote = !inQuote;
  }
  return out;
}

/** Most variants of one search: each costs an OR branch of the query, and a search stays quick. */
export const MAX_VARIANTS = 8;

/**
 * The main text with one word swapped for each of its related terms, at most MAX_VARIANTS, in the
 * order of the words. Punctuation around a swapped word (quotes, a comma) stays.
 */
export function relatedVariants(text: string): string[] {
  const toks = tokens(text);
  const variants: string[] = [];
  for (let i = 0; i < toks.length && variants.length < MAX_VARIANTS; i++) {
    const tok = toks[i]!;
    if (!tok.swappable) continue;
    const m = /^([^\p{L}\p{N}]*)([\p{L}\p{N}'’-]+?)([^\p{L}\p{N}]*)$/u.exec(tok.text);
    if (!m) continue;
    const [, before, word, after] = m;
    for (const term of relatedTerms(word!)) {
      if (variants.length >= MAX_VARIANTS) break;
      const swapped = toks.map((t, j) => (j === i ? `${before}${term}${after}` : t.text));
      variants.push(swapped.join(" "));
    }
  }
  return variants;
}

/**
 * The text whose whole phrase ranks first: a plain run of two or more words (no quotes, no `or`,
 * no `-word`), else null (a quoted phrase already must match as a phrase; operators make no phrase).
 */
export function plainPhrase(text: string): string | null {
  const toks = tokens(text);
  if (toks.length < 2) return null;
  if (toks.some((t) => !t.swappable || t.text.includes('"'))) return null;
  return toks.map((t) => t.text).join(" ");
}

/**
 * Each two neighbouring words of a plain run of three or more words ('kids screen time': 'kids
 * screen', 'screen time'): an idea holding one of them adjacent ranks above one with the words
 * apart. [] for shorter or non-plain text (the whole phrase covers two words).
 */
export function wordPairs(text: string): string[] {
  const phrase = plainPhrase(text);
  if (!phrase) return [];
  const ws = phrase.split(" ");
  if (ws.length < 3) return [];
  return ws.slice(1).map((w, i) => `${ws[i]} ${w}`);
}
