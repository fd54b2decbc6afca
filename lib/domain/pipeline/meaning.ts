/**
 * Grouping by meaning: people voicing one need often share too few words for the clustering
 * (clustering.ts) to join them ('which standing desk do you use', 'recommend an ergonomic desk for
 * a small flat'). Small groups whose posts mean the same (sentence vectors, lib/server/pipeline/embed.ts)
 * and all name one rare word in their titles become one. Pure: the vectors come in, a grouping comes out.
 *
 * Cosine alone judges the shape of a question more than its object ('what is the best X for Y'
 * is near any other 'best X for Y'): a merge also needs a word few needs say, said by every post.
 */
import type { Cluster } from "./clustering";
import { regroup, type Grouping } from "./grouping";
import { tagged } from "./nlp";
import { conceptOf, stem, subjectTerms, termId, termsOf } from "./terms";

export interface MeaningRule {
  /** A post whose cosine to the mean of its group's other posts is below this does not belong to it. */
  outlier: number;
  /** Two groups merge when every pair of the merged group's posts is at least this close... */
  minCosine: number;
  /** ...and its pairs are this close on average. */
  meanCosine: number;
  /**
   * Groups whose every post asks to choose one kind of thing, named in its title as the head of
   * what it asks for (chosenAsk: 'Preferred VPS hosts?', 'Which VPS do you rent for a
   * hobby site?'), merge at this closeness for every pair...
   */
  chosenMinCosine: number;
  /** ...and this on average: the shared kind of thing says what the sentence vectors read loosely. */
  chosenMeanCosine: number;
}

/**
 * Measured on real forum titles: two wordings of one choice of VPS host sit at cosine 0.6-0.75, as
 * do two needs sharing a subject ('outsourcing an MVP', 'selling an MVP'); only the kind of thing
 * asked to choose tells them apart.
 */
export const MEANING_RULE: MeaningRule = {
  outlier: 0.5,
  minCosine: 0.65,
  meanCosine: 0.72,
  chosenMinCosine: 0.6,
  chosenMeanCosine: 0.63,
};
/** A rare word is said by at most this share of needs (and always when two needs say it: a small import has few needs). */
export const RARE_SHARE = 0.02;
/** Words of a post's body read after its title: its first sentence, about. */
export const BODY_WORDS = 12;
/** Words read in all: a post with no title (a comment) is read by its opening. */
export const MEANING_WORDS = 40;

/** The words a post's meaning is read from: its title (first line) and the opening of its body. */
export function meaningText(text: string): string {
  const cut = text.indexOf("\n");
  const title = (cut < 0 ? text : text.slice(0, cut)).trim().split(/\s+/);
  const body =
    cut < 0
      ? []
      : text
          .slice(cut + 1)
          .trim()
          .split(/\s+/);
  return [...title, ...body.slice(0, BODY_WORDS)].filter(Boolean).slice(0, MEANING_WORDS).join(" ");
}

/**
 * The rare words of each need: those said by at most RARE_SHARE of the needs given (`words`: per
 * post its terms, terms.ts: the nouns and compounds it is about; undefined for a post not counted),
 * without the words a post says of who asks (`askers`: per post, askerTerms).
 */
export function rareWords(
  words: (ArrayLike<number> | undefined)[],
  askers: (number[] | undefined)[] = [],
): (Set<number> | undefined)[] {
  const counts = new Map<number, number>();
  let needs = 0;
  for (const w of words) {
    if (!w) continue;
    needs++;
    for (const t of new Set(Array.from(w))) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  const most = Math.max(2, Math.floor(RARE_SHARE * needs));
  return words.map((w, i) => {
    if (!w) return undefined;
    const asker = new Set(askers[i] ?? []);
    return new Set(Array.from(w).filter((t) => counts.get(t)! <= most && !asker.has(t)));
  });
}

/** A title's opening that says who asks ('As a designer and part-time baker, ...', "I'm a nurse: ..."). */
const ASKER_OPENING = /^\s*(?:as an?|i'?m an?|i am an?|we'?re an?|we are an?)\s+[^,:;?!.]{1,60}[,:;]\s*/i;

/**
 * The terms (termsOf) of what a post asks, read from its title (a post without one: its first
 * line), its forum label and the opening saying who asks left out: the words a need is voiced in.
 * A word only the body says ('I know a little Python', 'as someone good at maths') is an aside or
 * an example, not the need.
 */
export function askedTerms(text: string): Set<number> {
  const title = text.split("\n")[0]!.replace(TITLE_LABEL, "").replace(ASKER_OPENING, "");
  return new Set(termsOf(title));
}

/** What a post asks (its title, forum label and asker opening left out): its terms and its words. */
export interface AskedWords {
  /** subjectTerms of the title. */
  terms: string[];
  /** The title's words, lower case, stemmed. */
  words: string[];
}

/** The terms and words of what a post asks (askedTerms' title). */
export function askedWords(text: string): AskedWords {
  const title = text.split("\n")[0]!.replace(TITLE_LABEL, "").replace(ASKER_OPENING, "");
  const words = title
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean);
  return { terms: subjectTerms(title), words: words.map((w) => (conceptOf(w) && !FORM.test(w) ? stem(w) : "")) };
}

