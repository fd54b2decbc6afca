/**
 * The thing a post asks for, as a key two wordings of one need share: 'What's the best minimal CSS
 * framework?' and 'Recommend a lightweight responsive CSS framework' both ask for 'css framework';
 * 'Which password manager do you use?' and 'Any suggestions on a decent password manager, please?' for
 * 'password manager'. Read from the post's ask (readAsk, paraphrase.ts): the object's head noun
 * phrase, its modifiers dropped ('minimal', 'secure', 'affordable'), at most its last three nouns
 * (mergeByAsk reads a key of three as the two-noun key its community says), lemmatised. Who asks
 * ('a laptop for a programmer') is not what the thing is about: such a thing keys on its noun. A key is a thing named, never a shared word: an ask for a bare noun that says what it
 * is about ('a book on distributed systems') keys on the whole phrase, so it joins only the same ask.
 */
import { groupJob, type Job } from "./job";
import { tagged, type Token } from "./nlp";
import { readAsk, type Ask, type AskFrame } from "./paraphrase";
import { conceptOf, contentWords, stem } from "./terms";

/** Frames that ask for a thing to choose or find (not a complaint, not a 'how do I'). */
const CHOOSING = new Set<AskFrame>(["which", "whatFor", "good", "exists", "seeking", "pointers", "replace"]);
/** The artefact asked for ('project management software'): it names no thing of its own. */
const ARTEFACT =
  /^(?:software|tools?|apps?|applications?|services?|programs?|solutions?|options?|platforms?|products?|systems?|resources?|alternatives?|recommendations?|suggestions?|stuff|things?|ways?|paths?|approach(?:es)?|methods?)$/;
/** Adjectives written as two words, the second of which a tagger reads as a noun. */
const TWO_WORD_ADJECTIVE = /^(?:open source|open access|third party)$/i;
/** Where an object's head ends: 'laptop' of 'laptop for web development'. */
const PREPOSITION = / (?:for|about|on|in|to|with|from|of|under|over|that|like|as|at|by|without|vs\.?|versus) /;
/** Words that say how good a thing is, not which thing ('a decent laptop' is a laptop). */
const QUALITY =
  /^(?:new|newer|good|great|decent|nice|favou?rite|best|better|affordable|cheap|cheaper|secure|lightweight|minimal|simple|free|popular|interesting|online|used|reliable|solid|modern|high|quality|your|their|any|some|other)$/;
const NOUN = new Set(["NOUN", "PROPN"]);
/** At most this many nouns name the thing ('password manager', 'css framework'). */
const KEY_NOUNS = 2;
/**
 * A key keeps up to this many nouns ('domain name registrar'): mergeByAsk (grouping.ts) reads it as
 * the two-noun key other posts say ('domain registrar' or 'name registrar'), see keyOfTwo.
 */
const KEY_NOUNS_KEPT = 3;

/** The post's ask key ('css framework', 'alt:gmail'), or null when it asks for no thing a key can name. */
export function askKey(text: string): string | null {
  return askKeyOf(readAsk(text), text);
}

/**
 * askKey of an ask already read (readAsk); `text`, the whole post, lets its title say what a bare
 * noun is about ('Book on the history of Unix?' asked again as 'a book to read on these topics').
 */
export function askKeyOf(read: Ask | null, text = ""): string | null {
  const ask = sought(read, text);
  if (!ask || !CHOOSING.has(ask.frame)) return null;
  const [head, ...said] = ask.object.split(PREPOSITION);
  // 'a laptop for a programmer': who asks is not what the thing is about.
  const rest = said.filter((part) => !WHO_ASKS.test(part.trim()));
  // 'editor/IDE', 'phone/laptop': the first name of the thing says which.
  const nouns = trailingNouns(head!.replace(/([\p{L}\p{N}])\/[\p{L}\p{N}/-]+/gu, "$1"), KEY_NOUNS_KEPT);
  // 'keep track of …': the tagger may read the verb 'keep' as a noun; it names no thing.
  if (!nouns.length || nouns.some((w) => w.toLowerCase() === "keep")) return null;
  const key = sameNamed(nouns.map((w) => stem(w))).join(" ");
  // A doing and its object ('chasing customers') with what it is for ('to collect repaired
  // phones'): the purpose says which task, and two trades chasing customers for two things share no key.
  if (
    nouns.length >= 2 &&
    opensWithDoing(ask, nouns[0]!) &&
    (rest.length || ask.purpose || saysWhatAbout(ask.sentence, nouns.at(-1)!))
  )
    return null;
  // A thing replaced is named, whatever the replacement is for ('an alternative to Heroku for side projects').
  if (ask.frame === "replace") return `alt:${key}`;
  // One noun with what it is about ('book on distributed systems'): the whole phrase is the thing.
  if (nouns.length === 1 && (rest.length || ask.purpose || saysWhatAbout(ask.sentence, nouns[0]!))) return null;
  if (nouns.length === 1 && titleAbout(text, stem(nouns[0]!.toLowerCase())).length) return null;
  return key;
}

