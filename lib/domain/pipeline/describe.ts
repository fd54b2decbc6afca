/**
 * The local analyser's description of a group, built only from what its posts say:
 * - the title names what is asked for and who asks, from the group's most central request (the
 *   post whose subject terms the other posts share most, terms.ts) read by readAsk
 *   (paraphrase.ts): 'A password manager for small teams', never a frame around a key phrase;
 * - the description and complaint summary count the posts and the communities ('on Hacker News',
 *   'in r/name') and restate what they ask in the third person (the quotes' restatements); nothing
 *   about paying, frequency or workarounds that no post says;
 * - the audience comes from audiences.ts, the category from categories.ts.
 *
 * Replaced: the key-phrase frames ('<phrase>: a tool for people in <community>') and the pattern
 * reader of tasks, audiences and moments (411 lines) that invented pressure and willingness to pay.
 */
import { ideaJob } from "./ask-key";
import { audienceOf, communityAudience, type Audience } from "./audiences";
import { categoryFor, type PipelineCategory } from "./categories";
import { knownWords, type Job } from "./job";
import { fnv1a } from "./minhash";
import { tagged, type Token } from "./nlp";
import { MAX_SHARED_WORDS, passesGate, sharedRun, sharedWordShare } from "./overlap";
import { escapeRegExp, namesOfTimeCased } from "./text";
import {
  article,
  completeObject,
  FRAME_WORDS,
  readAsk,
  withArticle,
  headlineCased,
  opensSentence,
  paraphraseLocally,
  spelt,
} from "./paraphrase";
import { inThirdPerson, namedAsDoing, normal, titleJob } from "./title-job";
import { plainTroubles, plainWants, type PlainWant } from "./plain-troubles";

export interface GroupInput {
  posts: { title: string | null; body: string }[];
  communities: string[];
}

export interface LocalDraft {
  title: string;
  description: string;
  complaintSummary: string;
  analysis: string;
  category: PipelineCategory;
}

/**
 * A community as people say where it is: 'on Hacker News', 'in r/name', 'on the beer Stack Exchange'.
 * The Reddit reader keeps a subreddit's bare name ('shopify'): a name spelt as a subreddit is
 * (letters, digits and underscores, no dot, space or dash) is one. A name given to a file of another
 * format ('support-tickets', 'Support desk') stays as given.
 */
export function communityPlace(name: string): string {
  const site = /^([\w-]+)\.stackexchange\.com$/i.exec(name);
  if (site) return `on the ${site[1]} Stack Exchange`;
  if (name === "hn") return "on Hacker News";
  if (name === "stackexchange") return "on Stack Exchange";
  if (SUBREDDIT.test(name)) return `in r/${name}`;
  return `in ${name}`;
}
/** A subreddit's name as Reddit allows it: 2 to 21 letters, digits or underscores. */
const SUBREDDIT = /^[A-Za-z0-9][A-Za-z0-9_]{1,20}$/;

/**
 * Places as one phrase: a preposition said once for the places that share it, 'in r/shopify and
 * r/Entrepreneur', 'on Hacker News and in r/webdev' (never 'in r/shopify and in r/Entrepreneur').
 */
export function placesPhrase(places: string[]): string {
  const said = places.map((place, i) => {
    const [preposition] = place.split(" ", 1);
    const before = places[i - 1]?.split(" ", 1)[0];
    return i > 0 && preposition === before ? place.slice(preposition!.length + 1) : place;
  });
  return list(said);
}

