/**
 * The thing a post asks for, as a key two wordings of one need share: 'What's the best minimal CSS
 * framework?' and 'Recommend a lightweight responsive CSS framework' both ask for 'css framework';
 * 'Which password manager do you use?' and 'Any suggestions for a secure password manager?' for
 * 'password manager'. Read from the post's ask (readAsk, paraphrase.ts): the object's head noun
 * phrase, its modifiers dropped ('minimal', 'secure', 'affordable'), at most its last two nouns,
 * lemmatised. A key is a thing named, never a shared word: an ask for a bare noun that says what it
 * is about ('a book on distributed systems') keys on the whole phrase, so it joins only the same ask.
 */
import { groupJob, type Job } from "./job";
import { tagged } from "./nlp";
import { readAsk, type AskFrame } from "./paraphrase";
import { stem } from "./terms";

/** Frames that ask for a thing to choose or find (not a complaint, not a 'how do I'). */
const CHOOSING = new Set<AskFrame>(["which", "whatFor", "good", "exists", "seeking", "pointers", "replace"]);
/** The artefact asked for ('project management software'): it names no thing of its own. */
const ARTEFACT =
  /^(?:software|tools?|apps?|applications?|services?|programs?|solutions?|options?|platforms?|products?|systems?|resources?|alternatives?|recommendations?|suggestions?|stuff|things?|ways?|methods?)$/;
/** Where an object's head ends: 'laptop' of 'laptop for web development'. */
const PREPOSITION = / (?:for|about|on|in|to|with|from|of|under|over|that|like|as|at|by|without|vs\.?|versus) /;
/** Words that say how good a thing is, not which thing ('a decent laptop' is a laptop). */
const QUALITY =
  /^(?:new|newer|good|great|decent|nice|favou?rite|best|better|affordable|cheap|cheaper|secure|lightweight|minimal|simple|free|popular|interesting|online|used|reliable|solid|modern|high|quality|your|their|any|some|other)$/;
const NOUN = new Set(["NOUN", "PROPN"]);
/** At most this many nouns name the thing ('password manager', 'css framework'). */
const KEY_NOUNS = 2;

/** The post's ask key ('css framework', 'alt:gmail'), or null when it asks for no thing a key can name. */
export function askKey(text: string): string | null {
  const ask = readAsk(text);
  if (!ask || !CHOOSING.has(ask.frame)) return null;
  const [head, ...rest] = ask.object.split(PREPOSITION);
  // 'editor/IDE', 'phone/laptop': the first name of the thing says which.
  const nouns = trailingNouns(head!.replace(/([\p{L}\p{N}])\/[\p{L}\p{N}/-]+/gu, "$1"));
  if (!nouns.length) return null;
  const key = nouns.map((w) => stem(w)).join(" ");
  // One noun with what it is about ('book on distributed systems'): the whole phrase is the thing.
  if (nouns.length === 1 && (rest.length || ask.purpose || saysWhatAbout(ask.sentence, nouns[0]!))) return null;
  return ask.frame === "replace" ? `alt:${key}` : key;
}

/** Whether the sentence goes on to say what the thing is about ('a database of org charts': the object was cut short). */
function saysWhatAbout(sentence: string, noun: string): boolean {
  const words = sentence
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean);
  const at = words.findIndex((w) => w === noun || w.startsWith(noun));
  return at >= 0 && PREPOSITION.test(` ${words[at + 1] ?? ""} `);
}

/** The last nouns of a phrase, artefact words dropped ('open source project management tools' -> 'project management'). */
function trailingNouns(phrase: string): string[] {
  const tokens = (tagged(phrase)[0] ?? []).filter((t) => /^[\p{L}\p{N}][\p{L}\p{N}+#.-]*$/u.test(t.value));
  while (tokens.length && ARTEFACT.test(tokens.at(-1)!.value)) tokens.pop();
  const out: string[] = [];
  let i = tokens.length - 1;
  for (; i >= 0 && out.length < KEY_NOUNS; i--) {
    const t = tokens[i]!;
    if (!NOUN.has(t.pos) || t.value.length < 2) break;
    out.unshift(t.lemma.length >= 2 ? t.lemma : t.value);
  }
  // One noun keeps a word before it that says which kind ('open source', 'technical book'), not how good.
  const before = tokens[i];
  if (out.length === 1 && before && before.pos !== "DET" && !QUALITY.test(before.value)) out.unshift(before.lemma);
  return out;
}

/**
 * The job of a group whose posts ask which one thing to pick ('Which text editor do you use?',
 * 'Best text editor/IDE?'), when no post names a task: 'choosing a text editor'. At least two posts
 * and half of them must ask for that thing; spelt as the posts spell it.
 */
export function choosingJob(texts: string[]): { phrase: string; task: true } | null {
  const spellings = new Map<string, Map<string, number>>();
  for (const text of texts) {
    const key = askKey(text);
    const ask = key ? readAsk(text) : null;
    if (!key || !ask) continue;
    const words = ask.object
      .split(PREPOSITION)[0]!
      .replace(/([\p{L}\p{N}])\/[\p{L}\p{N}/-]+/gu, "$1")
      .split(" ");
    // 'project management software': the thing, and the artefact the post names for it.
    let artefact = "";
    while (words.length > 1 && ARTEFACT.test(words.at(-1)!)) artefact = words.pop()!;
    const spelt = [...words.slice(-key.split(" ").length), ...(artefact ? [artefact] : [])].join(" ");
    const forms = spellings.get(key) ?? new Map<string, number>();
    forms.set(spelt, (forms.get(spelt) ?? 0) + 1);
    spellings.set(key, forms);
  }
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const top = [...spellings].sort((a, b) => total(b[1]) - total(a[1]) || (a[0] < b[0] ? -1 : 1))[0];
  if (!top || total(top[1]) < 2 || 2 * total(top[1]) < texts.length) return null;
  const spelt = [...top[1]].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
  // 'a programming book'; 'podcasts', 'project management software': plurals and mass nouns take no article.
  const article = /[^s]s$|(?:ware|stuff)$/.test(spelt) ? "" : /^[aeio]/.test(spelt) ? "an " : "a ";
  return { phrase: `choosing ${article}${spelt}`, task: true };
}

/** The job an idea is named by: a task the posts state, else the one thing they ask to choose, else the thing itself. */
export function ideaJob(texts: string[]): Job | null {
  const job = groupJob(texts);
  if (job?.task) return job;
  return choosingJob(texts) ?? job;
}