/**
 * Names of one thing (stemmed) a reader takes as the same choice, folded to one: an IDE, a text
 * editor and a code editor are what a programmer writes code in; a mail client is an email
 * client; a hosting provider, a web host, a VPS (provider or host) and a cloud server are where a
 * site is hosted. Only whole names fold (the last nouns of one), so a 'video editor', a 'file
 * editor' or an 'email host' keep their own kind.
 */
const SAME_NAMED: Record<string, string> = {
  ide: "code editor",
  "text editor": "code editor",
  "mail client": "email client",
  "web host": "host provider",
  "host company": "host provider",
  vps: "host provider",
  "vps provider": "host provider",
  "vps host": "host provider",
  "cloud server": "host provider",
};

/** A name's stems with its last one or two folded to the name SAME_NAMED reads them as ('linux text editor': 'linux code editor'). */
export function sameNamed(stems: string[]): string[] {
  for (const n of [2, 1]) {
    if (stems.length < n) continue;
    const same = SAME_NAMED[stems.slice(-n).join(" ")];
    if (same) return [...stems.slice(0, -n), ...same.split(" ")];
  }
  return stems;
}

/** The stems the names a text says (its stems, in order) fold to (sameNamed): 'vps' says 'host' and 'provider'. */
export function foldedNames(stems: string[]): string[] {
  return stems.flatMap((w, k) => {
    const pair = k > 0 ? SAME_NAMED[`${stems[k - 1]} ${w}`] : undefined;
    const same = pair ?? SAME_NAMED[w];
    return same ? same.split(" ") : [];
  });
}

/** Where a comparison starts in an ask's object ('a cheaper vps than linode', 'notes instead of evernote'). */
const COMPARED = / (?:than|instead of) /;
/** The words of a replacement ('alternatives to jira', 'a trello replacement'). */
const REPLACING = /^(.*?)\b(?:alternatives?|replacements?|substitutes?)\b(?:\s+(to|for)\b)?/;
/** A forum's label before a title ('Ask HN:', '[Request]'). */
const TITLE_LABEL = /^\s*(?:(?:ask|tell|show)\s*hn\s*[:\-–]|\[[^\]]{1,20}\])\s*/i;
/** Words of a phrase that say which thing: nouns and the adjectives before them. */
const NAMING = new Set(["NOUN", "PROPN", "ADJ"]);

/**
 * The ask as the thing it seeks. A comparison names the thing sought before 'than', and the
 * thing it is measured against after: 'a cheaper VPS than Linode' seeks a VPS, not Linode, and
 * 'a lighter editor than VS Code' an editor (the comparing words go: they say how good, not which).
 * With no thing before 'than' ('anything better than Heroku') the thing sought is one of the
 * other's kind: a replacement for it ('alt:heroku'), never the other itself. A replacement names
 * the thing sought before 'alternatives to' ('bug tracker alternatives to Jira' seek a bug
 * tracker), the thing replaced before 'alternatives' alone or 'alternatives for' ('Jira
 * alternatives for a small team', 'Trello alternatives?': Trello's kind). An ask read from a
 * wish ('Ideally I'm looking for IMAP access') names a feature of the thing sought, not the thing.
 */
