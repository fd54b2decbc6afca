/**
 * The job a post asks help with, as a phrase a title can carry: a task ('recording pool water
 * tests', from 'a tool for recording ...', 'a better way to record ...', 'sick of recording ...')
 * or, when no task verb is said, the thing itself ('flour stock', 'a linux laptop'). Read with
 * wink-nlp's parts of speech; the artefact asked for ('an app', 'a system', 'a better way') is
 * never the job. A group's job (groupJob) is the candidate whose words its posts share most, spelt
 * only with words the lexicon knows or at least two posts use (one post's typo never names an idea).
 */
import { nlp, tagged, type Token } from "./nlp";
import { inWordList } from "./names";
import { stem } from "./terms";
import { escapeRegExp } from "./text";

export interface Job {
  /** Lower case: 'recording pool water tests', 'flour stock'. */
  phrase: string;
  /** Whether it starts with a task verb (a gerund). */
  task: boolean;
}

/** Verbs of asking and coping: they name no task ('looking for', 'using', 'getting by'). */
const ASK_VERBS = new Set(
  "use using be have do go look find need want try help know ask recommend suggest point hear share think say pay love hate spend waste lose start set come see make let wonder struggle deal cope rely settle reach work sort crack".split(
    " ",
  ),
);
/** Nouns that name the artefact asked for or the asking, never the job. */
const GENERIC = new Set(
  "system systems tool tools app apps application software service program solution option way ways method setup workflow process thing things stuff something anything everything anyone someone idea ideas recommendation recommendations suggestion suggestions advice tip tips help question questions problem problems issue issues confusion doubt doubts difficulty difficulties struggle struggles frustration frustrations sub post time week day month year lot bit one people folks guys team background context rant edit part".split(
    " ",
  ),
);
/** The writer's own state, never a job's object ('keeping my sanity', 'keeping my head above water'). */
const WRITERS_STATE = new Set(["sanity", "head", "mind", "cool", "calm"]);
/** The artefact asked for, never the end of a job ('invoice software'). */
const ARTEFACTS =
  /^(?:systems?|tools?|apps?|applications?|software|services?|programs?|solutions?|options?|ways?|methods?|setup|workflow|process)$/;
const DROP = new Set(
  "the a an my our your their his her its this that these those some any best good great decent simple cheap free better new reliable proper fucking damn bloody".split(
    " ",
  ),
);
/** Words that open the ask's purpose: 'a tool for', 'a way of', 'help with', 'sick of'. */
const OPENERS = new Set(["for", "of", "with", "about"]);
const MAX_WORDS = 7;

/** Whether the tagger's lexicon lacks a word: one document read once asks it for every word. */
let lexiconLacks: ((word: string) => boolean) | null = null;
function outOfLexicon(word: string): boolean {
  lexiconLacks ??= (() => {
    const doc = nlp().readDoc("x") as unknown as { isOOV: (w: string) => boolean };
    return (w: string) => doc.isOOV(w);
  })();
  return lexiconLacks(word);
}

/** A base verb as a gerund the lexicon knows ('record' -> 'recording', 'plan' -> 'planning', 'chase' -> 'chasing'). */
export function gerund(verb: string): string {
  if (verb.endsWith("ing")) return verb;
  const forms = [
    `${verb}ing`,
    `${verb.replace(/e$/, "")}ing`,
    `${verb}${verb.at(-1)}ing`,
    `${verb.replace(/ie$/, "y")}ing`,
  ];
  return forms.find((f) => !outOfLexicon(f)) ?? `${verb}ing`;
}

const isNoun = (t: Token | undefined) => t?.pos === "NOUN" || t?.pos === "PROPN";

/**
 * Participles of verbs that take no object: before a noun they describe it ('existing solar
 * owners'), never a task; and gerunds that before a noun say what it is for ('a programming
 * language' is a language for programming, 'a shopping list', 'a swimming pool'), not what is done to it;
 * and nouns that end like one ('evening shifts', 'wedding flowers').
 */
