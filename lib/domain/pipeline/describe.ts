/**
 * The local description of a group as an idea, built from the group's own words: what its posts
 * ask for (the task), who asks (the audience), where and when it hurts (context, moment), what a
 * tool must have, the other wordings of the task, the pains the posts voice, their communities and
 * counts. Each item is read with sentence patterns ("I work with X", "a tool for X", "ideally with
 * X"...) and counted once per post; the most frequent reading wins. Key phrases (runs of two or
 * three content words) stand in for an item no pattern finds.
 *
 * Rule kept: every sentence of 8 words or more names the group's task or audience beside at least one
 * more of its own items (or its counts), so no such sentence is shared by two ideas whose needs differ
 * (needs that only share a must-have and a moment still read apart); the fixed wording between the
 * items varies with the group (frames picked by a hash of its items).
 * The texts are built from the anonymised posts' phrases and fixed wording only: no personal data,
 * and no post sentence is copied whole (an item is at most a clause of a post).
 */
import { categoryOf, type PipelineCategory } from "./categories";
import { PLACEHOLDER_PATTERN } from "./pii";
import { readPhrases } from "./phrases";

const STOPWORDS = new Set(
  (
    "a an the and or but if so of to in on at by for with from into about over after before under between than then there here this that these those " +
    "is are was were be been being am do does did doing have has had having i me my we our us you your they them their he she it its " +
    "what which who whom how why when where can could should would will shall may might must not no nor only own same too very just also " +
    "any some all each every both few more most other such one two three again once up out off down still even really much many lot lots " +
    "anyone anybody someone somebody something anything everyone everything nobody nothing thing things way ways get got getting make made " +
    "tool tools app apps software service program thanks thank please help need needs want wants wish looking look find know use using used " +
    "hate tired sick frustrated frustrating annoying struggling struggle nightmare headache pain hours week weeks month day days time " +
    "better best good great bad simple easy cheap recommendations recommend suggestions alternatives ask hn same here exactly situation " +
    "is im ive id ill dont doesnt cant isnt wasnt wont honestly ideally surely happily would like love edit update"
  ).split(" "),
);

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
  simplicityHint: number;
  marketHint: number;
}