function sought(read: Ask | null, text: string): Ask | null {
  // 'Ideally I'm looking for IMAP access' wishes for a feature of the thing sought: no thing of its own.
  const ask = read?.wished ? null : read;
  if (ask && COMPARED.test(ask.object)) {
    const [before, after] = ask.object.split(COMPARED) as [string, string];
    // The comparing word opens the thing ('a quieter keyboard'): it says how, not which.
    const thing = namingWords(before);
    if (thing.length > 1 && /(?:[^e]er|ier)$/.test(thing[0]!.value)) thing.shift();
    if (trailingNouns(thing.map((t) => t.value).join(" ")).length)
      return { ...ask, object: thing.map((t) => t.value).join(" ") };
    const other = after.replace(/^(?:the|a|an|their|his|her|its)\s+/, "");
    return ask.frame === "replace" || !other ? ask : { ...ask, frame: "replace", object: other, purpose: null };
  }
  if (ask && ask.frame !== "replace") return ask;
  const sentence = ask ? ask.sentence : (text.split("\n")[0] ?? "").replace(TITLE_LABEL, "");
  const m = REPLACING.exec(sentence.toLowerCase().replace(/\s+/g, " "));
  if (!m) return ask;
  const named = namingWords(m[1]!.split(/[.?!:,;()]/).at(-1)!);
  if (!named.length || !trailingNouns(named.map((t) => t.value).join(" "), KEY_NOUNS_KEPT).length) return ask;
  const object = named.map((t) => t.value).join(" ");
  // 'bug tracker alternatives to jira': the thing sought; 'jira alternatives (for a team)': the thing replaced.
  if (m[2] === "to") return { frame: "seeking", object, purpose: null, sentence: ask?.sentence ?? sentence };
  return { frame: "replace", object, purpose: null, sentence: ask?.sentence ?? sentence };
}

/**
 * The words at the end of a phrase that name a thing (nouns and adjectives: 'bug tracker' of
 * 'any decent bug tracker'), without the words of how good it is ('decent', 'cheaper') or how it
 * is made ('open source', 'self-hosted'), which name no thing.
 */