const DESCRIBING =
  /^(?:existing|upcoming|ongoing|remaining|outstanding|pending|incoming|outgoing|forthcoming|following|recurring|living|missing|rising|falling|waiting|programming|operating|swimming|dining|sleeping|shopping|parking|sewing|evening|morning|wedding|ceiling|clothing|bedding|sibling|seedling|railing)$/;

/** Whether a word ending in -ing describes the noun after it ('a programming language'), never acts on it. */
export const describesNoun = (word: string) => DESCRIBING.test(word);

/** Particles that make a verb of two words ('following up', 'topping up', 'sorting out'). */
const PARTICLE = /^(?:up|out|off|back|down|over|through)$/;

/**
 * Whether a phrase opens on a gerund that does something to what follows ('recording pool tests',
 * never 'waiting list'); a gerund before its particle is a verb ('following up smoke complaints').
 */
export const opensOnTask = (phrase: string) => {
  const [first, second = ""] = phrase.split(" ");
  return /^\p{L}+ing \p{L}/u.test(phrase) && (!DESCRIBING.test(first!) || PARTICLE.test(second));
};

/**
 * A task as its post says it, with the article jobsOf leaves out ('keeping a waiting list', never
 * 'keeping waiting list'), or the task as it is when the post says no article there. The article
 * may follow any form of the verb: 'I want to buy a laptop' is 'buying a laptop'.
 */
export function withArticleAsSaid(phrase: string, text: string): string {
  const m = /^(\p{L}+ing) (?!(?:a|an|the|their|my|our|your)\b)(.+)$/u.exec(phrase);
  if (!m) return phrase;
  const said = ` ${text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}'-]+/gu, " ")} `;
  if (said.includes(` ${phrase} `)) return phrase;
  // 'buying' -> 'buy', 'charging' -> 'charg', 'shopping' -> 'shop': the verb's stem, any ending.
  const stem = m[1]!.slice(0, -3).replace(/(\p{L})\1$/u, "$1");
  const asVerb = new RegExp(` ${escapeRegExp(stem)}\\p{L}{0,3} (a|an|the) ${escapeRegExp(m[2]!)} `, "u").exec(said);
  const article = ["a", "an", "the"].find((a) => said.includes(` ${m[1]} ${a} ${m[2]} `)) ?? asVerb?.[1];
  return article ? `${m[1]} ${article} ${m[2]}` : phrase;
}