/** The group's key phrases, most frequent first (ties: longer, then alphabetical). */
export function keyPhrases(texts: string[], limit = 5): string[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    const words = text
      .replace(PLACEHOLDER_PATTERN, " ")
      .toLowerCase()
      .replace(/['’]/g, "")
      .split(/[^\p{L}\p{N}-]+/u);
    const seen = new Set<string>();
    for (let i = 0; i < words.length; i++) {
      for (const n of [2, 3]) {
        const gram = words.slice(i, i + n);
        if (gram.length === n && gram.every((w) => w.length > 2 && !STOPWORDS.has(w) && !/^\d+$/.test(w)))
          seen.add(gram.join(" "));
      }
    }
    for (const phrase of seen) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  }
  const ranked = [...counts.entries()].sort(
    (a, b) => b[1] - a[1] || b[0].length - a[0].length || a[0].localeCompare(b[0]),
  );
  const out: string[] = [];
  for (const [phrase] of ranked) {
    // A phrase inside one already chosen says nothing new.
    if (out.some((p) => p.includes(phrase) || phrase.includes(p))) continue;
    out.push(phrase);
    if (out.length === limit) break;
  }
  return out;
}

/** What a group's posts say, item by item (null: no post says it). */
export interface NeedItems {
  /** The task in its most frequent wording, and the other wordings. */
  task: string | null;
  alternatives: string[];
  audience: string | null;
  context: string | null;
  mustHave: string | null;
  moment: string | null;
}

type Item = Exclude<keyof NeedItems, "alternatives">;

/** Sentence patterns per item; the capture is the item's wording (a clause, never a whole sentence). */
const PATTERNS: Record<Item, RegExp[]> = {
  task: [
    /\b(?:tool|app|application|software|something|anything|program|solution|recommendations?|suggestions?|alternatives?|use) (?:for|to help with) (.+)$/d,
    /\b(?:better|easier|simpler|faster|cheaper) way (?:of|to) (.+)$/d,
    /\b(?:struggling|struggle|fed up|tired|sick|dealing|deal|cope|coping) (?:with|of) (.+)$/d,
    /\b(?:i|we) (?:waste|spend|lose) (?:hours every week|far too much time|too much time|hours|so much time) (.+)$/d,
    /^(.+?) (?:is|are) (?:such a pain|a nightmare|a constant headache|driving me crazy|a chore|a hassle|killing me)\b/d,
    /^help: (.+?) as .+$/d,
  ],
  audience: [
    /\b(?:we are|we're|i am|i'm) (?:a |an |one of the )?((?!(?:looking|fed|tired|sick|trying|not|so|really|still|just|also|going|happy|new|sure|thinking|using)\b).+)$/d,
    /\b(?:i work with|this is for|question from|asking as one of the|asking as an?|as one of the) (.+?)(?: here)?$/d,
    /^help: .+? as (.+)$/d,
  ],
  context: [/\b(?:we do it all|we do this|all of it|this is all|we have to do it|we do it) (.+)$/d],
  mustHave: [
    /\b(?:ideally with|we want|must have:?|must-have:?|i would love|and please,|it should have|it needs|needs to have) (.+)$/d,
  ],
  moment: [/\b(?:most of all|above all|again and again|at its most annoying|the mess is|especially|worst) (.+)$/d],
};

/** Words that end an item's clause (what follows is another thought). */
const CLAUSE_END = /\s(?:but|because|so that|and then|since|although|though|if)\s.*$/;
const MAX_ITEM_WORDS = 9;

function clause(raw: string): string | null {
  const text = raw
    .replace(CLAUSE_END, "")
    .replace(/[\s,;:'"-]+$/, "")
    .trim();
  const words = text.split(/\s+/);
  if (words.length < 1 || words.length > MAX_ITEM_WORDS) return null;
  if (!/[\p{L}]{3}/u.test(text) || /^(?:it|this|that|them|these|those|me|us|you|one)$/i.test(text)) return null;
  return text;
}

/** A post's sentences as written, without personal-data placeholders. */
function sentencesOf(text: string): string[] {
  return text
    .replace(PLACEHOLDER_PATTERN, " ")
    .replace(/[’‘]/g, "'")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) =>
      s
        .replace(/[.!?]+$/, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

/**
 * The item a sentence states, if one of `patterns` reads it: matched in lower case, taken as
 * written (so "AGM" stays "AGM"), except a capital that only starts the sentence.
 */
function readItem(sentence: string, patterns: RegExp[]): string | null {
  const lower = sentence.toLowerCase();
  for (const pattern of patterns) {
    const m = pattern.exec(lower);
    if (!m?.indices?.[1]) continue;
    const [from, to] = m.indices[1];
    const raw = lower.length === sentence.length ? sentence.slice(from, to) : m[1]!;
    const value = clause(from === 0 ? raw.charAt(0).toLowerCase() + raw.slice(1) : raw);
    if (value) return value;
  }
  return null;
}

/** Reads the items of a group: for each, the wording most posts use (counted once per post). */
export function readItems(texts: string[]): NeedItems {
  const counts: Record<Item, Map<string, number>> = {
    task: new Map(),
    audience: new Map(),
    context: new Map(),
    mustHave: new Map(),
    moment: new Map(),
  };
  // The task's wordings first: the other items are read from what is left of each sentence once
  // they are taken out ("finding grants we are eligible for" holds no audience "eligible for").
  const taskWordings = new Set<string>();
  for (const text of texts)
    for (const sentence of sentencesOf(text)) {
      const value = readItem(sentence, PATTERNS.task);
      if (value) taskWordings.add(value.toLowerCase());
    }
  const withoutTasks = (sentence: string) => {
    let out = sentence;
    for (const t of taskWordings) {
      const at = out.toLowerCase().indexOf(t);
      if (at >= 0) out = `${out.slice(0, at)}${out.slice(at + t.length)}`.replace(/\s+/g, " ").trim();
    }
    return out;
  };
  const perPost = texts.map((text) => {
    const found: Record<Item, Set<string>> = {
      task: new Set(),
      audience: new Set(),
      context: new Set(),
      mustHave: new Set(),
      moment: new Set(),
    };
    for (const sentence of sentencesOf(text)) {
      const rest = withoutTasks(sentence);
      for (const item of Object.keys(PATTERNS) as Item[]) {
        const value = readItem(item === "task" ? sentence : rest, PATTERNS[item]);
        if (value) found[item].add(value);
      }
    }
    return found;
  });
  const count = (item: Item, posts: Record<Item, Set<string>>[]) => {
    for (const found of posts) for (const v of found[item]) counts[item].set(v, (counts[item].get(v) ?? 0) + 1);
  };
  const ranked = (item: Item) =>
    [...counts[item]]
      .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length || (a[0] < b[0] ? -1 : 1))
      .map(([v]) => v);
  count("task", perPost);
  const tasks = ranked("task");
  const task = tasks[0] ?? null;
  const alternatives = tasks
    .slice(1)
    .filter((t) => counts.task.get(t)! >= 2 && !t.includes(task!) && !task!.includes(t))
    .slice(0, 2);
  // Who asks, where, what they must have and when it hurts are read from the posts that voice the
  // main task: a group that also caught posts of another need (sharing its season, say) still
  // describes one need, not the task of one and the audience of another.
  const voicing = task === null ? perPost : perPost.filter((found) => found.task.has(task));
  for (const item of ["audience", "context", "mustHave", "moment"] as const) count(item, voicing);
  const other = (item: Item) => ranked(item)[0] ?? null;
  return {
    task,
    alternatives,
    audience: other("audience"),
    context: other("context"),
    mustHave: other("mustHave"),
    moment: other("moment"),
  };
}

const PAIN_WORDS: Record<string, string> = {
  "wasting time": "hours lost",
  "takes too long": "slow manual work",
  "too expensive": "tools that cost too much or do too little",
  price: "pricing",
  broken: "unreliable tools",
  "gives up": "tools that stop short",
  "so bad": "poor existing tools",
  frustrating: "frustration",
  "tired of": "fatigue",
  nightmare: "a recurring burden",
  struggling: "a constant struggle",
  "cannot find": "no tool that fits",
  "driving me crazy": "exasperation",
  "i hate": "dread",
};

/** FNV-1a: the same items always pick the same frames. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const pick = <T>(options: readonly T[], h: number, salt: number): T =>
  options[(((h >>> (salt * 3)) ^ salt) >>> 0) % options.length]!;

export function describeLocally(group: GroupInput): LocalDraft {
  const texts = group.posts.map((p) => `${p.title ?? ""}\n${p.body}`);
  const phrases = keyPhrases(texts);
  const items = readItems(texts);
  const communities = [...new Set(group.communities)];
  const n = group.posts.length;
  // The task is what the idea is about; key phrases stand in when no pattern read one.
  const task = items.task ?? phrases[0] ?? "a recurring chore";
  const audience =
    items.audience ??
    (communities.length
      ? `people in ${list(communities.slice(0, 2).map(communityLabel))}`
      : "the people who raised it");
  const context = items.context ?? null;
  // Only what posts ask for in so many words is a must-have (a key phrase alone may be a place or a brand).
  const mustHave = items.mustHave;
  const moment = items.moment ?? null;
  // Frames follow everything the group says, so two groups that share some items still read differently.
  const h = hash(
    `${task}|${audience}|${context}|${mustHave}|${moment}|${phrases.join(",")}|${communities.join(",")}|${n}`,
  );

  let requests = 0;
  const cueCounts = new Map<string, number>();
  for (const text of texts) {
    const verdict = readPhrases(null, text);
    if (
      verdict.cues.some((c) =>
        /tool|looking|recommend|wish|pay|know|better way|what do you|would like|someone must/.test(c),
      )
    )
      requests++;
    for (const cue of verdict.cues)
      if (PAIN_WORDS[cue]) cueCounts.set(PAIN_WORDS[cue], (cueCounts.get(PAIN_WORDS[cue]) ?? 0) + 1);
  }
  const pains = [...cueCounts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([p]) => p);

  // Other wordings of the task go in the analysis beside this group's own counts: ideas that share a task share its wordings too.
  const alsoPut = items.alternatives.length ? ` (also put as ${list(items.alternatives, "or")})` : "";
  const where = context ? ` ${context}` : "";
  const Task = capitalise(task);
  const title = pick(
    [
      `${Task} for ${audience}`,
      `${Task}, made for ${audience}`,
      `${capitalise(audience)}: ${task}${context ? ` ${context}` : ""}`,
      `${Task}: a tool for ${audience}`,
      `Helping ${audience} with ${task}`,
    ],
    h,
    1,
  );

  const job = pick(
    [
      // "a better way of" reads only before an activity ("chasing invoices"), not a thing ("dry cider").
      `${capitalise(audience)} keep asking for ${/^\p{L}+ing\b/u.test(task) ? "a better way of" : "help finding"} ${task}${where}`,
      `A tool for ${task}, aimed at ${audience}${where}`,
      `${capitalise(audience)} want help with ${task}${where}`,
      `For ${audience}, ${task}${where} is the job to make easy`,
      `${capitalise(audience)} would pay to stop ${/^\p{L}+ing\b/u.test(task) ? task : `struggling with ${task}`} by hand${where}`,
      `What ${audience} lack${where}: a dependable way to handle ${task}`,
      `Requests from ${audience}${where} circle one job: ${task}`,
    ],
    h,
    2,
  );
  const pressure =
    mustHave || moment
      ? pick(
          [
            `. ${mustHave ? `The must-have for ${audience} is ${mustHave}` : `For ${audience} the pressure peaks ${moment}`}${mustHave && moment ? `, and the pressure peaks ${moment}` : ""}`,
            `. ${mustHave ? `What ${audience} ask for most: ${mustHave}` : `It hurts ${audience} most ${moment}`}${mustHave && moment ? `; it hurts most ${moment}` : ""}`,
            `. ${mustHave ? `Posts from ${audience} want ${mustHave}` : `${capitalise(audience)} say the trouble comes ${moment}`}${mustHave && moment ? ` and say the trouble comes ${moment}` : ""}`,
            // These two name no audience: they go on from the first sentence (which names it and the
            // task), so needs that share only a must-have and a moment still share no sentence.
            `; ${mustHave ? `top of the wish list: ${mustHave}` : `the crunch comes ${moment}`}${mustHave && moment ? `, with the crunch ${moment}` : ""}`,
            `; ${moment ? `it bites ${moment}` : `it has to come with ${mustHave}`}${mustHave && moment ? `, so ${mustHave} is a must` : ""}`,
          ],
          h,
          3,
        )
      : "";
  const description = `${job}${pressure}.`;

  const posts = `${n} ${n === 1 ? "post" : "posts"}`;
  const complaintSummary = [
    pains.length
      ? pick(
          [
            `${posts} from ${audience} describe ${task} as ${list(pains)}.`,
            `For ${audience}, ${task} means ${list(pains)}, say ${posts}.`,
          ],
          h,
          4,
        )
      : pick(
          [
            `${posts} from ${audience} describe trouble with ${task}.`,
            `${capitalise(audience)} report trouble with ${task} in ${posts}.`,
          ],
          h,
          4,
        ),
    moment && mustHave ? `Without ${mustHave}, ${task} drags on ${moment}.` : "",
  ]
    .filter(Boolean)
    .join(" ");

  const analysis = [
    `${requests} of ${posts} from ${audience} ask outright for help with ${task}${alsoPut}, in ${communities.length} ${communities.length === 1 ? "community" : "communities"} (${list(communities.slice(0, 4))}${communities.length > 4 ? " and more" : ""}).`,
    `Key phrases: ${list(phrases)}.`,
  ].join(" ");

  return {
    title: clip(title, 120),
    description,
    complaintSummary,
    analysis,
    category: categoryOf(texts),
    simplicityHint: texts.some((t) => /\b(?:simple|simpler|easy|minimal|basic)\b/i.test(t)) ? 65 : 50,
    marketHint: Math.min(100, 30 + 10 * communities.length),
  };
}

/** A community as people say it: "the beer Stack Exchange" for beer.stackexchange.com, "Hacker News" for hn, else its name. */
export function communityLabel(name: string): string {
  const site = /^([\w-]+)\.stackexchange\.com$/i.exec(name);
  if (site) return `the ${site[1]} Stack Exchange`;
  if (name === "hn") return "Hacker News";
  return name;
}

function list(items: string[], last = "and"): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** At most `max` characters, cut at a word. */
function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max + 1);
  return cut.slice(0, cut.lastIndexOf(" ")).replace(/[,:;]+$/, "");
}
