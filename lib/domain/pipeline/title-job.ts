/**
 * The job a title names, made whole from the posts' own words. The group's job (ideaJob) can be
 * cut short ('keeping listings' of 'keeping listings up to date', 'getting customers' of 'getting
 * customers to approve print proofs'), be a detail of one post ('last version's phone number'), or
 * a choice built around part of what is asked for ('choosing after photos' of 'what do you use for
 * treatment before and after photos'). Three rules, each on phrases most posts say word for word:
 * - fuller: a longer phrase that contains the job and nearly as many posts say replaces it;
 * - a task: a job that is not a task gives way to a task most posts state;
 * - asked for: a job that is not a task gives way to the thing more posts ask for (readAsk).
 * Candidates include the tasks posts state after 'a tool for' / 'a way of' ('finding cover for
 * early openings'). A makeshift the writers get by with ('a ring binder') is never a title, nor is
 * a phrase opening on a vague determiner ('certain metrics') or holding a clause ('claims arrive').
 * A phrase never opens or ends on a preposition, article, conjunction or pronoun and holds a noun.
 */
import { jobsOf, opensOnTask, type Job } from "./job";
import { tagged } from "./nlp";
import { stem } from "./terms";
import { escapeRegExp } from "./text";
import { COMPLEMENT_VERB, readAsk, withArticle } from "./paraphrase";

/** Posts that must say a phrase word for word for it to name the group's job. */
const MOST = 0.6;
/** A fuller phrase may be said by a few fewer posts than the job it makes whole. */
const FULLER_SHARE = 0.8;
const MAX_TITLE_WORDS = 10;
/** A thin task gives way to a fuller phrase more than this share of its posts say. */
const THIN_SHARE = 0.5;
/** A task whose object is one word, articles aside ('matching students'). */
const thin = (phrase: string) => isTask(phrase) && phrase.split(" ").filter((w) => !DETERMINER.test(w)).length <= 2;
/** Words a title's job never opens or ends on. */
const EDGE =
  /^(?:,|\||certain|such|various|several|a|an|the|and|or|but|of|for|to|in|on|at|by|with|from|about|into|than|as|after|before|during|since|until|while|up|out|off|that|which|who|this|these|those|their|my|our|your|its|his|her|it|they|we|i|you|is|are|was|were|be|so|if|when|just|really|very|all|any|some|every|each|again|too|also|not|no|one)$/;
/** Where a phrase running on in a post stops: punctuation, a verb of its sentence, a new clause. */
const CLAUSE_END =
  /^(?:is|are|was|were|be|been|has|have|had|do|does|did|because|but|so|when|while|which|that|who|where|i|we|you|it|they|he|she|isn't|aren't|doesn't|don't|can't|won't|keeps|takes|eats|costs|drives|works|goes|gets|makes|needs|means|if|then|than|though|or|and|like|such|etc|e\.g)$/;
const RUN_ON = 6;
const DETERMINER =
  /^(?:a|an|the|both|either|neither|every|each|all|any|my|our|your|their|his|her|its|this|that|these|those)$/;
/** Words after which a noun phrase follows: a preposition or a verb's object. */
const LINKS_A_NOUN =
  /^(?:of|for|to|in|on|at|by|with|within|without|from|about|into|onto|across|alongside|along|beside|behind|beyond|throughout|upon|between|among|through|after|before|during|over|under|around|against|per|via|like|near|inside|outside|towards?|and|or|,|\p{L}+ing)$/u;
/** Endings that complete such a task though they end on no noun. */
const COMPLEMENT_END = / (?:up to date|in date|on time|in stock|in sync|on record|from running out|from going off)$/;

/**
 * A post's words in lower case, spaced for word-for-word search. A comma stays a word of its own
 * (a list runs on through it: 'gas, electrical and EPC certificates'); any other punctuation
 * becomes a '|' no phrase crosses ('postcards. books' is never 'postcards books').
 */