/** The noun phrase starting at `from`: modifiers and nouns ('pool water tests', 'kids' climbing parties'). */
function objectAt(tokens: Token[], from: number, first = false): { words: string[]; nouns: string[] } | null {
  const words: string[] = [];
  const nouns: string[] = [];
  let i = from;
  // 'booking the village hall' keeps its article; 'a', 'my', 'best' go.
  while (i < tokens.length && DROP.has(tokens[i]!.word)) {
    if (tokens[i]!.word === "the" && !words.length && (isNoun(tokens[i + 1]) || tokens[i + 1]?.pos === "ADJ"))
      words.push("the");
    i++;
  }
  for (; i < tokens.length && words.length < MAX_WORDS; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    if (tokens[i + 1]?.word === "-" && tokens[i + 2] && /^[a-z]+$/.test(t.value + tokens[i + 2]!.value)) {
      // 'after-hours', 'out-of-town': one word the tagger split.
      let word = t.value;
      while (tokens[i + 1]?.word === "-" && tokens[i + 2] && /^[a-z]+$/.test(tokens[i + 2]!.value)) {
        word += `-${tokens[i + 2]!.value}`;
        i += 2;
      }
      words.push(word);
      if (!isNoun(tokens[i + 1]) && tokens[i + 1]?.pos !== "ADJ") nouns.push(word);
      continue;
    }
    // The tagger reads some head nouns after a noun as verbs ('skip permits', 'worktop templating').
    const ends = !next || /^(?:PUNCT|ADP|CCONJ)$/.test(next.pos);
    // An asking verb names no head ('tools using'), save a few whose gerund names an activity ('bridge partner finding').
    const activity = /ing$/.test(t.value) && /^(?:find|share|set|start|make|pay)$/.test(t.lemma);
    const headAsVerb =
      t.pos === "VERB" &&
      /(?:[^s]s|ing)$/.test(t.value) &&
      words.length > 0 &&
      ends &&
      (!ASK_VERBS.has(t.lemma) || activity);
    // ... and some modifiers between nouns ('equipment hire availability').
    const modifierAsVerb = t.pos === "VERB" && words.length > 0 && isNoun(next) && !ASK_VERBS.has(t.lemma);
    if (
      isNoun(t) ||
      headAsVerb ||
      modifierAsVerb ||
      (first && i === from && t.pos === "VERB" && isNoun(next)) ||
      t.pos === "ADJ" ||
      t.pos === "NUM" ||
      (t.pos === "VERB" && /ing$|ed$/.test(t.word) && isNoun(next))
    ) {
      words.push(t.value);
      if (isNoun(t) || headAsVerb) nouns.push(t.value);
    } else if (/^'s?$/.test(t.value) && words.length) words[words.length - 1] += t.value;
    else if ((t.word === "and" || t.word === "of") && nouns.length && isNoun(next)) words.push(t.word);
    else break;
  }
  // A phrase opens on its subject, not on the time or the asking ('week and visa students' attendance').
  while (words.length > 1 && (GENERIC.has(words[0]!) || words[0] === "and" || words[0] === "of")) words.shift();
  // A phrase ends on its head noun: 'flour stock', never 'flour stock consistent'.
  // ... and never on the asking or the complaint ('on-call rota nightmare', 'invoice software').
  const trailing = (w: string) =>
    /^(?:night|morning|evening|weekend|today|yesterday|week|month|year|season)$/.test(w) ||
    ARTEFACTS.test(w) ||
    /^(?:nightmare|headache|mess|chaos|pain|struggle|help|hell|advice|recommendations?|suggestions?|tips)$/.test(w);
  while (words.length > 1 && trailing(words.at(-1)!)) words.pop();
  while (words.length && !nouns.includes(words.at(-1)!.replace(/'s?$/, ""))) words.pop();
  // A possessive whose thing was cut off ('keeping dental patients'') names nothing.
  if (/'s?$/.test(words.at(-1) ?? "")) return null;
  return nouns.length && words.length ? { words, nouns } : null;
}

/** A particle at tokens[at] and the preposition after it, if any ('up' + 'with' of 'following up with adopters'). */
function phrasalLink(tokens: Token[], at: number): string[] {
  const link = tokens[at + 1]?.word ?? "";
  return /^(?:with|on|to|for)$/.test(link) ? [tokens[at]!.word, link] : [tokens[at]!.word];
}

/** Words that end a clause and open another ('... come from because we lose count'). */
const CLAUSE_BREAK = /^(?:and|or|but|so|because|since|as|then|if|though|although|while|unless)$/;
/** The longest clause a title carries, in words. */
const MAX_CLAUSE = 10;

/**
 * A wh-clause object as its sentence says it, whole ('where new subscribers come from', 'which car a
 * passenger left their umbrella in'): it runs to its sentence's punctuation or a word opening another
 * clause, and holds a verb after its wh-word and subject. A clause longer than a title carries, or
 * one without its verb ('where every skip'), is none.
 */
function wholeClause(tokens: Token[], from: number): { words: string[]; nouns: string[] } | null {
  const words: string[] = [];
  let end = from;
  for (; end < tokens.length; end++) {
    const x = tokens[end]!;
    // A sentence's last word may keep its full stop ('left their umbrella in.').
    const word = /^([\p{L}\p{N}'-]+)[.?!]?$/u.exec(x.value)?.[1];
    if (x.pos === "PUNCT" || !word || (words.length > 1 && CLAUSE_BREAK.test(x.word))) break;
    // The sentence's own verb after the clause's ('how the last lesson went is the worst part').
    const saidVerb = tokens.slice(from + 2, end).some((y) => y.pos === "VERB" || y.pos === "AUX");
    if (saidVerb && /^(?:is|are|was|were|takes|keeps|eats|drives|makes)$/.test(x.word)) break;
    if (words.length >= MAX_CLAUSE) return null;
    words.push(word);
    if (word !== x.value) {
      end++;
      break;
    }
  }
  const body = tokens.slice(from + 2, end);
  if (words.length < 3 || !body.some((x) => x.pos === "VERB" || x.pos === "AUX")) return null;
  return {
    words,
    nouns: tokens
      .slice(from + 1, end)
      .filter(isNoun)
      .map((x) => x.value),
  };
}

const named = (nouns: string[]) => nouns.some((n) => !GENERIC.has(n) && !GENERIC.has(stem(n)) && !WRITERS_STATE.has(n));

/**
 * Whom a post's title addresses, before a question that names its own object: 'catering managers -
 * how do you manage final numbers?', 'Salon owners: what do you use for holiday cover?'. Those are
 * people, not a job ('Recording pool tests: what do you use?' asks about its label).
 */
const ADDRESSED =
  /^\s*[^:?\n]{2,60}?(?::|\s[-–—]+)\s+(?=(?:how|what|which)\b[^?\n]*?\b(?:for|manage|handle|with|of|track)\s+\p{L})/iu;

/** The job phrases one post states, the title's first. */
export function jobsOf(text: string): Job[] {
  const out: Job[] = [];
  // A spaced dash parts clauses ('lambing records - what do you use'); an unspaced one joins a word.
  const sentences = tagged(
    text
      .replace(/^\s*(?:(?:ask|tell)\s*hn\s*[:\-–]|\[[^\]]{1,20}\])\s*/i, "")
      .replace(ADDRESSED, "")
      .replace(/\s[-–—]+\s/g, ", ")
      .slice(0, 1200),
  );
  const asks = /\?|\b(?:any|anyone|recommend|suggest|looking for|help|advice|ideas|tips|how do)\b/i.test(text);
  sentences.slice(0, 10).forEach((tokens, s) => {
    tokens.forEach((t, i) => {
      const before = tokens[i - 1]?.word;
      // 'asking clients how the last visit went': asking someone a question is a task, not the asking.
      const asksSomeone =
        t.lemma === "ask" && isNoun(tokens[i + 1]) && /^(?:how|what|which|when|where)$/.test(tokens[i + 2]?.word ?? "");
      const verbStart =
        (t.pos === "VERB" || (t.pos === "NOUN" && t.word.endsWith("ing"))) &&
        (!ASK_VERBS.has(t.lemma) || asksSomeone) &&
        (!DESCRIBING.test(t.word) || PARTICLE.test(tokens[i + 1]?.word ?? "")) &&
        /^[a-z]+$/.test(t.word) &&
        ((t.word.endsWith("ing") && (i === 0 || OPENERS.has(before ?? ""))) ||
          (before === "to" && /^(?:way|how|want|need|trying|easier|better)$/.test(tokens[i - 2]?.word ?? "")) ||
          (/^(?:you|i|we|people)$/.test(before ?? "") && tokens.slice(0, i).some((x) => x.word === "how")));
      if (verbStart && isNoun(tokens[i + 1]) && /^(?:how|what|which|when|where)$/.test(tokens[i + 2]?.word ?? "")) {
        // 'telling families what kit to bring': whom, then the clause.
        const clause = wholeClause(tokens, i + 2);
        if (clause) {
          out.push({ phrase: `${gerund(t.value)} ${tokens[i + 1]!.value} ${clause.words.join(" ")}`, task: true });
          return;
        }
      }
      if (verbStart && /^(?:which|what|who|when|where)$/.test(tokens[i + 1]?.word ?? "")) {
        // 'showing which storage units are free': the clause is the object.
        const clause = wholeClause(tokens, i + 1);
        if (clause && named(clause.nouns))
          out.push({ phrase: `${gerund(t.value)} ${clause.words.join(" ")}`, task: true });
        return;
      }
      if (verbStart) {
        // A verb of two words keeps its particle and the preposition it takes ('following up with adopters').
        const particle = PARTICLE.test(tokens[i + 1]?.word ?? "") ? phrasalLink(tokens, i + 1) : [];
        // ... but a particle before 'of' says a state, no task ('running out of kibble').
        if (particle.length && tokens[i + 2]?.word === "of") return;
        const object = objectAt(tokens, i + 1 + particle.length);
        if (object && named(object.nouns))
          out.push({
            phrase: [gerund(t.value.endsWith("ing") ? t.value : t.lemma), ...particle, ...object.words].join(" "),
            task: true,
          });
        return;
      }
      // The thing itself: after an opener ('software for podcast listener questions') or opening the
      // title of a post that asks something (a title that only tells, 'Watched a film last night', names no job).
      const opensTitle = i === 0 && s === 0 && asks;
      const compound = tokens[i + 1]?.word === "-";
      if (
        (OPENERS.has(before ?? "") || opensTitle) &&
        (isNoun(t) ||
          t.pos === "ADJ" ||
          DROP.has(t.word) ||
          compound ||
          (opensTitle && t.pos === "VERB" && isNoun(tokens[1])))
      ) {
        // A title may open on a word the tagger reads as a verb ('Skip permits on roads').
        const object = objectAt(tokens, i, opensTitle);
        if (object && named(object.nouns) && (object.words.length >= 2 || s === 0))
          out.push({ phrase: object.words.join(" "), task: false });
      }
    });
  });
  return out;
}

/**
 * Whether every word of a phrase is a known word ('awadrs' is not): one the tagger's lexicon knows or
 * the English word list holds. The tagger's small lexicon lacks many plurals and trade words ('rota',
 * 'bookings', 'renewals'), and a phrase with one of them was never quoted nor named a group.
 */
export function knownWords(phrase: string): boolean {
  return phrase.split(/[\s-]+/).every((w) => knownWord(w.replace(/'s?$/, "")));
}

function knownWord(word: string): boolean {
  return !outOfLexicon(word) || inWordList(word);
}

/**
 * The group's job: the candidate whose words most of its posts share (a task before a bare
 * thing), spelt with known words only; null when no post states one.
 */
/** A word's letters in order: a word and its swapped-letter typo share them. */
const letters = (word: string) => [...word].sort().join("");

export function groupJob(texts: string[]): Job | null {
  const postWords = texts.map((t) => new Set(t.toLowerCase().match(/[\p{L}][\p{L}'-]*/gu) ?? []));
  const postStems = postWords.map((w) => new Set([...w].map((x) => stem(x.replace(/'s?$/, "")))));
  const df = (s: string) => postStems.filter((p) => p.has(s)).length;
  const used = (w: string) => postWords.filter((p) => p.has(w)).length;
  // A word the lexicon lacks is spelt by its posts when two use it, unless another post spells a
  // known word with the same letters (a repost keeps its typo: 'fniding' beside 'finding').
  // Read only when a candidate holds such a word: most groups' jobs are spelt in known words.
  let knownByLetters: Set<string> | null = null;
  const spelt = (w: string) => {
    if (used(w) < 2) return false;
    knownByLetters ??= new Set(postWords.flatMap((p) => [...p].filter((x) => knownWord(x)).map(letters)));
    return !knownByLetters.has(letters(w));
  };
  let best: Job | null = null;
  let bestScore = -Infinity;
  const seen = new Set<string>();
  for (const text of texts)
    for (const job of jobsOf(text)) {
      if (seen.has(job.phrase)) continue;
      seen.add(job.phrase);
      const words = job.phrase.split(" ");
      const known = (w: string) => w.split("-").every((part) => knownWord(part.replace(/'s?$/, "")));
      if (!words.every((w) => known(w) || spelt(w))) continue;
      const content = words.filter((w) => !DROP.has(w) && w !== "and" && w !== "of");
      const shared = content.map((w) => df(stem(w.replace(/'s?$/, ""))) - 1);
      // At least one word another post uses; longer phrases that others share say more than one shared word.
      if (Math.max(...shared) < 1 && texts.length > 1) continue;
      // A bare noun names no job ('Toys', 'Books', 'Managers'): a thing needs a word that says which.
      if (!job.task && content.length === 1) continue;
      const score = shared.reduce((sum, d) => sum + Math.min(d, 3), 0) / content.length ** 0.3 + (job.task ? 1 : 0);
      if (score > bestScore) [best, bestScore] = [job, score];
    }
  return best;
}