/**
 * Whether two sets of posts (`a`, `b`: per post, askedWords) share words only as the setting of
 * two needs: the words all their posts name are said by every post only before a thing of its own
 * ('nursery menus', 'nursery waiting lists'), never as the thing asked for ('which standing desk',
 * 'a VPS provider': a form word after it leaves it the thing); each side names one thing after them
 * in all its posts, and no post names a thing after them that the other side names.
 */
export function sharesOnlySetting(a: AskedWords[], b: AskedWords[]): boolean {
  const other = wordsOfAll(b);
  const shared = new Set([...wordsOfAll(a)].filter((w) => other.has(w)).map((w) => stem(w)));
  if (!shared.size) return false;
  const [x, y] = [thingsAfter(a, shared), thingsAfter(b, shared)];
  if (!x || !y || !ownThing(x) || !ownThing(y)) return false;
  const said = new Set(x.flatMap((s) => [...s]));
  return !y.some((s) => [...s].some((h) => said.has(h)));
}

/** Whether every post names one thing after the shared words: the thing of that side's own. */
function ownThing(after: Set<string>[]): boolean {
  return [...after[0]!].some((h) => after.every((s) => s.has(h)));
}

/** The single-word terms every post names. */
function wordsOfAll(posts: AskedWords[]): Set<string> {
  const sets = posts.map((p) => new Set(p.terms.filter((t) => !t.includes(" "))));
  return new Set([...(sets[0] ?? [])].filter((w) => sets.every((s) => s.has(w))));
}

/**
 * The word each post says after the shared words ('menu' of 'nursery menus'), or null when a post
 * says a shared word as what it asks for: with nothing after it but a form or function word.
 */
function thingsAfter(posts: AskedWords[], shared: Set<string>): Set<string>[] | null {
  const out: Set<string>[] = [];
  for (const { words } of posts) {
    const after = new Set<string>();
    for (let k = 0; k < words.length; k++) {
      if (!shared.has(words[k]!) || shared.has(words[k + 1] ?? "")) continue;
      const next = words[k + 1];
      if (!next) return null;
      after.add(next);
    }
    if (!after.size) return null;
    out.push(after);
  }
  return out;
}

/**
 * The rare words (rareWords) each post says in what it asks (`asked`: askedTerms, or null for a
 * post not read, whose words stay as they are): two posts whose
 * titles ask for different things ('how do I start with modern JavaScript', 'resources to learn
 * Python and Git') share a rare word only in their bodies, and a shared aside is no shared need.
 */
export function askedRareWords(
  rare: (Set<number> | undefined)[],
  asked: (i: number) => Set<number> | null,
): (Set<number> | undefined)[] {
  return rare.map((words, i) => {
    const said = words?.size ? asked(i) : null;
    return said ? new Set([...words!].filter((w) => said.has(w))) : words;
  });
}

/** Words that name how far along a person is: who asks, never what is asked for. */
const LEVEL = /^(?:beginners?|newbies?|noobs?|novices?|learners?|amateurs?|hobbyists?|juniors?|seniors?|experts?)$/;
/** Words that end a description of the asker ('as a freelancer who …', 'I'm a backend developer and …'). */
const ENDS_ASKER =
  /^(?:and|but|or|so|who|that|with|in|on|at|for|to|of|from|how|what|which|where|why|when|is|are|i|we|looking|trying|wanting|working|here|like|just)$/;
/** Words of an opening read for who asks. */
const ASKER_CONTEXT = 600;

