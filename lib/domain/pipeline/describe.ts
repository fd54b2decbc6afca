/**
 * The local description of a group as an idea: its most frequent key phrases (runs of two or
 * three content words, counted once per post), the complaints its posts voice, and a category
 * from keyword lists. Every text is built from the anonymised posts' own key phrases and fixed
 * wording, so it carries no personal data and no sentence of any post.
 */
import { categoryOf, type PipelineCategory } from "./categories";
import { PLACEHOLDER_PATTERN } from "./pii";
import { readPhrases } from "./phrases";

const STOPWORDS = new Set(
  ("a an the and or but if so of to in on at by for with from into about over after before under between than then there here this that these those " +
    "is are was were be been being am do does did doing have has had having i me my we our us you your they them their he she it its " +
    "what which who whom how why when where can could should would will shall may might must not no nor only own same too very just also " +
    "any some all each every both few more most other such one two three again once up out off down still even really much many lot lots " +
    "anyone anybody someone somebody something anything everyone everything nobody nothing thing things way ways get got getting make made " +
    "tool tools app apps software service program thanks thank please help need needs want wants wish looking look find know use using used " +
    "hate tired sick frustrated frustrating annoying struggling struggle nightmare headache pain hours week weeks month day days time " +
    "better best good great bad simple easy cheap recommendations recommend suggestions alternatives ask hn same here exactly situation " +
    "is im ive id ill dont doesnt cant isnt wasnt wont honestly ideally surely happily would like love edit update").split(" "),
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
    const words = text.replace(PLACEHOLDER_PATTERN, " ").toLowerCase().replace(/['’]/g, "").split(/[^\p{L}\p{N}-]+/u);
    const seen = new Set<string>();
    for (let i = 0; i < words.length; i++) {
      for (const n of [2, 3]) {
        const gram = words.slice(i, i + n);
        if (gram.length === n && gram.every((w) => w.length > 2 && !STOPWORDS.has(w) && !/^\d+$/.test(w))) seen.add(gram.join(" "));
      }
    }
    for (const phrase of seen) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length || a[0].localeCompare(b[0]));
  const out: string[] = [];
  for (const [phrase] of ranked) {
    // A phrase inside one already chosen says nothing new.
    if (out.some((p) => p.includes(phrase) || phrase.includes(p))) continue;
    out.push(phrase);
    if (out.length === limit) break;
  }
  return out;
}

const PAIN_WORDS: Record<string, string> = {
  "wasting time": "time lost", "takes too long": "slow manual work", "too expensive": "tools that cost too much or do too little",
  price: "pricing", broken: "unreliable tools", "gives up": "tools that stop short", "so bad": "poor existing tools", frustrating: "frustration",
  "tired of": "fatigue", nightmare: "a recurring burden", struggling: "a constant struggle", "cannot find": "no tool that fits",
};

export function describeLocally(group: GroupInput): LocalDraft {
  const texts = group.posts.map((p) => `${p.title ?? ""}\n${p.body}`);
  const phrases = keyPhrases(texts);
  const top = phrases[0] ?? "a recurring task";
  const cueCounts = new Map<string, number>();
  let requests = 0;
  for (const text of texts) {
    const verdict = readPhrases(null, text);
    if (verdict.cues.some((c) => /tool|looking|recommend|wish|pay|know|better way|what do you|would like/.test(c))) requests++;
    for (const cue of verdict.cues) if (PAIN_WORDS[cue]) cueCounts.set(PAIN_WORDS[cue], (cueCounts.get(PAIN_WORDS[cue]) ?? 0) + 1);
  }
  const pains = [...cueCounts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 3).map(([p]) => p);
  const communities = [...new Set(group.communities)];
  const n = group.posts.length;
  const others = phrases.slice(1, 4);
  return {
    title: capitalise(`A simpler way to handle ${top}`).slice(0, 120),
    description: `A focused product for ${top}${others.length ? `, covering ${list(others)}` : ""}. People describe doing it by hand or with tools that do not fit, and ask for something that handles it end to end.`,
    complaintSummary: `${n} ${n === 1 ? "post describes" : "posts describe"} trouble with ${top}${pains.length ? `; the complaints are ${list(pains)}` : ""}.`,
    analysis: `Drawn from ${n} ${n === 1 ? "post" : "posts"} in ${communities.length} ${communities.length === 1 ? "community" : "communities"}. ${requests} of them ask outright for a tool. Key phrases: ${list(phrases)}.`,
    category: categoryOf(texts),
    simplicityHint: texts.some((t) => /\b(?:simple|simpler|easy|minimal|basic)\b/i.test(t)) ? 65 : 50,
    marketHint: Math.min(100, 30 + 10 * communities.length),
  };
}

function list(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