export const normal = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/,(?=\s)/g, " , ")
    .replace(/[.;:?!()"“”\[\]/]+/g, " | ")
    .replace(/[^\p{L}\p{N}'&,|-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()} `;

/** How many posts say the phrase word for word. */
function coverage(phrase: string, posts: string[]): number {
  const p = ` ${phrase} `;
  return posts.filter((t) => t.includes(p)).length;
}

/** Whether a phrase can name a job: 2 to MAX_TITLE_WORDS words, no clause word at either end, a noun in it. */
export function wholePhrase(phrase: string): boolean {
  const words = phrase.split(" ");
  const count = words.filter((w) => w !== ",").length;
  if (count < 2 || count > MAX_TITLE_WORDS + 1) return false;
  if (words.includes("|")) return false;
  const clauseAt = words.findIndex((_, i) => i > 0 && opensClause(words, i));
  if (clauseAt > 0) return wholeClauseTask(words, clauseAt);
  if (count > MAX_TITLE_WORDS) return false;
  // A list ends on its 'and' or 'or' item ('benches, bins and planters', never 'benches, bins').
  if (words.includes(",") && !words.slice(words.lastIndexOf(",")).some((w) => w === "and" || w === "or")) return false;
  if (EDGE.test(words[0]!) || (EDGE.test(words.at(-1)!) && !COMPLEMENT_END.test(phrase))) return false;
  if (toldWhole(phrase)) return true;
  // 'qualifications takes up far', 'running club or solo training': a clause or a choice, not a job.
  // A last word that is also a noun ('disposal costs', 'repair needs') ends a thing.
  const nounAtEnd = (w: string, i: number) => i === words.length - 2 && /^(?:costs|works|needs)$/.test(w);
  if (words.slice(1).some((w, i) => CLAUSE_END.test(w) && w !== "and" && !nounAtEnd(w, i))) return false;
  const tokens = (tagged(`they want ${phrase}`)[0] ?? []).slice(2);
  if (saysClause(phrase, tokens)) return false;
  // It ends on its thing ('crowns and dentures', never 'crowns and dentures sent'); the tagger reads
  // some head nouns after a noun as verbs ('council permits').
  const [before, last] = tokens.slice(-2);
  const noun = (t: (typeof tokens)[number] | undefined) => t?.pos === "NOUN" || t?.pos === "PROPN";
  const headAsVerb = last?.pos === "VERB" && /(?:[^s]s|ings?)$/.test(last.value) && noun(before);
  // 'keeping the espresso machine serviced', 'getting the milk order right': the verb's complement ends it.
  const complement =
    COMPLEMENT_VERB.test(phrase) &&
    noun(tokens.at(-2)) &&
    (last?.pos === "ADJ" ||
      COMPLEMENT_WORD.test(last?.value ?? "") ||
      (last?.pos === "VERB" && /(?:ed|en)$/.test(last.value)));
  // 'pricing alterations consistently', 'handling student extension requests fairly': how the task is done ends it.
  const manner = isTask(phrase) && noun(before) && last?.pos === "ADV" && MANNER.test(last.value);
  // A word 'the' opens after a preposition is its noun, though the tagger reads it as an adjective
  // ('in the flat'); so is a verb's form after an article and a modifier ('around a big install').
  const articleNoun =
    (last?.pos === "ADJ" && before?.value === "the" && LINKS_A_NOUN.test(tokens.at(-3)?.value ?? "")) ||
    (last?.pos === "VERB" &&
      /^(?:ADJ|ADV)$/.test(before?.pos ?? "") &&
      /^(?:the|a|an)$/.test(tokens.at(-3)?.value ?? ""));
  return (
    noun(last) ||
    headAsVerb ||
    complement ||
    manner ||
    articleNoun ||
    COMPLEMENT_END.test(phrase) ||
    PARTICLE_NOUN.test(words.at(-1)!)
  );
}

/** An adverb of manner ('consistently', 'safely'), never one of the writer's own stance or time ('honestly', 'currently'). */
const MANNER =
  /^(?!(?:really|actually|honestly|basically|literally|usually|currently|only|probably|apparently|certainly|definitely|especially|mostly|nearly|finally|recently|simply|exactly|clearly|constantly|genuinely|totally|completely|seriously|obviously|early|daily|weekly|monthly|yearly|likely|hopefully|ideally|luckily|unfortunately)$)\p{L}{3,}ly$/u;

/**
 * A thing whose noun is followed by a verb in its bare form inside it says a clause ('tutors'
 * claims arrive months'), not a job; a gerund, a participle or a head read as a verb ('heat pump')
 * at its end is no such verb.
 */
function saysClause(phrase: string, tagged: { value: string; pos: string }[]): boolean {
  const words = phrase.split(" ");
  // A possessive's mark is a token of its own ('volunteers' + "'"): one per word is read.
  const tokens = tagged.filter((t) => !/^'s?$/.test(t.value));
  if (/ing$/.test(words[0]!) || tokens.length !== words.length) return false;
  // The verb agrees with a plural before it ('claims arrive'), never a participle ('hotel lost property').
  return words.some(
    (w, i) =>
      i > 0 &&
      i < words.length - 1 &&
      tokens[i]!.pos === "VERB" &&
      !/(?:ing|ed|en|s)$/.test(w) &&
      /(?:[^s]s|s')$/.test(words[i - 1]!),
  );
}

/**
 * A word of a verb and its particle joined by a hyphen is a noun ('contractor sign-in', 'a
 * follow-up', 'the drop-off'), though the tagger reads its last part as a preposition.
 */
const PARTICLE_NOUN = /^\p{L}+-(?:in|up|out|off|on|over|down|back|away|through)s?$/u;

const WH = /^(?:which|what|who|when|where|how)$/;
/** Words opening a clause of time a task runs on into ('rebooking clients before they leave the salon'). */
const SUBORDINATE = /^(?:before|after|until|once|while)$/;
/** Whom such a clause speaks of first: a pronoun ('before it runs out'); a noun after 'before' is a phrase ('before harvest'). */
const CLAUSE_SUBJECT = /^(?:it|they|he|she|we|i|you|someone|everyone|anyone)$/;

/** Whether a clause opens at words[at]: a wh-word, or a word of time before its pronoun subject. */
function opensClause(words: string[], at: number): boolean {
  return WH.test(words[at]!) || (SUBORDINATE.test(words[at]!) && CLAUSE_SUBJECT.test(words[at + 1] ?? ""));
}
/** Verbs of telling: their task says what it tells ('telling customers their car is ready'). */
const SAYING = /^(?:telling|reminding|letting|warning|notifying|informing|showing) /;

/** A task of telling whose told clause ends on what completes it ('... their car is ready', '... the order is shipped'). */
function toldWhole(phrase: string): boolean {
  const m =
    /^(?:telling|reminding|letting|warning|notifying|informing|showing) (?:[\p{L}'-]+ ){1,4}(?:is|are) ([\p{L}-]+)$/u.exec(
      phrase,
    );
  if (!m) return false;
  const last = (tagged(`they want ${phrase}`)[0] ?? []).at(-1);
  return last?.pos === "ADJ" || (last?.pos === "VERB" && /(?:ed|en)$/.test(last.value));
}

/**
 * A task on a wh-clause ('tracking where new subscribers come from', 'asking clients how the last
 * visit went', 'getting pupils who join mid-year onto the register') is whole when the clause says its verb after its subject and ends on no article or
 * possessive; it may end on the preposition its verb takes ('... come from', '... left it in').
 */
function wholeClauseTask(words: string[], clauseAt: number): boolean {
  if (!isTask(words.join(" ")) || words.length - clauseAt < 3) return false;
  // Nor on its verb's auxiliary, its participle cut off ('logging when the play frame was').
  if (
    /^(?:a|an|the|their|my|our|your|his|her|its|this|that|and|or|,|is|are|was|were|be|been|has|have|had)$/.test(
      words.at(-1)!,
    )
  )
    return false;
  const tokens = (tagged(`they want ${words.join(" ")}`)[0] ?? []).slice(2);
  // The clause's verb follows its subject, or its wh-word when that is the subject ('pupils who join').
  const verbs = tokens.slice(clauseAt + 1).filter((t) => t.pos === "VERB" || t.pos === "AUX");
  // The tagger reads a clause's last verb after its subject as a plural noun ('when each fixed rate
  // ends', 'which streets the van drives'): after a singular noun that a determiner opens, it is the verb.
  if (!verbs.length && verbReadAsNoun(tokens.slice(clauseAt + 1))) return true;
  // 'who' is its clause's subject: the word after it is its verb, though read as a noun ('readers who reply to ...').
  if (!verbs.length && words[clauseAt] === "who" && tokens[clauseAt + 1]?.pos === "NOUN") return true;
  // 'showing which rooms are free is': a second verb of being at the end is its sentence's, not the clause's.
  if (verbs.length > 1 && /^(?:is|are|was|were|be|been)$/.test(words.at(-1)!)) return false;
  return verbs.length > 0;
}

/**
 * Whether a clause holds a verb the tagger reads as a noun: a word in -s after a singular noun its
 * determiner opens ('when each fixed rate ends', 'which streets the van drives'), or a word after
 * a noun and before an article ('when clients book a session'), a noun's place being neither.
 */
function verbReadAsNoun(tokens: { value: string; pos: string }[]): boolean {
  const afterSubject = (t: { value: string; pos: string }, i: number) => i > 0 && tokens[i - 1]!.pos === "NOUN";
  const agrees = tokens.findIndex(
    (t, i) => afterSubject(t, i) && /^\p{L}+[^s']s$/u.test(t.value) && /[^s']$/.test(tokens[i - 1]!.value),
  );
  if (agrees > 0 && tokens.slice(0, agrees - 1).some((t) => DETERMINER.test(t.value))) return true;
  return tokens.some(
    (t, i) => afterSubject(t, i) && t.pos === "NOUN" && /^(?:a|an|the|their|its)$/.test(tokens[i + 1]?.value ?? ""),
  );
}

/** The phrase and the words a post runs it on with ('keeping listings' -> 'keeping listings up to date'), each length. */
function runOns(phrase: string, post: string): string[] {
  // Every place the post says it: a title may name the thing ('ward stock ordering') before the
  // body states the task ('ordering ward consumables before they run out').
  const out = new Set<string>();
  for (let at = post.indexOf(` ${phrase} `); at >= 0; at = post.indexOf(` ${phrase} `, at + 1))
    runOnAt(phrase, post.slice(at + phrase.length + 2)).forEach((p) => out.add(p));
  return [...out];
}

/** The phrase and the words it runs on with in `rest`, the post's words after it. */
function runOnAt(phrase: string, rest: string): string[] {
  const after = rest.split(" ").filter(Boolean);
  const out: string[] = [];
  const words = [phrase];
  // A task on one bare word runs on into the clause that says which ('showing customers which
  // rooms are free', 'getting pupils who join mid-year onto the register'): the clause's own verbs do not end it.
  let clause = thin(phrase) && WH.test(after[0] ?? "");
  let limit = clause ? RUN_ON + 2 : RUN_ON;
  // A task runs on into a clause of time ('ordering feed before it runs out'), its verbs too.
  const timed = isTask(phrase);
  // A task of telling runs on through what it tells ('telling customers their car is ready').
  let tells = SAYING.test(phrase) && !/ (?:is|are) /.test(` ${phrase} `);
  for (const [i, word] of after.entries()) {
    if (!clause && timed && SUBORDINATE.test(word) && CLAUSE_SUBJECT.test(after[i + 1] ?? "")) {
      clause = true;
      limit = i + RUN_ON;
    }
    if (i >= limit) break;
    // A list runs on through its commas and 'and' ('gas, electrical and EPC certificates').
    const told = tells && /^(?:is|are)$/.test(word);
    if (told) tells = false;
    const listWord = word === "," || word === "and" || told || (clause && word !== "|" && !/\d/.test(word));
    // 'needs', 'costs', 'works' before a break or a list word end a thing ('dietary needs'), not a clause.
    const headNoun = /^(?:needs|costs|works)$/.test(word) && /^(?:\||,|and|or)?$/.test(after[i + 1] ?? "");
    // A determiner straight after a noun opens a new clause ('a shared calendar both parents use').
    const prior = words.at(-1)!.split(" ").at(-1)!;
    // ... except after the person a verb of giving or telling takes first ('giving a teenager' + 'an allowance').
    const secondObject = i === 0 && TWO_OBJECTS.test(phrase);
    // ... though not after a verb, whose object it opens ('making sure jumpers watch' + 'the safety briefing').
    const verbsObject = DETERMINER.test(word) && i > 0 && endsOnVerb(words.join(" "), word);
    // Inside a clause a determiner opens its verb's object or its subject ('when clients book' + 'a session').
    if (DETERMINER.test(word) && !LINKS_A_NOUN.test(prior) && !secondObject && !verbsObject && !clause) break;
    // A count is one post's detail ('with five suppliers'), not the job.
    if (
      word === "|" ||
      (CLAUSE_END.test(word) && !listWord && !headNoun) ||
      /\d|^(?:two|three|four|five|six|seven|eight|nine|ten|twenty|hundred)$/.test(word)
    )
      break;
    words.push(word);
    // A noun the post goes on to qualify ('bills with power' of attorney) is not the end of the phrase.
    if (!/^(?:of|'s)$/.test(after[i + 1] ?? "")) out.push(words.join(" "));
  }
  return out;
}

/** Whether a phrase's last word, read with the word after it, is a verb of its own after the first ('helping new contributors make' + 'their'). */
function endsOnVerb(phrase: string, next: string): boolean {
  const tokens = (tagged(`they want ${phrase} ${next}`)[0] ?? []).slice(2);
  return tokens.length > 2 && tokens.at(-2)?.pos === "VERB";
}

/** The word each post saying a phrase (as whole words) goes on with, in post order ('' at its end). */
function wordsAfter(phrase: string, posts: string[]): string[] {
  const p = ` ${phrase} `;
  return posts.filter((t) => t.includes(p)).map((t) => t.slice(t.indexOf(p) + p.length).split(" ")[0] ?? "");
}

/** Whether most posts saying a phrase go on with the object of its last word, a verb ('making sure jumpers watch' + 'the briefing'). */
function cutBeforeObject(phrase: string, posts: string[]): boolean {
  const nexts = wordsAfter(phrase, posts);
  const cut = nexts.filter((next) => DETERMINER.test(next) && endsOnVerb(phrase, next)).length;
  return 2 * cut > nexts.length;
}

/**
 * The word most posts saying a phrase go on with, when its last word qualifies a noun that
 * follows ('keeping in touch with repeat' + 'boutique customers', 'tracking vet bills for each
 * rescue' + 'animal'): the phrase stops inside a name, never a whole job. Null when it does not.
 */
function nameGoesOn(phrase: string, posts: string[]): string | null {
  const p = ` ${phrase} `;
  const nexts = wordsAfter(phrase, posts);
  const counts = new Map<string, number>();
  for (const next of nexts) counts.set(next, (counts.get(next) ?? 0) + 1);
  const [next, count] = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0] ?? ["", 0];
  if (count < 2 || 2 * count <= nexts.length || !/^\p{L}[\p{L}'-]*$/u.test(next)) return null;
  // A product word names what is asked for, not the job ('orchard ladder checks' + 'software').
  if (ARTEFACT_WORD.test(next) || new RegExp(`^(?:${TOOL_WORDS})$`).test(next)) return null;
  // The words after it, as the first post saying them goes on: a noun opening a clause of its own
  // ('written quotes' + 'customers have not signed') is no part of the name.
  const said = posts.find((t) => t.includes(`${p}${next} `)) ?? "";
  const then = (said.slice(said.indexOf(`${p}${next} `) + p.length + next.length + 1).split(" ")[0] ?? "").replace(
    /[^\p{L}'-].*$/u,
    "",
  );
  const tokens = tagged(`they want ${phrase} ${next} ${then}`.trim())[0] ?? [];
  const at = then ? tokens.length - 2 : tokens.length - 1;
  const [last, after, beyond] = [tokens[at - 1], tokens[at], then ? tokens[at + 1] : undefined];
  if (beyond && /^(?:VERB|AUX)$/.test(beyond.pos)) return null;
  return /^(?:ADJ|NOUN)$/.test(last?.pos ?? "") && /^(?:NOUN|PROPN)$/.test(after?.pos ?? "") ? next : null;
}

/** A job whose phrase stops inside a name, given the rest of the name most of its posts say (nameGoesOn). */
function nameCompleted(job: Job, posts: string[]): Job {
  let phrase = job.phrase;
  for (let added = 0; added < 3; added++) {
    const next = nameGoesOn(phrase, posts);
    if (next === null) break;
    phrase = `${phrase} ${next}`;
  }
  return phrase === job.phrase ? job : { ...job, phrase };
}

/**
 * A verb that takes a person, then a thing ('giving a teenager an allowance', 'telling each bride
 * her gown ...', 'giving new staff an opening checklist'), with its person alone (one word, or
 * one word and the word that says which).
 */
const TWO_OBJECTS =
  /^(?:giving|sending|showing|telling|offering|paying|lending|teaching|handing|letting|reminding|warning|promising) (?:(?:a|an|the|each|every|their|our|my) )?(?:new |first-time |junior |young |older )?[\p{L}'-]+$/u;

/** Words ending in -ing that name a thing or a time, never a doing ('evening slots', 'wedding suppliers'). */
const ING_NOUN =
  /^(?:something|anything|nothing|everything|evening|morning|wedding|ceiling|clothing|spring|string|thing|king|ring|during|pudding|sibling|seedling|bedding|awning|offspring|stuffing|railing|lightning|icing|ageing)\b/;

const isTask = (phrase: string) =>
  /^\p{L}+ing\b/u.test(phrase) &&
  !/^choosing\b/.test(phrase) &&
  !ING_NOUN.test(phrase) &&
  (!phrase.includes(" ") || opensOnTask(phrase));

/** The writer's own words for themselves, said of the posters ('what we still owe' -> 'what they still owe'). */
const WRITER_WORDS: [RegExp, string][] = [
  [/\b(?:i|we)'m\b|\bi am\b|\bwe're\b|\bwe are\b/gi, "they're"],
  [/\b(?:i|we) was\b|\bwe were\b/gi, "they were"],
  [/\b(?:i|we)'(ve|d|ll)\b/gi, "they'$1"],
  [/(?<![\w/'-])(?:i|we)(?![\w/'-])/gi, "they"],
  [/\b(?:me|us)\b/gi, "them"],
  [/\b(?:my|our)\b/gi, "their"],
  [/\b(?:mine|ours)\b/gi, "theirs"],
  [/\b(?:myself|ourselves)\b/gi, "themselves"],
];

/**
 * A title speaks of its posters in the third person: a job the posts word with their own
 * pronouns ('tracking what we still owe each supplier', 'blocking dates for our own stays') is
 * titled 'tracking what they still owe each supplier', 'blocking dates for their own stays'. A
 * capital 'I' in a name ('Wi-Fi', 'iOS') is no pronoun: only the word alone is one.
 */
export function inThirdPerson(phrase: string): string {
  return WRITER_WORDS.reduce((t, [from, to]) => t.replace(from, to), phrase);
}

/** The job a title names: the group's job made whole by the posts' own phrases, or the job as it is. */
export function titleJob(job: Job, texts: string[]): Job {
  const posts = texts.map(normal);
  const made = withPostArticle(
    uncut(madeWhole(mostSaid(namedNeed(job, texts, posts), texts, posts), texts, posts), posts),
    posts,
  );
  return asChoice(
    nameCompleted(
      withoutArtefact(undoubled(beforeItsClause(goneOnAlike(continued(made, posts), posts), posts))),
      posts,
    ),
    texts,
  );
}

/** A noun naming an activity or its record ('court allocation', 'rent payment'): work a tool does, never a product picked. */
const WORK_NOUN = /(?:tion|sion|ment|ing|ance|ence)s?$/;
/** Words for the software a post asks for. */
const TOOL_WORDS = "software|apps?|tools?|system|platform|program|spreadsheet|template|something";

/** Frames of an ask to pick one thing ('Which payment processor ...?', 'Best X for ...?', 'Looking for a X'). */
const PICKING = new Set(["which", "good", "pointers", "seeking", "exists", "replace"]);
/** Words after a thing that say what it is for ('a payment processor for marketplaces'). */
const AFTER_THING = / (?:for|to|with|that|which|in|on|from|like|under|without) /;

/**
 * A thing that two posts at least ask to pick by name ('Which payment processor ...?', 'Best payment
 * processor for ...?'), or one post when it names the artefact ('Which analytics solution ...?'), is
 * titled as that choice ('choosing a payment processor'), never as a bare noun; a 'solution' is
 * named in plain words, a tool.
 */
function asChoice(job: Job, texts: string[]): Job {
  const product = job.phrase.replace(/\bsolution$/, "tool");
  if (job.task || WORK_NOUN.test(product)) return job;
  const thing = normal(job.phrase).trim();
  // A thing a post wants software for ('court allocation software', 'an app for the court
  // allocation') is work a tool does, not a product picked.
  const worked = new RegExp(
    ` ${escapeRegExp(thing)} (?:${TOOL_WORDS})\\b|\\b(?:${TOOL_WORDS}) (?:for|to manage|to handle|to track) (?:the |a |an |our |my )?${escapeRegExp(thing)} `,
  );
  if (texts.some((t) => worked.test(normal(t)))) return job;
  const picking = texts.filter((text) => {
    const ask = readAsk(text);
    if (!ask || !PICKING.has(ask.frame)) return false;
    const named = normal(ask.object.split(AFTER_THING)[0]!).trim();
    return named === thing || named.endsWith(` ${thing}`);
  });
  // A thing named by its artefact ('analytics solution') is a product whoever asks; another needs two asking.
  if (picking.length < (ARTEFACT_WORD.test(thing.split(" ").at(-1)!) ? 1 : 2)) return job;
  return { phrase: `choosing ${withArticle(product, true)}`, task: true };
}

/** Words that follow a clause's subject: its auxiliary ('patients have not accepted', 'guests are still owed'). */
const AUXILIARY =
  /^(?:have|has|had|haven't|hasn't|are|is|were|was|aren't|isn't|do|does|did|don't|doesn't|didn't|can|can't|will|won't|never|still)$/;

/**
 * A task whose last noun is the subject of a clause its posts go on with ('following up on dental
 * treatment plans patients' of '... patients have not accepted') ends before that noun.
 */
function beforeItsClause(job: Job, posts: string[]): Job {
  const words = job.phrase.split(" ");
  if (!job.task || words.length < 4 || words.some((w, i) => i > 0 && opensClause(words, i))) return job;
  const nexts = wordsAfter(job.phrase, posts);
  if (!nexts.length || 2 * nexts.filter((w) => AUXILIARY.test(w)).length <= nexts.length) return job;
  const shorter = words.slice(0, -1).join(" ");
  return wholePhrase(shorter) ? { ...job, phrase: shorter } : job;
}

/** Words before a thing saying the writers already use it ('we rely on a ring binder', 'better than a paper diary'). */
const USED_BEFORE =
  / (?:by with|do with|doing with|than|use|using|used|we have|i have|tried|make|rely on|relying on|doing it in|system is|it's) (?:(?:a|an|the|their|our|my) )?$/;
/** Words after a thing saying it falls short ('... doesn't cover it', '... works until it doesn't'). */
const FALLS_SHORT = /^(?:doesn't|does not|don't|works until|at the moment|for now|plus) /;

/** Whether most posts naming a thing name it as the makeshift they get by with, not what they ask for. */
function makeshift(phrase: string, posts: string[]): boolean {
  const p = ` ${phrase} `;
  const used = (post: string) => {
    for (let at = post.indexOf(p); at >= 0; at = post.indexOf(p, at + 1))
      if (USED_BEFORE.test(post.slice(0, at + 1)) || FALLS_SHORT.test(post.slice(at + p.length))) return true;
    return false;
  };
  const saying = posts.filter((post) => post.includes(p));
  return saying.length >= 2 && 3 * saying.filter(used).length >= 2 * saying.length;
}

/** Determiners that name no thing in particular ('certain metrics', 'such tools', 'various formats'). */
const VAGUE_DETERMINER = /^(?:certain|such|various|several|some|other|many|numerous)\b/;

/**
 * A thing the posts name as their makeshift ('a ring binder', 'a paper diary') is how they cope, never
 * their need, and one opening on a vague determiner ('certain metrics') names none: either gives way
 * to the phrase most posts ask for or state as a task, said by two at least.
 */
function namedNeed(job: Job, texts: string[], posts: string[]): Job {
  if (job.task || !(VAGUE_DETERMINER.test(job.phrase) || makeshift(job.phrase, posts))) return job;
  const best = scoredPhrases(texts, posts, [])
    .filter((c) => !` ${c.phrase} `.includes(` ${job.phrase} `))
    .sort(mostNamedFirst)[0];
  if (best) return { phrase: best.phrase, task: isTask(best.phrase) };
  const asked = mostSharedAsk(texts, posts);
  return asked ? { phrase: asked, task: isTask(asked) } : job;
}

/** The thing one post asks for whose words the most posts share ('analytics solution' where all speak of analytics), or null. */
function mostSharedAsk(texts: string[], posts: string[]): string | null {
  const shared = (phrase: string) =>
    phrase
      .split(" ")
      .filter((w) => !EDGE.test(w))
      .reduce((sum, w) => sum + posts.filter((p) => p.includes(` ${w} `)).length, 0);
  const asked = texts
    .map((t) => normal(readAsk(t)?.object ?? "").trim())
    .filter((o) => wholePhrase(o) && !VAGUE_DETERMINER.test(o) && !makeshift(o, posts))
    .map((o) => ({ o, n: shared(o) }))
    .sort((a, b) => b.n - a.n || (a.o < b.o ? -1 : 1));
  return asked[0]?.o ?? null;
}

/** A word every post says after a noun is that noun's head, though the tagger reads it as a verb ('heat' + 'pump'). */
function compoundHead(phrase: string, next: string): boolean {
  const [before, last] = (tagged(`they want ${phrase} ${next}`)[0] ?? []).slice(-2);
  return (before?.pos === "NOUN" || before?.pos === "PROPN") && (last?.pos === "VERB" || last?.pos === "NOUN");
}

/**
 * A phrase every post saying it goes on with the same word is cut short ('quoting mini-split heat'
 * of '... heat pump'): it takes that word, again while the posts go on alike (at least two posts).
 */
function goneOnAlike(job: Job, posts: string[]): Job {
  let phrase = job.phrase;
  for (let step = 0; step < 3 && phrase.split(" ").length < MAX_TITLE_WORDS; step++) {
    const p = ` ${phrase} `;
    const nexts = posts.flatMap((post) => {
      const out: string[] = [];
      for (let at = post.indexOf(p); at >= 0; at = post.indexOf(p, at + 1))
        out.push(post.slice(at + p.length).split(" ")[0] ?? "");
      return out;
    });
    const next = nexts[0] ?? "";
    if (nexts.length < 2 || nexts.some((n) => n !== next)) break;
    // A participle's particle completes it ('homework handed' + 'in', 'keys signed' + 'out').
    if (PARTICLE.test(next) && participleEnds(phrase)) {
      phrase = `${phrase} ${next}`;
      continue;
    }
    if (!/^\p{L}[\p{L}'-]*$/u.test(next) || EDGE.test(next) || CLAUSE_END.test(next) || TIME.test(next)) break;
    if (ARTEFACT_WORD.test(next) || !(wholePhrase(`${phrase} ${next}`) || compoundHead(phrase, next))) break;
    if (cutBeforeObject(`${phrase} ${next}`, posts)) break;
    phrase = `${phrase} ${next}`;
  }
  return phrase === job.phrase ? job : { ...job, phrase };
}

/** Words that complete a verb they follow ('handed in', 'signed out', 'given back'). */
const PARTICLE = /^(?:in|out|back|up|off|down|over|away)$/;

/** Whether a phrase ends on a verb's past participle after its noun ('tracking homework handed'). */
function participleEnds(phrase: string): boolean {
  const tokens = tagged(`they track ${phrase}`)[0] ?? [];
  const [before, last] = tokens.slice(-2);
  return before?.pos === "NOUN" && last?.pos === "VERB" && /(?:ed|en|t)$/.test(last.value);
}

/** Verbs that say no task of their own: the thing they work on is the whole of what they name. */
const VAGUE_VERB = /^(?:handling|managing|dealing with|sorting|doing|organising|organizing) /;

/** Words that link a phrase to the words completing it ('right to work', 'orders from delis'). */
const LINK = /^(?:to|from|of|in|on|at|with|for)$/;
/** A time or a count is one post's detail ('in august', 'from three'), never what completes a job. */
const TIME =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|spring|summer|autumn|winter|weekly|daily|monthly|today|tomorrow|two|three|four|five|six|seven|eight|nine|ten)$/;
/** Posts that must go on alike after a phrase for it to be cut short. */
const CUT_SHARE = 2 / 3;

/**
 * A phrase its posts go on with one linking word and the word after ('checking candidates' right'
 * of '... right to work') is cut short: it takes those two words when most posts saying it say them.
 */
function continued(job: Job, posts: string[]): Job {
  const p = ` ${job.phrase} `;
  // The two words and whether the phrase ends after them ('right to work |', never 'payments for weekly lessons').
  // The shortest run of two to RUN_ON_MAX words after which the phrase ends ('to finish the course |').
  const nexts = posts.flatMap((post) => {
    const at = post.indexOf(p);
    if (at < 0) return [];
    const words = post.slice(at + p.length).split(" ");
    for (let n = 2; n <= RUN_ON_MAX; n++) {
      const after = words[n] ?? "";
      if (!after || after === "|" || after === "," || CLAUSE_END.test(after)) return [words.slice(0, n).join(" ")];
    }
    return [""];
  });
  if (nexts.length < 2) return job;
  const counts = new Map<string, number>();
  for (const n of nexts) counts.set(n, (counts.get(n) ?? 0) + 1);
  const [next, said] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  const [link, ...rest] = next.split(" ");
  const word = rest.at(-1);
  if (!link || !word || !LINK.test(link) || EDGE.test(word) || TIME.test(word)) return job;
  if (!rest.every((w) => /^\p{L}[\p{L}'-]*$/u.test(w))) return job;
  if (said < CUT_SHARE * nexts.length || job.phrase.split(" ").length + rest.length + 1 > MAX_TITLE_WORDS) return job;
  const phrase = `${job.phrase} ${next}`;
  // A run of more than one word after its link ('to finish the course') must end the job whole.
  return rest.length === 1 || wholePhrase(phrase) ? { ...job, phrase } : job;
}

/** The longest run of words a phrase is continued by ('to finish the course'). */
const RUN_ON_MAX = 4;

/** A verb's stem, 'keeping track of' read as 'track'. */
const verbStem = (phrase: string) => stem(/^keeping track of /.test(phrase) ? "track" : phrase.split(" ")[0]!);

/**
 * A task whose thing ends on the task again ('keeping track of renovation budget tracking',
 * 'managing stock management') says its verb twice: the thing alone names it.
 */
function undoubled(job: Job): Job {
  if (!job.task) return job;
  const words = job.phrase.split(" ");
  const last = words.at(-1)!;
  if (words.length < 4 || stem(last.replace(/ment$/, "")) !== verbStem(job.phrase)) return job;
  const thing = job.phrase.replace(/^keeping track of |^\S+ /, "");
  return wholePhrase(thing) ? { phrase: thing, task: false } : job;
}

/** Artefacts asked for: a title names what they are for ('Allotment water troughs', never '... software'). */
const ARTEFACT_WORD = /^(?:software|apps?|tools?|platforms?|solutions?)$/;

/** A thing without the artefact it ends on, when a thing of two words or more is left; a choice keeps it ('choosing project management software'). */
function withoutArtefact(job: Job): Job {
  const words = job.phrase.split(" ");
  if (job.task || words.length < 3 || !ARTEFACT_WORD.test(words.at(-1)!)) return job;
  const phrase = words.slice(0, -1).join(" ");
  return wholePhrase(phrase) ? { ...job, phrase } : job;
}

/** The phrases the posts ask for or name as jobs, and the longer ones they run them on into, each with the posts saying it. */
function scoredPhrases(texts: string[], posts: string[], extra: string[]): { phrase: string; cover: number }[] {
  const candidates = new Set<string>();
  const add = (phrase: string | undefined | null) => {
    const p = phrase ? normal(phrase).trim() : "";
    if (p) candidates.add(p);
  };
  for (const text of texts) {
    add(readAsk(text)?.object);
    for (const j of jobsOf(text)) add(withPostArticle(j, posts).phrase);
  }
  extra.forEach(add);
  for (const post of posts) statedTasks(post).forEach((t) => candidates.add(t));
  for (const c of [...candidates])
    for (const post of posts) for (const longer of runOns(c, post)) candidates.add(longer);
  return [...candidates]
    .map((phrase) => ({ phrase, cover: coverage(phrase, posts) }))
    .filter(
      (c) => c.cover >= 2 && wholePhrase(c.phrase) && !makeshift(c.phrase, posts) && !cutBeforeObject(c.phrase, posts),
    );
}

/**
 * The phrase a title names first when a job gives way to another: the one most posts say, then a
 * task before a thing, then the longer (it says more), then alphabetically (the same every run).
 */
function mostNamedFirst(a: { phrase: string; cover: number }, b: { phrase: string; cover: number }): number {
  return (
    b.cover - a.cover ||
    Number(isTask(b.phrase)) - Number(isTask(a.phrase)) ||
    b.phrase.length - a.phrase.length ||
    (a.phrase < b.phrase ? -1 : 1)
  );
}

/** Words after which a post states a task as a gerund ('a tool for finding cover', 'a better way of paying tutors'). */
const STATES_TASK = /^(?:for|of|about)$/;

/**
 * The gerunds a post states as tasks after a preposition ('finding' of 'a tool for finding cover
 * for early openings'): runOns makes each whole. The task the posts ask for is often said only
 * so, its thing also said alone as a qualifier ('for groups and events', 'for book club hosts').
 */
function statedTasks(post: string): string[] {
  const words = post.trim().split(" ");
  return words.filter((w, i) => i > 0 && STATES_TASK.test(words[i - 1]!) && /^\p{L}+ing$/u.test(w) && isTask(w));
}

/**
 * The job most posts say. The group's job (groupJob) is the phrase whose words the posts share
 * most, and a minority's phrase can share them ('handling makeup artist assistant bookings' in a
 * group where most posts ask about 'makeup artist travel fees'): a job fewer than half the posts
 * say gives way to the phrase MOST of them say, when that is said by half as many again
 * and most of the job's own posts do not say it (they voice another need).
 */
function mostSaid(job: Job, texts: string[], posts: string[]): Job {
  const n = posts.length;
  const own = withPostArticle({ ...job, phrase: job.phrase.replace(/^choosing (?:an? )?/, "") }, posts).phrase;
  // A task's posts say it or its thing ('makeup artist assistant bookings' of 'handling ...').
  const thing = isTask(own) ? own.replace(/^\S+ (?:(?:a|an|the) )?/, "") : own;
  const says = (p: string) => p.includes(` ${own} `) || (thing.includes(" ") && p.includes(` ${thing} `));
  const cover = posts.filter(says).length;
  if (n < 4 || 2 * cover >= n) return job;
  const best = scoredPhrases(texts, posts, []).sort(mostNamedFirst)[0];
  if (!best || best.cover < MOST * n || 2 * best.cover < 3 * cover) return job;
  // Posts of one need say its task and its topic both ('booking wasp nest callouts', 'wasp nest bookings'): only
  // a job whose posts mostly do not say the other phrase is another need's.
  const both = posts.filter((p) => says(p) && p.includes(` ${best.phrase} `)).length;
  if (!cover || 2 * both >= cover) return job;
  return { phrase: best.phrase, task: isTask(best.phrase) };
}

/**
 * Whether a thin task is cut from what its posts go on to say ('proving guards' of 'proving guards
 * did their patrols', 'texting customers' of '... to pick up their wash'): most posts saying it run
 * on with more words, and no longer phrase they say makes it whole.
 */
function cutShort(phrase: string, posts: string[], scored: { phrase: string; cover: number }[]): boolean {
  if (fuller(phrase, scored) !== phrase) return false;
  const nexts = wordsAfter(phrase, posts);
  return 2 * nexts.filter((w) => w && !/^(?:\||,|and|or)$/.test(w)).length > nexts.length;
}

/**
 * Whether a thin task said after a preposition is a thing ('an app for lambing records'): one its
 * posts run on with what completes it ('a tool for ordering feed before it runs out') is a doing.
 */
function compoundNoun(phrase: string, posts: string[], scored: { phrase: string; cover: number }[]): boolean {
  return saidAsThing(phrase, posts) && fuller(phrase, scored) === phrase;
}

/** Whether most posts saying a phrase say it after a preposition, as a thing ('blocks of driving lessons'). */
function saidAsThing(phrase: string, posts: string[]): boolean {
  const p = ` ${phrase} `;
  const before = posts.filter((t) => t.includes(p)).map((t) => t.slice(0, t.indexOf(p)).split(" ").at(-1) ?? "");
  return before.length > 0 && 2 * before.filter((w) => /^(?:of|for|in|on|with|about)$/.test(w)).length > before.length;
}

/** Words that open a noun phrase: a gerund after one names a thing ('the building regs', 'our conveyancing process'). */
const OPENS_NOUN = "(?:a|an|the|our|my|their|your|this|its)";

/**
 * Whether a phrase opening on a gerund names a thing, the gerund a noun before it: posts say its
 * first two words after an article or possessive ('from the building regs officer'), or say the
 * whole phrase as what another task of theirs works on ('booking carers onto moving and handling
 * refreshers', 'following the conveyancing process'), in two posts at least.
 */
function gerundAsModifier(phrase: string, posts: string[]): boolean {
  const words = phrase.split(" ");
  const opening = escapeRegExp(words.slice(0, 2).join(" "));
  const afterArticle = new RegExp(` ${OPENS_NOUN} ${opening} `);
  const objectOfTask = new RegExp(` (\\p{L}+ing) (?:[\\p{L}'-]+ ){0,3}${escapeRegExp(phrase)} `, "u");
  // The task before it is a doing of its own ('booking carers onto'), never 'something for' nor the phrase's own gerund.
  const taskOn = (post: string) => {
    const outer = objectOfTask.exec(post)?.[1];
    return outer !== undefined && outer !== words[0] && isTask(`${outer} it`);
  };
  return posts.filter((post) => afterArticle.test(post) || taskOn(post)).length >= 2;
}

function madeWhole(given: Job, texts: string[], posts: string[]): Job {
  // A gerund on one word the posts say as a thing ('blocks of driving lessons') is no task of theirs.
  // So is one that says what its thing is for ('swimming lessons': lessons for swimming; job.ts opensOnTask).
  // So is one whose gerund names a trade or a process ('building regs officer questions', 'the conveyancing process').
  const describes =
    /^\p{L}+ing \p{L}/u.test(given.phrase) &&
    !/^choosing\b/.test(given.phrase) &&
    (!isTask(given.phrase) || gerundAsModifier(given.phrase, posts));
  const job =
    given.task && (describes || (thin(given.phrase) && saidAsThing(given.phrase, posts)))
      ? { ...given, task: false }
      : given;
  const n = posts.length;
  const most = Math.max(2, Math.ceil(MOST * n));
  const third = Math.max(2, Math.ceil(n / 3));
  // 'choosing an after photos app': the thing chosen is what the posts say.
  const core = withPostArticle({ ...job, phrase: job.phrase.replace(/^choosing (?:an? )?/, "") }, posts).phrase;
  const coreCover = coverage(core, posts);

  const scored = scoredPhrases(texts, posts, [core]);
  const longest = (list: typeof scored) =>
    list.sort((a, b) => b.cover - a.cover || b.phrase.length - a.phrase.length || (a.phrase < b.phrase ? -1 : 1))[0];

  // A job no post says as it stands ('managing church hall' of 'managing bookings of the church
  // hall') is the phrase most posts say with all its words, in its order.
  if (coreCover === 0) {
    const said = longest(scored.filter((c) => c.cover >= most && holdsInOrder(c.phrase, core)));
    if (said) return { phrase: said.phrase, task: isTask(said.phrase) };
  }

  // A task most posts state names the job better than a thing, a choice or a verb that says no task
  // of its own ('handling dress sizes' where the posts say 'knowing which dress sizes are on the shop floor').
  const vague = VAGUE_VERB.exec(job.phrase)?.[0];
  if (!job.task || job.phrase.startsWith("choosing ") || vague) {
    const specific = (phrase: string) => !vague || !phrase.startsWith(vague);
    // A gerund inside the thing is part of it ('painting jobs' of 'before-and-after photos of painting jobs'), no task.
    const inside = (phrase: string) => ` ${core} `.includes(` ${phrase} `) && core !== phrase;
    const task = longest(
      scored.filter(
        (c) =>
          isTask(c.phrase) &&
          c.cover >= most &&
          specific(c.phrase) &&
          !inside(c.phrase) &&
          !(c.phrase === core && job !== given) &&
          !(thin(c.phrase) && (compoundNoun(c.phrase, posts, scored) || cutShort(c.phrase, posts, scored))),
      ),
    );
    // A thing most posts name is still a topic ('Escape room team sessions'): a task most of them
    // state, of four words or more, says what they do with it ('fitting hen party teams across rooms').
    const saysWhich = (phrase: string) => phrase.split(" ").filter((w) => w !== "," && !DETERMINER.test(w)).length >= 4;
    // ... judged on the task as the posts make it whole ('finding a launch driver' + 'for every outing').
    const wholeTask = task && fuller(task.phrase, scored);
    if (task && wholeTask && (task.cover >= coreCover || (!job.task && saysWhich(wholeTask))))
      return { phrase: wholeTask, task: true };
    // A thing is named by what the posts do with it, where a third of them say so: 'tracking
    // cattle tags', never the label 'Cattle tags'.
    const own = job.task
      ? null
      : longest(scored.filter((c) => c.cover >= third && !inside(c.phrase) && worksOn(c.phrase, core)));
    if (own) return { phrase: fuller(own.phrase, scored), task: true };
  }
  // ... and the thing more posts ask for than the job's own words, also for a verb that says no
  // task of its own ('managing orders' where most posts ask about 'restaurant deliveries from apps').
  // A task most posts say in those words stays a doing, though its verb is vague ('organising the
  // church flower rota', 'handling design requests in DMs'): it says what they do with the thing.
  if (!job.task || (vague && coreCover < most)) {
    const asked = new Set(
      texts
        .map((t) => readAsk(t)?.object)
        .filter(Boolean)
        .map((o) => normal(o!).trim()),
    );
    const thing = longest(scored.filter((c) => asked.has(c.phrase) && c.cover >= most && c.cover > coreCover));
    if (thing) return { phrase: fuller(thing.phrase, scored), task: false };
  }
  const whole = fuller(core, scored, coreCover);
  if (whole === core && !wholePhrase(core)) {
    // 'choosing disposal': a word alone names nothing; the phrase holding it that most posts say does.
    const holding = longest(scored.filter((c) => ` ${c.phrase} `.includes(` ${core} `) && c.cover >= most));
    if (holding) return { phrase: fuller(holding.phrase, scored), task: isTask(holding.phrase) };
  }
  if (whole === core) return wholePhrase(core) ? job : trimmed(job);
  // A choice made whole is the thing the posts ask about, not a choice.
  return { phrase: whole, task: isTask(whole) };
}

/**
 * Whether a phrase is a task on `thing`: one whose words after its verb name the thing's head
 * ('giving patients a written fee estimate' of 'dental fee estimates'), its verb one of its own
 * ('handling' or 'managing' says no task).
 */
function worksOn(phrase: string, thing: string): boolean {
  if (!isTask(phrase) || VAGUE_VERB.test(phrase) || /^(?:doing|using|getting|having|finding)\b/.test(phrase))
    return false;
  // The head before any phrase of its own ('photos' of 'photos of roofing jobs').
  const head = stem(
    thing
      .split(/ (?:of|for|to|in|on|at|with|from|about|by) /)[0]!
      .split(" ")
      .at(-1)!,
  );
  return phrase
    .split(" ")
    .slice(1)
    .some((w) => stem(w) === head);
}

/** Whether `phrase` says every word of `job` in the job's order, other words between them. */
function holdsInOrder(phrase: string, job: string): boolean {
  const words = phrase.split(" ");
  let at = 0;
  for (const w of job.split(" ")) {
    at = words.indexOf(w, at);
    if (at < 0) return false;
    at++;
  }
  return true;
}

/** A list running on after a phrase: ', electrical and ...', 'and personal ...'. */
const LIST_GOES_ON = /^(?:, [\p{L}'-]+ (?:, [\p{L}'-]+ )*,? ?and|and) [\p{L}'-]+ /u;
/** Words that complete a verb of keeping though the tagger reads no adjective in them. */
const COMPLEMENT_WORD = /^(?:apart|together|separate|straight|organised|organized)$/;

/** Whether a task already ends on what completes its verb ('... serviced', '... up to date'). */
function endsOnComplement(phrase: string): boolean {
  const words = phrase.split(" ");
  return (
    COMPLEMENT_END.test(phrase) || (words.length > 2 && completesVerb(words.slice(0, -1).join(" "), words.at(-1)!))
  );
}

/** Whether the word after a phrase in a post completes its verb ('serviced', 'right', 'from running out'). */
function completesVerb(phrase: string, rest: string): boolean {
  if (/^(?:from \p{L}+ing|up to date|in date|in sync|on record)\b/u.test(rest)) return true;
  const next = rest.split(" ")[0] ?? "";
  if (!/^\p{L}+$/u.test(next)) return false;
  if (COMPLEMENT_WORD.test(next)) return true;
  const tokens = tagged(`they want ${phrase} ${next}`)[0] ?? [];
  const last = tokens.at(-1);
  return last?.pos === "ADJ" || (last?.pos === "VERB" && /(?:ed|en)$/.test(last.value));
}

/**
 * A task whose verb wants a complement, said without it while the posts say it ('keeping the
 * espresso machine' of 'keeping the espresso machine serviced'), names the thing alone; a phrase
 * the posts run on into a list ('keeping gas' of 'keeping gas, electrical and EPC certificates')
 * is no job either, and gives way to the thing the task works on when that is whole.
 */
function uncut(job: Job, posts: string[]): Job {
  if (!COMPLEMENT_VERB.test(job.phrase) || endsOnComplement(job.phrase)) return job;
  const p = ` ${job.phrase} `;
  const rests = posts.flatMap((post) => {
    const at = post.indexOf(p);
    return at < 0 ? [] : [post.slice(at + p.length)];
  });
  const cut = rests.filter((rest) => !LIST_GOES_ON.test(rest) && completesVerb(job.phrase, rest)).length;
  if (!rests.length || cut * 3 < rests.length) return job;
  const thing = job.phrase.replace(/^\S+ (?:the )?/, "");
  return wholePhrase(thing) ? { phrase: thing, task: false } : job;
}

/** Singular things take the article the posts give them ('keeping a log of complaints', never 'keeping log of complaints'). */
function withPostArticle(job: Job, posts: string[]): Job {
  const m = /^(\p{L}+ing) (?!(?:a|an|the|their|my|our|your)\b)(.+)$/u.exec(job.phrase);
  if (!m) return job;
  const [, verb, rest] = m;
  const said = (article: string) => coverage(`${verb} ${article}${rest}`, posts);
  const bare = said("");
  const best = ["a ", "an ", "the "].map((a) => [a, said(a)] as const).sort((x, y) => y[1] - x[1])[0]!;
  return best[1] > bare ? { ...job, phrase: `${verb} ${best[0]}${rest}` } : job;
}

/**
 * The longest phrase containing `phrase` that nearly as many posts say: a task only runs on
 * ('keeping listings up to date'), a thing may gain words before it too ('treatment before and
 * after photos').
 */
function fuller(phrase: string, scored: { phrase: string; cover: number }[], cover?: number): string {
  const base = cover ?? scored.find((c) => c.phrase === phrase)?.cover ?? 0;
  const contains = (longer: string) =>
    isTask(phrase) ? longer.startsWith(`${phrase} `) : ` ${longer} `.includes(` ${phrase} `);
  // A task on one bare word ('matching students', 'tracking meetings') says too little: what most of its posts add says which.
  const enough = (c: number) => c >= 2 && (thin(phrase) ? c > THIN_SHARE * base : c >= FULLER_SHARE * base);
  const longer = scored
    .filter((c) => c.phrase !== phrase && contains(c.phrase) && enough(c.cover))
    .sort((a, b) => b.phrase.length - a.phrase.length || b.cover - a.cover)[0];
  return longer?.phrase ?? phrase;
}

/** A job that runs into its sentence ('tracking instructors' qualifications takes'), cut back to its last whole phrase. */
function trimmed(job: Job): Job {
  const words = job.phrase.split(" ");
  for (let end = words.length - 1; end >= 2; end--) {
    const phrase = words.slice(0, end).join(" ");
    if (wholePhrase(phrase)) return { ...job, phrase };
  }
  // A task on a clause ('showing which rooms are free is'): at least no clause word dangles at its end.
  while (words.length > 2 && (EDGE.test(words.at(-1)!) || CLAUSE_END.test(words.at(-1)!))) words.pop();
  return { ...job, phrase: words.join(" ") };
}

/** Gerunds a thing's name may end on, the work done to the noun before it ('note taking', 'minute writing'). */
const TRAILING_DOING = /^(?:taking|keeping|making|writing|tracking|sharing|planning|booking|logging)$/;

/**
 * A job named as a bare noun of work ('note taking', 'paid email hosting') said as the doing it is,
 * so a title names the job: 'taking notes' (the work's object after its verb), or, where at least
 * two posts ask to pick the service itself (their ask or their first line names it), 'finding paid
 * email hosting'. A task stays as it is.
 */
export function namedAsDoing(job: Job, texts: string[]): Job {
  if (job.task) return job;
  const words = job.phrase.split(" ");
  const last = words.at(-1)!;
  if (words.length === 2 && TRAILING_DOING.test(last) && /^\p{L}{3,}$/u.test(words[0]!) && !/s$/.test(words[0]!))
    return { phrase: `${last} ${words[0]}s`, task: true };
  if (!/ing$/.test(last) || words.length > 4) return job;
  // A service to find, not work the posters do ('energy pacing'): most posts' asks are to pick one,
  // and at least two name it, in their ask or in their first line (a forum's title).
  const asks = texts.map((text) => readAsk(text)).filter((ask) => ask !== null);
  const picks = asks.filter((ask) => PICKING.has(ask.frame)).length;
  if (picks < 2 || picks * 2 <= asks.length) return job;
  const naming = texts.filter((text) => {
    const ask = readAsk(text);
    if (ask !== null && PICKING.has(ask.frame) && normal(ask.object).includes(` ${last} `)) return true;
    const first = text.split(/\n|(?<=[.?!])\s/)[0]!;
    return normal(first).includes(` ${words.slice(-2).join(" ")} `);
  });
  return naming.length >= 2 ? { phrase: `finding ${job.phrase}`, task: true } : job;
}
