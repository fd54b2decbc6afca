/**
 * One post of the demo corpus at a time: a need voiced in many wordings (frames x the items'
 * wordings x which items a post mentions), replies, launches, hard negatives, off-topic noise,
 * other languages, and planted personal data the pipeline must remove.
 */
import {
  AUDIENCE_SENTENCES,
  CONTEXT_SENTENCES,
  FOREIGN,
  HARD_NEGATIVES,
  LAUNCH_BODIES,
  LAUNCH_TITLES,
  MOMENT_SENTENCES,
  MUST_SENTENCES,
  NEED_TITLES,
  OFF_TOPIC,
  PAIN_SENTENCES,
  REPLY_SENTENCES,
  REQUEST_SENTENCES,
  TRIED_SENTENCES,
} from "./frames";
import type { Need } from "./needs";
import type { Rng } from "./rng";

export interface Text {
  title: string;
  paragraphs: string[];
  /** Personal data planted in the text (the pipeline must keep none of it). */
  pii: string[];
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The wording a post uses for each of its need's items: one per item, kept for the whole post. */
export interface Wording {
  task: string;
  aud: string;
  ctx: string;
  must: string;
  when: string;
}

export function chooseWording(need: Need, rng: Rng): Wording {
  return {
    task: rng.pick(need.task),
    aud: rng.pick(need.audience),
    ctx: rng.pick(need.context),
    must: rng.pick(need.must),
    when: rng.pick(need.moment),
  };
}

/** Fills a frame's slots from the post's wording (and `extra` slots). */
export function fill(frame: string, w: Wording, extra: Record<string, string> = {}): string {
  return frame.replace(/\{(\w+)\}/g, (_, slot: string) => {
    if (slot in extra) return extra[slot]!;
    if (slot === "Task") return capitalise(w.task);
    if (slot in w) return w[slot as keyof Wording];
    throw new Error(`unknown slot {${slot}}`);
  });
}

const OPTIONAL = [
  ["aud", 1],
  ["ctx", 1],
  ["must", 1],
  ["when", 1],
] as const;

/** Which of the optional items a post mentions: at least three of the four, so one item shared with another need stays a small part of it. */
function mentions(rng: Rng): Set<string> {
  const out = new Set<string>(OPTIONAL.filter(([, p]) => rng.chance(p)).map(([k]) => k));
  for (const [k] of rng.shuffle(OPTIONAL)) if (out.size < 3) out.add(k);
  return out;
}

/** A need post: the task always, and at least three of audience, context, must-have and moment. */
export function needText(need: Need, rng: Rng, piiChance: number): Text {
  const w = chooseWording(need, rng);
  const said = mentions(rng);
  const titleFrame = rng.pick(
    NEED_TITLES.filter((f) => !/\{(aud|ctx|when)\}/.exec(f) || said.has(/\{(aud|ctx|when)\}/.exec(f)![1]!)),
  );
  const sentences: string[] = [];
  if (said.has("aud") && !titleFrame.includes("{aud}")) sentences.push(fill(rng.pick(AUDIENCE_SENTENCES), w));
  if (said.has("ctx") && !titleFrame.includes("{ctx}")) sentences.push(fill(rng.pick(CONTEXT_SENTENCES), w));
  if (rng.chance(0.5)) sentences.push(fill(rng.pick(PAIN_SENTENCES), w));
  if (said.has("when") && !titleFrame.includes("{when}")) sentences.push(fill(rng.pick(MOMENT_SENTENCES), w));
  if (rng.chance(0.15)) sentences.push(rng.pick(TRIED_SENTENCES));
  if (said.has("must")) sentences.push(fill(rng.pick(MUST_SENTENCES), w));
  sentences.push(fill(rng.pick(REQUEST_SENTENCES), w));
  const pii = rng.chance(piiChance) ? plantPii(rng) : null;
  if (pii) sentences.push(pii.sentence);
  return { title: fill(titleFrame, w), paragraphs: paragraphs(sentences, rng), pii: pii ? pii.values : [] };
}

/** A reply (comment, answer) voicing the same need. */
export function replyText(need: Need, rng: Rng): Text {
  const w = chooseWording(need, rng);
  const request = fill(rng.pick(REQUEST_SENTENCES), w);
  const body = fill(rng.pick(REPLY_SENTENCES), w, { request, pain: fill(rng.pick(PAIN_SENTENCES), w) });
  const more = [
    fill(rng.pick(AUDIENCE_SENTENCES), w),
    fill(rng.pick(MUST_SENTENCES), w),
    fill(rng.pick(MOMENT_SENTENCES), w),
  ];
  return { title: "", paragraphs: [[body, ...more].join(" ")], pii: [] };
}

export function launchText(need: Need, rng: Rng): Text {
  const product = productName(need.index);
  const w = chooseWording(need, rng);
  return {
    title: fill(rng.pick(LAUNCH_TITLES), w, { product }),
    paragraphs: [fill(rng.pick(LAUNCH_BODIES), w, { product })],
    pii: [],
  };
}

export function hardNegativeText(need: Need, rng: Rng): Text {
  const body = fill(rng.pick(HARD_NEGATIVES), chooseWording(need, rng));
  return { title: body.split(/[.:]/)[0]!, paragraphs: [body], pii: [] };
}

export function offTopicText(rng: Rng): Text {
  const first = rng.pick(OFF_TOPIC);
  return { title: first.replace(/[.?!]$/, ""), paragraphs: [first, rng.pick(OFF_TOPIC)], pii: [] };
}

export function foreignText(rng: Rng): Text {
  const body = rng.pick(FOREIGN);
  return { title: body.split(/[.?]/)[0]!, paragraphs: [body], pii: [] };
}

function paragraphs(sentences: string[], rng: Rng): string[] {
  const out: string[] = [];
  for (const s of sentences) {
    if (out.length && rng.chance(0.65)) out[out.length - 1] += ` ${s}`;
    else out.push(s);
  }
  return out;
}

/** Product names from syllables, one per need (a launch names its product). */
const SYLLABLES = [
  "ta",
  "lo",
  "mi",
  "ve",
  "ra",
  "zu",
  "ko",
  "ne",
  "pi",
  "sa",
  "du",
  "fe",
  "mo",
  "ri",
  "ba",
  "xo",
  "li",
  "qu",
  "no",
  "ze",
];
const SUFFIXES = ["ly", "io", "hub", "kit", "desk", "flow", "nest", "base"];
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
  const n = rng.int(10, 99);
  switch (rng.int(0, 4)) {
    case 0: {
      const email = `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, "")}${n}@mailbox.example.com`;
      return { sentence: `Happy to compare notes, email me at ${email}.`, values: [email] };
    }
    case 1: {
      const phone = `+44 7700 900${rng.int(100, 999)}`;
      return { sentence: `You can reach me on ${phone} most evenings.`, values: [phone] };
    }
    case 2:
      return { sentence: `My colleague ${first} ${last} built our current spreadsheet.`, values: [last] };
    case 3: {
      const url = `https://notes.example.org/${last.toLowerCase().replace(/[^a-z]/g, "")}-${n}`;
      return { sentence: `My notes are at ${url} if that helps.`, values: [url] };
    }
    default: {
      const handle = `${first.toLowerCase()}_${last.toLowerCase().replace(/[^a-z]/g, "")}${n}`;
      return { sentence: `Pinging u/${handle} too, they have the same problem.`, values: [handle] };
    }
  }
}