function namingWords(phrase: string): Token[] {
  // A hyphened modifier ('self-hosted', 'in-browser') says how a thing is made or run, not which.
  const plain = phrase.replace(/\b(?:open source|open access|third party)\b|[^\s]*\p{L}-\p{L}[^\s]*/giu, " ");
  const tokens = (tagged(plain)[0] ?? []).filter((t) => /^[\p{L}\p{N}][\p{L}\p{N}+#.]*$/u.test(t.value));
  let at = tokens.length;
  while (at > 0 && naming(tokens[at - 1]!)) at--;
  return tokens.slice(at);
}

/** Whether a word names which thing: a noun, or an adjective that says neither how good nor how it compares ('cheaper'). */
function naming(t: Token): boolean {
  if (!NAMING.has(t.pos) || QUALITY.test(t.value)) return false;
  return t.pos !== "ADJ" || !/(?:[^e]er|ier)$/.test(t.value);
}

/** Whether the ask's object opens with a word (a lemma) its sentence says as a verb ('chasing customers'): a task, not a thing. */
function opensWithDoing(ask: Ask, first: string): boolean {
  const lemma = first.toLowerCase();
  return tagged(ask.sentence).some((s) => s.some((t) => t.lemma.toLowerCase() === lemma && t.pos === "VERB"));
}

/** Whether the sentence goes on to say what the thing is about ('a database of org charts': the object was cut short). */
function saysWhatAbout(sentence: string, noun: string): boolean {
  const words = sentenceWords(sentence, /[^\p{L}\p{N}'-]+/u);
  return (
    afterNoun(
      words,
      words.findIndex((w) => w === noun || w.startsWith(noun)),
    ).length > 0
  );
}

/**
 * The two-noun key of a key (askKeyOf keeps three nouns: 'domain name registrar'): the last two
 * ('name registrar'), an 'alt:' key kept as one.
 */
export function keyOfTwo(key: string): string {
  const alt = key.startsWith("alt:") ? "alt:" : "";
  return alt + key.slice(alt.length).split(" ").slice(-KEY_NOUNS).join(" ");
}

/** The last nouns of a phrase, artefact words dropped ('open source project management tools' -> 'project management'). */
function trailingNouns(phrase: string, most = KEY_NOUNS): string[] {
  const tokens = (tagged(phrase)[0] ?? []).filter((t) => /^[\p{L}\p{N}][\p{L}\p{N}+#.-]*$/u.test(t.value));
  const artefact = tokens.length > 0 && ARTEFACT.test(tokens.at(-1)!.value);
  while (tokens.length && ARTEFACT.test(tokens.at(-1)!.value)) tokens.pop();
  const out: string[] = [];
  let i = tokens.length - 1;
  for (; i >= 0 && out.length < most; i--) {
    const t = tokens[i]!;
    if (!NOUN.has(t.pos) || t.value.length < 2) break;
    // 'open source', 'third party' say how the thing is made, though the tagger reads a noun.
    if (out.length && TWO_WORD_ADJECTIVE.test(`${tokens[i - 1]?.value ?? ""} ${t.value}`)) break;
    out.unshift(t.lemma.length >= 2 ? t.lemma : t.value);
  }
  // One noun keeps a word before it that says which kind ('open source', 'technical book'), not how good.
  const before = tokens[i];
  if (out.length === 1 && before && before.pos !== "DET" && !QUALITY.test(before.value)) {
    // Before an artefact, an adjective and a noun say how it is made ('open source tools', 'free
    // software alternatives'), not which thing: the licence of a project is not asking for tools.
    if (artefact && before.pos === "ADJ") return [];
    out.unshift(before.lemma);
  }
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
    const long = askKey(text);
    const key = long && keyOfTwo(long);
    const ask = key ? readAsk(text) : null;
    // 'What do you use for window guarantees?' asks for a tool for them, not which guarantee to pick.
    // 'We spent a month looking for the kettle' tells a story: a choice is asked in a question or the post's opening.
    if (!key || !ask || ask.frame === "whatFor" || !asksOutright(ask, text)) continue;
    // 'a cheaper VPS than DigitalOcean': the thing compared against is not the thing chosen.
    const words = ask.object
      .split(PREPOSITION)[0]!
      .split(COMPARED)[0]!
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
  const top = [...spellings].sort((a, b) => total(b[1]) - total(a[1]) || (a[0] < b[0] ? -1 : 1))[0];
  const enough = (m: Map<string, number>) => total(m) >= 2 && 2 * total(m) >= texts.length;
  // Of spellings asked as often, the one most posts say ('vps provider' over 'hosting provider' of one post).
  const spelt =
    top && enough(top[1])
      ? [...top[1]].sort(
          (a, b) => b[1] - a[1] || saidBy(texts, b[0]) - saidBy(texts, a[0]) || (a[0] < b[0] ? -1 : 1),
        )[0]![0]
      : spokenOfOneKind(spellings, texts, enough);
  if (!spelt) return null;
  // 'a programming book'; 'podcasts', 'project management software': plurals and mass nouns take no article.
  const article = /[^s]s$|(?:ware|stuff)$/.test(spelt) ? "" : /^[aeio]/.test(spelt) ? "an " : "a ";
  return { phrase: `choosing ${article}${spelt}`, task: true };
}

/**
 * When no one thing is asked for by half the posts, one kind of thing may be ('home office chair',
 * 'desk chair', 'chair for programming' are all chairs): the asks grouped by their last noun, spelt
 * as the longest name half the posts say ('desk chair'), else by that noun alone.
 */
function spokenOfOneKind(
  spellings: Map<string, Map<string, number>>,
  texts: string[],
  enough: (m: Map<string, number>) => boolean,
): string | null {
  const kinds = new Map<string, Map<string, number>>();
  for (const [key, forms] of spellings) {
    const head = key.split(" ").at(-1)!;
    const merged = kinds.get(head) ?? new Map<string, number>();
    for (const [form, n] of forms) merged.set(form, (merged.get(form) ?? 0) + n);
    kinds.set(head, merged);
  }
  const kind = [...kinds.values()].filter(enough).sort((a, b) => total(b) - total(a))[0];
  if (!kind) return null;
  // Every name of the kind and its shorter endings, without the artefact ('desk chair' and 'chair' of 'desk chair solution').
  const names = new Set<string>();
  for (const form of kind.keys()) {
    const words = form.split(" ");
    while (words.length > 1 && ARTEFACT.test(words.at(-1)!)) words.pop();
    words.forEach((_, at) => names.add(words.slice(at).join(" ")));
  }
  const said = [...names].filter((f) => 2 * saidBy(texts, f, false) >= texts.length);
  return said.sort((a, b) => b.split(" ").length - a.split(" ").length || (a < b ? -1 : 1))[0] ?? null;
}

/** How many of `texts` say `form` (or, with `plural`, its plural: 'vps provider' in 'VPS providers'). */
function saidBy(texts: string[], form: string, plural = true): number {
  const name = form.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const phrase = new RegExp(`\\b${name}${plural ? "(?:e?s)?" : ""}\\b`);
  return texts.filter((t) => phrase.test(t.toLowerCase())).length;
}

const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/** Whether an ask is put as a question or opens its post (its title), not told in passing. */
function asksOutright(ask: Ask, text: string): boolean {
  return /\?\s*$/.test(ask.sentence) || text.trimStart().startsWith(ask.sentence.slice(0, 40));
}

/**
 * The job an idea is named by: a task the posts state, else the one thing they ask to choose, else
 * the record they ask how to keep (recordJob), else the thing itself.
 */
export function ideaJob(texts: string[]): Job | null {
  const job = groupJob(texts);
  if (job?.task) return job;
  return choosingJob(texts) ?? recordJob(texts) ?? (job && !PERSON.test(job.phrase) ? job : null);
}

/**
 * Who asks is no job ('python developer', 'remote workers'): a group whose posts share only the
 * kind of person writing them names no need ('hiring a python developer' is a task, and one).
 */
const PERSON =
  /\b(?:developers?|programmers?|engineers?|designers?|coders?|hackers?|students?|beginners?|freelancers?|founders?|people|persons?|users?|workers?|newbies?|noobs?)$/;

/** A qualifier that says only who asks ('a programmer', 'beginners', 'a web developer'): at most two words before the person. */
const WHO_ASKS =
  /^(?:(?:an?|the|my|our|some|every)\s+)?(?:[\p{L}-]+\s+){0,2}?(?:developers?|programmers?|engineers?|designers?|coders?|hackers?|students?|beginners?|freelancers?|founders?|people|persons?|users?|workers?|newbies?|noobs?)\b/u;

/**
 * Frames whose object is the thing a post wants (a complaint's object is what hurts, not what is
 * asked for; a replacement's is the product left, which any kind of thing may replace).
 */
const WANTING = new Set<AskFrame>([...[...CHOOSING].filter((f) => f !== "replace"), "how"]);
/** Words of a qualifier that say nothing about which thing ('a book on the history of systems': history, system). */
const QUALIFIER_STOP =
  /^(?:a|an|the|their|them|they|my|your|our|its|his|her|this|that|these|those|some|any|and|or|of|to|for|in|on|at|by|with|from|about|as|be|get|learn|learning|use|using|start|getting|make|do|it|one|who|what|which|how|new|good|best|more|most|other|help|want|work|should|would|could|can|will|read|need)$/;

/** Nouns of the ask's frame, not of its thing ('a decent setup for …', 'keep track of …', 'sign up', 'take notes'). */
const NOT_A_THING =
  /^(?:setup|set|track|keep|take|way|post|today|time|start|up|follow|process|workflow|get|peopl|person)$/;

/** The thing a post asks for: its head nouns (stemmed) and the words that say what it is about, or null. */
export interface AskThing {
  nouns: string[];
  about: string[];
  /** The stems of the post's first words: a post that names another post's thing asks for it too. */
  words: Set<string>;
  /** The noun before a thing of two nouns, stemmed ('church' of 'church hall bookings'), when there is one. */
  modifier?: string;
  /** Set when what is asked for is a way to keep a record of the thing (recordThing), not the thing itself. */
  record?: true;
  /** Set when the thing is a doing and its object ('chasing customers'): what it is for says which task. */
  task?: true;
}

/** Characters of a post whose words say what it is about (its title and first lines). */
const THING_CONTEXT = 600;

/**
 * The thing a post asks for, read like askKey but also from a 'how' ask ('how do you handle
 * licenses': licenses) and keeping what the thing is about ('a book on distributed systems': book,
 * about distributed and systems). Null when the post asks for no nameable thing ('a tool to …':
 * the artefact names nothing).
 */
export function askThing(text: string): AskThing | null {
  return askThingOf(readAsk(text), text);
}

/** askThing of an ask already read from `text` (readAsk). */
export function askThingOf(read: Ask | null, text: string): AskThing | null {
  const ask = sought(read, text);
  if (!ask || !WANTING.has(ask.frame)) return null;
  const [head, ...said] = ask.object.split(PREPOSITION);
  // 'a laptop for a programmer' is about no subject: who asks is not what the thing is about.
  const rest = said.filter((part) => !WHO_ASKS.test(part.trim()));
  const named = trailingNouns(head!.replace(/([\p{L}\p{N}])\/[\p{L}\p{N}/-]+/gu, "$1"), KEY_NOUNS_KEPT);
  const lemmas = named.slice(-KEY_NOUNS);
  // Spellings of one thing meet as the terms do ('todos' are tasks, 'docs' documentation).
  // Names of one thing fold to one (SAME_NAMED: 'a VPS host', 'a web host').
  const spelt = lemmas.map((w) => stem(conceptOf(w.toLowerCase()) ?? w.toLowerCase()));
  const nouns = sameNamed(spelt).slice(-KEY_NOUNS);
  // An artefact word is read before stemming: 'programming books' names no 'program'.
  if (!lemmas.length || lemmas.some((w) => ARTEFACT.test(w.toLowerCase())) || nouns.some((w) => NOT_A_THING.test(w)))
    return null;
  const about = aboutWords(
    [...rest, ask.purpose ?? "", said.length ? "" : afterThing(ask.sentence, spelt.at(-1)!)].join(" "),
  );
  // A bare noun is no thing on its own ('a book'): when its ask says nothing of what it is about, the title may.
  if (nouns.length === 1 && !about.length) about.push(...titleAbout(text, spelt.at(-1)!));
  const words = new Set(contentWords(text.slice(0, THING_CONTEXT)).map((w) => w.stem));
  const thing: AskThing = { nouns, about: [...new Set(about)], words };
  if (named.length >= 2 && opensWithDoing(ask, named.at(-KEY_NOUNS)!)) thing.task = true;
  const modifier = named.length > KEY_NOUNS ? stem(named[0]!.toLowerCase()) : null;
  if (modifier && !ARTEFACT.test(named[0]!.toLowerCase()) && !NOT_A_THING.test(modifier)) thing.modifier = modifier;
  return thing;
}

/** The stems of a qualifier's words that say which thing ('on the history of operating systems': histori, operat, system). */
function aboutWords(said: string): string[] {
  return sentenceWords(said, /[^\p{L}\p{N}+#]+/u)
    .filter((w) => w.length > 2 && !QUALIFIER_STOP.test(w))
    .map(stem);
}

/** What a post's title (its first line or question) says a bare noun (stemmed) is about, or nothing. */
function titleAbout(text: string, noun: string): string[] {
  return aboutWords(afterThing(text.split(/[\n?]/)[0] ?? "", noun));
}

/** A sentence's words, lower case, an aside in brackets left out ('a book (or a video course) on knitting'). */
function sentenceWords(sentence: string, separator: RegExp): string[] {
  return sentence
    .replace(/\([^()]*\)/g, " ")
    .toLowerCase()
    .split(separator)
    .filter(Boolean);
}

/** Words of the sentence that say what a thing is about after its name ('best book to learn lua from': learn lua from). */
function afterThing(sentence: string, noun: string): string {
  const words = sentenceWords(sentence, /[^\p{L}\p{N}+#'-]+/u);
  return afterNoun(
    words,
    words.findIndex((w) => stem(w) === noun),
  ).join(" ");
}

/**
 * The words after a thing's name (at `at` in `words`) that say what it is about, when a
 * preposition follows it: none when they say only who asks ('a laptop for a programmer').
 */
function afterNoun(words: string[], at: number): string[] {
  if (at < 0 || !PREPOSITION.test(` ${words[at + 1] ?? ""} `)) return [];
  return WHO_ASKS.test(words.slice(at + 2, at + 6).join(" ")) ? [] : words.slice(at + 1, at + 6);
}

/**
 * Verbs of keeping a record of things (lemmas): tracking, capturing, saving, storing, logging,
 * organising them, and 'keep track of'. Not 'keep' alone ('keep my sanity', 'keep the printer
 * running' keep a state), nor 'record' and 'collect', which make or gather things (recording a
 * podcast, collecting payments).
 */
const RECORD_VERB = /^(?:track|capture|save|store|log|archive|organi[sz]e|jot|document)$/;
/**
 * Records a reader takes as one, folded to one (stemmed): articles, links and stories saved to
 * read later are bookmarks, whichever word a post says.
 */
const SAME_RECORD: Record<string, string> = { articl: "bookmark", link: "bookmark", stori: "bookmark" };
/** A record of what the asker learns ('track what you learn', 'document things I have learnt'): learning is kept. */
const LEARNT = /^learn(?:s|t|ed|ing)?$/;
/** Who learns, said right before the learning a record keeps ('what you learn', 'things I have learnt'). */
const LEARNER = /^(?:i|you|we|they)$/;
/** Words a record verb's object may run over before its learning ('your work and things you have learnt'). */
const LEARNT_WITHIN = 6;
/** Where a record verb's object is read: a title's alternatives ('save/organise') read as their first. */
const FIRST_OF_ALTERNATIVES = /(\p{L}+)(?:\/\p{L}+)+/gu;
/** What 'save' spares when it means spending less ('save money', 'save time'): no record is kept. */
const SPARED = /^(?:money|time|energy|space|cost|costs|effort|battery|power|life|lives)$/;
/** Words between a record verb and what it keeps ('track of your own', 'save all the'). */
const BEFORE_KEPT = /^(?:DET|PRON|ADJ|NUM|PART|ADV)$/;
/** Nouns too general to say what is kept ('keep track of things', 'organise my work'). */
const NOT_KEPT = /^(?:thing|stuff|everything|something|anything|work|life|lot|bit|way|track|list|habit|eye|mind|head)$/;
/** Words after a record verb that say it keeps no thing: a question word (a doing follows) or an amount. */
const NOT_A_RECORD_LEAD = /^(?:who|what|which|where|when|how|whom|whose|little|bit|more|much|extra)$/;
/** What a record key starts with: it never meets a key of a thing to choose. */
const RECORD_PREFIX = "keep:";

/**
 * The record a post's title asks how to keep, as a key ('keep:recip' of 'best place to save
 * recipes?', 'a quick way to capture recipes', 'keeping track of recipes across apps'), or
 * null. People asking how others keep track of one kind of thing word the keeping many ways
 * (track, capture, save, store, organise) but name the thing the same: the key is the verb's
 * class and the nouns it keeps (at most KEY_NOUNS, stemmed: 'class note' and 'rehearsal
 * attendance' stay apart from a bare 'note' or 'attendance').
 */
export function recordKey(text: string): string | null {
  const thing = recordThing(text);
  return thing && recordKeyOf(thing);
}

/** recordKey of a record already read (recordThing). */
export function recordKeyOf(thing: AskThing): string {
  return RECORD_PREFIX + thing.nouns.join(" ");
}

/**
 * The record a post asks how to keep (recordKey) as the thing it asks for: a group asking how to
 * keep track of recipes keeps only the needs that say recipes (keepNeedsOnThing, grouping.ts).
 */
export function recordThing(text: string): AskThing | null {
  const kept = keptNouns(text);
  if (!kept) return null;
  const words = new Set(contentWords(text.slice(0, THING_CONTEXT)).map((w) => w.stem));
  return { nouns: keptStems(kept.nouns).split(" "), about: [], words, record: true };
}

/** Kept nouns as a key: folded through the concept classes ('todos' are tasks), stemmed. */
const keptStems = (nouns: string[]) =>
  nouns
    .map((w) => stem(conceptOf(w) ?? w))
    .map((s) => SAME_RECORD[s] ?? s)
    .join(" ");

/** The nouns a title's record verb keeps, as lemmas and as written, or null. */
function keptNouns(text: string): { nouns: string[]; written: string } | null {
  const title = (text.split("\n")[0] ?? "")
    .replace(/^\s*(?:(?:ask|tell)\s+hn\s*:|\[[^\]]{1,20}\])\s*/i, "")
    .replace(FIRST_OF_ALTERNATIVES, "$1");
  for (const tokens of tagged(title)) {
    for (let k = 0; k < tokens.length; k++) {
      const at = keptAt(tokens, k);
      if (at < 0) continue;
      const learnt = learntAt(tokens, at);
      if (learnt) return { nouns: ["learning"], written: learnt };
      let { run, end } = nounRun(tokens, at);
      // 'organising who washes the kit' arranges a doing; 'saving a little each month' puts money by.
      if (tokens.slice(at, end - run.length).some((t) => NOT_A_RECORD_LEAD.test(t.value.toLowerCase()))) continue;
      // 'organising watering across the beds': an activity is arranged, not kept.
      if (/ing$/.test(run.at(-1)?.value ?? "")) continue;
      // 'collections of supermarket surplus': the noun after 'of' is the thing kept.
      if (run.length && tokens[end]?.value === "of") ({ run, end } = nounRun(tokens, end + 1));
      // 'stock and orders', 'cash and card takings': a list of things is no one record; a phrase
      // the tagger cuts at a word it reads as an adjective ('school | fair cash') is misread.
      if ((tokens[end]?.pos === "CCONJ" && NOUN.has(tokens[end + 1]?.pos ?? "")) || tokens[end]?.pos === "ADJ")
        continue;
      const nouns = run.slice(-KEY_NOUNS);
      const head = nouns.at(-1)?.lemma;
      if (!head || head.length < 3 || NOT_KEPT.test(head) || ARTEFACT.test(head)) continue;
      if (tokens[k]!.lemma === "save" && SPARED.test(head)) continue;
      return { nouns: nouns.map((t) => t.lemma), written: nouns.map((t) => t.value).join(" ") };
    }
  }
  return null;
}

/**
 * What the asker learns, when a record verb's object (from `at`) is a clause of learning ('what
 * you learn', 'things I have learnt'): the words as written, or null. Someone who learns must say
 * it ('track what you learn'): 'save learning materials' keeps materials.
 */
function learntAt(tokens: Token[], at: number): string | null {
  for (let j = at; j < Math.min(tokens.length, at + LEARNT_WITHIN); j++) {
    if (tokens[j]!.pos === "PUNCT") return null;
    if (!LEARNT.test(tokens[j]!.value.toLowerCase())) continue;
    const before = tokens.slice(Math.max(at, j - 3), j).map((t) => t.value.toLowerCase());
    if (!before.some((w) => LEARNER.test(w))) return null;
    return tokens
      .slice(at, j + 1)
      .map((t) => t.value)
      .join(" ");
  }
  return null;
}

/** Where what a record verb at `k` keeps starts ('save your recipes': recipes), or -1 for no record verb. */
function keptAt(tokens: Token[], k: number): number {
  const verb = tokens[k]!;
  if (verb.pos !== "VERB") return -1;
  let at = k + 1;
  // 'keeping track of recipes': the thing kept follows 'track of'.
  if (verb.lemma === "keep" && tokens[at]?.lemma === "track" && tokens[at + 1]?.value === "of") at += 2;
  else if (!RECORD_VERB.test(verb.lemma)) return -1;
  return at;
}

/** Whether the word at `k` is a participle ('readed', 'saved') before a noun. */
const participleBefore = (tokens: Token[], k: number) =>
  tokens[k]!.pos === "VERB" && /ed$/.test(tokens[k]!.value) && NOUN.has(tokens[k + 1]?.pos ?? "");

/** The nouns in a row from `from`, determiners and adjectives before them skipped, and where they end. */
function nounRun(tokens: Token[], from: number): { run: Token[]; end: number } {
  let end = from;
  // 'your read articles', 'downloaded files': a participle before a noun says which of them.
  while (tokens[end] && (BEFORE_KEPT.test(tokens[end]!.pos) || participleBefore(tokens, end))) end++;
  const run: Token[] = [];
  while (tokens[end] && NOUN.has(tokens[end]!.pos)) run.push(tokens[end++]!);
  return { run, end };
}

/**
 * The job of a group most of whose posts ask how to keep a record of one kind of thing (recordKey):
 * 'keeping track of recipes', spelt as most of its posts spell the thing. At least two posts and
 * half of them must ask it.
 */
export function recordJob(texts: string[]): { phrase: string; task: true } | null {
  const spellings = new Map<string, Map<string, number>>();
  for (const text of texts) {
    const kept = keptNouns(text);
    if (!kept) continue;
    const key = keptStems(kept.nouns);
    const forms = spellings.get(key) ?? new Map<string, number>();
    forms.set(kept.written, (forms.get(kept.written) ?? 0) + 1);
    spellings.set(key, forms);
  }
  const top = [...spellings].sort((a, b) => total(b[1]) - total(a[1]) || (a[0] < b[0] ? -1 : 1))[0];
  if (!top || total(top[1]) < 2 || 2 * total(top[1]) < texts.length) return null;
  const spelt = [...top[1]].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
  return { phrase: `keeping track of ${spelt}`, task: true };
}
