/**
 * The job a title names, made whole from the posts' own words. The group's job (ideaJob) can be
 * cut short ('keeping listings' of 'keeping listings up to date', 'getting customers' of 'getting
 * customers to approve print proofs'), be a detail of one post ('last version's phone number'), or
 * a choice built around part of what is asked for ('choosing after photos' of 'what do you use for
 * treatment before and after photos'). Three rules, each on phrases most posts say word for word:
 * - fuller: a longer phrase that contains the job and nearly as many posts say replaces it;
 * - a task: a job that is not a task gives way to a task most posts state;
 * - asked for: a job that is not a task gives way to the thing more posts ask for (readAsk).
 * A phrase never opens or ends on a preposition, article, conjunction or pronoun and holds a noun.
 */
import { jobsOf, type Job } from "./job";
import { tagged } from "./nlp";
import { readAsk } from "./paraphrase";

/** Posts that must say a phrase word for word for it to name the group's job. */
const MOST = 0.6;
/** A fuller phrase may be said by a few fewer posts than the job it makes whole. */
const FULLER_SHARE = 0.8;
const MAX_TITLE_WORDS = 8;
/** Words a title's job never opens or ends on. */
const EDGE =
  /^(?:a|an|the|and|or|but|of|for|to|in|on|at|by|with|from|about|into|than|as|after|before|during|since|until|while|up|out|off|that|which|who|this|these|those|their|my|our|your|its|his|her|it|they|we|i|you|is|are|was|were|be|so|if|when|just|really|very|all|any|some|every|each|again|too|also|not|no|one)$/;
/** Where a phrase running on in a post stops: punctuation, a verb of its sentence, a new clause. */
const CLAUSE_END =
  /^(?:is|are|was|were|be|been|has|have|had|do|does|did|because|but|so|when|while|which|that|who|where|i|we|you|it|they|he|she|isn't|aren't|doesn't|don't|can't|won't|keeps|takes|eats|costs|drives|works|goes|gets|makes|needs|means|if|then|than|though|or|and|like|such|etc|e\.g)$/;
const RUN_ON = 6;

const normal = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}'&-]+/gu, " ")
    .trim()} `;

/** How many posts say the phrase word for word. */
function coverage(phrase: string, posts: string[]): number {
  const p = ` ${phrase} `;
  return posts.filter((t) => t.includes(p)).length;
}

/** Whether a phrase can name a job: 2 to MAX_TITLE_WORDS words, no clause word at either end, a noun in it. */
export function wholePhrase(phrase: string): boolean {
  const words = phrase.split(" ");
  if (words.length < 2 || words.length > MAX_TITLE_WORDS) return false;
  if (EDGE.test(words[0]!) || EDGE.test(words.at(-1)!)) return false;
  // 'qualifications takes up far', 'running club or solo training': a clause or a choice, not a job.
  if (words.slice(1).some((w) => CLAUSE_END.test(w) && w !== "and")) return false;
  const tokens = (tagged(`they want ${phrase}`)[0] ?? []).slice(2);
  // It ends on its thing ('crowns and dentures', never 'crowns and dentures sent'); the tagger reads
  // some head nouns after a noun as verbs ('council permits').
  const [before, last] = tokens.slice(-2);
  const noun = (t: (typeof tokens)[number] | undefined) => t?.pos === "NOUN" || t?.pos === "PROPN";
  const headAsVerb = last?.pos === "VERB" && /(?:[^s]s|ings?)$/.test(last.value) && noun(before);
  return noun(last) || headAsVerb || / (?:up to date|on time|in stock)$/.test(phrase);
}

/** The phrase and the words a post runs it on with ('keeping listings' -> 'keeping listings up to date'), each length. */
function runOns(phrase: string, post: string): string[] {
  const at = post.indexOf(` ${phrase} `);
  if (at < 0) return [];
  const after = post
    .slice(at + phrase.length + 2)
    .split(" ")
    .filter(Boolean);
  const out: string[] = [];
  const words = [phrase];
  for (const word of after.slice(0, RUN_ON)) {
    // A count is one post's detail ('with five suppliers'), not the job.
    if (CLAUSE_END.test(word) || /\d|^(?:two|three|four|five|six|seven|eight|nine|ten|twenty|hundred)$/.test(word))
      break;
    words.push(word);
    out.push(words.join(" "));
  }
  return out;
}

const isTask = (phrase: string) =>
  /^\p{L}+ing\b/u.test(phrase) && !/^(?:choosing|something|anything|nothing)\b/.test(phrase);

/** The job a title names: the group's job made whole by the posts' own phrases, or the job as it is. */
export function titleJob(job: Job, texts: string[]): Job {
  const posts = texts.map(normal);
  const n = posts.length;
  const most = Math.max(2, Math.ceil(MOST * n));
  // 'choosing an after photos app': the thing chosen is what the posts say.
  const core = job.phrase.replace(/^choosing (?:an? )?/, "");
  const coreCover = coverage(core, posts);

  const candidates = new Set<string>();
  const add = (phrase: string | undefined | null) => {
    const p = phrase ? normal(phrase).trim() : "";
    if (p) candidates.add(p);
  };
  for (const text of texts) {
    add(readAsk(text)?.object);
    for (const j of jobsOf(text)) add(j.phrase);
  }
  add(core);
  for (const c of [...candidates])
    for (const post of posts) for (const longer of runOns(c, post)) candidates.add(longer);

  const scored = [...candidates]
    .map((phrase) => ({ phrase, cover: coverage(phrase, posts) }))
    .filter((c) => c.cover >= 2 && wholePhrase(c.phrase));
  const longest = (list: typeof scored) =>
    list.sort((a, b) => b.cover - a.cover || b.phrase.length - a.phrase.length || (a.phrase < b.phrase ? -1 : 1))[0];

  // A task most posts state names the job better than a thing or a choice.
  if (!job.task || job.phrase.startsWith("choosing ")) {
    const task = longest(scored.filter((c) => isTask(c.phrase) && c.cover >= most));
    if (task && task.cover >= coreCover) return { phrase: fuller(task.phrase, scored), task: true };
  }
  // ... and the thing more posts ask for than the job's own words.
  if (!job.task) {
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
  if (whole === core) return wholePhrase(core) ? job : trimmed(job);
  // A choice made whole is the thing the posts ask about, not a choice.
  return { phrase: whole, task: isTask(whole) };
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
  const longer = scored
    .filter((c) => c.phrase !== phrase && contains(c.phrase) && c.cover >= Math.max(2, FULLER_SHARE * base))
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
  return job;
}
