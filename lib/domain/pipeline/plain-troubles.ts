/**
 * Troubles as people on open forums state them, said again in words of our own: a reader of the
 * plain ways a writer says what goes wrong around an ask ('X seems expensive for my needs', 'their
 * lack of Y', 'a lot of issues with X', 'I find doing X a manual process', 'I use X but I'd like
 * something that lets me Y', 'I've never found an X I like'). Each is retold in the third person
 * from what it names (the thing at fault, what it lacks, the task that is a chore) in a wording of
 * its own ('X costs too much for their needs', 'what they use now lacks Y'), so a complaint says
 * what goes wrong for the posters instead of retelling their asks. A retelling that shares a run
 * of GATE_RUN words with any post is not said.
 */
import { ingForm } from "./describe";
import { tagged } from "./nlp";
import { sharedRun } from "./overlap";
import { inThirdPerson } from "./title-job";
import { readAsk, type AskFrame } from "./paraphrase";

export interface PlainTrouble {
  /** The trouble in the third person, lower case, no closing stop ('quillstack costs too much for a team of four'). */
  text: string;
  /** The index of the post that states it. */
  post: number;
}

/** Words that stand for a thing named elsewhere: a trouble of one says nothing out of its post. */
const PRONOUN =
  /^(?:it|its|they|them|this|that|these|those|which|there|everything|something|anything|i|we|he|she|you|one|all|each|most|some)$/;
/** Words that only colour a judgement ('seems really expensive'). */
const DEGREE =
  "(?:(?:too|really|very|hugely|quite|relatively|rather|pretty|a bit|a little|kind of|sort of|so|way too|far too|extremely|incredibly|super|just|also|still|fairly|overly|hopelessly) )*";

/** Judgements of a thing, each said again in words of our own. */
const JUDGED: Record<string, string> = {
  expensive: "costs too much",
  pricey: "costs too much",
  costly: "costs too much",
  overpriced: "costs too much",
  bloated: "carries far more than they need",
  overkill: "does far more than they need",
  heavy: "carries far more than they need",
  slow: "runs too slowly",
  sluggish: "runs too slowly",
  buggy: "breaks too often",
  unreliable: "cannot be counted on",
  flaky: "cannot be counted on",
  unstable: "cannot be counted on",
  horrible: "has let them down",
  terrible: "has let them down",
  awful: "has let them down",
  poor: "falls short",
  bad: "falls short",
  cumbersome: "is awkward to work with",
  clunky: "is awkward to work with",
  unusable: "is close to useless",
  confusing: "is hard to make sense of",
  complicated: "is hard to make sense of",
  outdated: "has fallen behind",
  limited: "does too little",
};
const JUDGEMENT = new RegExp(
  `\\b(?:seems?|seemed|is|are|was|were|looks?|feels?|felt|gets?|got|has become|have become) (?:to be )?${DEGREE}(${Object.keys(JUDGED).join("|")})\\b((?: for (?:my|our|a|the|this|that) [\\p{L} -]{2,30}?)?)(?=\\s*[,.;!()]|$| and | but | because | when | which )`,
  "iu",
);

/** Chores a task is found to be, each said again. */
const CHORE: Record<string, string> = {
  manual: "done by hand",
  repetitive: "tedious",
  tedious: "a slog",
  "time-consuming": "slow going",
  "time consuming": "slow going",
  painful: "a pain",
  frustrating: "a pain",
  difficult: "hard going",
  hard: "hard going",
  confusing: "hard to follow",
  "error-prone": "easy to get wrong",
};
const CHORE_WORD = Object.keys(CHORE)
  .map((w) => w.replace(/-/g, "\\-"))
  .join("|");