/**
 * The terms (termId of their stems) of a post's words that say who is asking, not what it asks
 * for: the last word of 'as a …', 'I'm a …', 'we are a …' ('as a freelancer', 'I am a backend
 * developer'), a title addressing its readers ('Freelancers, what do you use …'), and words of how
 * far along a person is ('beginner'). Such a word shared by every post of a merge is a shared
 * asker, not a shared need.
 */
export function askerTerms(text: string): number[] {
  const opening = text.slice(0, ASKER_CONTEXT).toLowerCase();
  const out: string[] = [];
  // 'As a freelancer, ...' opens a sentence or a clause; 'such as a 4k monitor', 'work as a
  // desktop monitor' name a thing, not who asks.
  for (const m of opening.matchAll(
    /(?:(?:^|[.,;:!?\n]\s*)as|\b(?:i'?m|i am|we'?re|we are))\s+an?\s+([^.,;:!?()\n]+)/g,
  )) {
    const words = m[1]!.split(/\s+/).filter(Boolean);
    const end = words.findIndex((w) => ENDS_ASKER.test(w));
    const said = words.slice(0, Math.min(end < 0 ? words.length : end, 3));
    if (said.length) out.push(said.at(-1)!);
  }
  const title = opening.split("\n")[0]!.replace(/^[^:?]{1,12}:\s*/, "");
  // Readers addressed by the title: one plural word, then the question ('Freelancers, what do you …').
  const addressed =
    /^([\p{L}-]+s)\s*(?:,|\s[-–—])\s*(?:what|which|how|who|where|why|when|do|does|are|is|anyone|would|should|can)\b/u.exec(
      title,
    );
  if (addressed) out.push(addressed[1]!.split(" ").at(-1)!);
  for (const w of opening.split(/[^\p{L}-]+/u)) if (LEVEL.test(w)) out.push(w);
  return [...new Set(out.map((w) => termId(stem(w))))];
}

