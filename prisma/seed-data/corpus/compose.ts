/**
 * One post of the demo corpus at a time. A need post is written by one of the need's own people:
 * an opening about who they are, the pain of their world, what they use now, when it hurts, and an
 * ask, in varied order and length, some casual (lower case, dropped apostrophes, a typo). Replies,
 * answers, launches, news, tips, jokes, chatter, other languages and sensitive posts are the noise.
 * Some posts carry planted personal data the pipeline must remove.
 */
import {
  ANSWERS,
  ASKING_TITLES,
  ASKS,
  COST_FRAMES,
  DIRECT_ASKS,
  NEED_REPLIES,
  NEED_TITLES,
  OPENINGS,
  PAIN_FRAMES,
  SIGNOFFS,
  TIME_FRAMES,
  TOOL_FRAMES,
} from "./frames";
import type { Need } from "./needs";
import { FOREIGN, HARD_NEGATIVES, JOKES, LAUNCH_BODIES, LAUNCH_TITLES, NEWS, OFF_TOPIC, SENSITIVE } from "./noise";
import type { Rng } from "./rng";

export interface Text {
  title: string;
  paragraphs: string[];
  /** Personal data planted in the text (the pipeline must keep none of it). */
  pii: string[];
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const article = (s: string) => (/^[aeiou]/i.test(s) && !/^(uni|one|eu)/i.test(s) ? `an ${s}` : `a ${s}`);
/** The plural of a role: its head noun ("mum of three" -> "mums of three", "bride-to-be" -> "brides-to-be"). */
export function plural(s: string): string {
  const m = /^(.*?)((?:-to-be)?(?: (?:of|for|with|at|looking|in|on|from|who) .*)?)$/.exec(s)!;
  const head = m[1]!;
  const word = (w: string) => {
    if (/^(wo)?man$/.test(w)) return w.replace(/man$/, "men");
    if (w === "person") return "people";
    if (/(s|sh|ch|x)$/.test(w)) return `${w}es`;
    if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ies`;
    return `${w}s`;
  };
  const words = head.split(" ");
  words[words.length - 1] = word(words[words.length - 1]!);
  return words.join(" ") + m[2];
}

/** The slot values one post uses: picked once, kept for the whole post. */
export function slots(need: Need, rng: Rng, extra: Record<string, string> = {}): Record<string, string> {
  const who = rng.pick(need.who);
  const role = rng.pick(need.roles);
  // A need with no moment or tool of its own says none (frames naming one are left out: usable()).
  const tool: Record<string, string> = need.tools.length ? { tool: rng.pick(need.tools) } : {};
  const time: Record<string, string> = need.times.length ? { time: rng.pick(need.times) } : {};
  const s: Record<string, string> = {
    who,
    a_who: article(who),
    role,
    a_role: article(role),
    roles: plural(role),
    ...tool,
    ...time,
    topic: need.topic,
    task: need.task,
    pain: painSaid(need.pain, rng),
    n: String(rng.int(2, 25)),
    ...extra,
  };
  for (const k of Object.keys(s)) s[capitalise(k)] = capitalise(s[k]!);
  return s;
}

/** The frames whose every slot `s` fills ('{tool}' only for a need whose people name what they use). */
export function usable(frames: string[], s: Record<string, string>): string[] {
  return frames.filter((f) => [...f.matchAll(/\{(\w+)\}/g)].every((m) => m[1]! in s));
}

export function fill(frame: string, s: Record<string, string>): string {
  return frame.replace(/\{(\w+)\}/g, (_, slot: string) => {
    if (slot in s) return s[slot]!;
    throw new Error(`unknown slot {${slot}}`);
  });
}

/** A casual writer: lower case, no apostrophes (decided once per post by the caller). */
function casual(text: string, style: { lower: boolean; bare: boolean }): string {
  let out = text;
  if (style.lower) out = out.toLowerCase();
  if (style.bare) out = out.replace(/(\w)'(t|s|m|re|ve|d|ll)\b/g, "$1$2");
  return out;
}

/** One typo: two neighbouring letters of a longer word swapped. */
function typo(text: string, rng: Rng): string {
  const words = [...text.matchAll(/\b[a-z]{6,}\b/g)];
  if (!words.length) return text;
  const m = rng.pick(words);
  const i = m.index! + rng.int(1, m[0].length - 3);
  return text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2);
}

/**
 * A need post: the ask always; its other parts by the writer's habits. A direct writer asks for a
 * tool or a recommendation outright, in the title and the ask (every need has a few of them, as
 * every forum thread on a need has someone asking plainly); the others may only vent or wonder.
 */
export function needText(need: Need, rng: Rng, piiChance: number, direct = false): Text {
  const s = slots(need, rng);
  const asks = usable(direct ? DIRECT_ASKS : ASKS, s);
  const when = s.time ? TIME_FRAMES : [];
  const using = s.tool ? TOOL_FRAMES : [];
  const parts: string[] = [];
  const style = rng.next();
  let askAt: number;
  if (style < 0.15) {
    // The one-liner.
    askAt = parts.push(fill(rng.pick(asks), s)) - 1;
  } else if (style < 0.35) {
    // The rant: the pain first, then maybe an ask.
    parts.push(fill(rng.pick(PAIN_FRAMES), s));
    if (rng.chance(COST_SAID)) parts.push(fill(rng.pick(COST_FRAMES), s));
    if (when.length && rng.chance(0.6)) parts.push(fill(rng.pick(when), s));
    if (using.length && rng.chance(0.5)) parts.push(fill(rng.pick(using), s));
    askAt = parts.push(fill(rng.pick(asks), s)) - 1;
  } else {
    // Context before the ask.
    if (rng.chance(0.8)) parts.push(fill(rng.pick(OPENINGS[need.register]), s));
    parts.push(fill(rng.pick(PAIN_FRAMES), s));
    if (rng.chance(COST_SAID)) parts.push(fill(rng.pick(COST_FRAMES), s));
    if (using.length && rng.chance(0.6)) parts.push(fill(rng.pick(using), s));
    if (when.length && rng.chance(0.4)) parts.push(fill(rng.pick(when), s));
    askAt = parts.push(fill(rng.pick(asks), s)) - 1;
    if (rng.chance(0.4)) parts.push(fill(rng.pick(SIGNOFFS), s));
  }
  let title = fill(rng.pick(usable(direct ? ASKING_TITLES : NEED_TITLES, s)), s);
  // Most writers say the job itself somewhere, not only its name: a post that names only its topic
  // ('choir subs') mostly asks about its task ('collecting termly choir subscriptions').
  if (!saysTask([title, ...parts], s) && rng.chance(TASK_SAID))
    parts[askAt] = fill(rng.pick(asks.filter((f) => /\{task\}/i.test(f))), s);
  const pii = rng.chance(piiChance) ? plantPii(rng) : null;
  if (pii) parts.splice(rng.int(1, parts.length), 0, pii.sentence);
  let body = paragraphs(parts, rng);
  // About a quarter of writers are casual; about one post in eight has a typo in its body.
  if (rng.chance(0.25)) {
    const style = { lower: rng.chance(0.5), bare: rng.chance(0.6) };
    title = casual(title, style);
    body = body.map((p) => casual(p, style));
  }
  if (rng.chance(0.12)) {
    const k = rng.int(0, body.length - 1);
    body[k] = typo(body[k]!, rng);
  }
  return { title, paragraphs: body, pii: pii ? pii.values : [] };
}

/** Share of need posts that go on, after the pain, to say what it costs or how often it comes. */
export const COST_SAID = 0.35;

/** Share of need posts naming only the topic whose ask is rewritten to say the task. */
export const TASK_SAID = 0.75;

/** Whether a post's parts say the need's task (in any case). */
export function saysTask(parts: string[], s: Record<string, string>): boolean {
  const task = s.task!.toLowerCase();
  return parts.some((p) => p.toLowerCase().includes(task));
}

/** A reply under a need post voicing the same need. */
export function replyText(need: Need, rng: Rng): Text {
  const s = slots(need, rng);
  const text = fill(rng.pick(usable(NEED_REPLIES, s)), s);
  return { title: "", paragraphs: [rng.chance(0.3) ? casual(text, { lower: true, bare: true }) : text], pii: [] };
}

/** A reply that answers or chats (no need), sometimes with personal data. */
export function answerText(need: Need, rng: Rng, piiChance: number): Text {
  const s = slots(need, rng);
  const parts = [fill(rng.pick(usable(ANSWERS, s)), s)];
  const pii = rng.chance(piiChance) ? plantPii(rng) : null;
  if (pii) parts.push(pii.sentence);
  return { title: "", paragraphs: [parts.join(" ")], pii: pii ? pii.values : [] };
}

export function launchText(need: Need, rng: Rng): Text {
  const product = productName(need.index);
  const s = slots(need, rng, { product, url: `https://${product.toLowerCase()}.example.com` });
  return { title: fill(rng.pick(LAUNCH_TITLES), s), paragraphs: [fill(rng.pick(LAUNCH_BODIES), s)], pii: [] };
}

/** A tip, success story or news link near a need: voices none. */
export function hardNegativeText(need: Need, rng: Rng): Text {
  const s = slots(need, rng, { url: `https://news.example.net/${need.index}-${rng.int(100, 999)}` });
  const body = fill(rng.pick(rng.chance(0.4) ? NEWS : HARD_NEGATIVES), s);
  return { title: body.replace(/ https:\S+$/, "").split(/[.:]/)[0]!, paragraphs: [body], pii: [] };
}

export function jokeText(need: Need, rng: Rng): Text {
  const body = fill(rng.pick(JOKES), slots(need, rng));
  return { title: body.split(/[.:?]/)[0]!, paragraphs: [body], pii: [] };
}

export function offTopicText(rng: Rng, piiChance: number): Text {
  const first = rng.pick(OFF_TOPIC);
  const parts = rng.chance(0.5) ? [first] : [first, rng.pick(OFF_TOPIC)];
  const pii = rng.chance(piiChance) ? plantPii(rng) : null;
  if (pii) parts.push(pii.sentence);
  return { title: first.replace(/[.?!]$/, ""), paragraphs: parts, pii: pii ? pii.values : [] };
}

export function foreignText(rng: Rng): Text {
  const body = rng.pick(FOREIGN);
  return { title: body.split(/[.?!]/)[0]!, paragraphs: [body], pii: [] };
}

export function sensitiveText(need: Need, rng: Rng): Text {
  const body = fill(rng.pick(SENSITIVE), slots(need, rng));
  return { title: body.split(/[.?!]/)[0]!, paragraphs: [body], pii: [] };
}

function paragraphs(sentences: string[], rng: Rng): string[] {
  const out: string[] = [];
  for (const s of sentences) {
    if (out.length && rng.chance(0.6)) out[out.length - 1] += ` ${s}`;
    else out.push(s);
  }
  return out;
}

const SYLLABLES = "ta lo mi ve ra zu ko ne pi sa du fe mo ri ba xo li qu no ze".split(" ");
const SUFFIXES = ["ly", "io", "hub", "kit", "desk", "flow", "nest", "base"];
/** Product names from syllables, one per need (a launch names its product). */
export function productName(index: number): string {
  const a = SYLLABLES[index % 20]!;
  const b = SYLLABLES[Math.floor(index / 20) % 20]!;
  const c = SYLLABLES[Math.floor(index / 400) % 20]!;
  return capitalise(`${a}${b}${c}${SUFFIXES[Math.floor(index / 8000) % 8]}`);
}

/** Surnames used for planted personal data: none may reach anything the pipeline keeps. */
export const PLANTED_SURNAMES = [
  "Kowalczyk",
  "Abernethy",
  "Okonkwo",
  "Fairbrother",
  "Vasquez-Lind",
  "Thistlewood",
  "Marchetti",
  "Oyelaran",
  "Brannigan",
  "Holmqvist",
];
const PLANTED_FIRST = ["Maria", "Daniel", "Priya", "Tomasz", "Fiona", "Kwame", "Sophie", "Rajesh", "Ingrid", "Oliver"];

function plantPii(rng: Rng): { sentence: string; values: string[] } {
  const first = rng.pick(PLANTED_FIRST);
  const last = rng.pick(PLANTED_SURNAMES);
  const plain = last.toLowerCase().replace(/[^a-z]/g, "");
  const n = rng.int(10, 99);
  switch (rng.int(0, 5)) {
    case 0: {
      const email = `${first.toLowerCase()}.${plain}${n}@mailbox.example.com`;
      return { sentence: `Happy to compare notes, email me at ${email}.`, values: [email] };
    }
    case 1: {
      const phone = `+44 7700 900${rng.int(100, 999)}`;
      return { sentence: `You can reach me on ${phone} most evenings.`, values: [phone] };
    }
    case 2:
      return { sentence: `My colleague ${first} ${last} built our current spreadsheet.`, values: [last] };
    case 3: {
      const url = `https://notes.example.org/${plain}-${n}`;
      return { sentence: `My notes are at ${url} if that helps.`, values: [url] };
    }
    case 4: {
      const phone = `(555) 01${rng.int(10, 99)}-${rng.int(1000, 9999)}`;
      return { sentence: `Call the office at ${phone} and ask for ${first}.`, values: [phone] };
    }
    default: {
      const handle = `${first.toLowerCase()}_${plain}${n}`;
      return { sentence: `Pinging u/${handle} too, they have the same problem.`, values: [handle] };
    }
  }
}

/** Words of colour a writer puts by a verb ('always', 'just'); after a 'not' only those that read right. */
const COLOUR_WORDS = ["always", "just", "still", "basically", "somehow", "honestly", "literally", "constantly"];
const AFTER_NOT = ["really", "even"];
const BEFORE_NEVER = ["just", "still", "honestly", "somehow", "basically"];
/** Where a colour word goes: after an auxiliary or a person doing it, or before 'never'. */
const COLOUR_SPOT =
  /\b(?:(?:is|are|was|were|has|have|had|can|will|would|could)(?:n't)?|can't|don't|doesn't|didn't|won't|cannot|I'm|I've|I'll|I'd|we're|we've|we'll|I|we|nobody|no one|someone|everyone|they)\b(?= [a-z])(?! (?:not|never|a|an|the|to|am|is|are|was|were|has|have|had|can|can't|cannot|will|won't|would|could|don't|doesn't|didn't)(?![\w']))|(?= never\b)/g;
/** First person singular said plural ('I forget my keys' -> 'we forget our keys'). */
const PLURAL: [RegExp, string][] = [
  [/\bI'm\b/g, "we're"],
  [/\bI've\b/g, "we've"],
  [/\bI'll\b/g, "we'll"],
  [/\bI'd\b/g, "we'd"],
  [/\bI am\b/g, "we are"],
  [/\bI was\b/g, "we were"],
  [/\bI\b/g, "we"],
  [/\bmy\b/g, "our"],
  [/\bmyself\b/g, "ourselves"],
  [/\bme\b/g, "us"],
  [/\bmine\b/g, "ours"],
];
/** An opening 'the' a writer may say as their own ('the van' -> 'our van'), not one of a kind ('the same', 'the end'). */
const OWN_THE =
  /^the (?!(?:same|first|last|next|only|whole|rest|end|other|most|one|day|week|month|year|night|morning|weekend)\b)/;

/**
 * A need's pain as one writer says it: no two people word a trouble alike, so a writer may speak
 * for a team ('we', 'our') rather than alone, may call the thing their own ('our van'), and colours
 * it with words by its verbs ('the van is always late', 'I just forget'), each their own way.
 */
export function painSaid(pain: string, rng: Rng): string {
  const plural = rng.chance(0.4);
  let said = plural ? PLURAL.reduce((t, [from, to]) => t.replace(from, to), pain) : pain;
  if (rng.chance(OWN_SHARE)) said = said.replace(OWN_THE, plural || rng.chance(0.5) ? "our " : "my ");
  // Colour by up to two verbs, the second a few words on ('we always run out and I just guess').
  let last = -Infinity;
  const spots: { at: number; word: string }[] = [];
  for (const m of said.matchAll(COLOUR_SPOT)) {
    const at = m.index + m[0].length;
    const wordsBefore = said.slice(0, at).split(" ").length;
    if (wordsBefore - last < 4 || spots.length === 2) continue;
    last = wordsBefore;
    const words = m[0] === "" ? BEFORE_NEVER : /n't$|^cannot$/.test(m[0]) ? AFTER_NOT : COLOUR_WORDS;
    spots.push({ at, word: rng.pick(words) });
  }
  for (const { at, word } of spots.reverse()) said = `${said.slice(0, at)} ${word}${said.slice(at)}`;
  return said;
}
/** Share of writers who call the thing at the start of their pain their own ('our van'). */
export const OWN_SHARE = 0.5;