const FOUND_CHORE = new RegExp(
  `\\bfind(?:s|ing)? (.{6,60}?) (?:a |an |to be (?:a |an )?)?((?:${CHORE_WORD})(?:,? (?:and|or) (?:${CHORE_WORD}))?) (?:process|task|job|chore|exercise|affair|business)\\b`,
);
/** 'it's a pain to attach photos', 'is a hassle to set up': the doing that is a chore. */
const PAIN_TO =
  /\b(?:it's|it is|is|was|it was) (?:(?:a|such a) )?(?:real |huge |bit of a |massive |total )?(?:pain|hassle|chore|nightmare|headache) (?:to|when) ([a-z]+) ([^,.;:!?()]{3,40})/;
/** 'their lack of X', 'the lack of X': what is missing. */
const LACK = /\b(?:their|its|the|a) (?:complete |total )?lack of ([^,.;:!?()]{3,40})/;
/** 'a lot of issues lately with X, related to their Y': X troubles them, over Y. */
const ISSUES =
  /\b(?:issues|problems|trouble|headaches|difficulties) (?:lately |recently )?with ([\p{L}\d][\p{L}\d.+ -]{1,28}?)(?:,? (?:lately|recently))?(?:,? (?:related to|due to|because of|around|over|with) (?:their |its |the )?([^,.;:!?()]{3,50}))?(?=[,.;:!?()]|$)/u;
/** 'X is not available in Y': a thing that cannot be had where they are. */
const NOT_AVAILABLE =
  /\b(?:is|are) (?:not|no longer) (?:available|offered|supported) (?:in|for|on) ([^,.;:!?()]{2,30})/i;
/** "I've never found an X I like", "nothing has ever met all my needs": nothing tried has suited them. */
const NEVER_FOUND =
  /\b(?:i've|i have|we've|we have|i|we) (?:never|not yet|yet to) (?:found|find) (?:a |an |the |any )?([\p{L} -]{3,30}?) (?:that )?(?:i|we) (?:like|love|am happy with|'m happy with|can live with)\b/u;
const NOTHING_MEETS =
  /\bnothing (?:has )?(?:ever )?(?:met|meets|covers|covered|fits|fitted|ticks) (?:all (?:of )?)?(?:my|our) (?:needs|requirements|boxes)/;
/** 'I use X for my notes and I love it, but I'd like something that lets me Y': X does not let them Y. */
const USE_BUT_WANT =
  /\b(?:i|we) (?:use|am using|'m using|are using|currently use|have been using|'ve been using) ([\p{L}\d][\p{L}\d.+ -]{1,28}?)(?: (?:for|on|at) [^,.;]{2,30}?)?(?:,? and [^.;]{2,60}?)?,? but (?:i'd|i would|we'd|we would|i|we) (?:really )?(?:like|want|need|love) (?:something|one|an? (?:tool|app|service|option|program))(?: that| which)? (?:will |would |can |could )?(?:allow (?:me|us) to |allows (?:me|us) to |let (?:me|us) |lets (?:me|us) |can |will )?([a-z]+ [^,.;:!?()]{3,40})/iu;

/** 'we struggle to reconcile supplier statements': a doing that is a struggle. */
const STRUGGLE_TO =
  /\b(?:i|we|and) (?:still |often |always )?(?:struggle|struggled|am struggling|'m struggling) to ([a-z]+) ([^,.;:!?()]{3,40})/i;
/** 'an old laptop which struggles to run X': a thing that cannot keep up. */
const THING_STRUGGLES =
  /\b(?:my|our|an?) ([\p{L}\d -]{3,30}?),? (?:which|that) (?:already |now )?struggles to ([a-z]+) ([^,.;:!?()]{3,40})/iu;
/** 'Standing at the bench all day is causing wrist pain': a doing that hurts. */
const CAUSES_PAIN =
  /^(?:but |and )?([a-z]+ing\b[^,.;:!?()]{0,30}?) (?:is|has been|was|keeps) (?:creating|causing|giving (?:me|us)) (?:some |a lot of |real |serious )?((?:back|neck|wrist|shoulder|eye|hand) )?(pain|strain|aches?)\b/i;
/** 'it's so easy to lose': a thing that goes missing. */
const EASY_TO_LOSE =
  /\b(?:is|are|it's|it is|they're|they are) (?:so |too |very |really )?easy to (lose|loose|misplace|forget)\b/i;

/** Words a retold thing never ends on: what follows them was cut. */
const CUT_END =
  /\s+(?:the|a|an|their|my|our|and|or|of|for|to|with|in|on|at|by|from|that|which|is|are|was|be|some|any|this|very|really|so|as|than|if|when|but)$/;

/** A phrase of the post as a retelling says it: trimmed, in the third person, never ending on a cut word. */
function said(phrase: string): string {
  let p = inThirdPerson(phrase.trim().replace(/\s+/g, " "));
  while (CUT_END.test(p)) p = p.replace(CUT_END, "");
  return p.replace(/^(?:something like|things like|stuff like) /, "");
}

/** Whether a phrase names a thing: a word that is not a pronoun, and a noun or a name among its words. */
function namesThing(phrase: string): boolean {
  const words = phrase.split(" ");
  if (!words.length || words.length > 5 || PRONOUN.test(words[0]!)) return false;
  const tokens = tagged(phrase)[0] ?? [];
  return tokens.some((t) => /^(?:NOUN|PROPN)$/.test(t.pos));
}

/**
 * The thing a judgement is of: the words before its verb that make a noun phrase ('the fraud
 * detection' of '... because the fraud detection is poor'); 'it' or 'they' stands for the last name
 * said before it in the sentence ('we tried Quillstack, but it feels pricey': Quillstack).
 */
function judgedThing(before: string, sentence = before): string | null {
  const tokens = casedTokens(before);
  let at = tokens.length;
  // Back over the noun phrase's words to its determiner ('the layout' of 'Next to the others the layout').
  while (at > 0 && tokens.length - at < 4) {
    const t = tokens[at - 1]!;
    const owner = /^(?:their|its|my|our|the|this|that)$/i.test(t.value);
    if (!owner && !/^(?:NOUN|PROPN|ADJ|NUM|PART)$/.test(t.pos)) break;
    at--;
    if (owner || t.pos === "DET") break;
  }
  const kept = tokens.slice(at);
  const phrase = kept
    .map((t) => t.original)
    .join(" ")
    .replace(/ 's\b/g, "'s");
  // A thing named by one common noun after 'the' ('the UX') says nothing out of its post: whose?
  // A judgement of how it went ('my experience was horrible') names no thing at fault.
  if (
    /^(?:experience|time|life|day|week|year|situation|thing|stuff|way|process|result|idea|question)s?$/i.test(
      kept.at(-1)?.value ?? "",
    )
  )
    return null;
  const bare =
    kept.length === 2 && /^(?:the|this|that)$/i.test(kept[0]!.value) && !/\p{Lu}\p{Ll}/u.test(kept[1]!.original);
  if (phrase && namesThing(phrase.toLowerCase()))
    return bare || (kept.length === 1 && kept[0]!.pos === "NOUN" && !kept[0]!.name)
      ? null
      : phrase.replace(/^(?:my|our)\b/i, "their");
  const last = tokens.at(-1);
  if (!last || !/^(?:it|they)$/i.test(last.value)) return null;
  // Names in brackets are asides ('(Notely, Jotter)'), never what 'they' stands for.
  const earlier = sentence.slice(0, sentence.lastIndexOf(before)).replace(/\([^)]*\)/g, " ");
  const tokens0 = casedTokens(earlier);
  const names = tokens0.filter((t) => t.name);
  // No name: the noun a sentence opens on, its subject ('Paper is lovely to write on but it is easy to lose').
  if (!names.length && tokens0[0]?.pos === "NOUN" && /^(?:VERB|AUX)$/.test(tokens0[1]?.pos ?? ""))
    return tokens0[0].value;
  const name = names.at(-1);
  if (!name || new Set(names.map((n) => n.value)).size > 1) return null;
  return name.original;
}

/**
 * A text's tokens with the spelling the writer gave them and whether each is a name: capitalised
 * where no sentence opens ('Quillstack' of 'we tried Quillstack'), or with a capital or digit inside ('BoxMail', '2Stash').
 */
function casedTokens(text: string): { value: string; original: string; pos: string; name: boolean }[] {
  const lower = text.toLowerCase();
  let from = 0;
  const out: { value: string; original: string; pos: string; name: boolean; word: number }[] = [];
  (tagged(text)[0] ?? []).forEach((t, i) => {
    const at = lower.indexOf(t.value, from);
    if (at >= 0) from = at + t.value.length;
    // The whole word the token is part of ('2stash' of '2' and 'stash').
    const start = at < 0 ? -1 : text.lastIndexOf(" ", at) + 1;
    const stop = at < 0 ? -1 : text.slice(at).search(/[\s,;:.!?()]|$/) + at;
    const word = at < 0 ? t.value : text.slice(start, stop);
    const original = at < 0 ? t.value : text.slice(at, at + t.value.length);
    const named = /^\p{L}/u.test(original) && original !== "I" && i > 0 && /^\p{Lu}/u.test(original);
    const inner = /.\p{Lu}|\d\p{L}|\p{L}\d/u.test(word) && /^[\p{L}\d]+$/u.test(word);
    const last = out.at(-1);
    if (inner && last?.word === start) {
      last.value += t.value;
      last.original = word;
      return;
    }
    const name = named || inner;
    out.push({ value: t.value, original: inner ? word : original, pos: name ? "PROPN" : t.pos, name, word: start });
  });
  return out.map(({ value, original, pos, name }) => ({ value, original, pos, name }));
}

/** The troubles one sentence states, each retold; none when the sentence asks or states none. */
export function sentenceTroubles(sentence: string, current?: string): string[] {
  if (/\?\s*$/.test(sentence)) return [];
  // An aside in brackets ('(Notely, Jotter)', '(a bonus)') is left out: it is never the trouble.
  const plain = sentence
    .replace(/[’‘]/g, "'")
    .replace(/\s*\([^)]*\)/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const lower = plain.toLowerCase();
  const out: string[] = [];
  const judged = JUDGEMENT.exec(plain.replace(/\b(?:Seems|Is|Are|Was|Were|Looks|Feels)\b/g, (w) => w.toLowerCase()));
  if (judged && !/\b(?:not|n't|never|no)\s+(?:\w+\s+){0,2}$/.test(plain.slice(0, judged.index))) {
    // The words just before the verb, after the last comma or 'but': the thing judged.
    const before = plain
      .slice(0, judged.index)
      .split(/[,;:]\s*|\bbut\s+|\band\s+(?=it\b|they\b)|\bbecause\s+/)
      .at(-1)!;
    const thing = judgedThing(before.trim(), plain.slice(0, judged.index));
    const verdict = JUDGED[judged[1]!.toLowerCase()]!;
    const forWhat = judged[2] ? ` ${said(judged[2].toLowerCase()).replace(/^for (?:this|that) /, "for their ")}` : "";
    if (thing) out.push(agreeing(said(thing), `${verdict}${forWhat}`));
  }
  const chore = FOUND_CHORE.exec(lower);
  if (chore) {
    const doing = said(chore[1]!);
    const kinds = chore[2]!.split(/,? (?:and|or) /).map((k) => CHORE[k]!);
    // The one that says most first: 'tedious and done by hand'.
    kinds.sort((a, b) => a.length - b.length);
    if (/^\p{L}+ing\b/u.test(doing) && doing.split(" ").length <= 6) out.push(`${doing} is ${kinds.join(" and ")}`);
  }
  const pain = PAIN_TO.exec(lower);
  if (pain) {
    const verb = (tagged(`they ${pain[1]}`)[0] ?? [])[1];
    const object = said(pain[2]!.split(/ (?:and|but|so|because|when|which|as) /)[0]!);
    if (verb?.pos === "VERB" && object.split(" ").length <= 4) out.push(`${ingForm(verb.lemma)} ${object} is a chore`);
  }
  const lack = LACK.exec(lower);
  if (lack) {
    const missing = said(untilVerb(lack[1]!));
    if (namesThing(missing)) out.push(`${lacking(plain, lack, current)} lacks ${missing}`);
  }
  const issues = ISSUES.exec(plain);
  if (issues) {
    const thing = said(issues[1]!);
    // What it is over, before any phrase of its own ('sending quotas' of '... sending quotas for new users').
    const overWhat = issues[2] ? said(issues[2].split(/ (?:for|in|on|with|from|at|to|when|since|after) /)[0]!) : "";
    const over = overWhat.split(" ").slice(-3).join(" ");
    if (namesThing(thing))
      out.push(
        agreeing(
          thing,
          `has been giving them trouble${over && namesThing(over) ? ` over ${pluralThing(thing) ? "their" : "its"} ${over.toLowerCase()}` : ""}`,
        ),
      );
  }
  const missing = NOT_AVAILABLE.exec(plain);
  const unavailable =
    missing &&
    judgedThing(
      plain
        .slice(0, missing.index)
        .split(/[,;:]\s*|\bbut\s+/)
        .at(-1)!
        .trim(),
      plain.slice(0, missing.index),
    );
  if (missing && unavailable) out.push(agreeing(said(unavailable), `is not offered in ${said(missing[1]!)}`));
  const struggle = STRUGGLE_TO.exec(plain);
  if (struggle) {
    const verb = (tagged(`they ${struggle[1]}`)[0] ?? [])[1];
    // What they struggle to do, before any phrase of its own ('reconcile supplier statements' of '... with the ledger').
    const object = said(
      struggle[2]!.split(/ (?:to|for|in|on|with|at|from|and|but|when) /)[0]!.replace(/\bsort of /, ""),
    );
    // 'keep any order' names no thing out of its post (order of what?).
    if (verb?.pos === "VERB" && object.split(" ").length <= 4 && namesThing(object) && !/^any\b/.test(object))
      out.push(`${ingForm(verb.lemma)} ${object} is a struggle for them`);
  }
  const strains = THING_STRUGGLES.exec(plain);
  if (strains && namesThing(said(strains[1]!).toLowerCase())) {
    const verb = (tagged(`they ${strains[2]}`)[0] ?? [])[1];
    const object = said(strains[3]!.replace(/ at the same time$| at once$/, " together").replace(/ & /g, " and "));
    if (verb?.pos === "VERB" && object.split(" ").length <= 6)
      out.push(`their ${said(strains[1]!)} can barely ${verb.lemma} ${object}`);
  }
  const hurts = CAUSES_PAIN.exec(plain);
  if (hurts) {
    const doing = said(hurts[1]!.replace(/ in (?:it|them)\b/, "").toLowerCase());
    if (doing.split(" ").length <= 7) out.push(`${doing} leaves them with ${hurts[2] ?? ""}${hurts[3]!.toLowerCase()}`);
  }
  const lost = EASY_TO_LOSE.exec(plain);
  if (lost) {
    const before = plain.slice(0, lost.index);
    const subject =
      /\b(?:it|they)'?s?$|\b(?:it|they)$/i.test(before.trim()) || /^(?:it|they)\b/i.test(lost[0])
        ? judgedThing("it", before)
        : judgedThing(
            before
              .split(/[,;:]\s*|\bbut\s+/)
              .at(-1)!
              .trim(),
            before,
          );
    const verb = /forget/i.test(lost[1]!) ? "slips their mind too easily" : "goes missing too easily";
    if (subject) out.push(agreeing(said(subject), verb));
  }
  const never = NEVER_FOUND.exec(lower);
  if (never && namesThing(said(never[1]!))) out.push(`no ${said(never[1]!)} they have tried has suited them`);
  else if (NOTHING_MEETS.test(lower)) out.push("nothing they have tried covers all they need");
  const use = USE_BUT_WANT.exec(plain);
  if (use) {
    const setup = said(use[1]!);
    const wanted = said(use[2]!.split(/ and (?:also |one that )?(?=has |is |can |lets |works )| and also /)[0]!);
    const verb = (tagged(`they ${wanted.split(" ")[0]}`)[0] ?? [])[1];
    if (namesThing(setup) && verb?.pos === "VERB" && wanted.split(" ").length <= 7)
      out.push(`${setup} gives them no way to ${wanted}`);
  }
  return out;
}

/**
 * What lacks a thing: the name 'their' or 'its' stands for ('Quillstack' of 'we moved to Quillstack
 * but their lack of X'), else the kind of thing the group chooses ('their current password manager'),
 * else what they use now.
 */
function lacking(sentence: string, lack: RegExpExecArray, current?: string): string {
  // The one name said before 'their' in the sentence; two names leave it unknown which.
  const names = /^(?:their|its)\b/.test(lack[0])
    ? casedTokens(sentence.slice(0, lack.index)).filter((t) => t.name)
    : [];
  if (names.length && new Set(names.map((n) => n.value)).size === 1) return names[0]!.original;
  return current ? `their current ${current}` : "what they use now";
}

/** A phrase up to the verb of its sentence ('ssh key login' of 'ssh key login worries me'). */
function untilVerb(phrase: string): string {
  const tokens = tagged(phrase)[0] ?? [];
  const at = tokens.findIndex((t, i) => i > 0 && (t.pos === "VERB" || t.pos === "AUX"));
  if (at < 0) return phrase;
  const cut = phrase
    .toLowerCase()
    .search(new RegExp(`\\s${tokens[at]!.value.replace(/[^\p{L}\p{N}']/gu, "")}\\b`, "u"));
  return cut < 0 ? phrase : phrase.slice(0, cut);
}

/** Verbs of the retellings in the singular and their plural: 'the suites carry', never 'carries'. */
const PLURAL_VERB: Record<string, string> = {
  costs: "cost",
  carries: "carry",
  does: "do",
  runs: "run",
  breaks: "break",
  has: "have",
  falls: "fall",
  is: "are",
  goes: "go",
  gives: "give",
  slips: "slip",
};

/** Whether a thing is said in the plural: its last noun a plural ('the big suites', 'sticky notes'). */
function pluralThing(thing: string): boolean {
  const last = (tagged(thing)[0] ?? []).filter((t) => /^(?:NOUN|PROPN)$/.test(t.pos)).at(-1);
  return !!last && last.value !== last.lemma && /s$/.test(last.value) && !/ss$/.test(last.value);
}

/** A retelling whose verb agrees with its thing: 'X costs', 'Xs cost'. */
function agreeing(thing: string, rest: string): string {
  if (!pluralThing(thing)) return `${thing} ${rest}`;
  const [verb, ...after] = rest.split(" ");
  return [thing, PLURAL_VERB[verb!] ?? verb, ...after].join(" ");
}

/** The sentences of a post, title first, each trimmed. */
function sentencesOf(text: string): string[] {
  return text
    .replace(/^\s*(?:(?:ask|tell)\s*hn\s*[:\-–]|\[[^\]]{1,20}\])\s*/i, "")
    .split(/\n+|(?<=[.?!])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 3)
    .slice(0, 25);
}

/**
 * The troubles `texts` state, each retold and said once, in the order of their posts; a retelling
 * that shares a run of GATE_RUN words with any post is left out.
 */
export function plainTroubles(texts: string[], current?: string): PlainTrouble[] {
  const out: PlainTrouble[] = [];
  const seen = new Set<string>();
  texts.forEach((text, post) => {
    for (const sentence of sentencesOf(text))
      for (const trouble of sentenceTroubles(sentence, current)) {
        const key = trouble.toLowerCase();
        if (seen.has(key) || sharedRun(trouble, texts)) continue;
        seen.add(key);
        out.push({ text: trouble, post });
      }
  });
  return out;
}

/**
 * A want a post states beside its ask: the kind of thing asked for and what it must be ('an
 * analytics tool' that 'is cheap or free'), read from the qualities the ask names ('any cheap/free
 * analytics tool', 'production-ready distros that don't require X'), never from its bare ask.
 */
export interface PlainWant {
  /** The thing in the singular, as the ask names it ('analytics tool'). */
  thing: string;
  /** What it must be or do, as a predicate ('is cheap or free', 'runs Linux', 'does not need X'). */
  must: string[];
  /** Whether the post asks if one exists or is still looking: it has found none. */
  unfound: boolean;
  /** The index of the post that states it. */
  post: number;
}

/** Qualities an ask puts on the thing it asks for, each as a predicate of the thing. */
const QUALITY: [RegExp, string][] = [
  [/^(?:cheap\/free|free\/cheap|cheap or free|free or cheap)$/, "is cheap or free"],
  [/^(?:cheap|inexpensive)$/, "is cheap"],
  [/^free$/, "is free"],
  [/^affordable$/, "is affordable"],
  [/^(?:low-cost|low cost|budget)$/, "costs little"],
  [/^(?:cost effective|cost-effective)$/, "is good value for money"],
  [/^(?:minimal|minimalist|no-frills)$/, "is minimal"],
  [/^(?:lightweight|light-weight)$/, "is lightweight"],
  [/^(?:open source|open-source|open-sourced|opensource|foss)$/, "is open source"],
  [/^(?:self-hosted|self hosted|selfhosted)$/, "can be self-hosted"],
  [/^secure$/, "is secure"],
  [/^(?:privacy-friendly|privacy-focused|private)$/, "respects privacy"],
  [/^(?:production-ready|production ready)$/, "is ready for production"],
  [/^(?:offline|offline-first)$/, "works offline"],
];
/** Platforms a thing must run on ('a Linux laptop'): a want unless the job itself names them ('a Linux distro'). */
const PLATFORM: Record<string, string> = {
  linux: "Linux",
  windows: "Windows",
  mac: "a Mac",
  macos: "macOS",
  android: "Android",
  ios: "iOS",
};
/** 'that don't and won't require systemd': a thing it must do without. */
const DOES_WITHOUT =
  /\b(?:that|which) (?:do not|don't|does not|doesn't|won't|will not)(?: (?:and|or) (?:won't|will not|don't|do not|doesn't|does not))? (?:require|need|use|depend on|rely on|ship with|force) ([\p{L}\d][\p{L}\d.+-]{1,24})\b/iu;
/** 'cheaper vps than digital ocean': a thing that must cost less than a named one. */
const CHEAPER_THAN = /^cheaper ([\p{L}\d -]{2,30}?) than ([\p{L}\d .-]{2,30})$/u;
/** Ask frames that say no fitting one has been found: whether one exists, a search, a wish, a replacement. */
const UNFOUND = new Set<AskFrame>(["exists", "seeking", "wish", "replace"]);

/** The thing of a phrase in the singular ('linux distros' -> 'linux distro'), or null when it names none. */
function singularThing(phrase: string): string | null {
  // 'desk chair solution': a word for a product after the thing names nothing of its own.
  const words = phrase.trim().split(/\s+/);
  if (words.length > 1 && /^(?:solutions?|options?|products?)$/.test(words.at(-1)!)) words.pop();
  if (!words.length || words.length > 4 || !namesThing(words.join(" "))) return null;
  return [...words.slice(0, -1), singular(words.at(-1)!)].join(" ");
}

/** A noun in the singular: 'distros' -> 'distro', 'libraries' -> 'library', 'boxes' -> 'box'; 'access' stays. */
function singular(noun: string): string {
  // 'vps', 'gps': a short word ending in 's' is an acronym, not a plural.
  if (noun.length <= 3 || /(?:ss|us|is|ics|news|series)$/.test(noun) || !/s$/.test(noun)) return noun;
  if (/ies$/.test(noun)) return noun.replace(/ies$/, "y");
  if (/(?:ches|shes|xes|sses|zes)$/.test(noun)) return noun.replace(/es$/, "");
  return noun.slice(0, -1);
}

/** The want one post states beside its ask, or null when it states none beyond the ask. */
export function wantOf(text: string, post: number, job = ""): PlainWant | null {
  const ask = readAsk(text);
  if (!ask || ask.inferred) return null;
  const object = ask.object.split(/ (?:for|about|on|in|to|with|from|of|under|over|that|which) /)[0]!;
  const must: string[] = [];
  const named = ` ${job.toLowerCase()} `;
  let thing = object;
  const cheaper = CHEAPER_THAN.exec(object);
  if (cheaper) {
    thing = cheaper[1]!;
    must.push(`costs less than ${cheaper[2]!.trim()}`);
  } else {
    const words = object.split(" ");
    // The qualities are the words before the thing: each known one a want, the rest part of the thing.
    let at = 0;
    for (; at < words.length - 1; at++) {
      const pair = `${words[at]} ${words[at + 1]}`;
      const two = QUALITY.find(([q]) => q.test(pair));
      const one = QUALITY.find(([q]) => q.test(words[at]!));
      const platform = PLATFORM[words[at]!];
      if (two && at < words.length - 2) {
        must.push(two[1]);
        at++;
      } else if (one) must.push(one[1]);
      else if (platform && !named.includes(` ${words[at]} `)) must.push(`runs ${platform}`);
      else if (!/^(?:good|best|great|decent|nice|popular|interesting|current|new|newer|other)$/.test(words[at]!)) break;
    }
    thing = words.slice(at).join(" ");
  }
  const without = DOES_WITHOUT.exec(ask.sentence);
  if (without) must.push(`does not need ${without[1]!}`);
  const singular = must.length ? singularThing(thing) : null;
  if (!singular || GENERIC_THING.test(singular)) return null;
  return { thing: singular, must, unfound: UNFOUND.has(ask.frame), post };
}
const GENERIC_THING = /^(?:something|anything|one|option|solution|thing|stuff|way)$/;

/**
 * The wants `texts` state beside their asks, one per post, each said once (two posts wanting one
 * thing with one quality are one want), in the order of their posts.
 */
export function plainWants(texts: string[], job = ""): PlainWant[] {
  const seen = new Set<string>();
  const out: PlainWant[] = [];
  texts.forEach((text, post) => {
    const want = wantOf(text, post, job);
    if (!want) return;
    // The same quality on the same kind of thing ('a laptop', 'a development laptop') is one want.
    const key = `${want.thing.split(" ").at(-1)}|${want.must.join("|")}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(want);
  });
  return out;
}
