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
import { audienceOf, type Audience } from "./audiences";
import { categoryFor, type PipelineCategory } from "./categories";
import type { Job } from "./job";
import { fnv1a } from "./minhash";
import { paraphraseLocally } from "./paraphrase";
import { normal, titleJob } from "./title-job";

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

/** A community as people say where it is: 'on Hacker News', 'in r/name', 'on the beer Stack Exchange'. */
export function communityPlace(name: string): string {
  const site = /^([\w-]+)\.stackexchange\.com$/i.exec(name);
  if (site) return `on the ${site[1]} Stack Exchange`;
  if (name === "hn") return "on Hacker News";
  if (/^r\//i.test(name)) return `in ${name}`;
  return `in ${name}`;
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
    .map((w) => postCasing(w, texts));
  const phrase = words.join(" ").replace(/ ,/g, ",");
  return capitalise(phrase);
}

/** The spelling the posts use for a word ('Linux', 'HVAC') when they never write it in lower case; else lower case. */
function postCasing(word: string, texts: string[]): string {
  const bare = word.replace(/[^\p{L}\p{N}'-]/gu, "");
  if (!bare) return word;
  const forms = texts.flatMap((t) => t.match(new RegExp(`(?<![\\p{L}])${bare}(?![\\p{L}])`, "giu")) ?? []);
  if (!forms.length) return word;
  const counts = new Map<string, number>();
  for (const f of forms) counts.set(f, (counts.get(f) ?? 0) + 1);
  const [usual, usualCount] = [...counts].sort((x, y) => y[1] - x[1])[0]!;
  const lower = counts.get(bare.toLowerCase()) ?? 0;
  // An acronym or brand most posts capitalise inside the word ('EPC', 'iPhone') keeps its capitals
  // though one post is typed in lower case; a word capitalised only at its first letter
  // (perhaps because it opens a sentence) keeps them only when no post writes it in lower case.
  const innerCapitals = /\p{L}\p{Lu}/u.test(usual);
  if (lower && !(innerCapitals && usualCount > lower)) return word;
  return usual;
}

/** A deterministic pick among `options` (the same group words the same way every run). */
const pick = <T>(options: T[], seed: number, offset = 0): T => options[(seed + offset) % options.length]!;

/** Ways to open a description; none carries more than a fraction of the library. */
export const DESCRIPTION_OPENERS: ((n: string, where: string, job: string) => string)[] = [
  (n, where, job) => `${capitalise(n)} ${where} ask about ${job}.`,
  (n, where, job) => `${capitalise(job)} comes up in ${n} ${where}.`,
  (n, where, job) => `People ${where} raise ${job} in ${n}.`,
  (n, where, job) => `The subject of ${n} ${where}: ${job}.`,
  // Each frame reads for a task and a thing alike: neither 'the question is <a thing>' nor 'how to go about <a thing>'.
  (n, where, job) => `${capitalise(job)}: ${n} ${where} ask for a better way.`,
  (n, where, job) => `Across ${n} ${where}, people ask about ${job}.`,
  (n, where, job) => `What ${n} ${where} have in common: ${job}.`,
  (n, where, job) => `Writers of ${n} ${where} want help with ${job}.`,
  (n, where, job) => `${capitalise(where)}, ${n} turn to ${job}.`,
  (n, where, job) => `Help with ${job} is sought in ${n} ${where}.`,
  (n, where, job) => `Asked about ${where} (${n}): ${job}.`,
  (n, where, job) => `There are ${n} ${where} on ${job}.`,
  (n, where, job) => `Topic: ${job}, raised in ${n} ${where}.`,
  (n, where, job) => `Seen ${where}: ${n} on ${job}.`,
  (n, where, job) => `${capitalise(job)} is what ${n} ${where} want sorted.`,
  (n, where, job) => `Readers ${where} keep returning to ${job} (${n}).`,
  (n, where, job) => `On ${job}: ${n} ${where}.`,
  (n, where, job) => `This need rests on ${n} ${where} about ${job}.`,
];
/** Ways to join two restated asks. */
const PAIRS: ((a: string, b: string | undefined) => string)[] = [
  (a, b) => `One ${a}${b ? `; another ${b}` : ""}.`,
  (a, b) => `One poster ${a}${b ? `, and another ${b}` : ""}.`,
  (a, b) => `A poster ${a}${b ? `; a second ${b}` : ""}.`,
  (a, b) => `Someone ${a}${b ? `, while someone else ${b}` : ""}.`,
  (a, b) => `In one post the writer ${a}${b ? `; in another the writer ${b}` : ""}.`,
  (a, b) => `The first ${a}${b ? `; the next ${b}` : ""}.`,
  (a, b) => `Among them, one ${a}${b ? ` and one ${b}` : ""}.`,
  (a, b) => `A writer ${a}${b ? `; elsewhere, a writer ${b}` : ""}.`,
  (a, b) => `Each says it differently: one ${a}${b ? `, one ${b}` : ""}.`,
  (a, b) => `Here is one: the writer ${a}${b ? `. Here is another: the writer ${b}` : ""}.`,
  (a, b) => `Restated, one post ${a}${b ? `; another ${b}` : ""}.`,
  (a, b) => `Put in other words, a poster ${a}${b ? `, and a second ${b}` : ""}.`,
  (a, b) => `To give a flavour: one ${a}${b ? `; one more ${b}` : ""}.`,
  (a, b) => `For instance, a member ${a}${b ? `, and another member ${b}` : ""}.`,
  (a, b) => `Typical: someone ${a}${b ? `; someone else ${b}` : ""}.`,
  (a, b) => `Several angles: one writer ${a}${b ? `, another ${b}` : ""}.`,
];

/**
 * A title naming who asks. A task that ends on a phrase of its own takes the audience as its
 * subject ('Car repair shops sending customers photos of worn parts'): a trailing 'for car repair
 * shops' would read as part of that phrase. A thing takes 'for' ('Sterilisation logs for dental practices') unless it has a 'for'
 * of its own, where a second would pile up ('Musicians: setlists for gigs').
 */
export function withAudience(head: string, label: string, task: boolean): string {
  // Only a task with a phrase of its own after its object is misread ('Lambing records for farmers' is not).
  const trailingPhrase = / (?:for|to|of|in|on|at|from|with|about|before|after|between|across|around|into) /.test(head);
  if (task && trailingPhrase) return `${capitalise(label)} ${lowerFirst(head)}`;
  if (/ for /.test(head)) return `${capitalise(label)}: ${lowerFirst(head)}`;
  return `${head} for ${label}`;
}

/** A group's title: its job as the posts spell it, and who asks when the job does not already say ('... for pharmacies'). */
export function needTitle(
  texts: string[],
  communities: string[],
): { title: string; subject: string; job: Job | null; audience: Audience | null } {
  const found = ideaJob(texts);
  // The job as most posts say it, whole ('getting customers to approve print proofs', never 'getting customers').
  const job = found && titleJob(found, texts);
  const audience = audienceOf(texts, job?.phrase ?? "", 2, communities);
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
  const { title, job } = needTitle(texts, communities);
  return job ? title.toLowerCase() : null;
}

export function describeLocally(group: GroupInput): LocalDraft {
  const texts = group.posts.map((p) => (p.title ? `${p.title}\n${p.body}` : p.body));
  const { title, subject, job, audience } = needTitle(texts, group.communities);
  const places = [...new Set(group.communities)].map(communityPlace);
  const where = list(places.slice(0, 3));
  const n = texts.length;
  const seed = fnv1a(title) >>> 0;

  const restated = [
    ...new Set(
      sayingJobFirst(texts, job)
        .map((t) => paraphraseLocally(t))
        .filter((q): q is string => q !== null),
    ),
  ];
  const said = restated.slice(0, 4).map((q) => q.replace(/\.$/, "").replace(/^\p{Lu}/u, (c) => c.toLowerCase()));
  const posts = `${n} ${n === 1 ? "post" : "posts"}`;
  const asking = audience ? `${audience.label} and others` : "people";
  const description =
    pick(DESCRIPTION_OPENERS, seed)(posts, where, subject) +
    (said.length ? ` ${pick(PAIRS, seed)(said[0]!, said[1])}` : "");
  // The complaint restates other posts than the description where there are enough.
  const rest = said.length > 2 ? said.slice(2) : said;
  const complaintSummary = rest.length
    ? pick(PAIRS, seed, 5)(rest[0]!, rest[1])
    : pick(DESCRIPTION_OPENERS, seed, 6)(posts, where, subject);
  // The analysis names the need itself, so two ideas from the same communities never share it.
  const analysis = `${capitalise(posts)} from ${asking} ${where} on ${subject}; ${restated.length} of them state the ask plainly enough to restate.`;

  return {
    title: clip(title, 120),
    description,
    complaintSummary,
    analysis,
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

/** At most `max` characters, cut at a word. */
function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max + 1);
  return cut.slice(0, cut.lastIndexOf(" ")).replace(/[,:;]+$/, "");
}