/** The index of the post whose subject terms the group's other posts share most (ties: the earlier post). */
export function centralPost(terms: string[][]): number {
  const df = new Map<string, number>();
  for (const list of terms) for (const t of new Set(list)) df.set(t, (df.get(t) ?? 0) + 1);
  let best = 0;
  let bestScore = -1;
  terms.forEach((list, i) => {
    if (!list.length) return;
    const score = list.reduce((s, t) => s + (df.get(t)! - 1), 0) / Math.sqrt(list.length);
    if (score > bestScore) [best, bestScore] = [i, score];
  });
  return best;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** 'A password manager' -> 'a password manager'; acronyms ('CSS') and names with capitals inside ('YouTube') stay. */
const lowerFirst = (s: string) => (/^\p{Lu}\p{Ll}*(?!\p{L})/u.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const list = (items: string[], last = "and") =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;

/** A job as a title: 'Recording pool water tests', 'A Linux laptop', spelt as the posts spell it ('HVAC', 'Linux'). */
export function jobTitle(job: Job, texts: string[]): string {
  const words = job.phrase
    .replace(/^the /, "")
    .split(" ")
    .map((w) => postCasing(withApostrophe(w, texts), texts));
  // A title speaks of its posters in the third person ('blocking dates for their own stays', never 'our own');
  // after a preposition the writer's own thing is 'the' thing ('chasing the council on the planning
  // permission'): 'their' there would read as the council's.
  const own = words
    .join(" ")
    .replace(/ ,/g, ",")
    .replace(/\b(from|on|with|for|to|about|at|in|into|of|by|over|after) (?:our|my) (?!own\b)/gi, "$1 the ");
  const phrase = inThirdPerson(own);
  return capitalise(phrase);
}

/**
 * A possessive some posts type without its apostrophe ('babys' where others write "baby's") keeps
 * it: a word no lexicon knows that ends in 's' after a word that posts write with "'s".
 */
function withApostrophe(word: string, texts: string[]): string {
  const m = /^(\p{L}{2,}[^s'])s$/u.exec(word);
  if (!m || knownWords(word)) return word;
  const possessive = new RegExp(`(?<!\\p{L})${m[1]}['’]s(?!\\p{L})`, "iu");
  return texts.some((t) => possessive.test(t)) ? `${m[1]}'s` : word;
}

/**
 * The spelling the posts use for a word ('Linux', 'HVAC'): the usual one when no post writes it in
 * lower case, or when more posts capitalise it where no sentence opens than write it in lower case;
 * else lower case.
 */
function postCasing(word: string, texts: string[]): string {
  const bare = word.replace(/[^\p{L}\p{N}'-]/gu, "");
  if (!bare) return word;
  const pattern = new RegExp(`(?<![\\p{L}])${bare}(?![\\p{L}])`, "giu");
  const found = texts.flatMap((t) =>
    [...t.matchAll(pattern)].map((m) => ({ form: m[0], opens: opensLine(t, m.index) })),
  );
  if (!found.length) return word;
  const counts = new Map<string, number>();
  for (const { form } of found) counts.set(form, (counts.get(form) ?? 0) + 1);
  const [usual, usualCount] = [...counts].sort((x, y) => y[1] - x[1])[0]!;
  const lower = counts.get(bare.toLowerCase()) ?? 0;
  // An acronym or brand most posts capitalise inside the word ('EPC', 'iPhone') keeps its capitals
  // though one post is typed in lower case; a word capitalised only at its first letter keeps it
  // when written so mid-sentence more often than in lower case ('Linux' against one 'linux'): a
  // capital opening a sentence says nothing.
  const innerCapitals = /\p{L}\p{Lu}/u.test(usual);
  const capitalMidSentence = found.filter((f) => !f.opens && f.form !== f.form.toLowerCase()).length;
  if (lower && !(innerCapitals && usualCount > lower) && capitalMidSentence <= lower) return word;
  return usual;
}

/**
 * Whether a capital at `at` of a text says nothing of the word: it opens a sentence or a line, or
 * its line is a headline with most words capitalised ('Best Chair For Programming').
 */
function opensLine(text: string, at: number): boolean {
  if (opensSentence(text, at)) return true;
  const start = text.lastIndexOf("\n", at) + 1;
  const end = text.indexOf("\n", at);
  return headlineCased(text.slice(start, end < 0 ? undefined : end));
}

/** A deterministic pick among `options` (the same group words the same way every run). */
const pick = <T>(options: T[], seed: number, offset = 0): T => options[(seed + offset) % options.length]!;

/**
 * Ways to open a description; none carries more than a fraction of the library, and the few that
 * open on fixed words are few enough that no three opening words open over 2% of descriptions.
 */
export const DESCRIPTION_OPENERS: ((n: string, where: string, job: string) => string)[] = [
  (n, where, job) => `${capitalise(n)} ${where} ask about ${job}.`,
  (n, where, job) => `${capitalise(job)} comes up in ${n} ${where}.`,
  (n, where, job) => `People ${where} raise ${job} in ${n}.`,
  (n, where, job) => `${capitalise(job)}: the subject of ${n} ${where}.`,
  // Each frame reads for a task and a thing alike: neither 'the question is <a thing>' nor 'how to go about <a thing>'.
  (n, where, job) => `${capitalise(job)}: ${n} ${where} ask for a better way.`,
  (n, where, job) => `Across ${n} ${where}, people ask about ${job}.`,
  (n, where, job) => `What ${n} ${where} have in common: ${job}.`,
  (n, where, job) => `Writers of ${n} ${where} want help with ${job}.`,
  (n, where, job) => `${capitalise(where)}, ${n} turn to ${job}.`,
  (n, where, job) => `Help with ${job} is sought in ${n} ${where}.`,
  (n, where, job) => `${capitalise(job)}: asked about ${where} (${n}).`,
  (n, where, job) => `There are ${n} ${where} on ${job}.`,
  (n, where, job) => `Topic: ${job}, raised in ${n} ${where}.`,
  (n, where, job) => `Seen ${where}: ${n} on ${job}.`,
  (n, where, job) => `${capitalise(job)} is what ${n} ${where} want sorted.`,
  (n, where, job) => `Readers ${where} keep returning to ${job} (${n}).`,
  (n, where, job) => `On ${job}: ${n} ${where}.`,
  (n, where, job) => `${capitalise(n)} ${where} are behind this need: ${job}.`,
];
/** Asks that voice a frustration or lost time: a trouble, said in the complaint. */
const SORE = new Set(["fedUp", "timeSink"]);

/** Ways to join two restated asks. */
const PAIRS: ((a: string, b: string | undefined) => string)[] = [
  (a, b) => `One ${a}${b ? `; another ${b}` : ""}.`,
  (a, b) => `One poster ${a}${b ? `, and another ${b}` : ""}.`,
  (a, b) => `A poster ${a}${b ? `; a second ${b}` : ""}.`,
  (a, b) => `Someone ${a}${b ? `, while someone else ${b}` : ""}.`,
  (a, b) => `In one post the writer ${a}${b ? `; in another the writer ${b}` : ""}.`,
  // 'The first' promises a next: alone, an ask is one poster's.
  (a, b) => (b ? `The first ${a}; the next ${b}.` : `One of the posters ${a}.`),
  (a, b) => `Among them, one ${a}${b ? ` and one ${b}` : ""}.`,
  (a, b) => `A writer ${a}${b ? `; elsewhere, a writer ${b}` : ""}.`,
  (a, b) => `One of them ${a}${b ? `; another ${b}` : ""}.`,
  (a, b) => `In one thread a poster ${a}${b ? `; in another, someone ${b}` : ""}.`,
  (a, b) => `One person ${a}${b ? `, another ${b}` : ""}.`,
  (a, b) => `A reader ${a}${b ? `; another reader ${b}` : ""}.`,
  (a, b) => `One writer ${a}${b ? `, and a second ${b}` : ""}.`,
  (a, b) => `For instance, a member ${a}${b ? `, and another member ${b}` : ""}.`,
  (a, b) => `Someone here ${a}${b ? `; another poster ${b}` : ""}.`,
  (a, b) => `One member ${a}${b ? `, while another ${b}` : ""}.`,
];

/**
 * A title naming who asks. A task that ends on a phrase of its own takes the audience as its
 * subject ('Car repair shops sending customers photos of worn parts'): a trailing 'for car repair
 * shops' would read as part of that phrase. A thing takes 'for' ('Sterilisation logs for dental practices') unless it has a 'for'
 * of its own, where a second would pile up ('Musicians: setlists for gigs').
 */
export function withAudience(head: string, label: string, task: boolean): string {
  // Only a task with a phrase of its own after its object is misread ('Lambing records for farmers' is not).
  // So is a task ending on a clause of its own ('telling customers their car is ready', never '... ready for garages').
  const trailingPhrase = / (?:for|to|of|in|on|at|from|with|about|before|after|between|across|around|into|is|are) /.test(
    head,
  );
  if (task && trailingPhrase) return `${capitalise(label)} ${lowerFirst(head)}`;
  if (/ for /.test(head)) return `${capitalise(label)}: ${lowerFirst(head)}`;
  return `${head} for ${label}`;
}

/** A title names who asks when at least 1/TITLE_SHARE of its posts name them. */
const TITLE_SHARE = 2;

/** A group's title: its job as the posts spell it, and who asks when the job does not already say ('... for pharmacies'). */
export function needTitle(
  texts: string[],
  communities: string[],
): { title: string; subject: string; job: Job | null; audience: Audience | null } {
  const found = ideaJob(texts);
  // The job as most posts say it, whole ('getting customers to approve print proofs', never 'getting customers').
  const job = found && titleJob(found, texts);
  return titled(texts, communities, job, audienceOf(texts, job?.phrase ?? "", TITLE_SHARE, communities));
}

/** A group's title for its job and the audience it names (none: the job alone). */
function titled(
  texts: string[],
  communities: string[],
  job: Job | null,
  audience: Audience | null,
): { title: string; subject: string; job: Job | null; audience: Audience | null } {
  const head = job ? jobTitle(job, texts) : "An unnamed need";
  const mentions = (label: string) =>
    label.split(/\s+|'/).some((w) => w.length > 3 && new RegExp(`\\b${w.slice(0, -1)}`, "i").test(head));
  const named = audience && !mentions(audience.label);
  const title = named ? withAudience(head, audience.label, job?.task ?? false) : head;
  // A sentence names the task alone (its communities say who asks) or the thing for whom.
  const subject = lowerFirst(named && !title.startsWith(head) ? head : title);
  return { title, subject, job, audience };
}

/**
 * What a group would be published as: its title in lower case (with who asks, when its posts name
 * them), or null when its posts name no job (such a group is never published). Two groups that
 * would be published under one title are one need to a reader, so they share a key and merge
 * (grouping.ts mergeSameNeed); a job asked by two audiences stays two ideas because each title
 * names its own audience.
 */
export function needKey(texts: string[], communities: string[]): string | null {
  return keyedJob(texts, communities)?.key ?? null;
}

/** needKey and the job it was made from (lower case), or null when the posts name no job. */
export function keyedJob(
  texts: string[],
  communities: string[],
): { key: string; job: string; audienceNamed: boolean } | null {
  const named = needTitle(texts, communities);
  const job = named.job;
  if (!job) return null;
  return {
    key: jobKey(texts, communities, { ...named, job }),
    job: job.phrase,
    // Whether the title says who asks ('... for car repair shops'); else its key's audience is inferred.
    audienceNamed: named.audience !== null,
  };
}

function jobKey(texts: string[], communities: string[], named: ReturnType<typeof needTitle> & { job: Job }): string {
  if (named.audience) return sameJobKey(named.title);
  // A title leaves out who asks when fewer than half its posts say it; the key still names whom
  // at least two of them name, else whose community the most posts come from (r/UKTeachers:
  // teachers), so one need's group titled without its audience and its group titled with it
  // ('Arranging dog transport relays', 'Rescues arranging dog transport relays') key alike, while
  // the same job asked by two audiences keeps two keys.
  const audience = audienceOf(texts, named.job.phrase, texts.length, communities) ?? ownerOf(communities);
  return sameJobKey(audience ? titled(texts, communities, named.job, audience).title : named.title);
}

/** The audience of the first of `communities` (most posts first) that is an audience's own ('r/UKTeachers'). */
function ownerOf(communities: string[]): Audience | null {
  return communities.map(communityAudience).find((a) => a !== null) ?? null;
}

/** Verbs that add nothing to the thing they work on ('handling', 'keeping track of'). */
const NO_TASK_OF_ITS_OWN = /(^|: |^[\p{L}' -]+? )(?:handling|managing|dealing with|sorting out|keeping track of) /u;

/**
 * A title as a key: one need titled with and without a verb that adds nothing ('Handling
 * conveyancing progress', 'Conveyancing progress') is one key, so its groups merge.
 */
export function sameJobKey(title: string): string {
  const lower = title.toLowerCase();
  const bare = lower.replace(NO_TASK_OF_ITS_OWN, "$1");
  return bare === lower ? lower : bare.replace(/(^|: |^[\p{L}' -]+? )the /u, "$1");
}

export function describeLocally(group: GroupInput): LocalDraft {
  const texts = group.posts.map((p) => (p.title ? `${p.title}\n${p.body}` : p.body));
  const named = needTitle(texts, group.communities);
  // A bare noun of work is titled as the doing it is ('Taking notes'); the key stays the noun's (needKey).
  const doing = named.job && namedAsDoing(named.job, texts);
  const { title, subject, job, audience } =
    doing && doing !== named.job ? titled(texts, group.communities, doing, named.audience) : named;
  const places = [...new Set(group.communities)].map(communityPlace);
  const where = placesPhrase(places.slice(0, 3));
  const n = texts.length;
  const seed = fnv1a(title) >>> 0;

  const restated = distinctAsks(
    sayingJobFirst(texts, job)
      .map((t) => paraphraseLocally(t))
      .filter((q): q is string => q !== null),
  );
  const said = restated.slice(0, 4).map((q) => q.replace(/\.$/, "").replace(/^\p{Lu}/u, (c) => c.toLowerCase()));
  const posts = `${n} ${n === 1 ? "post" : "posts"}`;
  const asking = audience ? `${audience.label} and others` : "people";
  const details = postDetails(sayingJobFirst(texts, job));
  // A word of the lexicon capitalised only where it opens a sentence ('Paper service records') is no
  // name; a word the lexicon does not know keeps the capital its posts give it ('Airbnb's calendar').
  const midSentence = texts.map((t) => t.replace(/(?:^|[.?!:\n]\s*)\p{Lu}/gu, (c) => c.toLowerCase()));
  const cased = (s: string) =>
    s
      .split(" ")
      .map((w) => postCasing(w, knownWords(w) ? midSentence : texts))
      .join(" ");
  // Asks that name more than the title does ('plumbing quotes' under 'Turning a site visit into ...' adds nothing).
  const adding = said.filter((q) => namesMore(q, title) && sharesWord(q, title));
  // The complaint says what goes wrong where a post says it, else when it bites, else asks that name
  // more than the title; the description says the rest, so the two never say one thing twice.
  // One trouble is the complaint's (a complaint says what goes wrong before a description does);
  // with more, the first opens the description and the next ones make the complaint.
  const lone = details.trouble.length === 1;
  // Without a trouble of the kinds above, one said the plain ways open forums say it ('X seems
  // expensive for my needs', 'their lack of Y'), retold (plain-troubles.ts): the complaint says what
  // goes wrong for the posters before it falls back on when it bites, their setup or their asks.
  const plain = details.trouble.length ? [] : plainComplaints(sayingJobFirst(texts, job), chosenThing(subject));
  const troubles = plain.length
    ? plain.map((t) => cased(t.text))
    : details.trouble.slice(lone ? 0 : 1, 3).map((t) => cased(t.text));
  // Without a trouble, the complaint says when it bites, else what they make do with now (the
  // description keeps the rest): a complaint restating the asks tells a founder nothing.
  const whenSaid = !troubles.length && details.when.length > 0;
  const usingSaid = !troubles.length && !whenSaid && details.using.length > 0;
  const complaintFrom = whenSaid
    ? { trouble: [], when: details.when, using: [] }
    : usingSaid
      ? { trouble: [], when: [], using: details.using }
      : null;
  const rest = lone ? { ...details, trouble: [] } : details;
  const added = detailSentences(
    whenSaid ? { ...rest, when: [] } : usingSaid ? { ...rest, using: [] } : rest,
    seed,
    cased,
  );
  const extra = added.length >= 2 || !adding.length ? "" : ` ${pick(PAIRS, seed)(adding[0]!, undefined)}`;
  // Without a trouble, a moment or a setup, the complaint says what the posts want beside their
  // asks ('an analytics tool that is cheap or free'), else that they state no trouble: a retold ask
  // tells a founder nothing, so the description keeps the asks.
  // An ask that voices a frustration ('is fed up with X') states a trouble: the complaint says it,
  // the description says the other asks.
  const sore = distinctAsks(
    sayingJobFirst(texts, job)
      .filter((t) => SORE.has(readAsk(t)?.frame ?? "which"))
      .map((t) => paraphraseLocally(t))
      .filter((q): q is string => q !== null),
  ).map((q) => q.replace(/\.$/, "").replace(/^\p{Lu}/u, (c) => c.toLowerCase()));
  const complaintSays = !troubles.length && !complaintFrom && sore.length > 0;
  const described = (complaintSays ? said.filter((q) => !sore.includes(q)) : said).slice(0, 2);
  // A setup or a moment is stock wording other ideas say too (a sentence two ideas share is taken
  // from the later one: distinct-sentences.ts), so after one alone the asks still follow.
  const stockOnly = added.length > 0 && !rest.trouble.length && !extra && described.length > 0;
  const asks = described.length ? ` ${pick(PAIRS, seed)(described[0]!, described[1])}` : "";
  const description =
    pick(DESCRIPTION_OPENERS, seed)(posts, where, subject) +
    (added.length ? ` ${added.join(" ")}${extra}${stockOnly ? asks : ""}` : asks);
  const complaintSummary = troubles.length
    ? plain.length
      ? plainSentence(troubles, seed, texts)
      : troubleSentence(troubles, seed)
    : complaintFrom
      ? // Named by its subject: the library's setups are few ('a shared spreadsheet'), and a sentence
        // two ideas say word for word is taken from the later one (distinct-sentences.ts). A setup a
        // post says falls short is a trouble and is said as one; else it is only what they use.
        `${capitalise(subject)}: ${lowerFirst(
          usingSaid && details.fallingShort?.length
            ? shortfallSentence(details.fallingShort, seed + 1, cased)
            : detailSentences(complaintFrom, seed + 1, cased)[0]!,
        )}`
      : complaintSays
        ? pick(PAIRS, seed, 5)(sore[0]!, sore[1])
        : (wantSentence(plainWants(sayingJobFirst(texts, job), subject), seed, sayingJobFirst(texts, job), cased) ??
          pick(NO_TROUBLE_FRAMES, Math.floor(seed / DESCRIPTION_OPENERS.length))(
            posts,
            job ? subject : (askedThing(texts) ?? subject),
          ));
  // The analysis names the need itself, so two ideas from the same communities never share it.
  const analysis = `${capitalise(posts)} from ${asking} ${where} on ${subject}; ${restated.length} of them state the ask plainly enough to restate.`;

  return {
    title: clip(namesOfTimeCased(title), 120),
    description: namesOfTimeCased(description),
    complaintSummary: namesOfTimeCased(complaintSummary),
    analysis: namesOfTimeCased(analysis),
    category: categoryFor(
      (audience ?? audienceOf(texts, job?.phrase ?? "", 3, group.communities))?.id ?? null,
      texts,
      job?.phrase ?? "",
      group.communities,
    ),
  };
}

/**
 * The posts that say the title's job (or the thing it works on) first: a description restates what
 * its title names, not another need some posts of its group voice ('scheduling interviews' under
 * 'Chasing interview feedback from hiring managers').
 */
export function sayingJobFirst(texts: string[], job: Job | null): string[] {
  if (!job) return texts;
  const thing = job.phrase.replace(/^\p{L}+ing (?:(?:a|an|the) )?/u, "");
  const phrases = [job.phrase, ...(thing.includes(" ") ? [thing] : [])].map((p) => ` ${normal(p).trim()} `);
  const says = (t: string) => phrases.some((p) => normal(t).includes(p));
  return [...texts.filter(says), ...texts.filter((t) => !says(t))];
}

/** What a restatement says, whatever its case or closing stop: two with one key say the same. */
export const sayingKey = (text: string) => text.toLowerCase().replace(/[.!?\s]+$/, "");

/**
 * Restated asks, each said once: two that differ only in case or closing stop ('a CSS Framework',
 * 'a CSS framework.') are one ask (the first kept).
 */
export function distinctAsks(asks: string[]): string[] {
  const seen = new Set<string>();
  return asks.filter((ask) => {
    const key = sayingKey(ask);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** At most `max` characters, cut at a word. */
function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max + 1);
  return cut.slice(0, cut.lastIndexOf(" ")).replace(/[,:;]+$/, "");
}

/**
 * What posts add to their ask, each said in the third person and only where a post says it:
 * - trouble: what goes wrong ('homeowners compare three quotes'), a statement with a cue of trouble;
 * - when: the moment it bites ('on Saturday changeovers', 'when a tenancy ends');
 * - using: what they use now or tried ('a paper diary', 'Grafana').
 * A description built from these tells a founder why and when, not the title again in another frame.
 */
export interface PostDetails {
  trouble: { text: string; post: number }[];
  when: string[];
  using: string[];
  /** The setups of `using` a post says fall short ('... and it's not built for this', 'It doesn't cover it.'). */
  fallingShort?: string[];
}

/**
 * Words by which a writer says what they use now falls short: 'works until it doesn't', 'it's not
 * really built for this', 'it got out of hand', 'doesn't cover it', 'held together with tape'.
 */
const FALLS_SHORT =
  /\b(?:works until it (?:doesn't|does not)|(?:doesn't|does not|don't|do not|didn't|won't) (?:really )?(?:cover (?:it|this|that)|do (?:this|that|the job|it properly)|do this part|scale|cut it)|(?:isn't|is not|wasn't|was not|it's not|not) (?:really )?(?:built|made|meant|designed) for (?:this|it|that|the job)|(?:got|gets|getting|went|has gotten) out of hand|held together with|and it shows|it doesn't,? really|(?:falls|fell|falling) (?:apart|short)|(?:isn't|is not|wasn't) (?:enough|working|cutting it)|not (?:fit for purpose|up to (?:it|the job)))\b/;
/** A sentence that goes on about the setup named before it ('It doesn't, really.', 'No, it doesn't do this part.'). */
const ABOUT_IT = /^(?:no,? |but |and |honestly,? )?(?:it|that|this|which)\b/;

/** Words that open a sentence without saying anything of its own ('Honestly,', 'Case in point:', 'The problem is that'). */
const LEAD_IN =
  /^(?:(?:and |but |so )?(?:honestly|genuinely|basically|seriously|meanwhile|anyway|again|of course|as usual|i swear|(?:the )?thing is|the (?:problem|issue|trouble) is(?: that)?|(?:our|my) (?:biggest|main|real) (?:problem|issue) is(?: that)?|what kills me is(?: that)?|(?:nobody|no one) else seems (?:bothered|to care|to mind|to notice)(?: that)?|case in point|example from this week|for example|today was the last straw|every single time|last month was the worst|the short version|small thing maybe,? but|it sounds small,? but|to be fair|long story short)\s*[,:\-–]?\s+)+/i;
/** A sentence about the writer or the asking, not the trouble ('I run a salon', 'Any suggestions?'). */
const NOT_TROUBLE =
  /\b(?:recommend|suggest\w*|software|apps?|tools?|anyone|anybody|looking for|what do you|is there|does anyone|any good|advice|thanks|thank you|edit|rant|lurker|this sub|silly question|sanity check|solved problem|spreadsheets forever|out of ideas|i'm the|i am the|i run(?! out| short| late)|i work|i've been a|we run(?! out| short| late)|we took over|posting from|hi all|hello|first post|context|background|throwaway|has grown|sure this is|the right sub|help|tried|rely on|using|works until|at the moment|current system|getting by|lives in|everything is in|doesn't cover|set it up|part of the job)\b/i;
/** Words that say something goes wrong. */
const TROUBLE_CUE =
  /\b(?:never|nobody|no one|nothing|can't|cannot|couldn't|don't|doesn't|won't|isn't|aren't|lose|lost|losing|miss|missed|misses|forget|forgets|forgot|wrong|late|dispute|disputes|chase|chasing|fights?|vanish|vanishes|mess|run out|runs out|blamed|breaks|broke|dies|without|twice|double-booked|complain|complains|angry|fail|fails|stuck|overdue|panic|spam|hate|no record|no idea|nowhere|pile|piles|drift|drifts|pause|pauses|ignore|ignores|ghost|chaos|worst)\b/i;
/** Where a moment it bites is said: 'it piles up on Saturdays', 'especially when a tenancy ends'. */
const WHEN =
  /\b(?:it piles up|it (?:really )?bites|the crunch comes|it's worst|it is worst|it's at its worst|it gets (?:worse|bad|hectic)|(?:mostly|only) a problem|it all falls apart|things fall apart|especially|particularly|worst of all|just not)\s+((?:when|whenever|in|on|at|during|before|after|over|around|near|towards?|the week|the day|the night) [^,.;:!?]+)/;
/** 'fine most of the time, chaos in mock exam season': the moment after a word of trouble. */
const WHEN_AFTER =
  /\b(?:chaos|carnage|mayhem|a nightmare|a disaster)\s+((?:when|in|on|at|during|before|after|over|around) [^,.;:!?]+)/;
const WHEN_FIRST =
  /^((?:at|on|in|during|before|after|over|around) [^,]+?),? (?:it all falls apart|things fall apart|it gets (?:worse|bad))/;
/** Where what they use now or tried is said: 'we rely on a paper diary', 'tried to make Grafana work'. */
const USING = [
  /\b(?:getting by with|get by with|make do with|making do with|rely on|relying on|tried to make|tried doing it (?:in|with|on)|tried using|i've tried|we've tried|set it up in|it all lives in|everything is in|it's all in|our current system is|my current system is|currently:|currently using|currently use|we use|i use|we're using|i'm using|we've been using|i've been using|so it's)\s+([^.;:!?]+)/,
  /^([^,.;:!?]{2,40}?) works until it doesn't/,
  /^(?:it's|it is) ([^,.;:!?]{2,40}?) at the moment/,
  /^(?:before anyone says it,? )?([^,.;:!?]{2,40}?) (?:doesn't|does not|don't) cover it/,
  /^yes,? we have ([^,.;:!?]{2,40})/,
];
/** Where a named setup ends: the clause going on ('... but it got out of hand', '... plus my memory'). */
const USING_END =
  /,| for (?:my|our|their) | plus | and a lot| and it(?: |'s )| and only | and nobody| and everyone| but | which | that | for now| held | work\b| at the moment| works? | because | so | to | if | when | until | and i | and we | is | was | isn't| doesn't/;

function sentencesOfPost(text: string): string[] {
  return text
    .split(/\n+|(?<=[.?!])\s+/)
    .map((s) => s.trim().replace(/[’‘]/g, "'"))
    .filter((s) => s.length > 3)
    .slice(0, 20);
}

/** A named setup as it can be listed: whole, a thing, at most five words ('a whiteboard in the garage'). */
function setupNamed(raw: string): string | null {
  const s = inThirdPerson(raw.split(USING_END)[0]!.trim());
  const words = s.split(/\s+/);
  if (words.length > 5 || !completeObject(s.replace(/^(?:a|an|the|their) /, ""))) return null;
  if (/^(?:it|this|that|them|something|anything|nothing|everything|what|how|to|one|some|any|all|lots?)\b/.test(s))
    return null;
  if (/\b(?:week|time|hours|years?|months?|software|app|tool|system|solution|thing)$/.test(s)) return null;
  return s;
}

/**
 * The setups a clause names: one ('a paper diary'), or each of two joined by an 'and' that opens a
 * thing with its article ('a cash tin and a paper log', 'bank transfers and a paper log'); 'pen
 * and paper' stays one.
 */
function setupsNamed(raw: string): string[] {
  const whole = setupNamed(raw);
  if (whole) return [whole];
  const parts = raw
    .split(USING_END)[0]!
    .trim()
    .split(/ and (?=(?:a|an|the|my|our|their) )/);
  if (parts.length !== 2) return [];
  const named = parts.map(setupNamed);
  return named.every((p): p is string => p !== null) ? named : [];
}

/** The words of a setup that say what it is ('paper', 'log'), not its article or whose. */
const setupWords = (setup: string) =>
  setup
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => w.length > 2 && !/^(?:and|the|their|own|with|from|for|shared|old|new|big|small|simple)$/.test(w));

/**
 * Setups each said once in substance: one sharing a word with an earlier one ('pen and paper'
 * after 'a paper log book', 'a spreadsheet of prices' after 'a shared spreadsheet') says it again.
 */
export function unlike(setups: string[]): string[] {
  const kept: string[] = [];
  for (const setup of setups) {
    const words = setupWords(setup);
    if (!kept.some((k) => setupWords(k).some((w) => words.includes(w)))) kept.push(setup);
  }
  return kept;
}

/**
 * Words with which a writer says outright that what follows is what hurts ('The problem is that',
 * 'What kills me is', 'The worst part is X, because'): the clause after them is a trouble whatever
 * its words, a cue of trouble or none ('classes get cancelled and members are furious').
 */
const PAIN_LEAD_IN =
  /^(?:(?:and |but |so )?(?:the (?:real |main |big )?(?:problem|issue|trouble|pain|headache) is(?: that)?|(?:our|my|the) (?:biggest|main|real) (?:problem|issue|headache) is(?: that)?|what kills me is(?: that)?|(?:today|yesterday|this week) was the last straw|last (?:week|month) was the worst|(?:nobody|no one) else seems (?:bothered|to care|to mind|to notice)(?: that)?|it sounds small,? but|small thing maybe,? but)\s*[,:\-–]?\s+|^.{3,80}?\bthe worst (?:part|bit|thing)\b[^,]{0,80},? (?:is that |because ))/i;

/** A trouble a sentence states: its first clause in the third person, and whether the writer announced it as what hurts. */
function troubleOf(sentence: string): { text: string; announced: boolean } | null {
  if (/\?\s*$/.test(sentence)) return null;
  const announced = PAIN_LEAD_IN.test(sentence);
  const lower = sentence
    .toLowerCase()
    .replace(PAIN_LEAD_IN, "")
    .replace(LEAD_IN, "")
    .replace(/[.!]+$/, "");
  // A statement opens on a word and carries no list, label or link ('5) not self hosted', 'what they need:').
  if (!/^\p{L}/u.test(lower) || /[:()[\]*]/.test(lower)) return null;
  if (/^(?:since|because|especially|although|though|while|if|when|what|which|for|as|and|but|or|so|know)\b/.test(lower))
    return null;
  if (
    NOT_TROUBLE.test(lower) ||
    WHEN.test(lower) ||
    /,|\b(?:happy to|posting|i mean|asked)\b/.test(lower) ||
    /^(?:it|this|that|there|which|yes|no|ok|okay)\b/.test(lower)
  )
    return null;
  // The first clause when the sentence goes on ('texts turn into fights' of '..., and I need a record').
  const clause = lower.split(/,? and (?=i |we |my |our )|;|, but | because | so that /)[0]!.trim();
  const words = clause.split(/\s+/);
  if (words.length < 3 || words.length > 14 || !(announced || TROUBLE_CUE.test(clause))) return null;
  const tokens = clauseTokens(clause);
  if (!tokens.some((t) => t.pos === "VERB" || t.pos === "AUX")) return null;
  return { text: inThirdPerson(clause), announced };
}

function whenOf(sentence: string): string | null {
  const lower = sentence.toLowerCase();
  const m = WHEN.exec(lower) ?? WHEN_AFTER.exec(lower) ?? WHEN_FIRST.exec(lower);
  if (!m) return null;
  const phrase = inThirdPerson(m[1]!.split(/ but | and (?:i|we|it) | so /)[0]!.trim()).replace(FILLER, "");
  const words = phrase.split(/\s+/);
  return words.length >= 2 && words.length <= 7 && !/\b(?:and|or|the|a|of|to|their)$/.test(phrase) ? phrase : null;
}

/** Contractions said in full: 'don't' and 'do not' share no word. */
const EXPANSIONS: [RegExp, string][] = [
  [/\bcan't\b/g, "cannot"],
  [/\bwon't\b/g, "will not"],
  [/\b(do|does|did|is|are|was|were|has|have|had|could|should|would)n't\b/g, "$1 not"],
  [/\bit's\b/g, "it is"],
  [/\bthey're\b/g, "they are"],
  [/\bthere's\b/g, "there is"],
  [/\bthey've\b/g, "they have"],
];
/** Full forms contracted, for a clause that has no contraction to expand. */
const CONTRACTIONS: [RegExp, string][] = [
  [/\bcannot\b/g, "can't"],
  [/\bwill not\b/g, "won't"],
  [/\b(do|does|did|is|are|was|were|has|have|could|should|would) not\b/g, "$1n't"],
  [/\bit is\b/g, "it's"],
  [/\bthey are\b/g, "they're"],
];
/** Words that only colour a clause ('really', 'just', 'always'): a restatement may leave them out. */
const COLOUR =
  /\b(?:just|really|actually|basically|literally|totally|completely|honestly|simply|even|still|always|constantly|somehow|ever|very|quite|pretty much|kind of|sort of|again|also)\s+/g;
/**
 * Words that carry a writer's tone and nothing of the trouble ('nobody basically knows', 'they
 * honestly lost twenty'): a retold trouble always leaves them out, as a reporter would.
 */
const FILLER = /\b(?:basically|literally|honestly|somehow|actually|totally|pretty much|kind of|sort of)\s+/g;
/**
 * A colour word straight after whoever does it ('nobody still knows', 'they just overpay'): left
 * out too ('they still owe' keeps its 'still': it says the debt goes on).
 */
const SUBJECT_COLOUR =
  /\b(?:(nobody|no one|everyone|someone) (?:still|just|really|always|constantly)|(they|we) (?:just|really)) (?=\p{L})/gu;
/** A clause's words that may close a shorter form of it: a cut before one of these ends on a whole phrase. */
const CLAUSE_BREAK =
  / (?=(?:in|on|at|for|with|from|into|during|after|before|between|until|since|because|when|whenever|while|if|unless|and|or|but|so|by|about|over|through|without|every|each|than|which|who|that) )/g;

/** Each contraction of a clause said the other way round (only those the clause holds). */
function uncontracted(clause: string): string {
  const swap = (rules: [RegExp, string][]) => rules.reduce((t, [from, to]) => t.replace(from, to), clause);
  const full = swap(EXPANSIONS);
  return full !== clause ? full : swap(CONTRACTIONS);
}

/**
 * 'never gets' -> 'doesn't get': the verb after 'never' by its lemma, its tense kept in the
 * auxiliary. A plain 'not' says it as a person would retell it; 'doesn't ever get' reads made up.
 */
function neverSaidOtherwise(clause: string): string {
  // 'can never chart' -> 'cannot chart'.
  if (/\bcan never\b/.test(clause)) return clause.replace(/\bcan never\b/, "cannot");
  return clause.replace(/\bnever (\p{L}+)/u, (whole, verb: string, at: number) => {
    const before = clause.slice(0, at).trim().split(" ").at(-1) ?? "";
    // After an auxiliary ('are never logged', 'is never there'): 'not'.
    if (/^(?:is|are|was|were|be|been|has|have|had|will|would|could|should|do|does|did)$/.test(before))
      return `not ${verb}`;
    const token = (tagged(`it ${verb}`)[0] ?? [])[1];
    const lemma = token?.lemma ?? verb;
    // '... approved in chat and never logged', '... are borrowed and never written down': a done
    // thing after 'and' keeps its form.
    const done =
      /ed$/.test(verb) || (/\b(?:is|are|was|were|get|gets|got)\b/.test(clause.slice(0, at)) && verb !== lemma);
    if (/^(?:and|or|but)$/.test(before) && done && !/(?:s|ing)$/.test(verb)) return `not ${verb}`;
    if (!token || token.pos !== "VERB") return whole;
    if (/ed$/.test(verb) || (verb !== lemma && !/s$/.test(verb))) return `didn't ${lemma}`;
    if (/s$/.test(verb) && verb !== lemma) return `doesn't ${lemma}`;
    return `don't ${lemma}`;
  });
}

/** Verbs of a state, not a doing: 'they keep knowing' says nothing a reporter would. */
const STATE_VERB =
  /^(?:be|have|know|want|need|like|love|hate|own|mean|seem|belong|contain|cost|owe|understand|believe|prefer|remember|wish|deserve|matter|agree|care|mind|see|hear|think|feel|look|sound|get|do|keep|start|stop|begin|continue|try|tend)$/;

/**
 * What happens over and over, said as it is retold: 'clients cancel by text' -> 'clients keep
 * cancelling by text', 'the printer jams' -> 'the printer keeps jamming'. Only a present verb after
 * a plural subject ('receipts', 'they') or one thing named with 'the' or 'their', so a single
 * happening ('a customer asks') is never made a habit.
 */
function habitually(clause: string): string {
  const tokens = clauseTokens(clause);
  const verbAt = tokens.findIndex((t, i) => i > 0 && t.pos === "VERB");
  const plural = pluralDoing(tokens, verbAt);
  const single = plural ? null : thingDoing(tokens, verbAt);
  const found = plural ?? single;
  if (!found || STATE_VERB.test(found.lemma)) return clause;
  // A second verb joined to the first ('drive to the site and forget the keys') is said as a habit
  // too ('keep driving ... and forgetting ...'); one in another form ('... and handed them') leaves it.
  const joined = joinedVerb(tokens, found.at, plural !== null);
  if (joined === undefined) return clause;
  if (/\b(?:to|not|never|will|would|can|could|should|may|might|must)$/.test(tokenWords(tokens, found.at - 1)))
    return clause;
  const [subject, verb] = [tokens[found.at - 1]!.value, tokens[found.at]!.value];
  const habit = clause.replace(
    new RegExp(`(^|\\s)(${escapeRegExp(subject)} )${escapeRegExp(verb)}\\b`),
    (_m, space: string, who: string) => `${space}${who}${plural ? "keep" : "keeps"} ${ingForm(found.lemma)}`,
  );
  if (!joined) return habit;
  return habit.replace(
    new RegExp(`\\band (then )?${escapeRegExp(joined.word)}\\b`),
    (_m, then?: string) => `and ${then ?? ""}${ingForm(joined.lemma)}`,
  );
}

/**
 * Whether a word after 'and' is followed only by a closing verb in -s, the word before it then its
 * noun ('... and cover lapses': the cover lapses), not its object ('and lose subscribers').
 */
function endsOnNounOrVerb(after: Token[], word: Token): boolean {
  const at = after.indexOf(word);
  const next = after[at + 1];
  if (!next || at + 2 !== after.length || !/s$/.test(next.value) || next.value === next.lemma) return false;
  return (tagged(`they ${next.lemma}`)[0] ?? [])[1]?.pos === "VERB";
}

/** Words that follow a verb, not a noun, after 'and' ('and forget the keys', 'and hand them over'). */
const OBJECT_NEXT = /^(?:them|it|him|her|us|the|a|an|their|to|up|out|off|back|about)$/;

/**
 * The verb joined by 'and' or 'and then' to a clause's verb at `at`: null when none is; undefined
 * when one is but not in that verb's present ('they drive out and forgot'), or more than one is.
 */
function joinedVerb(tokens: Token[], at: number, plural: boolean): { word: string; lemma: string } | null | undefined {
  const after = tokens.slice(at + 1);
  const joins = after.flatMap((t, i) => {
    if (t.value !== "and") return [];
    const j = after[i + 1]?.value === "then" ? i + 2 : i + 1;
    const word = after[j];
    const isVerb =
      word &&
      (word.pos === "VERB" ||
        (!/^(?:DET|PRON|ADJ|NUM|ADP|CCONJ)$/.test(word.pos) && OBJECT_NEXT.test(after[j + 1]?.value ?? "")));
    return isVerb ? [word] : [];
  });
  if (!joins.length) return null;
  if (joins.length > 1 || endsOnNounOrVerb(after, joins[0]!)) return undefined;
  const word = joins[0]!.value;
  const lemma = (tagged(`they ${word}`)[0] ?? [])[1]?.lemma ?? word;
  const inForm = plural ? word === lemma : word !== lemma && /s$/.test(word);
  return inForm && !STATE_VERB.test(lemma) ? { word, lemma } : undefined;
}

/** A participle that describes the noun after it ('half-filled forms', 'a cancelled game'), not a verb of the clause. */
const describesNoun = (tokens: Token[], at: number) =>
  tokens[at - 1]?.value === "-" || (tokens[at - 1]?.pos === "DET" && /ed$/.test(tokens[at]!.value));

/**
 * A clause's tokens with a verb the tagger took for a noun after a plural noun given back
 * ('students swap shifts', 'clients return forms'): the first bare word after a plural noun, before
 * any verb, that reads as a verb after 'they', in a clause with no other verb (where the nouns are a
 * subject: 'one childs lunch account is negative'), after a plural that is no verb itself ('costs').
 */
export function clauseTokens(clause: string): Token[] {
  const tokens = tagged(clause)[0] ?? [];
  const at = tokens.findIndex(
    (t, i) =>
      i > 0 &&
      t.pos === "NOUN" &&
      t.value === t.lemma &&
      /^\p{L}+$/u.test(t.value) &&
      tokens[i - 1]!.pos === "NOUN" &&
      tokens[i - 1]!.value !== tokens[i - 1]!.lemma &&
      /s$/.test(tokens[i - 1]!.value) &&
      i + 1 < tokens.length &&
      !(tokens[i + 1]?.pos === "NOUN" && tokens[i + 2]?.pos === "NOUN" && /s$/.test(tokens[i + 2]!.value)) &&
      !tokens.some((b, j) => j !== i && (b.pos === "AUX" || (b.pos === "VERB" && !describesNoun(tokens, j)))),
  );
  if (at < 0 || (tagged(`it ${tokens[at - 1]!.value}`)[0] ?? [])[1]?.pos === "VERB") return tokens;
  const asVerb = (tagged(`they ${tokens[at]!.value}`)[0] ?? [])[1];
  if (asVerb?.pos !== "VERB") return tokens;
  return tokens.map((t, i) => (i === at ? { ...t, pos: "VERB", lemma: asVerb.lemma } : t));
}

/** The first verb, in its bare present, after 'they', 'we' or a plural noun ('receipts arrive'). */
function pluralDoing(tokens: Token[], at: number): { at: number; lemma: string } | null {
  const [subject, verb] = [tokens[at - 1], tokens[at]];
  if (!subject || !verb || verb.value !== verb.lemma) return null;
  const plural =
    (subject.pos === "PRON" && /^(?:they|we)$/.test(subject.value)) ||
    (subject.pos === "NOUN" && subject.value !== subject.lemma && /s$/.test(subject.value));
  return plural ? { at, lemma: verb.lemma } : null;
}

/**
 * A verb in its present after one thing named with 'the' or 'their' ('the printer jams on ...');
 * the tagger reads such a verb after a noun as a plural noun, so a word in -s before a preposition,
 * an article or the end is taken for one.
 */
function thingDoing(tokens: Token[], verbAt: number): { at: number; lemma: string } | null {
  const at = tokens.findIndex(
    (t, i) =>
      i >= 2 &&
      (verbAt < 0 || i <= verbAt) &&
      /^(?:the|their)$/.test(tokens[i - 2]!.value) &&
      tokens[i - 1]!.pos === "NOUN" &&
      tokens[i - 1]!.value === tokens[i - 1]!.lemma &&
      (t.pos === "VERB" || t.pos === "NOUN") &&
      new RegExp(`^${escapeRegExp(t.lemma)}e?s$`).test(t.value) &&
      /^(?:ADP|DET|ADV|PART)?$/.test(tokens[i + 1]?.pos ?? ""),
  );
  return at < 0 ? null : { at, lemma: tokens[at]!.lemma };
}

/**
 * A verb's -ing form: a final consonant after one vowel doubles in a short verb ('sit' ->
 * 'sitting', never 'siting'), and in a longer one where the lexicon knows the doubled form
 * ('forget' -> 'forgetting', 'cancel' -> 'cancelling', but 'visit' -> 'visiting'); a silent 'e'
 * goes ('arrive' -> 'arriving', 'argue' -> 'arguing'); 'ie' becomes 'y'.
 */
export function ingForm(verb: string): string {
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`;
  if (/e$/.test(verb) && !/(?:ee|ye|oe)$/.test(verb) && verb.length > 2) return `${verb.slice(0, -1)}ing`;
  const doubled = `${verb}${verb.at(-1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(verb)) return doubled;
  if (/[^aeiou][aeiou][bdgklmnprt]$/.test(verb) && knownWords(doubled)) return doubled;
  return `${verb}ing`;
}
/** The words before token `end`, as one string. */
const tokenWords = (tokens: { value: string }[], end: number) =>
  tokens
    .slice(0, end)
    .map((t) => t.value)
    .join(" ");

/** Ways to reword a clause without changing what it says, applied one on top of another. */
const REWORDINGS: ((clause: string) => string)[] = [
  // 'the inspector asks for a signed form' -> 'expects a signed form' (the tagger reads 'requests' as a noun).
  (c) =>
    c.replace(
      /\b(ask|asks|asked) for (?=(?:a|an|the|their|some) )/,
      (_w, verb: string) => `${verb.replace("ask", "expect")} `,
    ),
  // 'wages are worked out with a calculator' -> 'using a calculator': the tool a done thing is done with.
  (c) => c.replace(/\b((?:\p{L}+ed|done|made|kept|written)(?: out| up| down)?) with (?=(?:a|an) )/u, "$1 using "),
  // 'a dog missed its tablets' -> 'one dog ...'
  (c) => c.replace(/^an? (?=\p{L})/u, "one "),
  (c) => c.replace(/\bnobody\b/, "no one").replace(/\bno one\b(?! )/, "nobody"),
  // 'a check was missed' -> 'a check got missed'; 'invoices are lost' -> 'invoices get lost'.
  (c) =>
    c.replace(
      /(?<!(?:never|not|n't|to|will|would|can|could|should|may|might|must|do|does|did) )\b(is|are|was|were|gets|get|got) ((?:\p{L}+ly )?\p{L}+ed)\b/u,
      (_w, aux: string, done: string) => {
        const swap: Record<string, string> = {
          is: "gets",
          are: "get",
          was: "got",
          were: "got",
          gets: "is",
          get: "are",
          got: "was",
        };
        return `${swap[aux]} ${done}`;
      },
    ),
  neverSaidOtherwise,
  (c) => c.replace(/\b(two|three|four|five|six|seven|eight|nine|ten)\b/, (n) => String(NUMBERS.indexOf(n) + 2)),
  // 'wrong for weeks' -> 'for weeks on end', 'with the restorer for a year' -> 'for a whole year'.
  (c) =>
    c
      .replace(/\bfor (days|weeks|months|years|hours)\b(?! (?:on end|at a time))/, "for $1 on end")
      .replace(/\bfor (?:a|an|one) (hour|day|week|fortnight|month|year)\b/, "for a whole $1"),
  // 'buy forty copies and thirty come back' -> '40 copies and 30': every round number in figures.
  (c) => c.replace(/\b(?<!-)(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b(?!-)/g, (n) => String(TENS[n])),
];
const NUMBERS = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const TIME_WORD =
  "(?:day|days|night|nights|morning|mornings|evening|evenings|week|weeks|weekend|weekends|month|months|year|years|season|shift|shifts|holidays?|christmas|term|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|winter)";

/** A clause's trailing phrase said first ('in the busy week, the sheet gets lost'), or null when it has none. */
function phraseFirst(clause: string): string | null {
  // Only a phrase of time: a phrase of place may belong to the noun before it ('a pattern in the data').
  const m = new RegExp(
    ` ((?:during|after|before|(?:every|each|in|on|at|over) (?:the |a |an |their )?(?:\\S+ )?${TIME_WORD}) [^,]*?|(?:every|each|in|on|at|over) (?:the |a |an |their )?(?:\\S+ )?${TIME_WORD})$`,
  ).exec(clause);
  if (!m || m.index < 8) return null;
  const phrase = m[1]!.split(" ");
  // A short phrase of time or place, not a clause ('on time without losing their mind').
  if (phrase.length > 5 || phrase.some((w) => /^(?:and|or|but|without|than|to|is|are|was|were)$/.test(w))) return null;
  // What stays is a sentence with a subject ('the sheet gets lost'), never a verb left alone ('lost their voice').
  const rest = clause.slice(0, m.index);
  // 'handed out a month after the grading': a phrase measured from a span before it stays with it.
  if (
    /\b(?:a|an|one|two|three|four|five|six|\d+|few|several) (?:minutes?|hours?|days?|weeks?|months?|years?)$/.test(rest)
  )
    return null;
  if (rest.split(" ").length < 3) return null;
  const first = (tagged(rest)[0] ?? [])[0];
  if (!first || !["NOUN", "PRON", "DET", "PROPN", "ADJ", "NUM"].includes(first.pos)) return null;
  return `${m[1]}, ${rest}`;
}

/**
 * What goes wrong, said so it shares no run of GATE_RUN words with any post: the clause as read,
 * else with its contractions turned round, its colouring words left out, its closing phrase said
 * first, or cut before a closing phrase ('the sheet gets lost' of '... the sheet gets lost in the
 * end-of-term rush'); each form still says a trouble (a word of trouble, unless the writer
 * `announced` it as what hurts, and a verb). Null when none does: the trouble is left unsaid rather
 * than copied.
 */
export function restateTrouble(said: string, texts: string[], announced = false): string | null {
  // A tone word closing the clause goes too ('a family asks for a will honestly').
  const clause = said
    .replace(FILLER, "")
    .replace(/\s+(?:basically|literally|honestly|somehow|actually|totally)$/, "")
    .replace(SUBJECT_COLOUR, (_m, who?: string, they?: string) => `${who ?? they} `);
  const cuts = [clause];
  const cued = TROUBLE_CUE.test(clause);
  for (const m of clause.matchAll(CLAUSE_BREAK)) {
    // 'and' or 'or' closes a clause only before a clause ('and the van ...', 'and nobody ...'), not a list ('lab and school').
    const next = /^ (?:and|or) (\S+)/.exec(clause.slice(m.index));
    if (
      next &&
      !/^(?:i|we|they|it|he|she|the|their|a|an|nobody|no|everyone|someone|never|then|still)$/.test(next[1]!) &&
      !opensClause(clause.slice(m.index).replace(/^ (?:and|or) /, ""))
    )
      continue;
    // A trouble without a word of trouble is said whole or cut before a clause that says why or
    // when, never before what hurts ('customers come back' of '... with a broken guitar', 'the
    // player arrives' of '... and the host family has pulled out').
    if (!cued && !/^ (?:so|because|while|until|unless) /.test(clause.slice(m.index))) continue;
    cuts.push(clause.slice(0, m.index));
  }
  if (VAGUE.test(clause)) return null;
  // Longest first: the more of the trouble said, the better.
  const bases = [...new Set(cuts)].sort((x, y) => y.length - x.length);
  for (const base of bases) {
    const plain = base.replace(COLOUR, "").trim();
    const forms = [base, uncontracted(base), plain, uncontracted(plain)];
    // Each rewording on top of the last: the fewer changes, the closer to what the post says.
    let reworded = plain;
    for (const reword of REWORDINGS) {
      const next = reword(reworded);
      if (next === reworded) continue;
      reworded = next;
      forms.push(reworded, uncontracted(reworded));
    }
    for (const f of base === clause ? [...forms] : []) {
      const first = phraseFirst(f);
      if (first) forms.push(first);
    }
    // Said as a habit only when nothing closer to the post frees it ('the bus comes' is a timetable, not a habit).
    for (const f of [...forms]) forms.push(habitually(f));
    for (const form of new Set(forms)) {
      const words = form.split(/\s+/);
      // The cue is the base's: a rewording keeps what it says ('do not' of 'don't'); a cut of a
      // trouble that has a cue keeps it ('trophies are engraved' of '... with the wrong names' says nothing wrong).
      if (
        words.length < 3 ||
        !(TROUBLE_CUE.test(base) || (announced && !cued)) ||
        FRAGMENT_END.test(words.at(-1)!) ||
        VAGUE.test(form)
      )
        continue;
      // 'nobody knows' names no thing that goes wrong.
      if (/^(?:nobody|no one|they|it|everyone) \S+$/.test(form)) continue;
      const tokens = clauseTokens(form);
      // Out of its post, a trouble of a pronoun that names no thing says nothing ('they always forget':
      // forget what?); nor does 'one' standing for a thing ('they cannot seem to choose one': one what?).
      const namesAThing = tokens.some((t) => /^(?:NOUN|PROPN|NUM)$/.test(t.pos) && t.value !== "one");
      if (tokens[0]?.pos === "PRON" && !namesAThing) continue;
      // A sentence with a verb and someone or something doing it ('lost their voice' has lost its subject).
      if (!tokens.some((t) => t.pos === "VERB" || t.pos === "AUX") || /^(?:VERB|AUX)$/.test(tokens[0]?.pos ?? ""))
        continue;
      if (!sharedRun(form, texts)) return namesOfTimeCased(form);
    }
  }
  return null;
}
/**
 * Whether words after an 'and' open a clause of their own: a noun, maybe after a word that
 * describes it, doing something ('good homes go elsewhere', 'stock runs low'), not a list's next
 * item ('lab and school').
 */
function opensClause(words: string): boolean {
  const tokens = (tagged(words)[0] ?? []).slice(0, 4);
  const verbAt = tokens.findIndex((t, i) => i > 0 && (t.pos === "VERB" || t.pos === "AUX"));
  if (verbAt < 1) return false;
  const subject = tokens.slice(0, verbAt);
  return subject.at(-1)!.pos === "NOUN" && subject.every((t) => /^(?:ADJ|NOUN|NUM)$/.test(t.pos));
}

/** Troubles that name nothing that goes wrong ('nobody else seems to mind', 'they have no idea'). */
const VAGUE =
  /^(?:please|pls|feel free|let them know|tell them|correct them)\b|\b(?:no|a|any) (?:problem|issue)s?\b|\bif (?:they|it|this|that)(?:'re| are| is|'s) wrong\b|^(?:nobody|no one)(?: else)? (?:seems|is|cares|minds|gets it)\b|\b(?:no idea|no clue|can't tell|cannot tell|think straight|the battle|lose their mind|losing their mind)$/;
/** Words a clause never ends on: what follows them was cut. */
const FRAGMENT_END =
  /^(?:sit|sits|sat|lie|lies|put|puts|stay|stays|end|ends|the|a|an|their|them|they|this|that|to|of|and|or|but|is|are|was|were|be|not|no|can|will|would|could|should|do|does|did|have|has|had|get|gets|got|its|it's|at|about|who|who's|whose|which|what|what's|where|when|whether|why|how|than|for|with|from|into|every|each|some|any|his|her|our|my|your)$/;

/** What `texts` add to their ask, each kept only when it shares no run of GATE_RUN words with any post. */
export function postDetails(texts: string[]): PostDetails {
  const details: PostDetails = { trouble: [], when: [], using: [] };
  const seen = new Set<string>();
  const fresh = (s: string) => {
    // Two posts that differ only by a word of colour ('always', 'just') say one thing.
    const key = s
      .toLowerCase()
      .replace(COLOUR, "")
      .replace(/\b(?:a|an|the|their) /g, "")
      .replace(/'/g, "");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const troubles: { text: string; post: number; spelling: Spelling }[] = [];
  const fallingShort = new Set<string>();
  texts.forEach((text, post) => {
    const sentences = sentencesOfPost(text);
    sentences.forEach((said, at) => {
      // 'im owed', 'whats happening': a forum's dropped apostrophe is put back before the person changes.
      const sentence = mendForumSpelling(said);
      const lower = sentence.toLowerCase().replace(LEAD_IN, "");
      // A detail is said only as spelt right ('a bokoing spreadsheet' is one post's typo, not a second setup).
      const when = whenOf(lower);
      if (when && spelt(when, text) && fresh(when)) details.when.push(when);
      const next = mendForumSpelling(sentences[at + 1] ?? "").toLowerCase();
      for (const pattern of USING) {
        const m = pattern.exec(lower);
        const setups = m ? setupsNamed(m[1]!).filter((setup) => spelt(setup, text)) : [];
        // The setup falls short by the words after it in its sentence, or in the next sentence about it.
        const short =
          m !== null && (FALLS_SHORT.test(lower.slice(m.index)) || (ABOUT_IT.test(next) && FALLS_SHORT.test(next)));
        for (const setup of setups) {
          if (short) fallingShort.add(setup);
          if (fresh(setup)) details.using.push(setup);
        }
      }
      const spelling = spellingOf(sentence, text);
      const found = spelling === "garbled" ? null : troubleOf(sentence);
      const trouble = found && spelt(found.text, text) ? restateTrouble(found.text, texts, found.announced) : null;
      if (trouble) troubles.push({ text: trouble, post, spelling });
    });
  });
  // A trouble several posts say is said from one whose sentence is all known words: a trade word or
  // a name the lexicon lacks may be a slip, so such a sentence says it only when no cleaner one does.
  for (const spelling of ["clean", "unknown"] as const)
    for (const t of troubles)
      if (t.spelling === spelling && fresh(t.text)) details.trouble.push({ text: t.text, post: t.post });
  details.when = details.when.filter((w) => !sharedRun(w, texts));
  details.using = unlike(details.using.filter((u) => !sharedRun(u, texts)));
  details.fallingShort = details.using.filter((u) => fallingShort.has(u));
  return details;
}

/**
 * Contractions forums type without their apostrophe where no word is spelt so ('im', 'whats',
 * 'doesnt'); 'its', 'were', 'id' and 'ill' are words of their own and are never mended.
 */
const DROPPED_APOSTROPHE: Record<string, string> = {
  im: "i'm",
  ive: "i've",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  isnt: "isn't",
  wasnt: "wasn't",
  werent: "weren't",
  arent: "aren't",
  havent: "haven't",
  hasnt: "hasn't",
  hadnt: "hadn't",
  cant: "can't",
  wont: "won't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  whats: "what's",
  thats: "that's",
  theres: "there's",
  theyre: "they're",
  theyve: "they've",
  youre: "you're",
  youve: "you've",
  weve: "we've",
};

/** A sentence with its forum contractions given their apostrophes back ('nobody tells us whats happening' -> 'what's'). */
export function mendForumSpelling(sentence: string): string {
  return sentence.replace(/(?<![\p{L}'’])\p{L}+(?![\p{L}'’])/gu, (word) => {
    const mended = DROPPED_APOSTROPHE[word.toLowerCase()];
    return mended ? matchCase(mended, word) : word;
  });
}

/** `mended` in the case of `word`: 'Dont' -> "Don't". */
const matchCase = (mended: string, word: string) => (/^\p{Lu}/u.test(word) ? capitalise(mended) : mended);

/**
 * How a sentence is spelt: 'clean' in words the lexicon knows, 'unknown' with a word it lacks
 * (a trade word or a name, or a slip), 'garbled' with a typo ('noobdy') or a dropped apostrophe
 * no reading can put back ('the mileage were owed', 'until its late'): retold, it reads broken.
 */
export type Spelling = "clean" | "unknown" | "garbled";

export function spellingOf(sentence: string, post: string): Spelling {
  const words = sentence.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  if (!spelt(words.join(" "), post) || apostropheDropped(sentence)) return "garbled";
  // A word with a contraction is known by the word before its apostrophe ('i'm' by 'i').
  const known = (w: string) => knownWords(w) || knownWords(w.replace(/['’](?:s|m|re|ve|ll|d)$/i, ""));
  return words.every((w) => /^\p{Lu}/u.test(w) || known(w)) ? "clean" : "unknown";
}

/** Collective nouns that take 'were' ('the staff were late'). */
const COLLECTIVE =
  /^(?:staff|team|crew|police|people|family|committee|board|club|council|company|band|choir|class|management|audience|public|government|group)$/;

/**
 * Whether a sentence drops an apostrophe that makes another word: 'were' after one thing ('the
 * mileage were owed': we're) or 'its' before no noun ('until its late': it's).
 */
function apostropheDropped(sentence: string): boolean {
  const tokens = tagged(sentence)[0] ?? [];
  return tokens.some((t, i) => {
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    if (t.value === "were" && before?.pos === "NOUN" && before.value === before.lemma && !/s$/.test(before.value))
      return !COLLECTIVE.test(before.value);
    if (t.value !== "its" || !after) return false;
    if (after.value === "own") return false;
    if (after.pos === "ADJ") return !/^(?:NOUN|PROPN|ADJ)$/.test(tokens[i + 2]?.pos ?? "");
    return /^(?:AUX|VERB|DET|ADV|PART|ADP|PRON|SCONJ|CCONJ|PUNCT)$/.test(after.pos);
  });
}

/**
 * Ways to say what goes wrong, in one post or two: enough of them that no opening carries more than
 * about 2% of the library's complaints (about half of them state a trouble).
 */
const TROUBLE_FRAMES: ((a: string, b: string | undefined) => string)[] = [
  (a, b) => `One says ${a}${b ? `; another that ${b}` : ""}.`,
  (a, b) => `A poster explains that ${a}${b ? `, and another that ${b}` : ""}.`,
  (a, b) => `The trouble, as one tells it: ${a}${b ? `. Another: ${b}` : ""}.`,
  (a, b) => `What goes wrong for one: ${a}${b ? `; for another, ${b}` : ""}.`,
  (a, b) => `A member reports that ${a}${b ? `, while another says ${b}` : ""}.`,
  (a, b) => `In one post, ${a}${b ? `; in another, ${b}` : ""}.`,
  (a, b) => `According to one writer, ${a}${b ? `; according to another, ${b}` : ""}.`,
  (a, b) => `As one member describes it, ${a}${b ? `, and as another does, ${b}` : ""}.`,
  (a, b) => `The sore point for one: ${a}${b ? `; for another: ${b}` : ""}.`,
  (a, b) => `One writer's complaint is that ${a}${b ? `; another's, that ${b}` : ""}.`,
  (a, b) => `Behind one post: ${a}${b ? `. Behind another: ${b}` : ""}.`,
  (a, b) => `A writer notes that ${a}${b ? `, and a second that ${b}` : ""}.`,
  (a, b) => `Someone mentions that ${a}${b ? `; someone else that ${b}` : ""}.`,
  (a, b) => `The problem in one case: ${a}${b ? `; in another: ${b}` : ""}.`,
  (a, b) => `One post puts it plainly: ${a}${b ? `. Another adds that ${b}` : ""}.`,
  (a, b) => `Where it hurts, by one account: ${a}${b ? `; by another, ${b}` : ""}.`,
  (a, b) => `A writer's account of the trouble: ${a}${b ? `. A second: ${b}` : ""}.`,
  (a, b) => `What one member runs into: ${a}${b ? `; what another runs into: ${b}` : ""}.`,
  (a, b) => `One of them writes that ${a}${b ? `, and another that ${b}` : ""}.`,
  (a, b) => `The pain as one writer sees it: ${a}${b ? `; as another sees it, ${b}` : ""}.`,
  (a, b) => `By one member's telling, ${a}${b ? `; by another's, ${b}` : ""}.`,
  (a, b) => `One complaint: ${a}${b ? `. A second: ${b}` : ""}.`,
  (a, b) => `For one member, ${a}${b ? `; for another, ${b}` : ""}.`,
  (a, b) => `A poster's gripe: ${a}${b ? `; another's: ${b}` : ""}.`,
  (a, b) => `One account of what goes wrong: ${a}${b ? `. Another: ${b}` : ""}.`,
  (a, b) => `One of the posters points out that ${a}${b ? `, and another that ${b}` : ""}.`,
  (a, b) => `The snag for one of them: ${a}${b ? `; for another, ${b}` : ""}.`,
  (a, b) => `Among the posts, one says ${a}${b ? ` and another that ${b}` : ""}.`,
  (a, b) => `What trips one of them up: ${a}${b ? `; what trips another up: ${b}` : ""}.`,
  (a, b) => `A complaint from one poster: ${a}${b ? `. From another: ${b}` : ""}.`,
];
/**
 * Ways to say when it bites and what they use now: an opening and a clause, picked apart, so no one
 * sentence frame carries more than a small share of the library.
 */
const DETAIL_OPENINGS = [
  "",
  "By their account, ",
  "As things stand, ",
  "Going by the posts, ",
  "From what they say, ",
  "In their telling, ",
  "On their word, ",
  "Per the posts, ",
  "As they describe it, ",
  "Judging by the posts, ",
];
const WHEN_CLAUSES: ((w: string) => string)[] = [
  (w) => `it bites hardest ${w}`,
  (w) => `the pressure peaks ${w}`,
  (w) => `it comes to a head ${w}`,
  (w) => `things get worse ${w}`,
  (w) => `the hard moments come ${w}`,
  (w) => `the strain shows ${w}`,
  (w) => `it weighs most ${w}`,
  (w) => `it gets hectic ${w}`,
  (w) => `the worst of it comes ${w}`,
];
const USING_CLAUSES: ((t: string) => string)[] = [
  (t) => `they make do with ${t}`,
  (t) => `it runs on ${t}`,
  (t) => `they get by with ${t}`,
  (t) => `the setup is ${t}`,
  (t) => `they lean on ${t}`,
  (t) => `it lives in ${t}`,
  (t) => `what they have is ${t}`,
  (t) => `what they use is ${t}`,
  (t) => `they manage with ${t}`,
];

/**
 * Ways to say that what they use falls short, as posts say it ('not built for this', 'doesn't
 * cover it', 'got out of hand'); each opens on its own words, never on the setup's (a name keeps its capitals).
 */
const FALLS_SHORT_CLAUSES: ((t: string) => string)[] = [
  (t) => `they make do with ${t}, and it falls short`,
  (t) => `all they have is ${t}, and it is not up to the job`,
  (t) => `they get by with ${t}, which is not enough`,
  (t) => `they are stuck with ${t}, and it lets them down`,
  (t) => `what they have is ${t}, and it does not do the job`,
  (t) => `the setup (${t}) falls short of what they need`,
  (t) => `they lean on ${t}, which is not made for the job`,
  (t) => `they rely on ${t}, and it is not enough`,
  (t) => `the current answer is ${t}, and not a good one`,
  (t) => `they cope with ${t}, though it falls short`,
  (t) => `it runs on ${t}, which does not cover the job`,
  (t) => `they work around ${t}, which is not up to it`,
  (t) => `the job is kept in ${t}, and that does not hold up`,
  (t) => `they have ${t}, which does not stretch to this`,
  (t) => `they put up with ${t}, short of anything better`,
  (t) => `for now it is ${t}, and that is not working`,
  (t) => `they keep it going with ${t}, which is not built for it`,
  (t) => `they muddle through with ${t}, which falls short`,
  (t) => `the tools at hand (${t}) do not stretch far enough`,
  (t) => `they depend on ${t}, and it is not enough for this`,
  (t) => `they struggle on with ${t}, which is not fit for it`,
  (t) => `nothing better than ${t} is in place, and it falls short`,
];

/** What they use and that it falls short, in one sentence. */
function shortfallSentence(setups: string[], seed: number, cased: (s: string) => string): string {
  return detailSentence(FALLS_SHORT_CLAUSES, list(setups.slice(0, 3).map(cased)), seed, 11);
}

/** A sentence of an opening and a clause, each picked by its own part of `seed`. */
function detailSentence(clauses: ((s: string) => string)[], said: string, seed: number, offset: number): string {
  const opening = pick(DETAIL_OPENINGS, Math.floor(seed / 7), offset);
  const clause = pick(clauses, seed, offset)(said);
  return `${opening}${opening ? clause : capitalise(clause)}.`;
}

/** The thing the first readable ask names, with its article ('an invoicing tool'): the topic of posts that name no job. */
function askedThing(texts: string[]): string | undefined {
  const ask = texts.map((t) => readAsk(t)).find((a) => a && !a.inferred && !a.object.startsWith("to "));
  return ask ? withArticle(ask.object, true) : undefined;
}

/** The kind of thing a group chooses among ('registrar' of 'choosing a domain registrar'), or undefined. */
function chosenThing(subject: string): string | undefined {
  const thing = /^(?:choosing|picking|buying|selecting|finding) (?:an? |the )?(.+)$/.exec(subject)?.[1];
  // Its last word names the kind ('registrar' of 'domain registrar'): 'their current registrar'.
  return thing && !/\b(?:and|or|for)\b/.test(thing) ? thing.split(" ").at(-1) : undefined;
}

/**
 * Retold troubles (plain-troubles.ts) a complaint may say: at most two, from different posts, each
 * passing the quote gate against every post in a frame (no run of GATE_RUN words, at most
 * MAX_SHARED_WORDS of its words from its posts).
 */
function plainComplaints(ordered: string[], current?: string): { text: string; post: string }[] {
  const byPost = new Map<number, string>();
  for (const t of plainTroubles(ordered, current)) if (!byPost.has(t.post)) byPost.set(t.post, t.text);
  return [...byPost]
    .map(([post, text]) => ({ text, post: ordered[post]! }))
    .filter((t) => passesGate(`One of them writes that ${t.text}.`, [t.post]))
    .slice(0, 2);
}

/**
 * A complaint of troubles in a frame the gate accepts: no run of GATE_RUN words with any post, and
 * at most MAX_SHARED_WORDS of its words from the group's posts; the seed's frame, else the next that passes.
 */
function plainSentence(troubles: string[], seed: number, texts: string[]): string {
  for (let offset = 0; offset < TROUBLE_FRAMES.length; offset++) {
    const sentence = troubleSentence(troubles, seed, offset);
    if (passesGate(sentence, texts)) return sentence;
  }
  return troubleSentence(troubles.slice(0, 1), seed);
}

/**
 * Ways to say what posts want beside their ask, in one post or two. A frame that says they have
 * not found one is only for a post that asks whether one exists or is still looking.
 */
const WANT_FRAMES: { unfound?: true; frame: (a: string, b: string | undefined) => string }[] = [
  { unfound: true, frame: (a, b) => `What they want and can't find: ${a}${b ? `; for another poster, ${b}` : ""}.` },
  { unfound: true, frame: (a, b) => `One poster has yet to find ${a}${b ? `, another ${b}` : ""}.` },
  { unfound: true, frame: (a, b) => `Missing for one of them: ${a}${b ? `; for another, ${b}` : ""}.` },
  { unfound: true, frame: (a, b) => `None they know of fits: they are after ${a}${b ? `, or ${b}` : ""}.` },
  { frame: (a, b) => `What one of them wants is ${a}${b ? `, and another ${b}` : ""}.` },
  { frame: (a, b) => `One poster is after ${a}${b ? `; another wants ${b}` : ""}.` },
  { frame: (a, b) => `The need, as one post puts it: ${a}${b ? `. Another: ${b}` : ""}.` },
  { frame: (a, b) => `Someone wants ${a}${b ? `, someone else ${b}` : ""}.` },
  { frame: (a, b) => `The requirement in one post: ${a}${b ? `; in another, ${b}` : ""}.` },
  { frame: (a, b) => `One writer's must-have: ${a}${b ? `; another's: ${b}` : ""}.` },
  { frame: (a, b) => `A member spells out the want: ${a}${b ? `. A second: ${b}` : ""}.` },
  { frame: (a, b) => `What a poster needs is ${a}${b ? `, while another needs ${b}` : ""}.` },
];

/**
 * Ways to say that the posts state no trouble beyond their ask: honest, and naming the subject, so
 * no two ideas say one sentence.
 */
const NO_TROUBLE_FRAMES: ((n: string, subject: string) => string)[] = [
  (n, subject) => `The ${n} ask about ${subject} but say nothing of what current options get wrong.`,
  (n, subject) => `No post says what falls short today; the ${n} ask others about ${subject}.`,
  (n, subject) => `None of the ${n} names a problem with what exists for ${subject}; they ask for pointers.`,
  (n, subject) => `What goes wrong is not said: the ${n} only ask about ${subject}.`,
  (n, subject) => `No trouble is stated in the ${n} on ${subject}, only a request for advice.`,
  (n, subject) => `The posts on ${subject} ask for advice without naming a shortcoming.`,
  (n, subject) => `Beyond asking about ${subject}, the ${n} name no shortcoming of current options.`,
  (n, subject) => `A request for advice on ${subject}; none of the ${n} states a problem.`,
];

/** A want as a phrase: 'an analytics tool that is cheap or free', or 'one that ...' after a want of the same thing. */
function wantPhrase(want: PlainWant, cased: (s: string) => string, after?: PlainWant): string {
  const thing = cased(want.thing);
  const head =
    after && after.thing.split(" ").at(-1) === want.thing.split(" ").at(-1) ? "one" : `${article(thing)} ${thing}`;
  return `${head} that ${cased(list(want.must))}`;
}

/**
 * The wants of at most two posts in a frame the gate accepts: no run of GATE_RUN words with any
 * post, and at most MAX_SHARED_WORDS of its words from the posts that state the wants (the group's
 * other posts share its plain words too: 'what', 'that', 'is'); null when no post states a want.
 */
function wantSentence(wants: PlainWant[], seed: number, texts: string[], cased: (s: string) => string): string | null {
  if (!wants.length) return null;
  const [first, second] = wants;
  const a = wantPhrase(first!, cased);
  const b = second && wantPhrase(second, cased, first);
  const unfound = first!.unfound && (!second || second.unfound);
  const frames = WANT_FRAMES.filter((f) => unfound || !f.unfound);
  for (let offset = 0; offset < frames.length; offset++) {
    // Picked apart from the description's opening: two ideas that open alike need not want alike.
    const sentence = pick(frames, Math.floor(seed / DESCRIPTION_OPENERS.length), offset).frame(a, b);
    const own = [first!, second].flatMap((w) => (w ? [texts[w.post]!] : []));
    if (!sharedRun(sentence, texts) && sharedWordShare(sentence, own) <= MAX_SHARED_WORDS) return sentence;
  }
  return null;
}

function troubleSentence(troubles: string[], seed: number, offset = 0): string {
  return pick(TROUBLE_FRAMES, seed, offset)(troubles[0]!, troubles[1]);
}

/** The sentences a description adds after its opening: what goes wrong, when it bites, what they use now. */
export function detailSentences(details: PostDetails, seed: number, cased: (s: string) => string = (s) => s): string[] {
  const out: string[] = [];
  if (details.trouble.length) out.push(troubleSentence([cased(details.trouble[0]!.text)], seed, 3));
  if (details.when.length)
    out.push(detailSentence(WHEN_CLAUSES, list(details.when.slice(0, 2).map(cased), "or"), seed, 7));
  if (details.using.length)
    out.push(detailSentence(USING_CLAUSES, list(details.using.slice(0, 3).map(cased)), seed, 11));
  return out;
}

/** A word's first five letters: 'quotes' and 'quoting' are the title's 'quote'. */
const wordRoot = (w: string) => w.toLowerCase().replace(/'s?$/, "").slice(0, 5);

/**
 * Whether a restated ask names something its title does not: a word of its own beyond its frame's
 * ('ductless' in '... ductless mini-split quotes' under 'Quoting mini-split heat'), never the title
 * cut short ('tracking work' under 'Tracking work outside the agreed scope').
 */
export function namesMore(restated: string, title: string): boolean {
  const titled = new Set((title.match(/[\p{L}'-]+/gu) ?? []).map(wordRoot));
  return (restated.match(/[\p{L}'-]+/gu) ?? []).some(
    (w) =>
      w.length > 2 &&
      !FRAME_WORDS.has(w.toLowerCase()) &&
      !titled.has(wordRoot(w)) &&
      !/^(?:the|a|an|and|of|for|their)$/i.test(w),
  );
}

/** Whether a restated ask shares a word with its title: one that shares none voices another need. */
export function sharesWord(restated: string, title: string): boolean {
  const titled = new Set((title.match(/[\p{L}'-]+/gu) ?? []).filter((w) => w.length > 3).map(wordRoot));
  return (restated.match(/[\p{L}'-]+/gu) ?? []).some(
    (w) => !FRAME_WORDS.has(w.toLowerCase()) && titled.has(wordRoot(w)),
  );
}