/** A forum's label before a title ('Ask HN:', '[Request]'): not what the post asks. */
const TITLE_LABEL = /^\s*(?:(?:ask|tell|request)\s+hn\s*:|[\p{L}\s]{1,12}:|\[[^\]]{1,20}\])\s*/iu;
/** A title that asks which thing to pick: which, best, favourite, recommended, 'what X do you use', 'is there a', 'X or Y?'. */
const CHOOSING_TITLE =
  /\b(?:which|best|favou?rite|preferred|recommend(?:ed|ations?)?|suggestions?|alternatives?|replacements?|looking for|(?:is|are) there (?:an?|any)\b|do any|any good|what (?:[\p{L}/'-]+ ){0,4}(?:do|does|are|is|did) (?:you|your|people|everyone|we)\b[^?]*\b(?:use|using|prefer|recommend|run|go)|who (?:do you|are you|is|does) (?:go to|use|using|recommend)|what (?:are|is) (?:you|everyone|people) using)\b|\b(?:or|vs\.?|versus)\b[^?]*\?\s*$/iu;
/** A title that asks how to do a task or what to do ('best way to', 'how do I', 'what should I do'): a task, not a thing to pick. */
const TASK_TITLE =
  /\b(?:how|why|ways?|approach(?:es)?|path|steps?|where to (?:start|find|learn)|what (?:should|can|do) (?:i|we) do|learn(?:ing)?)\b/i;
/**
 * Nouns that name the form a thing comes in, not which thing ('VPS providers', 'an analytics
 * system', 'a backup tool'): the noun before them heads what is asked for.
 */
const FORM =
  /^(?:providers?|vendors?|hosts?|hosting|services?|tools?|apps?|applications?|software|solutions?|systems?|platforms?|products?|options?|alternatives?|programs?|suites?|packages?|recommendations?|suggestions?|'s|’s|s)$/;
const NOUN = /^(?:NOUN|PROPN)$/;
/** Parts of speech of a word that may say which kind of thing ('SQL client', '4K monitor', 'CI/CD server'). */
const MODIFIER = /^(?:NOUN|PROPN|NUM|X|AUX)$/;
/** English auxiliaries: a word tagged AUX that is one of them says no kind. */
const AUXILIARY =
  /^(?:am|is|are|was|were|be|been|being|do|does|did|have|has|had|can|could|will|would|shall|should|may|might|must|'s|'re|'m|'ve|'d|'ll)$/;

/**
 * The kind of thing a post's title asks to choose, as a term (termId) with the noun before it that
 * says which kind ('windows' of 'Windows VPS'; null when none): the head of the title's first noun
 * phrase, a form word after it skipped ('VPS providers': vps), readers addressed before the
 * question skipped ('Freelancers, what do you use ...'). Empty for a title that asks how to do a
 * task ('Best way to sell my MVP?', 'How do I ...'), tells a story or asks no choice: a subject two
 * such posts share ('GitHub', 'an MVP') is no thing either of them asks for; nor is a later noun of
 * the title ('... best service and privacy').
 */
export function chosenAsk(text: string): ChosenAsk {
  const heads = chosenHeads(text);
  return {
    things: new Map(heads.map((h) => [h.term, h.modifier])),
    kinds: new Set(heads.map((h) => stem(h.word))),
  };
}

/** What a post's title asks to choose (chosenAsk), read once for both uses. */
export interface ChosenAsk {
  /** Per kind of thing (its term), the noun before it that says which kind, or null. */
  things: Map<number, string | null>;
  /** The stems of those kinds: 'analytic' of 'Which analytics tool?'. */
  kinds: Set<string>;
}

/** Marks after a noun that end a title's address to its readers ('Freelancers, ...', 'Remote workers. ...'). */
const ADDRESS_END = /^(?:,|\.|:|–|—)$/;

function chosenHeads(text: string): { term: number; word: string; modifier: string | null }[] {
  const title = text.split("\n")[0]!.replace(TITLE_LABEL, "");
  if (!CHOOSING_TITLE.test(title) || TASK_TITLE.test(title)) return [];
  const heads: { term: number; word: string; modifier: string | null; addressed: boolean }[] = [];
  const tokens = tagged(title).flat();
  tokens.forEach((t, k) => {
    if (!NOUN.test(t.pos) || FORM.test(t.value) || tokens[k - 1]?.value === "[") return;
    const concept = conceptOf(t.lemma);
    if (!concept) return;
    const next = tokens[k + 1];
    // 'a list of bookmarks', 'keep track of ideas': the noun after 'of' is the thing; 'self
    // hosted analytics', 'cloud based storage': a noun before a participle says how, not which.
    if (next && ((NOUN.test(next.pos) && !FORM.test(next.value)) || next.value === "of" || /^\w+ed$/.test(next.value)))
      return;
    const before = tokens[k - 1];
    // Any noun before it says which kind, even one too common to be a term ('time management') or
    // one the tagger misreads ('CI/CD server': 'cd' read as a verb).
    const modifier =
      before && MODIFIER.test(before.pos) && !AUXILIARY.test(before.value) && !FORM.test(before.value)
        ? (conceptOf(before.lemma) ?? before.lemma.toLowerCase())
        : null;
    const word = concept.replace(/-/g, "");
    // Readers are addressed at the opening ('Freelancers, ...'), not in a list later on ('books, courses').
    heads.push({ term: termId(word), word, modifier, addressed: k <= 2 && !!next && ADDRESS_END.test(next.value) });
  });
  const first = heads[0]?.addressed && heads.length > 1 ? heads[1]! : heads[0];
  return first ? [{ term: first.term, word: first.word, modifier: first.modifier }] : [];
}

/**
 * The kinds of thing both asks name under one modifier, or none ('email client' and 'SQL client'
 * are two kinds; so are 'a server' and 'a CI server': a bare word may mean another thing): per
 * kind, its modifier.
 */
function sharedChoice(
  a: Map<number, string | null>,
  b: Map<number, string | null>,
  rare: Set<number>,
): Map<number, string | null> {
  const out = new Map<number, string | null>();
  for (const [term, x] of a) {
    if (!b.has(term) || !rare.has(term)) continue;
    if (b.get(term) !== x) continue;
    out.set(term, x);
  }
  return out;
}

/**
 * The posts worth reading by meaning: the needs (posts with `rare` words) of the groups that take
 * part (`takesPart`) and have a need that says a rare word a need of another such group says. No
 * other group can merge (a merge needs a rare word every post says), so no other is read.
 */
export function postsToRead(
  clusters: Cluster[],
  rare: (Set<number> | undefined)[],
  takesPart: (members: number[]) => boolean,
): number[] {
  const needs = clusters.map((c) => (takesPart(c.members) ? c.members.filter((i) => rare[i]) : []));
  const groupsOf = new Map<number, Set<number>>();
  needs.forEach((posts, ci) => {
    for (const i of posts) for (const w of rare[i]!) groupsOf.set(w, (groupsOf.get(w) ?? new Set()).add(ci));
  });
  return needs.flatMap((posts) =>
    posts.some((i) => [...rare[i]!].some((w) => groupsOf.get(w)!.size > 1)) ? posts : [],
  );
}

/** Cosine of two vectors of unit length. */
function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let k = 0; k < a.length; k++) sum += a[k]! * b[k]!;
  return sum;
}

/**
 * A group's posts that do not belong to it: those whose cosine to the mean of the group's other
 * posts with a vector is below rule.outlier. When none would stay, the first stays.
 */
export function outliers(
  members: number[],
  vectors: (Float32Array | undefined)[],
  rule: MeaningRule = MEANING_RULE,
): number[] {
  const meant = members.filter((i) => vectors[i]);
  if (meant.length < 2) return [];
  const sum = new Float32Array(vectors[meant[0]!]!.length);
  for (const i of meant) vectors[i]!.forEach((x, k) => (sum[k] = sum[k]! + x));
  const out = meant.filter((i) => {
    const v = vectors[i]!;
    let dot = 0;
    let norm = 0;
    for (let k = 0; k < v.length; k++) {
      const o = sum[k]! - v[k]!;
      dot += v[k]! * o;
      norm += o * o;
    }
    return norm === 0 || dot / Math.sqrt(norm) < rule.outlier;
  });
  return out.length === meant.length ? out.slice(1) : out;
}

/** Whether a set of posts reads as one need: every pair close enough, and close on average. */
function oneMeaning(posts: number[], vectors: (Float32Array | undefined)[], rule: MeaningRule): boolean {
  let sum = 0;
  let pairs = 0;
  for (let a = 0; a < posts.length; a++)
    for (let b = a + 1; b < posts.length; b++) {
      const c = cosine(vectors[posts[a]!]!, vectors[posts[b]!]!);
      if (c < rule.minCosine) return false;
      sum += c;
      pairs++;
    }
  return !pairs || sum / pairs >= rule.meanCosine;
}

interface Unit {
  members: number[];
  topTerms: number[];
  /** Its posts with a vector. */
  meant: number[];
  /** The rare words every one of them says. */
  rare: Set<number>;
  /** The kinds of thing every one of them asks to choose (chosenAsk), null when one asks no choice. */
  chosen: Map<number, string | null> | null;
}

/**
 * Merges the groups that mean one need. Only groups with a post that has a vector take part
 * (`vectors`: per post its vector of unit length, undefined for one that is not read by meaning):
 * first each sheds its outliers (each a group of its own), then, closest pairs first, two groups
 * become one when every post of the merged group says one rare word (`rare`, rareWords: the
 * object of the need, where the vectors mostly read the shape of the question), its posts read as
 * one need (every pair at least rule.minCosine, rule.meanCosine on average) and `mayMerge` allows
 * it (the grouping's own guards: two groups asking for different things stay apart). Groups whose
 * every post asks to choose one rare kind of thing in its title (`chosen`: per post, chosenAsk's things)
 * merge at rule.chosenMinCosine and rule.chosenMeanCosine: the kind asked for is the object the
 * vectors read loosely. Every post of
 * a merged group is compared with every other, so A~B and B~C never chain A into C. Deterministic:
 * ties go to the earlier group, and a merged group takes the place of its earliest part.
 */
export function mergeByMeaning(
  grouping: Grouping,
  vectors: (Float32Array | undefined)[],
  rare: (Set<number> | undefined)[],
  mayMerge: (a: number[], b: number[]) => boolean,
  rule: MeaningRule = MEANING_RULE,
  chosen: (Map<number, string | null> | undefined)[] = [],
): Grouping {
  const units = shedOutliers(grouping.clusters, vectors, rare, rule, chosen);
  const root = units.map((_, u) => u);
  const find = (u: number): number => (root[u] === u ? u : (root[u] = find(root[u]!)));
  const loose = {
    ...rule,
    minCosine: Math.min(rule.minCosine, rule.chosenMinCosine),
    meanCosine: Math.min(rule.meanCosine, rule.chosenMeanCosine),
  };
  const choiceRule = { ...rule, minCosine: rule.chosenMinCosine, meanCosine: rule.chosenMeanCosine };
  for (const [a, b] of closePairs(units, vectors, loose)) {
    const [x, y] = [find(a), find(b)];
    if (x === y) continue;
    const [ux, uy] = [units[x]!, units[y]!];
    const rareBoth = new Set([...ux.rare].filter((w) => uy.rare.has(w)));
    if (!rareBoth.size) continue;
    const choice = ux.chosen && uy.chosen ? sharedChoice(ux.chosen, uy.chosen, rareBoth) : null;
    const posts = [...ux.meant, ...uy.meant];
    const close = oneMeaning(posts, vectors, rule) || (!!choice?.size && oneMeaning(posts, vectors, choiceRule));
    if (!close || !mayMerge(ux.members, uy.members)) continue;
    const [keep, gone] = x < y ? [ux, uy] : [uy, ux];
    keep.members = [...keep.members, ...gone.members].sort((p, q) => p - q);
    keep.meant = [...keep.meant, ...gone.meant];
    keep.rare = common([keep.rare, gone.rare]);
    keep.chosen = choice?.size ? choice : null;
    for (const t of gone.topTerms) if (!keep.topTerms.includes(t)) keep.topTerms.push(t);
    root[Math.max(x, y)] = Math.min(x, y);
  }
  const clusters: Cluster[] = units
    .filter((_, u) => find(u) === u && units[u]!.members.length)
    .map((u) => ({ members: u.members, topTerms: u.topTerms }));
  return regroup(grouping, clusters);
}

/** The words every set holds (none for no sets). */
function common(sets: (Set<number> | undefined)[]): Set<number> {
  if (!sets.length) return new Set();
  return new Set([...(sets[0] ?? [])].filter((w) => sets.every((s) => s?.has(w))));
}

/** The groups as units, each without its outliers, which follow as units of their own. */
function shedOutliers(
  clusters: Cluster[],
  vectors: (Float32Array | undefined)[],
  rare: (Set<number> | undefined)[],
  rule: MeaningRule,
  chosen: (Map<number, string | null> | undefined)[],
): Unit[] {
  const unit = (members: number[], topTerms: number[]): Unit => {
    const meant = members.filter((i) => vectors[i]);
    const words = common(meant.map((i) => rare[i]));
    // The kinds every post asks to choose, each said without two modifiers that differ.
    let asked: Map<number, string | null> | null = meant.length ? new Map(chosen[meant[0]!] ?? []) : null;
    for (const i of meant.slice(1)) asked = asked && sharedChoice(asked, chosen[i] ?? new Map(), words);
    if (asked) for (const w of asked.keys()) if (!words.has(w)) asked.delete(w);
    return { members, topTerms: [...topTerms], meant, rare: words, chosen: asked?.size ? asked : null };
  };
  const shed: Unit[] = [];
  const units = clusters.map((c) => {
    const gone = new Set(outliers(c.members, vectors, rule));
    for (const i of gone) shed.push(unit([i], c.topTerms));
    return unit(
      c.members.filter((i) => !gone.has(i)),
      c.topTerms,
    );
  });
  return [...units, ...shed];
}

/**
 * Pairs of units that share a rare word and whose posts are close on average (a merge needs its
 * every pair at least rule.minCosine), closest first, ties by index.
 */
function closePairs(units: Unit[], vectors: (Float32Array | undefined)[], rule: MeaningRule): [number, number][] {
  const byWord = new Map<number, number[]>();
  units.forEach((u, ui) => {
    if (u.meant.length) for (const w of u.rare) byWord.set(w, [...(byWord.get(w) ?? []), ui]);
  });
  const seen = new Set<number>();
  const pairs: { a: number; b: number; mean: number }[] = [];
  for (const list of byWord.values())
    for (let x = 0; x < list.length; x++)
      for (let y = x + 1; y < list.length; y++) {
        const [a, b] = [list[x]!, list[y]!];
        const id = a * units.length + b;
        if (seen.has(id)) continue;
        seen.add(id);
        let sum = 0;
        for (const i of units[a]!.meant) for (const j of units[b]!.meant) sum += cosine(vectors[i]!, vectors[j]!);
        const mean = sum / (units[a]!.meant.length * units[b]!.meant.length);
        if (mean >= rule.minCosine) pairs.push({ a, b, mean });
      }
  pairs.sort((p, q) => q.mean - p.mean || p.a - q.a || p.b - q.b);
  return pairs.map((p) => [p.a, p.b]);
}
