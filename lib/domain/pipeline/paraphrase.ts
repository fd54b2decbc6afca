/**
 * Quotes as restatements: the local analyser never swaps words inside a post's sentence (one-word
 * swaps are found by a search engine). It reads what the post asks for (readAsk: the asking frame
 * and its object, from the title or the first sentence that asks) and says it again in the third
 * person in a frame of its own ('Asks which password manager others rely on'). A restatement must
 * pass the quote gate (overlap.ts: no run of 5 words shared with the post, at most 60% of its words
 * from the post); a post whose ask cannot be read or restated so is not quoted.
 *
 * Replaced: the word and phrase substitution tables of synonyms.ts (414 lines) and the
 * sentence-by-sentence rewriter that used them.
 */
import { describesNoun, gerund, jobsOf, knownWords, opensOnTask, withArticleAsSaid, type Job } from "./job";
import { fnv1a } from "./minhash";
import { tagged, type Token } from "./nlp";
import { passesGate } from "./overlap";
import { namesOfTimeCased } from "./text";

/** The kinds of asking a restatement knows how to say again. */
export type AskFrame =
  | "which"
  | "whatFor"
  | "good"
  | "exists"
  | "replace"
  | "seeking"
  | "pointers"
  | "how"
  | "learn"
  | "fedUp"
  | "timeSink"
  | "wish";

export interface Ask {
  frame: AskFrame;
  /** What is asked for, in the third person ('password manager', 'their tax return'), at most MAX_OBJECT_WORDS words. */
  object: string;
  /** What it is for, when the post says ('a small team'), or null. */
  purpose: string | null;
  /** The sentence the ask was read from. */
  sentence: string;
  /**
   * True for an ask no sentence of the post makes, taken from the task it names ('a better system for
   * the church flower rota' names 'organising the church flower rota'): its thing is worked on, not sought.
   */
  inferred?: boolean;
  /**
   * True for an ask read from a sentence that says what the thing should have ('Ideally I'm looking
   * for shared reminders'): a wish about the thing the post asks for, said as one, never as the ask itself.
   */
  wished?: boolean;
}

export const MAX_OBJECT_WORDS = 5;
/** "Ask HN:", "Show HN:", "[Request]": a forum's label, not part of the ask. */
const FORUM_LABEL = /^\s*(?:(?:ask|tell|apply)\s*hn\s*[:\-–]|\[[^\]]{1,20}\])\s*/i;
/** Words that name no thing: an ask whose object is only these is read from its purpose instead. */
const GENERIC =
  /^(?:(?:a|an|the|some|any|good|best|simple|simpler|better|easy|easier|proper|decent|free|cheap|enterprise|dedicated|single|small|lightweight|nice|new|quick|real|reliable|shared|online)\s+)*(?:software|tools?|apps?|applications?|services?|programs?|solutions?|products?|platforms?|resources?|stuff|things?|ways?|systems?|fix(?:es)?|options?|methods?|process|something|anything|setup|workflow)$/;
const PREPOSITION = /^(?:for|about|on|in|to|with|from|of|under|over|that|which|without|like|as|at|by)$/;
/** An object never starts with these: the pattern caught a clause, not a thing ('to them an api'). */
const NOT_A_START =
  /^(?:them|it|that|this|these|those|such|same|similar|me|him|her|us|what|which|how|and|or|but|so|if|of|in|on|at|by|with|is|are|was|be|do|does|did|there|here|all|just|not|no|more|most|other|anyone|anything|someone|something|people)\b/;
const TRAILING_FILLER =
  /\s+(?:for|of|to|the|a|an|and|or|with|that|which|in|on|at|by|from|as|is|are|be|you|your|their|some|any|these|those|this|so|like|if|when|but|its)$/;

const PATTERNS: [AskFrame, RegExp][] = [
  [
    "whatFor",
    /\bwhat (?:do|would|should) (?:you|people|folks|others|y'all) (?:all )?(?:guys )?use (?:for|(?=to ))(.+)/,
  ],
  ["whatFor", /\bwhat (?:are|is) (?:you|everyone|people) using (?:for|(?=to ))(.+)/],
  [
    "which",
    /\b(?:what|which) (?!(?:do|would|should|can|are)\b)(.{2,60}?) (?:(?:do|would|should|can|are) )?(?:you|people|folks|others|i|we) (?:all )?(?:guys )?(?:use|using|recommend|suggest|prefer|choose|pick)\b(?: (?:for|to|with) (.+))?/,
  ],
  ["which", /\b(?:what|which) (.{2,60}?) to (?:use|choose|pick|buy|get)\b(?: (?:for|to|with) (.+))?/],
  // 'Which domain registrar has the best support?': a choice of registrar, whatever it is judged by.
  ["which", /^(?:what|which) (.{2,40}?) (?:has|have|offers?|gives?) the (?:best|nicest|cheapest|fairest|most)\b/],
  ["replace", /\b(?:alternatives?|replacements?|substitutes?) (?:to|for) (.+)/],
  [
    "exists",
    /^(?!why)(?:.* )?(?:is there|are there|does anyone know of|do you know of|does there exist) (?:(?:an?|any|some) )?(?!no\b|anyone\b|anything\b|really\b|only\b)(.+)/,
  ],
  ["pointers", /\b(?:can you |could you |would you )?(?:recommend|suggest) (?:(?:an?|some|any|me) )?(.+)/],
  [
    "good",
    /(?<!for |to )\b(?:best|good|great|decent|reliable|favou?rite|recommended|preferred) (?!luck|reason|idea|now|question|for\b|to\b|way|place|path\b|resources? (?:to|for) (?:learn|start|study)|practice|approach|time|part|thing)(.+)/,
  ],
  [
    "seeking",
    /\b(?:looking|searching) for (?:(?:an?|some|any) )?(?!advice|feedback|help|recommendations|suggestions|ideas|thoughts|opinions)(.+)/,
  ],
  ["how", /\bhow do you (?:deal with|cope with|handle|manage) (.+)/],
  ["how", /^how (?:do|should|can|would) (?:you|i|we|people|one) (.+)/],
  ["how", /\b(?:need|want) a better way (?:of|to) (.+)/],
  // 'Where do you save your ideas?': where others keep a kind of thing is how they keep track of it.
  ["how", /^where do (?:you|people|folks|others) (?:all )?((?:save|store|keep|stash) .+)/],
  [
    "fedUp",
    /\b(?:i hate|i'm tired of|i am tired of|tired of|sick of|fed up with|frustrated (?:with|by)|annoyed by|struggling with|struggle with) (.+)/,
  ],
  ["fedUp", /\b(?:it's |it is )?so frustrating,? (.+?) (?:eats|takes|costs|drives|is|keeps)\b/],
  ["fedUp", /^(.{6,60}?) (?:is|are) (?:driving me crazy|driving me mad|a nightmare|a pain|killing me|a headache)/],
  [
    "timeSink",
    /\bi (?:waste|spend|lose) (?:hours|ages|so much time|too much time|far too much time)(?: \w+){0,3}? (\w+ing .+)/,
  ],
  ["wish", /\bi wish (?:there was|there were|someone made|someone would make) (?:an? |some )?(.+)/],
  ["pointers", /^(.{3,50}) (?:recommendations?|suggestions?)\??$/],
  // Where to start learning a subject: read last, so a sentence asking for a thing is read as that.
  [
    "learn",
    /\b(?:best|good|right|easiest|quickest|fastest|recommended) (?:way|path|place|resources?) (?:to|for) (?:start )?(?:learn|learning|re-?learn|get into|getting into|pick up|study|studying) (.+)/,
  ],
  [
    "learn",
    /^how (?:to|do i|can i|should i) (?:start |begin )?(?:learn|learning|re-?learn|get into|pick up|study) (.+)/,
  ],
  [
    "learn",
    /^(?:re-?learn(?:ing)?|learn(?:ing)?|picking up|getting (?:back )?into) (.+?),? (?:where|how) (?:to|do i|should i) (?:start|begin)\b/,
  ],
  ["pointers", /\b(?:any |some )?(?:suggestions?|recommendations?) (?:for|on) (?:(?:an?|some|any|the) )?(.+)/],
];

const PRONOUNS: Record<string, string> = {
  i: "they",
  "i'm": "they are",
  me: "them",
  my: "their",
  mine: "theirs",
  myself: "themselves",
  we: "they",
  "we're": "they are",
  us: "them",
  our: "their",
  you: "people",
  your: "their",
  yours: "theirs",
  "you're": "people are",
};

/** Sentences that may hold the ask: the title first, then the body's sentences, labels removed. */
function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.?!])\s+/)
    .map((s) => s.replace(FORUM_LABEL, "").trim())
    .filter((s) => s.length > 3)
    .slice(0, 12);
}

/** Whether an object names a thing: not a clause ('to them an api'), a bare gerund ('having') or a person. */
function usable(object: string): boolean {
  return (
    object.length >= 3 &&
    /\p{L}{3}/u.test(object) &&
    !NOT_A_START.test(object) &&
    !/^(?:\p{L}+ing|person|persons|someone|guy|one|convert|start|work)$/u.test(object)
  );
}

/** A captured object cut to its first clause and MAX_OBJECT_WORDS words, in the third person. */
function cleanObject(raw: string): string | null {
  let s = raw
    // 'other cheap analytics tools other than X': the thing, without what it is other than.
    .replace(/^other (?!than\b)/, "")
    .split(/\s(?:other than|apart from|besides)\s/)[0]!
    .split(
      /[?!.;:()"“”\[\]]|,\s|\s[-–—/]\s|\s(?:and why|or not|because|so that|since|if|that|which|who|when|you|you've|you'd|i|i've|we|they|is|are|was|were|have|has|these days|nowadays|right now|today|again|this year|in \d{4})\b/,
    )[0]!
    .trim();
  const words = s
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => PRONOUNS[w] ?? w);
  // Too long: cut before the last preposition that keeps it within MAX_OBJECT_WORDS ('measure risk', not 'measure risk with an open').
  let end = Math.min(words.length, MAX_OBJECT_WORDS);
  if (words.length > MAX_OBJECT_WORDS) {
    const cut = words.slice(1, MAX_OBJECT_WORDS + 1).findLastIndex((w) => PREPOSITION.test(w));
    if (cut >= 0) end = cut + 1;
  }
  // 'a tool like this out there': where a thing is, not what it is.
  s = words
    .slice(0, end)
    .join(" ")
    .replace(/\s+(?:out there|around|on the market|available)$/, "");
  for (let i = 0; i < 4 && TRAILING_FILLER.test(s); i++) s = s.replace(TRAILING_FILLER, "");
  s = s.replace(/^(?:the|a|an|some|any|good|best|for)\s+/, "").replace(/\b(?:fucking|fuckin|damn|bloody)\s+/g, "");
  // 'laptop recommendations', 'gift ideas': the word for advice after a thing goes; after 'of their'
  // or a verb it is the thing itself ('keep track of their ideas', 'to capture ideas').
  const advice = s.replace(/\s+(?:advice|recommendations?|suggestions?|tips|help|ideas?|options?)$/, "");
  if (!TRAILING_FILLER.test(advice) && !/^to \S+$/.test(advice)) s = advice;
  if (/^to\s/.test(s) && s.split(" ").length < 2) return null;
  return usable(s) ? s : null;
}

/** Words opening a sentence that says what the thing asked for should have ('Ideally ...', 'Preferably ...'). */
const WISHED = /^(?:ideally|preferably|optionally|if possible|bonus points? if)\b/;

/** Frames read only from the first sentence or a question: elsewhere 'best' or 'how do I' is chatter, not the ask. */
const QUESTION_ONLY = new Set<AskFrame>(["good", "pointers", "how"]);

/** What the post asks for: the first sentence (title first) whose asking frame is known, or null. */
export function readAsk(text: string): Ask | null {
  const sentences = sentencesOf(text);
  for (const [at, sentence] of sentences.entries()) {
    const lower = lowerPlain(sentence).replace(/\s+/g, " ");
    for (const [frame, pattern] of PATTERNS) {
      if (QUESTION_ONLY.has(frame) && at > 0 && !lower.endsWith("?")) continue;
      const m = pattern.exec(lower);
      if (!m) continue;
      let object = cleanObject(m[1] ?? "");
      let purpose = m[2] ? cleanObject(m[2]) : null;
      // 'Which tool do you use for rotas?': the thing is the purpose, asked as 'what do you use for'.
      let read = frame;
      // A purpose asked as a doing ('what tool do you use to track ideas') keeps its 'to'; one after
      // 'for' is a thing, whatever verb its first word could also be ('for tailor price lists').
      const asDoing = m[2] !== undefined && m[0].slice(0, m[0].length - m[2].length).endsWith(" to ");
      if (frame === "which" && object && GENERIC.test(object) && purpose)
        [object, purpose, read] = [asDoing ? `to ${purpose}` : purpose, null, "whatFor"];
      // 'JavaScript as a beginner': the subject is what is learnt, who learns it is the poster.
      // 'Haskell properly': how well is the poster's wish, not the subject.
      if (frame === "learn" && object)
        object = object.split(/ (?:as|for) (?:an?|the|someone|people) /)[0]!.replace(/ (?:\p{L}+ly|well|fast)$/u, "");
      if (!object || GENERIC.test(object)) continue;
      if (object.startsWith("to ") && read !== "whatFor" && read !== "how") continue;
      return { frame: read, object, purpose, sentence, ...(at > 0 && WISHED.test(lower) ? { wished: true } : {}) };
    }
  }
  return null;
}

/**
 * 'a' or 'an' by the sound that follows: 'an update', 'a user', 'a one-off', 'an hour', and an
 * acronym by its first letter's name ('an MOT', 'a USB stick', 'an SLA').
 */
export function article(s: string): "a" | "an" {
  const word = s.split(/[\s-]/)[0] ?? "";
  if (/^[A-Z]{2,}s?$/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? "an" : "a";
  const w = word.toLowerCase();
  // Acronyms written in lower case ('mot', 'usb'), said by their letters' names.
  if (/^(?:mot|mri|mp3|sla|sms|seo|ssl|ssd|svg|sql|hr|hmrc|html|nhs|nda|mba|llc|lms|fca|rsvp|xml|ehr|emr)s?$/.test(w))
    return "an";
  if (/^(?:hour|honest|honou?r|heir)/.test(w)) return "an";
  if (/^(?:one|once|eu|ewe|uni|use|usu|uti|ura|uro|usb|url|ux|ui|uk|ufo|ubiq)/.test(w)) return "a";
  return /^[aeiou]/.test(w) ? "an" : "a";
}
/** 'a password manager', 'podcasts' (plurals and mass nouns take no article), 'their tax return'. */
export function withArticle(object: string, thing = false): string {
  // 'such a service', 'any tools', 'every device': a determiner of its own takes no article ('a such service').
  if (
    /^(?:their|people|them|they|this|that|these|those|a|an|the|other|such|any|some|every|each|no|many|several|more|most|all|both)\b/.test(
      object,
    )
  )
    return object;
  // The head noun: the last word before a preposition ('podcasts' in 'podcasts about science').
  const head = object
    .split(/ (?:about|for|on|in|to|with|from|of|by|like|under|over) /)[0]!
    .split(" ")
    .at(-1)!;
  // 'booking lessons' is a task; 'a programming language' a thing (describesNoun).
  // ('monitoring tool' known to be a thing takes its article.)
  const task = !thing && /^\p{L}+ing\b/u.test(object) && !describesNoun(object.split(" ")[0]!);
  if (/[^s']s$/.test(head) || task || /ware$|ing$/.test(head) || MASS_NOUN.test(head) || IRREGULAR_PLURAL.test(head))
    return object;
  return `${article(object)} ${object}`;
}

/** Nouns that take no 'a' ('IMAP access', 'email hosting', 'office furniture'). */
const MASS_NOUN =
  /^(?:access|hosting|support|storage|advice|practice|service|justice|ice|feedback|information|insurance|equipment|furniture|data|research|documentation|training|help|content|traffic|funding|knowledge|security|privacy|monitoring|analytics|bookkeeping|payroll|transport|gear|luggage|clothing|music|news|mail|broadband|internet|electricity|heating|plumbing|legislation|compliance|evidence|guidance|mentoring|childcare|healthcare|maintenance|stock|inventory|revenue|income|cash|money|time|work|paperwork|admin|software|clay|glaze|flour|yeast|sugar|salt|water|oil|fuel|hay|straw|grain|soil|compost|sand|gravel|concrete|cement|timber|wood|firewood|lumber|paint|ink|fabric|yarn|wool|cotton|leather|steel|metal|glass|plastic|wax|resin|glue|milk|coffee|tea|food|produce|meat|fertili[sz]er|mulch|bedding|packaging|stationery|jewe?llery|jewelry|machinery|merchandise|cutlery|crockery|postage|signage|footage|mileage|waste|rubbish|litter|laundry|weather|diesel|petrol|propane|chlorine)$/i;

/** Whether a phrase starts with a verb ('back up their photos'), not a thing ('car running costs'). */
export function startsWithVerb(phrase: string): boolean {
  // Tagged after a subject: alone, 'store their photos' reads as a noun phrase.
  const tokens = tagged(`they ${phrase}`)[0] ?? [];
  return tokens[1]?.pos === "VERB" || (tokens[1]?.pos === "ADV" && tokens[2]?.pos === "ADP");
}

/** The frames a restatement may take, per kind of asking; `{o}` is the job or thing asked about. */
const FRAMES: Record<AskFrame | "task", string[]> = {
  which: [
    "Asks which {o} others rely on",
    "Wants to hear which {o} others have settled on",
    "Compares notes on which {o} to pick",
  ],
  // Each frame long enough to pass the gate around a thing of the post's own words: a short one
  // the gate refuses hands its quotes to the next, which then carries more than its share.
  whatFor: [
    "Wants to know how others handle {o}",
    "Asks what others rely on for {o}",
    "Asks the forum how it deals with {o}",
    "Is comparing setups others swear by for {o}",
    "Asks fellow members what works well for {o}",
    "Wonders what others have in place for {o}",
    "Hopes others will share their setup for {o}",
    "Is canvassing opinion among peers on {o}",
    "Asks colleagues what they turn to for {o}",
    "Is curious which setups peers lean on for {o}",
    "Would like to know what others reach for with {o}",
    "Asks around about the usual setup for {o}",
    "Asks which tools people here use for {o}",
    "Wants to hear how other teams manage {o}",
    "Asks what the rest of the forum uses for {o}",
    "Is gathering advice from peers about {o}",
    "Invites others to describe how they manage {o}",
    "Asks people in the same line of work about {o}",
  ],
  good: ["Asks others to name {a} they rate", "Wants pointers to {a} others rate highly", "Asks people to suggest {a}"],
  // Never 'Asks if X exist at all': doubt no post voices ('are there any knitting books?').
  exists: [
    "Wonders whether anyone knows of {a}",
    "Hopes someone can point to {a}",
    "Asks if anyone has come across {a}",
  ],
  replace: ["Wants something other than {o}", "Asks what could stand in for {o}", "Is ready to move away from {o}"],
  seeking: ["Is hunting for {a}", "Hopes to find {a}", "Is on the lookout for {a}"],
  pointers: ["Wants pointers to {a} others rate", "Asks others to name {a} they rate", "Would welcome a lead on {a}"],
  learn: [
    "Asks how best to learn {o}",
    "Wants a sensible way into {o}",
    "Is looking for where to start with {o}",
    "Asks for good resources on {o}",
  ],
  how: [
    "Asks how others cope with {o}",
    "Wants to learn how others get on with {o}",
    "Is looking for ways to keep on top of {o}",
    "Is curious how others tackle {o}",
    "Wants practical advice on {o}",
  ],
  fedUp: [
    "Is fed up with {o}",
    "Has had enough of {o}",
    "Is worn down by {o}",
    "Complains about {o}",
    "Vents about {o}",
    "Is at the end of their tether with {o}",
    "Is frustrated by {o}",
    "Describes {o} as a sore point",
    "Finds {o} hard going",
    "Raises {o} as a frustration",
  ],
  timeSink: ["Says {o} swallows their time", "Loses time to {o}", "Sees hours go on {o}"],
  wish: ["Wishes someone offered {a}", "Would like {a} to exist", "Hopes someone will build {a}"],
  /** A task the post names ('recording pool water tests'), whatever the asking. */
  task: [
    "Would like to hear how others go about {o}",
    "Wants a better way of {o}",
    "Polls others on {o}",
    "Would like help with {o}",
    "Is after a simpler way of {o}",
    "Wonders how others cope with {o}",
    "Seeks advice on {o}",
    "Hopes to hear from anyone who has sorted out {o}",
    "Is looking into {o}",
    "Puts a question about {o} to the forum",
    "Invites tips on {o}",
    "Wants to compare approaches to {o}",
    "Asks for a steer on {o}",
    "Wants to streamline {o}",
    "Is weighing up options for {o}",
    "Asks what has worked for others in {o}",
    "Needs a hand with {o}",
    "Reaches out about {o}",
  ],
};

/**
 * The frames for the thing a post's task works on ('rehearsal attendance' of 'tracking rehearsal
 * attendance'), by what the post itself asks: whether a product exists, where to find one, what
 * others recommend, how others cope; asking what others use takes the whatFor frames. Each kind
 * has frames of its own, so no frame gathers the quotes of every kind of asking.
 */
const THING_FRAMES: Record<"exists" | "seeking" | "pointers" | "how", string[]> = {
  exists: [
    "Wonders whether any product already covers {o}",
    "Asks if something ready-made exists for {o}",
    "Wants to know whether anyone has built something for {o}",
    "Hopes a product out there already takes care of {o}",
    "Is checking whether an existing product handles {o}",
    "Asks whether a ready-made answer to {o} is out there",
    "Wonders if a finished product for {o} can be had",
    "Asks around for an existing product covering {o}",
    "Hopes something off the shelf already manages {o}",
  ],
  seeking: [
    "Is searching for something to help with {o}",
    "Is on the hunt for a product that covers {o}",
    "Would like a dependable way to handle {o}",
    "Is shopping around for help with {o}",
    "Is trying to track down a tool suited to {o}",
    "Wants to get hold of something that copes with {o}",
  ],
  pointers: [
    "Asks for recommendations covering {o}",
    "Invites suggestions from members on {o}",
    "Would value tips from others on {o}",
    "Asks members to name what serves them for {o}",
    "Is after tried-and-tested picks for {o}",
    "Wants personal recommendations touching on {o}",
  ],
  how: [
    "Asks how others keep {o} under control",
    "Wants to hear how peers manage {o}",
    "Is looking for a saner approach to {o}",
    "Asks how others stay on top of {o}",
    "Would like ideas on getting a grip on {o}",
    "Hopes to learn a smoother way through {o}",
  ],
};

/** Frames for a wish about the thing asked for ('Ideally I'm looking for shared reminders'); `{o}` is the wish. */
const WISHED_FRAMES = ["Lists {o} among their wishes", "Would ideally get {o}", "Puts {o} on their wish list"];

/** Frames for a question where to get a thing; `{o}` is the thing, in the plural. */
const WHERE_FRAMES = [
  "Asks which provider others trust for {o}",
  "Wants to know where others obtain {o}",
  "Is comparing suppliers of {o}",
  "Asks the forum for a dependable source of {o}",
];

/** Every word the restatement frames bring of their own: what is left of a restatement without them is what its post asks about. */
export const FRAME_WORDS: ReadonlySet<string> = new Set(
  [...Object.values(FRAMES), ...Object.values(THING_FRAMES), WHERE_FRAMES, WISHED_FRAMES].flat().flatMap(
    (f) =>
      f
        .toLowerCase()
        .replace(/\{\w+\}/g, " ")
        .match(/[\p{L}'-]+/gu) ?? [],
  ),
);

/** Which frames say the thing of a post's task again, by the post's own asking. */
const THING_KIND: Record<AskFrame, keyof typeof THING_FRAMES | "whatFor"> = {
  which: "whatFor",
  whatFor: "whatFor",
  good: "pointers",
  pointers: "pointers",
  exists: "exists",
  wish: "exists",
  seeking: "seeking",
  replace: "seeking",
  how: "how",
  learn: "how",
  fedUp: "how",
  timeSink: "how",
};

/**
 * How a restatement says its object: as the post's ask, as a task, as the thing a task works on,
 * or as an activity: a task whose opening word may instead describe a noun ('vending site
 * commissions'), said only in the task frames that read for a thing too.
 */
export type Saying = "ask" | "task" | "thing" | "activity";

/** Task frames that need a verb's gerund after them: 'a better way of vending site commissions' reads wrong. */
const GERUND_ONLY = /\b(?:way of|go about) \{o\}/;

function framesFor(ask: Ask, saying: Saying): string[] {
  if (saying === "activity") return framesFor(ask, "task").filter((f) => !GERUND_ONLY.test(f));
  if (saying === "thing") {
    const kind = THING_KIND[ask.frame];
    return kind === "whatFor" ? FRAMES.whatFor : THING_FRAMES[kind];
  }
  return saying === "task" && ask.frame !== "fedUp" && ask.frame !== "replace" ? FRAMES.task : FRAMES[ask.frame];
}

/**
 * `frames` in an order of `seed`'s own: the first is the post's frame, and when the gate refuses
 * it the next is any other (not always the frame listed after it, which would take every refused
 * quote of its neighbour and carry twice its share).
 */
function shuffled(frames: string[], seed: number): string[] {
  return frames
    .map((f) => [fnv1a(f, seed) >>> 0, f] as const)
    .sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1))
    .map(([, f]) => f);
}

/** Restatements of an ask, richest first (the caller keeps the first the gate accepts); `seed` orders the frames. */
export function restatements(ask: Ask, seed = 0, saying: Saying | boolean = "ask", source = ""): string[] {
  const mode: Saying = saying === true ? "task" : saying === false ? "ask" : saying;
  const task = mode === "task" || mode === "activity";
  const o = ask.object;
  const forWhat = ask.purpose ? ` for ${ask.purpose}` : "";
  // One product ('a cost effective desk chair') is asked for as a thing to rate or find, never as
  // what serves them for it.
  const product =
    mode === "thing" &&
    !ask.inferred &&
    ["pointers", "seeking", "exists"].includes(THING_KIND[ask.frame]) &&
    oneCountable(o);
  const frames = ask.wished && mode === "ask" ? WISHED_FRAMES : product ? FRAMES[ask.frame] : framesFor(ask, mode);
  // 'Asks how others cope with keep track of ...': a verb is said as a task (gerund) or not at all.
  if (mode === "ask" && ask.frame === "how" && startsWithVerb(o)) return [];
  const ordered = withoutEcho(shuffled(frames, seed), o);
  // A thing of one countable noun takes its article wherever it is said ('tips on a desk lamp', never 'on desk lamp').
  const said = mode === "thing" && oneCountable(o) ? withArticle(o) : o;
  // 'how other teams manage a berth waiting list': a thing its post says with an article keeps one
  // where it is managed or used, never after 'which' ('which password manager').
  const asNoun =
    (mode === "thing" || (mode === "ask" && (ask.frame === "whatFor" || ask.frame === "how"))) &&
    saidWithArticle(o, source);
  const filled = ordered.map((f) =>
    f
      .replace("{a}", withArticle(o))
      .replace("{o}", asNoun && !/\bwhich \{o\}/.test(f) ? withArticle(o) : said)
      .replace("{exists}", plural(o) ? "exist" : "exists"),
  );
  // 'Asks which X others rely on for Y': the purpose only where the frame names a choice.
  if (ask.frame === "which" && forWhat && !task) filled.unshift(`${filled[0]}${forWhat}`);
  return filled;
}

/** The stem of a word, by which a verb's forms are one ('compare', 'comparing'): its first five letters. */
const stemOf = (word: string) => word.toLowerCase().slice(0, 5);

/**
 * Frames whose own verb is not the object's opening verb again ('compare approaches to comparing
 * card fees' repeats itself); every frame when each would.
 */
export function withoutEcho(frames: string[], object: string): string[] {
  const opening = object.split(" ")[0] ?? "";
  if (opening.length < 5) return frames;
  const stem = stemOf(opening);
  const fresh = frames.filter((f) => !(f.match(/[\p{L}]+/gu) ?? []).some((w) => w.length >= 5 && stemOf(w) === stem));
  return fresh.length ? fresh : frames;
}

/** Whether a post says a thing after an article or a possessive ('the marina berth waiting list'). */
function saidWithArticle(object: string, source: string): boolean {
  if (!source || /^\p{L}+ing\b/u.test(object)) return false;
  const lower = lowerPlain(source);
  return new RegExp(`(?<!\\p{L})(?:a|an|the|their|our|my|your) ${escape(object)}(?![\\p{L}'])`, "u").test(lower);
}

/** Whether a thing is one countable noun with its modifiers ('cheap desk lamp'), no verb or preposition in it. */
function oneCountable(object: string): boolean {
  if (/^\p{L}+ing\b/u.test(object) || plural(object) || withArticle(object) === object) return false;
  const tokens = (tagged(`they want ${object}`)[0] ?? []).slice(2);
  return (
    tokens.length === object.split(" ").length &&
    tokens.every((t) => t.pos === "ADJ" || t.pos === "NOUN" || t.pos === "PROPN") &&
    tokens.at(-1)?.pos === "NOUN"
  );
}

/** Whether a thing is said in the plural: its head noun ('intro programming books' of '... with a large emphasis on math'). */
function plural(object: string): boolean {
  const head = object
    .split(/ (?:for|about|on|in|to|with|from|of|under|over|that) /)[0]!
    .split(" ")
    .at(-1)!;
  return (/[^su]s$/i.test(head) && !/(?:ss|is|us|ics|news|series)$/i.test(head)) || IRREGULAR_PLURAL.test(head);
}

/** Text lower-cased with its curly apostrophes made straight, as the rules here read it. */
function lowerPlain(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'");
}

/** Plurals without an 's' ('tradespeople', 'children', 'staff'): they take no 'a' either. */
export const IRREGULAR_PLURAL =
  /(?:people|folk|children|(?:^|trades|sales|crafts|fisher|handy|post|work|fire|chair|fore|line|lay|repair|delivery|committee|wo)men|staff|personnel|feet|teeth|mice|geese|police|cattle|sheep|deer|livestock|poultry)$/i;

/** The object, then shorter forms of it: its head before a preposition ('linux laptop' of 'linux laptop for web work'). */
function shorterObjects(ask: Ask): Ask[] {
  const head = ask.object.split(/ (?:for|about|on|in|to|with|from|of|under|over|that) /)[0]!;
  const forms = [ask, { ...ask, purpose: null }];
  if (head !== ask.object && usable(head) && !GENERIC.test(head)) forms.push({ ...ask, object: head, purpose: null });
  return forms;
}

/**
 * 'lightweight responsive css framework' said whole shares a run of 5 words with its post: its last
 * two words name the thing. After a conjunction they name part of what is asked ('meal choices' of
 * 'wedding RSVPs and meal choices'): said as the thing the post wants help with, never as a thing
 * to find or rate ('Hopes to find meal choices').
 */
function tailObject(ask: Ask, size = 2): [Ask, Saying] | null {
  const words = ask.object.split(/ (?:for|about|on|in|to|with|from|of|under|over|that) /)[0]!.split(" ");
  const tail = words.slice(-size).join(" ");
  if (words.length <= size || !usable(tail) || GENERIC.test(tail) || !wholeTail(words, size)) return null;
  // A number is part of the word before it ('25 log' of 'challenge 25 log'): no thing opens on one.
  if (/^\p{N}/u.test(tail)) return null;
  const before = words.at(-size - 1)!;
  const part = /^(?:and|or|&|,)$/.test(before);
  // After a preposition the last words are what the thing is measured by ('design project' of 'hours spent per design project').
  if (!part && FRAGMENT_EDGE.test(before)) return null;
  // Else a task's last words lose its verb and whose thing it is ('driving hours' of 'logging a teen's supervised driving hours').
  if (!part && /^\p{L}+ing$/u.test(words[0]!)) return null;
  return [{ ...ask, object: tail, purpose: null }, part ? "thing" : "ask"];
}

/**
 * What an object asks a tool for, said as the thing the tool works on: 'freelance pipeline of leads'
 * of 'freelance pipeline of leads software' (the artefact is what is sought, the rest what it is
 * for), 'runbooks that are current' of 'runbooks' cut before its clause in the post.
 */
function purposeObjects(ask: Ask, source: string): Ask[] {
  const out: Ask[] = [];
  const words = ask.object.split(" ");
  // Only where the artefact ends the phrase in the post ('bike service' of 'bike service history' is no artefact).
  if (words.length >= 3 && ARTEFACT_END.test(words.at(-1)!) && !cutInSource(ask.object, source))
    out.push({ ...ask, object: words.slice(0, -1).join(" "), purpose: null });
  const clause = new RegExp(`(?<!\\p{L})${escape(ask.object)} ((?:that|which) (?:are|is) [\\p{L}-]+)`, "iu").exec(
    source,
  );
  if (
    clause &&
    words.length <= MAX_OBJECT_WORDS - 3 &&
    !/ (?:and|or|but|so|if|because|when|the|a|an)$/.test(clause[1]!)
  )
    out.push({ ...ask, object: `${ask.object} ${clause[1]!.toLowerCase()}`, purpose: null });
  return out;
}

/**
 * Whether the word before a thing's last two says what sets it apart ('non-english', 'open-source',
 * 'vegan'), not praise or talk ('popular', 'interesting', 'good'): a word with a hyphen, or an adjective.
 */
function qualifierKept(ask: Ask): boolean {
  const words = ask.object.split(/ (?:for|about|on|in|to|with|from|of|under|over|that) /)[0]!.split(" ");
  if (words.length < 4) return false;
  const word = words.at(-3)!;
  if (EMPTY_PRAISE.test(word) || /[/&]/.test(word)) return false;
  const token = (tagged(`they want ${words.slice(-3).join(" ")}`)[0] ?? [])[2];
  return /-/.test(word) || token?.pos === "ADJ";
}
/** Words that praise a thing or say what is talked about without naming what it must be. */
const EMPTY_PRAISE =
  /^(?:good|best|great|decent|nice|popular|interesting|cool|favou?rite|recommended|current|new|newer|latest|top|other|some|any|real|proper|next|last|this|previous|upcoming)$/;

/** Artefact words: a thing's last two words ending on one name the artefact, not the thing ('hours software'). */
const ARTEFACT_END = /^(?:software|tools?|apps?|platforms?|solutions?|templates?)$/;

/**
 * Whether the last two words of a noun phrase name a thing on their own: they follow no possessive
 * ('the pub's darts') and end on no artefact
 * ('teen driving practice hours software', 'repaired bikes left uncollected software').
 */
function wholeTail(words: string[], size = 2): boolean {
  return !/'s?$/.test(words.at(-size - 1)!) && !ARTEFACT_END.test(words.at(-1)!);
}

/** Words that open or close a clause, never a thing: an object led or ended by one is a fragment ('after knee'). */
const FRAGMENT_EDGE =
  /^(?:after|before|during|since|until|till|while|about|for|on|in|to|with|from|of|under|over|at|by|without|into|onto|through|between|among|against|around|behind|across|per|via|than|and|or|but|the|a|an|their|them|they|this|that|these|those|so|if|when|up|off|out)$/;
/** Tasks that say nothing without what follows ('keeping track', 'staying on top'). */
const OPEN_TASK = /\b(?:track|on top|up to date|in touch|an eye|hold|sure|ready|a handle|a grip|a feel|rid|started)$/;
/** A verb whose one-word object wants what follows ('getting customers' to approve proofs, 'telling the choir' what to wear). */
const CUT_TASK =
  /^(?:(?:giving|letting|telling|persuading|convincing|reminding|asking) (?:(?:the|their|our|my|each|every) )?\S+|(?:getting|helping|asking) (?:customers|clients|parents|tenants|staff|people|members|volunteers|players|families|students|pupils|patients|guests|users|kids|children|everyone|someone|them|drivers|owners|buyers))$/;

/**
 * Whether a restatement's object is a thing a sentence can end on: no preposition or conjunction
 * at either end, no task cut before its object, and a noun in it ('after knee', 'keeping track'
 * are fragments; 'knee surgery rehab' is a thing).
 */
export function completeObject(object: string): boolean {
  // 'a teenager's screen time': an article the post gives a thing opens it whole.
  const words = object
    .trim()
    .replace(/^(?:a|an|the) (?=\S+ \S)/, "")
    .split(/\s+/);
  if (!words[0] || FRAGMENT_EDGE.test(words[0]) || FRAGMENT_EDGE.test(words.at(-1)!)) return false;
  // 'a & privacy', 'the / support': a thing opens and ends on a word, never on a sign left of a cut list.
  if (!/[\p{L}\p{N}]/u.test(words[0]) || !/[\p{L}\p{N}]/u.test(words.at(-1)!)) return false;
  // 'an app for getting people': a task cut before its second object cuts the thing it ends.
  const lastTask = /(?:^|\s)(?:for|of|with|about) (\p{L}+ing .+)$/u.exec(object)?.[1] ?? object;
  if (OPEN_TASK.test(object) || CUT_TASK.test(object) || CUT_TASK.test(lastTask)) return false;
  if (VAGUE_THING.test(object)) return false;
  // 'keeping track of cask tracking': a task ending on its own verb says it twice.
  const verb = /^(?:keeping track of|\p{L}+ing)\b/u.exec(object)?.[0];
  if (verb && words.length > 2 && (verb === "keeping track of" ? "tracking" : verb) === words.at(-1)) return false;
  // 'getting kind of functionality': a hedge whose determiner was dropped ('this kind of') names no thing.
  if (/^\p{L}+ing (?:kind|sort|type) of\b/u.test(object)) return false;
  // A restatement speaks of the poster, never to the reader ('for your ideas').
  if (/\b(?:you|your|yours)\b/.test(object)) return false;
  // 'recording what', 'an app for sticking': a question word or a verb after a preposition ends nothing.
  if (/^(?:what|which|who|whom|where|how|why|whether)$/.test(words.at(-1)!)) return false;
  // 'commissions takes', 'dentures sent', 'rotating whose house', 'setting up keeping notes': a clause, not a thing.
  if (
    /^(?:takes|keeps|eats|costs|drives|works|goes|gets|makes|needs|means|sent|done|made|given|is|are|was|were|be|been|has|have|had|does|did)$/.test(
      words.at(-1)!,
    )
  )
    return false;
  if (words.includes("whose") || /^\p{L}+ing (?:up )?\p{L}+ing\b/u.test(object)) return false;
  // 'managing which goes to which house': 'which' or 'what' straight before its verb lost its thing.
  if (/\b(?:which|what) (?:goes|go|is|are|was|were|has|have|needs|gets|comes|sits|does|did)\b/.test(object))
    return false;
  // 'signing off their apprentice's': a possessive whose thing was cut off.
  if (/'s?$/.test(words.at(-1)!)) return false;
  if (words.length >= 2 && PREPOSITION.test(words.at(-2)!) && /ing$/.test(words.at(-1)!)) return false;
  const tokens = (tagged(`they want ${object}`)[0] ?? []).slice(2);
  // 'telling families what kit': a wh-clause without its verb is cut ('... what kit to bring' is whole).
  const wh = words.findIndex((w, i) => i > 0 && /^(?:what|which|where|when|how)$/.test(w));
  if (
    wh > 0 &&
    tokens.length === words.length &&
    !tokens.slice(wh + 2).some((t) => t.pos === "VERB" || t.pos === "AUX")
  )
    return false;
  return tokens.some((t) => t.pos === "NOUN" || t.pos === "PROPN");
}

/**
 * A list or a noun phrase going on: ', books and gifts', 'and personal money', 'fleet', 'of every
 * aid' (the warranty expiry of what), 'that are current' (runbooks that are current are not runbooks).
 */
const GOES_ON = /^(?:(?:,|and|or|&) [\p{L}'-]+|'s\b|of [\p{L}'-]+|(?:that|which|who) (?:are|is|were|was|have|has)\b)/u;
/** A comma or conjunction that opens a new clause, not a list (', if any', 'and I', ', ideally cheap'). */
const NEW_CLAUSE =
  /^(?:,|and|or) (?:i|we|you|they|it|he|she|but|so|then|because|if|when|while|as|please|thanks|ideally|which|that|who|where|is|are|was|were|etc)\b/;
/** Verbs that get someone to do something: their object goes on with 'to' ('getting landlords to approve quotes'). */
const MAKES_DO = /^(?:getting|asking|persuading|encouraging|convincing|helping|reminding|nudging|pushing|chasing) \S+$/;
/** Verbs with two objects: a person, then a thing ('giving a teenager an allowance', 'sending customers a reminder'). */
const GIVES = /^(?:giving|sending|showing|telling|offering|paying|lending|teaching|handing) /;
/** Verbs whose object wants a complement ('keeping the espresso machine serviced', 'getting the order right'). */
export const COMPLEMENT_VERB = /^(?:keeping|getting|making|leaving)\b/;

/** Words that say when, never more of the thing before them. */
const WHEN_WORD = /^(?:today|now|nowadays|tonight|tomorrow|yesterday|again|anymore|lately|currently)$/;

/**
 * Whether every place the post says an object, its sentence goes on with more of the same thing,
 * so the object is a cut piece ('keeping business' of 'keeping business and personal money apart',
 * 'bike hire' of 'bike hire fleet', 'collecting boat park' of 'collecting boat park and mooring fees').
 * An object the post never says word for word is not judged here.
 */
export function cutInSource(object: string, source: string): boolean {
  // A sentence's end is a '|' no object goes on across ('... players read? Players complain'), and so
  // is a line's (a title ends without a stop).
  const text = ` ${source
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/,(?=\s)/g, " ,")
    .replace(/[.?!;:]+(?=\s|$)|\s*\n\s*/g, " | ")
    .replace(/[^\p{L}\p{N}',&|-]+/gu, " ")} `;
  const rests = [...text.matchAll(saidAnyForm(object))].map((m) => text.slice(m.index + m[0].length).trim());
  if (!rests.length) return false;
  return rests.every((rest) => {
    if (GOES_ON.test(rest) && !NEW_CLAUSE.test(rest)) return true;
    if (objectCutOff(object, rest)) return true;
    // A verb's second object or its 'to' cut off ('getting landlords' of '... to approve repair
    // quotes', 'giving a teenager' of '... an allowance'): the person alone is not the job.
    if (MAKES_DO.test(object) && /^to \p{L}/u.test(rest) && !/^to (?:a|an|the|their|my|our)\b/.test(rest)) return true;
    if (GIVES.test(object) && object.split(" ").length <= 3 && /^(?:a|an|the|their|his|her|some)\b/.test(rest))
      return true;
    if (taskCutShort(object, rest)) return true;
    const next = rest.split(" ")[0] ?? "";
    // 'project management' + 'software': the artefact sought for the thing, not more of it;
    // 'JavaScript' + 'today': when it is wanted, not more of it.
    if (!/^\p{L}+$/u.test(next) || ARTEFACT_END.test(next) || WHEN_WORD.test(next)) return false;
    const tokens = tagged(`they want ${object} ${next}`)[0] ?? [];
    const last = tokens.at(-1);
    // A noun straight after the object's own noun is its head ('bike hire' + 'fleet').
    const noun = last?.pos === "NOUN" || last?.pos === "PROPN" || compoundGoesOn(object, rest, tokens);
    const complement =
      COMPLEMENT_VERB.test(object) &&
      (last?.pos === "ADJ" ||
        (last?.pos === "VERB" && /(?:ed|en)$/.test(next)) ||
        next === "from" ||
        // 'keeping viewers' + 'up to date': a complement of several words.
        /^(?:up to date|in date|in sync|in the loop|on track|on record)\b/.test(rest));
    return noun || complement;
  });
}

/**
 * Where a post says an object, its task's verb in any form ('keeping track of tutor' said as 'keep
 * track of tutor'), each match ending before the space after the object.
 */
function saidAnyForm(object: string): RegExp {
  const m = /^(\p{L}+?)(\p{L})?\2?ing (.+)$/u.exec(object);
  const forms = [escape(object)];
  if (m) forms.push(`${escape(m[1]! + (m[2] ?? ""))}\\p{L}{0,3} ${escape(m[3]!)}`);
  return new RegExp(`(?<= )(?:${forms.join("|")})(?= )`, "gu");
}

/** A possessive or determiner: what follows it is a thing of its own. */
const OPENS_THING = /^(?:a|an|the|their|his|her|its|my|our|your|each|every|this|that|these|those)\b/;

/**
 * Whether the words after an object show it stops inside its phrase: a gerund whose own object
 * follows ('assigning stories and tracking' + 'their status'), a plural whose verb follows
 * ('writing patch notes players' + 'read': the notes players read), a one-word thing whose
 * compound goes on with 'to' ('an app for cycle' + 'to work scheme paperwork'), or a task on one
 * bare word that the post says which of ('keeping notes' + 'on each garden's quirks').
 */
function objectCutOff(object: string, rest: string): boolean {
  const words = object.split(" ");
  const [next = "", after = ""] = rest.split(" ");
  const last = words.at(-1)!;
  if (words.length > 1 && /^\p{L}+ing$/u.test(last) && OPENS_THING.test(next)) return true;
  if (/^\p{L}+$/u.test(next) && /[^s]s$/.test(last) && words.length > 1) {
    const tokens = (tagged(`they want ${object} ${next}`)[0] ?? []).slice(-2);
    if (
      tokens[0]?.pos === "NOUN" &&
      tokens[1]?.pos === "VERB" &&
      tokens[1].lemma === next &&
      !/(?:s|ed|ing)$/.test(next)
    )
      return true;
  }
  // The thing after the object's last link word or its verb: one word, no article.
  const thing = object
    .split(/ (?:for|about|on|in|to|with|from|of|at|by) /)
    .at(-1)!
    .replace(/^\p{L}+ing /u, "");
  if (thing.includes(" ")) return false;
  if (next === "to" && /^\p{L}+$/u.test(after) && !/[^s]s$/.test(thing)) {
    const said = (tagged(`they want ${object} to ${after}`)[0] ?? []).at(-1);
    if (said?.pos === "VERB" && said.lemma === after) return true;
  }
  if (thing === object) return false;
  // Which of them ('notes on each garden', 'logs for every hive'), never where they are kept ('bees in a city garden').
  const task = object.split(/ (?:for|about|on|in|to|with|from|of|at|by) /).at(-1)!;
  return (
    /^\p{L}+ing \p{L}+s$/u.test(task) && /^(?:for|on|about|of)$/.test(next) && /^(?:each|every|the|their)$/.test(after)
  );
}

/**
 * Whether a word the tagger reads as a verb goes on with the thing before it: a verb's bare form
 * after a singular noun is no verb of that noun, so it is the compound's head ('running shoe' +
 * 'wear'); a participle followed by a noun describes that noun ('logging hotel' + 'lost property').
 */
function compoundGoesOn(object: string, rest: string, tokens: Token[]): boolean {
  const [next = "", after = ""] = rest.split(" ");
  const last = tokens.at(-1);
  const own = tokens.at(-2);
  if (!last || !own || !/^(?:NOUN|PROPN)$/.test(own.pos) || !/^(?:VERB|ADJ)$/.test(last.pos)) return false;
  const head = object.split(" ").at(-1)!;
  const alone = (tagged(`the ${next}`)[0] ?? [])[1];
  if (
    last.pos === "VERB" &&
    last.lemma === next &&
    !/[^s]s$/.test(head) &&
    !/(?:s|ed|ing)$/.test(next) &&
    alone?.pos === "NOUN"
  )
    return true;
  // A plural read as a verb that ends its clause ('comparing mortgage' + 'offers from two banks'):
  // a verb of the noun before it would go on with its own object.
  if (
    last.pos === "VERB" &&
    /[^s]s$/.test(next) &&
    !/[^s]s$/.test(head) &&
    (!after ||
      /^(?:from|for|and|or|with|on|in|at|by|before|after|each|every|this|that|yet|properly|quickly|easily)$/.test(
        after,
      )) &&
    alone?.pos === "NOUN"
  )
    return true;
  // A gerund after the noun that closes its clause is the compound's head ('flue' + 'cleaning' of
  // '... chaff and flue cleaning?', 'carpet' + 'cleaning and repairs'): the object stopped inside it.
  if (/^\p{L}{3,}ing$/u.test(next) && (!after || /^(?:\||,|and|or|for|in|at|on|with|from|each|every)$/.test(after)))
    return true;
  // A gerund and the noun it names the kind of ('berth' + 'waiting list', 'hall' + 'booking system').
  if (/^\p{L}{3,}ing$/u.test(next) && COMPOUND_HEAD.test(after)) return true;
  if (last.lemma === next || /ing$/.test(next) || !/^\p{L}+$/u.test(after) || FRAGMENT_EDGE.test(after)) return false;
  if (WHEN_WORD.test(after)) return false;
  const described = (tagged(`they want ${object} ${next} ${after}`)[0] ?? []).at(-1);
  return described?.pos === "NOUN" || described?.pos === "PROPN";
}

/** Verbs that place or pair their object, in PLACING_VERB and GOES_WITH_PLACE. */
const PLACING = "putting|fitting|slotting|turning|converting|rostering|seating";
/** Verbs that place or pair their object: what they need is where it goes ('putting bakers on shifts'). */
const PLACING_VERB = new RegExp(`^(?:${PLACING})\\b`);
/** Verbs whose task reads whole with where its object goes ('entering crews into regattas', 'splitting sales between dealers'). */
const GOES_WITH_PLACE = new RegExp(
  `^(?:${PLACING}|placing|entering|splitting|dividing|assigning|allocating|matching|pairing|moving|booking)\\b`,
);
/** The words that say where a placed object goes. */
const PLACE_LINK = /^(?:on|onto|in|into|to|with|between|across|among|against|around) /;
/** Nouns a gerund names a kind of ('waiting list', 'booking system', 'cleaning rota'). */
const COMPOUND_HEAD =
  /^(?:lists?|systems?|rooms?|areas?|spaces?|slots?|sheets?|logs?|rotas?|schedules?|fees?|records?|forms?|books?|apps?|permits?|machines?|plans?|charts?|calendars?|queues?|rules?|limits?|rates?)$/;
/** A particle that completes its verb after the verb's object ('moving children up a level', 'checking guests out'). */
const PARTICLE = /^(?:up|down|out|off|back|into|onto|apart|together|through)\b/;
/** Things said with 'the' that name nothing until the post says whose or which ('preparing the list for the GP's visit'). */
const VAGUE_THING =
  /^\p{L}+ing (?:the|a|an) (?:list|book|form|sheet|file|thing|stuff|system|document|page|job|work|paperwork|details|info|data|process|setup)$/u;

/**
 * Whether a task stops where its post goes on with what it needs to say anything: a particle of
 * its verb ('moving children' of '... up swimming lesson levels'), a bare 'to' after a one-word
 * object ('processing cycle' of '... to work scheme vouchers'), a repeat of its last word ('writing
 * inventories room' of '... room by room'), a clause's preposition ('tracking which clients pay'
 * of '... for antivirus') or what a vague thing is ('preparing the list' of '... for the GP').
 */
function taskCutShort(object: string, rest: string): boolean {
  const words = object.split(" ");
  const next = rest.split(" ")[0] ?? "";
  if (rest === `by ${words.at(-1)!}` || rest.startsWith(`by ${words.at(-1)!} `)) return true;
  if (!/^\p{L}+ing\b/u.test(object)) return false;
  if (words.length <= 3 && PARTICLE.test(rest) && !/^(?:up|out|back) (?:to|for|on|with|at|in)\b/.test(rest))
    return true;
  // 'putting bakers' of '... on early shifts', 'assigning rooms' of '... to guests': a verb that
  // places its object says nothing until it says where.
  if (words.length <= 3 && PLACING_VERB.test(object) && PLACE_LINK.test(rest)) return true;
  if (
    words.length === 2 &&
    /^to \p{L}/u.test(rest) &&
    !/^to (?:a|an|the|their|his|her|my|our|each|every|them|us)\b/.test(rest)
  )
    return true;
  if (words.some((w) => /^(?:which|what|who|whose)$/.test(w)) && PREPOSITION.test(next)) return true;
  return VAGUE_THING.test(object) && PREPOSITION.test(next);
}

/** A task without the adjectives inside its object ('cataloguing a board game collection'), or null when it has none. */
function withoutAdjectives(task: string): string | null {
  const words = task.split(" ");
  // A clause keeps every word ('which cleaner goes where': 'cleaner' is its subject, not an adjective).
  if (words.some((w) => /^(?:which|what|who|where|when|how)$/.test(w))) return null;
  const tokens = (tagged(`they want ${task}`)[0] ?? []).slice(2);
  if (tokens.length !== words.length) return null;
  // A noun before an adjective is half of one ('cost effective', 'energy efficient'): both go.
  const modifier = (i: number) =>
    tokens[i]!.pos === "ADJ" || (tokens[i]!.pos === "NOUN" && tokens[i + 1]?.pos === "ADJ" && i + 1 < words.length - 1);
  // Only before a phrase's nouns: once its compound has begun, an adjective inside it is part of
  // the thing ('contact lens direct debit schemes' is never 'contact debit schemes').
  let inCompound = false;
  const kept = words.filter((word, i) => {
    if (PREPOSITION.test(word) || /^(?:a|an|the|their|and|or)$/.test(word)) inCompound = false;
    const drop = i > 0 && i < words.length - 1 && !inCompound && modifier(i);
    if (i > 0 && !modifier(i) && /^(?:NOUN|PROPN)$/.test(tokens[i]!.pos)) inCompound = true;
    return !drop;
  });
  return kept.length < words.length && kept.length >= 3 ? kept.join(" ") : null;
}

/** Whether an object is cut in its post, or in the sentence its ask was read from ('runbooks' of 'runbooks that are current'). */
function cutInAsk(form: Ask, source: string): boolean {
  // The object as the post says it: readAsk has already put 'our two carpet machines' in the third person.
  const asSaid = ["their", "our", "my", "your"].map((own) => form.object.replace(/\btheir\b/g, own));
  return asSaid.some(
    (object) => cutInSource(object, source) || (form.sentence !== "" && cutInSource(object, form.sentence)),
  );
}

/** The thing named after a task cut short in its sentence ('keeping track' of 'keeping track of hive notes at the club'), or null. */
function thingAfter(task: string, sentence: string): string | null {
  const lower = lowerPlain(sentence);
  const at = lower.indexOf(`${task} `);
  if (at < 0) return null;
  const m = /^(?:of|on|with) ([\p{L}\p{N}' -]+)/u.exec(lower.slice(at + task.length + 1));
  if (!m) return null;
  const words = m[1]!.trim().split(/\s+/).slice(0, MAX_OBJECT_WORDS);
  // It ends before the next preposition or clause ('hive notes at our club' -> 'hive notes').
  const end = words.findIndex((w, i) => i > 0 && (PREPOSITION.test(w) || /^(?:and|or|but|is|are|when|if|so)$/.test(w)));
  const thing = (end > 0 ? words.slice(0, end) : words).join(" ");
  return completeObject(thing) ? thing : null;
}

/**
 * Whether an object is spelt right: a restatement never repeats a typo ('srevice', 'deadlnies').
 * A typo is a word the lexicon does not know though it knows the word with two neighbouring letters
 * swapped back; a word it knows in neither form ('runbooks', 'microservices') is a word of the trade.
 */
export function spelt(object: string, source: string): boolean {
  return object
    .split(/[\s-]+/)
    .filter(Boolean)
    .every((w) => !typo(w.replace(/'s?$/, "")) || writtenAsName(w, source));
}

function typo(word: string): boolean {
  if (word.length < 4 || knownWords(word)) return false;
  for (let i = 0; i + 1 < word.length; i++) {
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (swapped !== word && knownWords(swapped)) return true;
  }
  return false;
}

/** Whether the post writes the word with a capital ('Fresha', 'EMIS'): a name, spelt as its owner spells it. */
function writtenAsName(word: string, source: string): boolean {
  const said = source.match(new RegExp(`(?<!\\p{L})${escape(word)}(?!\\p{L})`, "giu")) ?? [];
  return said.some((form) => /\p{Lu}/u.test(form));
}

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether a word at `at` of a text opens a sentence or a line (its capital says nothing of it). */
export function opensSentence(text: string, at: number): boolean {
  return /(?:^|[.!?:;]\s+|\n\s*)["“'‘(\[]?$/u.test(text.slice(0, at));
}

/** Whether most longer words of a line are capitalised ('Best App For Class Bookings?'): a headline's capitals name nothing. */
export function headlineCased(line: string): boolean {
  const words = line.match(/(?<!\p{L})\p{L}{4,}(?!\p{L})/gu) ?? [];
  return words.length >= 3 && words.filter((w) => /^\p{Lu}/u.test(w)).length * 2 > words.length;
}

/**
 * A restatement with the post's spelling of its names: 'YouTube', 'EPC', 'DevOps' (capitals inside
 * a word or throughout), an acronym's plural ('GPs', 'NDAs') and a proper noun the post capitalises
 * inside a sentence and never writes in lower case ('Xero', 'Easter'), never 'youtube' or 'gps'.
 */
export function casedAsSaid(quote: string, source: string): string {
  const names = new Map<string, string>();
  const lowered = new Set<string>();
  for (const line of source.split("\n")) {
    const headline = headlineCased(line);
    for (const m of line.matchAll(/(?<!\p{L})\p{L}+(?!\p{L})/gu)) {
      const w = m[0];
      if (w === w.toLowerCase()) lowered.add(w);
      else if (/\p{Ll}\p{Lu}/u.test(w) || /^\p{Lu}{2,5}s?$/u.test(w)) names.set(w.toLowerCase(), w);
      else if (!headline && /^\p{Lu}\p{Ll}+$/u.test(w) && !opensSentence(line, m.index) && !names.has(w.toLowerCase()))
        names.set(w.toLowerCase(), w);
    }
  }
  // A word the post also writes in lower case ('Rota' opening a clause, 'rota' elsewhere) is no name.
  for (const [lower, w] of names) if (/^\p{Lu}\p{Ll}+$/u.test(w) && lowered.has(lower)) names.delete(lower);
  return quote
    .replace(/(?<!\p{L})\p{L}+(?!\p{L})/gu, (w, at: number) =>
      at > 0 && w === w.toLowerCase() ? (names.get(w) ?? w) : w,
    )
    .replace(ACRONYMS, (w) => (w.endsWith("s") ? `${w.slice(0, -1).toUpperCase()}s` : w.toUpperCase()))
    .replace(VAT, "VAT");
}

/**
 * Acronyms no other word is spelt as, upper case however a post writes them ('gps' is 'GPs', 'ndas'
 * 'NDAs'); 'vat' only as the tax ('vat returns', 'vat on digital sales'), never a cheese maker's vat.
 */
const ACRONYMS = /(?<!\p{L})(?:gps?|dbs|ndas?|cvs?|pdfs?|hmrc|nhs|mots?|ppe|gdpr|cpd)(?!\p{L})/gu;
const VAT =
  /(?<!(?:cheese|milk|brewing|wine|a) )(?<!\p{L})vat(?= (?:returns?|invoices?|receipts?|registration|number|quarters?|rates?|on|deadlines?|relief)\b)/gu;

/** A sentence that tells what happened ('we spent a month looking for the kettle'), not what is wanted now. */
const NARRATED = /\b(?:spent|was|were|had|went|took|lost|got|found)\b/i;

/**
 * The post's ask (readAsk) that asks now: an ask read from a sentence that narrates, neither a
 * question nor the post's opening, is skipped for the next sentence that asks.
 */
function askedOutright(source: string): Ask | null {
  let text = source;
  for (let tries = 0; tries < 3; tries++) {
    const ask = readAsk(text);
    if (!ask) return null;
    const opening = source.trimStart().startsWith(ask.sentence);
    if (/\?\s*$/.test(ask.sentence) || opening || !NARRATED.test(ask.sentence)) return ask;
    text = text.replace(ask.sentence, " ");
  }
  return null;
}

/**
 * A task cut in its post grown to the end of its noun phrase there: 'preparing farm subsidy' of
 * 'preparing farm subsidy applications?', 'ordering clay' of 'ordering clay and glaze materials or
 * ...'; the task as read when no such growth ends it whole within MAX_OBJECT_WORDS + 1 words.
 */
function grownInSource(task: string, source: string): string {
  if (!/^\p{L}+ing /u.test(task) || !cutInSource(task, source)) return task;
  const lower = lowerPlain(source);
  const at = lower.search(new RegExp(`(?<!\\p{L})${escape(task)} `, "u"));
  if (at < 0) return task;
  const rest = lower
    .slice(at + task.length)
    .split(/[.?!;:,()\n]/)[0]!
    .trim()
    .split(/\s+/);
  const room = MAX_OBJECT_WORDS + 1 - task.split(" ").length;
  // A verb that wants a complement ('keeping dependencies' + 'patched') names another task when grown.
  if (COMPLEMENT_VERB.test(task)) return task;
  const taskWords = task.split(" ").length;
  for (let n = 1; n <= Math.min(room, rest.length); n++) {
    const added = rest.slice(0, n);
    const grown = `${task} ${added.join(" ")}`;
    const tokens = (tagged(`they want ${grown}`)[0] ?? []).slice(2);
    if (tokens.length !== taskWords + n || !/^(?:NOUN|PROPN)$/.test(tokens.at(-1)!.pos)) continue;
    // Only more of its thing: nouns, their adjectives and 'and' ('clay and glaze materials'), or
    // where a placing verb puts it ('crews' + 'into regattas'); never a clause, an artefact
    // ('workflow') or another task ('and recovering equipment').
    const more = tokens.slice(taskWords);
    const place = GOES_WITH_PLACE.test(task) && more[0]!.pos === "ADP";
    const plain = more.every((t, i) => (place && i === 0) || /^(?:NOUN|PROPN|ADJ|CCONJ|NUM)$/.test(t.pos));
    if (
      !plain ||
      added.some((w) => /ing$/.test(w) || ARTEFACT_END.test(w) || /^(?:workflow|system|setup|process)$/.test(w))
    )
      continue;
    if (!cutInSource(grown, source) && completeObject(grown)) return grown;
  }
  return task;
}

/**
 * A task as a restatement can say it: null for a gerund on one countable thing without its
 * article that the post never says so ('choosing device' of 'choosing new device(s)').
 */
function saidWhole(phrase: string, source: string): Job | null {
  const thing = /^\p{L}+ing (\p{L}+)$/u.exec(phrase)?.[1];
  const bare = thing && oneCountable(thing) && !cutInSource(phrase, source) && !said(phrase, source);
  return bare || nounLeftOut(phrase, source) ? null : { phrase, task: true };
}

/** Whether the post says a task with a noun between its verb and its thing that the task leaves out ('tracking loans' of 'tracking tool loans'). */
function nounLeftOut(phrase: string, source: string): boolean {
  const [verb, ...rest] = phrase.split(" ");
  if (!rest.length || said(phrase, source)) return false;
  const m = new RegExp(
    `(?<!\\p{L})${escape(verb!)} ((?:[\\p{L}'-]+ ){1,2})${escape(rest.join(" "))}(?!\\p{L})`,
    "iu",
  ).exec(source);
  if (!m) return false;
  const between = (tagged(`they want ${m[1]}${rest.join(" ")}`)[0] ?? []).slice(2, 2 + m[1]!.trim().split(" ").length);
  return between.some((t) => t.pos === "NOUN" || t.pos === "PROPN");
}
const said = (phrase: string, source: string) =>
  new RegExp(`(?<!\\p{L})${escape(phrase)}(?!\\p{L})`, "iu").test(source);

/**
 * The task a 'how do you' or 'what do you use to' ask names with its verb, as a gerund: 'renewing
 * their ssl certificates' of 'How do you renew your SSL certificates?', 'monitoring their servers' of
 * 'What do you use to monitor your servers?'; null when the ask names no verb.
 */
function askedTask(ask: Ask, besideJob: boolean): string | null {
  const object = ask.frame === "whatFor" || ask.frame === "how" ? ask.object.replace(/^to (?=\p{L})/u, "") : null;
  if (!object || (object === ask.object && ask.frame !== "how")) return null;
  if (/^\S+ing\b/.test(object) || !startsWithVerb(object)) return null;
  const [verb, ...rest] = object.split(" ");
  if (!rest.length) return null;
  // A gerund is made of a verb's base form only: an inflected word read as a verb ('ushers' of
  // 'How do you handle ushers and bar staff?') is a noun, never 'ushersing'.
  const first = (tagged(`they ${object}`)[0] ?? [])[1];
  if (!first || first.lemma.toLowerCase() !== verb!.toLowerCase()) return null;
  const task = [gerund(verb!), ...rest].join(" ");
  // 'How do you keep your printer operating' is said whole; beside the post's own task, or read from
  // 'what do you use to', it must end on its thing ('building a super simple' lost its 'web app')
  // and be no list cut at a slash.
  if (ask.frame === "how" && !besideJob) return task;
  const last = (tagged(`they ${object}`)[0] ?? []).at(-1);
  return object.includes("/") || !/^(?:NOUN|PROPN)$/.test(last?.pos ?? "") ? null : task;
}

/**
 * Whether an object holds a clause of its own: a noun followed by a verb that agrees with it and
 * goes on ('a certificate involves generating', 'the form takes ages'); a compound ending on such a
 * word ('front ends', 'fiction reads') is a thing.
 */
export function holdsClause(object: string): boolean {
  const tokens = (tagged(`they want ${object}`)[0] ?? []).slice(2);
  const words = object.split(" ");
  if (tokens.length !== words.length) return false;
  return tokens.some(
    (t, i) =>
      i > 0 &&
      i < words.length - 1 &&
      t.pos === "VERB" &&
      /[^s]s$/.test(words[i]!) &&
      // The tagger reads some nouns as adjectives ('a key involves').
      /^(?:NOUN|PROPN|ADJ)$/.test(tokens[i - 1]!.pos),
  );
}

/** 'Best place to get X?', 'Where do you buy X?': a question where to get a thing, read from the title only. */
const WHERE_TO_GET = [
  /\b(?:best|good|cheapest|right|recommended) (?:place|site|website|provider|vendor|store|shop) (?:to|for) (?:get|buy|purchase|order|rent) (.+)/,
  /\bwhere (?:do|should|can|would) (?:you|i|we|people|one) (?:get|buy|purchase|order|rent) (.+)/,
];

/**
 * The thing a post asks where to get, in the plural ('ssl certificates' of 'Best place to get cheap
 * and widely acceptable SSL certificates?'): the nouns ending its first clause, its adjectives left
 * out; null when the post asks no such question or the thing is no plain noun phrase.
 */
export function whereToGet(source: string): string | null {
  // The title alone is read: the question where to get a thing is the post's own ask only there.
  const title = sentencesOf(source)[0];
  return title === undefined ? null : thingToGet(title);
}

/** The thing one sentence asks where to get, in the plural, or null (whereToGet). */
function thingToGet(sentence: string): string | null {
  const lower = lowerPlain(sentence).replace(/\s+/g, " ");
  const raw = WHERE_TO_GET.map((p) => p.exec(lower)?.[1]).find(Boolean);
  // The first clause whole: cleanObject's cut to MAX_OBJECT_WORDS could end it inside its nouns.
  const clause = raw
    ?.split(
      /[?!.;:()"“”]|,\s|\s(?:and why|or not|because|so that|since|if|that|which|who|when|for|of|in|on|with|from|under|without|to)\b/,
    )[0]!
    .trim();
  // 'sets' of 'sets of chess pieces', 'criticism' of '... of a story': the thing is said after 'of'.
  if (!clause || /^\s*of\b/.test(raw!.slice(raw!.indexOf(clause) + clause.length))) return null;
  const words = clause.split(/\s+/);
  const tokens = (tagged(`they want ${words.join(" ")}`)[0] ?? []).slice(2);
  if (tokens.length !== words.length) return null;
  let start = words.length;
  while (start > 0 && /^(?:NOUN|PROPN)$/.test(tokens[start - 1]!.pos) && words.length - start < 3) start--;
  const nouns = words.slice(start);
  if (!nouns.length || GENERIC.test(nouns.join(" ")) || !usable(nouns.join(" "))) return null;
  const head = nouns.at(-1)!;
  // A thing bought by the piece: 'criticism' or 'hosting' is no thing others obtain from a supplier.
  if (MASS_NOUN.test(head) || /(?:ism|ness|ice|ance|ence|ing)$/.test(head)) return null;
  if (!/(?:s|x|z|ch|sh|y)$/.test(head)) nouns[nouns.length - 1] = `${head}s`;
  return nouns.join(" ");
}

/** A restatement of a question where to get a thing ('Asks which provider others trust for SSL certificates'), or null. */
function whereQuote(source: string, seed: number): string | null {
  const thing = whereToGet(source);
  if (!thing || !spelt(thing, source)) return null;
  for (const frame of shuffled(WHERE_FRAMES, seed)) {
    const quote = casedAsSaid(`${frame.replace("{o}", thing)}.`, source);
    if (passesGate(quote, [source])) return quote;
  }
  return null;
}

/**
 * Whether a phrase is spelt in known words, or in words its post says more than once: a typo is
 * one slip ('fniding'), a trade word the post keeps using ('coworking') is its own.
 */
function spelledOut(phrase: string, source: string): boolean {
  const lower = ` ${source.toLowerCase().replace(/[^\p{L}\p{N}'-]+/gu, " ")} `;
  return phrase.split(" ").every((w) => knownWords(w) || lower.split(` ${w} `).length > 2);
}

/**
 * The task a post asks about: the fullest one a question of the post says ('Any tool for running the
 * coworking events calendar?'), before one its complaint names ('events clash with meeting room
 * bookings'); else the first task it names.
 */
function askedFirst(tasks: Job[], source: string): Job | undefined {
  const questions = sentencesOf(source)
    .filter((s) => /\?\s*$/.test(s))
    .map(lowerPlain);
  const inQuestion = (j: Job) => {
    const phrase = withArticleAsSaid(j.phrase, source).toLowerCase();
    return questions.some((q) => q.includes(phrase) || q.includes(j.phrase));
  };
  // The fullest of them: 'running the coworking events calendar' says more than 'coworking events calendar'.
  const asked = tasks.filter(inQuestion).sort((a, b) => b.phrase.split(" ").length - a.phrase.split(" ").length);
  return asked[0] ?? tasks[0];
}

/**
 * How a form is said once its post is read: a task whose gerund the post uses to describe a noun
 * is an activity; an asked-for object the ask's sentence names an artefact for ('shared finances'
 * of 'Recommendations for shared finances as a couple software?') is the thing that artefact
 * works on, never a thing to rate ('Wants pointers to shared finances others rate').
 */
function sayingAsRead(form: Ask, saying: Saying, source: string): Saying {
  if (saying === "task" && gerundMayDescribe(form.object, source)) return "activity";
  if (saying === "ask" && ["pointers", "good", "seeking", "exists"].includes(form.frame)) {
    if (artefactNamedFor(form.object, form.sentence)) return "thing";
  }
  return saying;
}

/** Words naming a business or a trade's kind of place or person: an -ing word before one names a trade ('a vending operator'). */
const TRADE_NOUN =
  /^(?:business(?:es)?|compan(?:y|ies)|clubs?|operators?|firms?|shops?|machines?|industry|society|schools?|teams?|studios?|agenc(?:y|ies)|centres?|centers?|squads?|crews?|groups?|services?|aids?)$/;

/**
 * Whether a task's opening gerund may describe a noun rather than act on one ('vending site
 * commissions'): its post uses the word after an article or a possessive ('a vending machine',
 * 'our catering invoices') or before a word naming a trade ('vending operators', 'a rowing club').
 */
export function gerundMayDescribe(task: string, source: string): boolean {
  const gerund = /^(\p{L}+ing) /u.exec(task)?.[1];
  if (!gerund) return false;
  const lower = lowerPlain(source);
  const after = new RegExp(`(?<!\\p{L})${escape(gerund)} ([\\p{L}'-]+)`, "gu");
  for (const m of lower.matchAll(after)) {
    // The task itself says nothing of its gerund ('tracking club instructors' is a doing).
    if (lower.startsWith(task, m.index)) continue;
    const before = /([\p{L}']+)\s+$/u.exec(lower.slice(0, m.index))?.[1] ?? "";
    const next = m[1]!.replace(/'s?$/, "");
    if (TRADE_NOUN.test(next)) return true;
    if (/^(?:a|an|the|our|my|their|your|his|her|its|this|that)$/.test(before) && !FRAGMENT_EDGE.test(next)) return true;
  }
  return false;
}

/**
 * Whether an object's sentence names the artefact wanted for it a few words on ('shared finances'
 * of 'shared finances as a couple software'): the object is what the artefact works on. Another
 * thing joined on ('a password manager and a backup app') is no artefact of it.
 */
function artefactNamedFor(object: string, sentence: string): boolean {
  const lower = lowerPlain(sentence);
  const asSaid = ["their", "our", "my", "your"].map((own) => escape(object.replace(/\btheir\b/g, own)));
  const between = "(?: (?!(?:and|or|but|with|that|which|who|is|are|to|than|because)\\b)[\\p{L}'-]+){1,4}";
  return new RegExp(
    `(?<!\\p{L})(?:${asSaid.join("|")})${between} (?:software|tools?|apps?|platforms?|systems?|solutions?)(?!\\p{L})`,
    "u",
  ).test(lower);
}

/** Words that say whose a thing is: after a task, the writer's own ('for our rowing club') is who asks, not what. */
const OWNER = /^(?:our|my|their|your|his|her|its)$/;

/**
 * The thing a post names besides its cut task, or null: the thing the task goes on to name in its
 * own sentence, at most two words after it ('swimming lesson levels' of 'moving children up
 * swimming lesson levels'), else one the post asks a tool for ('hospice night reports' of 'Is
 * there an app for hospice night reports?') or names after the task as what it wants ('game
 * cancellations' of '... is there a simple app for game cancellations'). A thing the post names only
 * as the writer's own or as what they use now is no part of the ask: 'our rowing club' of 'I'm the
 * captain for our rowing club' says who asks, 'a paper call list' of 'we get by with a paper call
 * list' what they make do with.
 */
function thingNamedAfter(task: string, source: string): string | null {
  const lower = lowerPlain(source);
  const things = jobsOf(source).filter((j) => !j.task && j.phrase.includes(" ") && knownWords(j.phrase));
  // Else a thing said after the task: one said before it is the post's own framing ('Dairy farmers: ...').
  const after = lower.split(task).slice(1).join(" ");
  const named =
    things.find((thing) => namedRightAfter(task, thing.phrase, lower)) ??
    things.find((thing) => artefactSoughtFor(thing.phrase, lower) || namedAsWanted(thing.phrase, after));
  return named ? withArticleAsSaid(named.phrase, source) : null;
}

/** Whether `thing` follows `task` in its sentence, at most two words on and never as the writer's own. */
function namedRightAfter(task: string, thing: string, lower: string): boolean {
  for (const said of lower.matchAll(new RegExp(`(?<!\\p{L})${escape(task)}(?!\\p{L})`, "gu"))) {
    const rest = lower.slice(said.index + said[0].length).split(/[.?!;:\n]/)[0]!;
    const at = rest.search(new RegExp(`(?<!\\p{L})${escape(thing)}(?!\\p{L})`, "u"));
    const between = at < 0 ? [] : rest.slice(0, at).trim().split(/\s+/).filter(Boolean);
    if (at >= 0 && between.length <= 2 && !between.some((w) => OWNER.test(w))) return true;
  }
  return false;
}

/**
 * Whether a thing said at `at` of a text ends there: the next word is no noun going on with it
 * ('pool chemical' + 'logs' is cut; 'forecourt cars' + 'unsold after ninety days' is whole).
 */
function endsAt(thing: string, lower: string, at: number): boolean {
  const next = /^ ([\p{L}'-]+)/u.exec(lower.slice(at))?.[1];
  if (!next) return true;
  const noun = (t: Token | undefined) => t?.pos === "NOUN" || t?.pos === "PROPN";
  // Read in place and alone: after a plural the tagger may read a noun as its verb ('chemical logs').
  return !noun((tagged(`they want ${thing} ${next}`)[0] ?? []).at(-1)) && !noun((tagged(`the ${next}`)[0] ?? [])[1]);
}

/** Whether a post asks for an artefact for a thing anywhere ('is there an app for hospice night reports'). */
function artefactSoughtFor(thing: string, lower: string): boolean {
  const sought = new RegExp(
    `\\b(?:apps?|tools?|software|services?|systems?|platforms?|solutions?|programs?|something|anything|setup|use|using)(?: out there)? for (?:(?:a|an|the) )?${escape(thing)}(?!\\p{L})`,
    "gu",
  );
  return [...lower.matchAll(sought)].some((m) => endsAt(thing, lower, m.index + m[0].length));
}

/** Words before a thing that make it the writer's own or their setting ('for our rowing club', 'captain of a rowing club'). */
const WRITERS_OWN =
  /(?:\b(?:our|my)|\b(?:captain|host|chair|secretary|treasurer|member|manager|owner|coach|organi[sz]er|coordinator|founder|head|volunteer|admin) (?:of|for|at|in) (?:a|an|the)|(?:\b(?:run|runs|join|joined|posting from|work at|work in|work for|we're|we are|i'm|i am)|context:) (?:a|an|the)) $/;
/**
 * Words before a thing that make it what the writer uses now ('getting by with a paper call list',
 * 'our system is a ring binder'), what that holds ('doing it in a folder of old documents') or
 * what they already have ('we run out of stoneware clay': no thing to find).
 */
const IN_USE =
  /\b(?:by with|do with|doing with|run out of|runs out of|ran out of|running out of|short of|rely on|relying on|use|using|used|tried|have|got|system is|it's|its|it is|lives in|all in|is in|set it up in|doing it in) (?:(?:a|an|the|their) )?(?:[a-z-]+ of (?:the |their )?)?$/;

/** Whether a post names a thing somewhere as neither its writer's own nor what they use now. */
function namedAsWanted(thing: string, lower: string): boolean {
  for (const said of lower.matchAll(new RegExp(`(?<!\\p{L})${escape(thing)}(?!\\p{L})`, "gu"))) {
    const before = lower
      .slice(0, said.index)
      .split(/[.?!;\n]/)
      .at(-1)!;
    const whole = endsAt(thing, lower, said.index + said[0].length);
    if (whole && !WRITERS_OWN.test(before) && !IN_USE.test(before)) return true;
  }
  return false;
}

/** A third-person restatement of `source`'s ask that passes the quote gate, or null. */
export function paraphraseLocally(source: string): string | null {
  const quote = restatedAsk(source);
  return quote && namesOfTimeCased(quote);
}

/** The quote as the rules word it, before names of time are cased. */
function restatedAsk(source: string): string | null {
  // The task the post names, when it names one ('recording pool water tests'), says the ask best;
  // 'a tool for recording pool water tests' asks for it even where readAsk finds only 'a tool'.
  // (Spelt with known words only: a quote never repeats its post's typo.)
  const found = askedFirst(
    jobsOf(source).filter((j) => j.task && spelledOut(j.phrase, source)),
    source,
  );
  // 'keeping a waiting list', as the post says it (jobsOf drops the article: 'keeping waiting list');
  // a task read short of its last nouns ('preparing farm subsidy' of '... applications') grown to them.
  const whole = found && { ...found, phrase: grownInSource(found.phrase, source) };
  const job = whole && saidWhole(withArticleAsSaid(whole.phrase, source), source);
  const ask =
    askedOutright(source) ??
    (job ? { frame: "seeking" as const, object: job.phrase, purpose: null, sentence: "", inferred: true } : null);
  const seed = fnv1a(source) >>> 0;
  if (!ask) return whereQuote(source, seed);
  const forms: [Ask, Saying][] = job ? [[{ ...ask, object: job.phrase, purpose: null }, "task"]] : [];
  // 'cataloguing a big board game collection' shares a run of 5 words with its post: said without its adjectives it may not.
  // A task cut short in its post ('keeping the guest welcome book' of '... current') is no shorter without its adjectives.
  // A task grown to its nouns in its post is said whole or not at all ('taking turkey and joint orders' keeps 'joint').
  const plain =
    job &&
    whole.phrase === found.phrase &&
    !cutInAsk({ ...ask, object: job.phrase, purpose: null }, source) &&
    withoutAdjectives(job.phrase);
  if (plain) forms.push([{ ...ask, object: plain, purpose: null }, "task"]);
  // 'keeping track of pupils' reading books' may share a run of 5 words: its thing alone may not
  // (said in a frame of the post's own asking: 'Is there an app for ...' wonders whether one exists).
  // A product chosen or bought ('choosing a desk chair') is asked about as a thing to rate, never as
  // the thing a task works on ('what serves them for desk chair').
  const choice = job && /^(?:choosing|buying|picking|selecting|finding|getting|comparing) /.test(job.phrase);
  // A grown task is said as a task: its thing alone may read as where it goes ('referees to youth games').
  const thing =
    job &&
    !choice &&
    whole.phrase === found.phrase &&
    /^\p{L}+ing (?:track of |on top of )?(.+)$/u.exec(job.phrase)?.[1];
  if (thing && thing.includes(" ")) forms.push([{ ...ask, object: thing, purpose: null }, "thing"]);
  // 'How do you keep track of X' reads 'keeping track of X', 'What do you use to monitor X'
  // 'monitoring X', said as a task (after the post's own task, which says it better when it can).
  const asked = askedTask(ask, Boolean(job));
  if (asked) forms.push([{ ...ask, object: asked, purpose: null }, "task"]);
  // An object that opens on a gerund ('tracking table times') is a task, said as one.
  for (const form of shorterObjects(ask)) forms.push([form, opensOnTask(form.object) ? "task" : "ask"]);
  for (const form of purposeObjects(ask, source)) forms.push([form, "thing"]);
  // 'non-English programming languages' before 'programming languages': a qualifier that sets the
  // thing apart is kept where the gate allows it.
  const qualified = qualifierKept(ask) && tailObject(ask, 3);
  if (qualified) forms.push(qualified);
  const tail = tailObject(ask);
  if (tail) forms.push(tail);
  // 'keeping track' cut from 'keeping track of ferret vaccination records': the thing it works on.
  const cut = !completeObject(ask.object) && thingAfter(ask.object, ask.sentence);
  if (cut) forms.push([{ ...ask, object: cut, purpose: null }, "thing"]);
  // The thing a cut task goes on to name ('swimming lesson levels' of 'moving children up swimming
  // lesson levels'), last: what the ask is about when every task is cut short.
  const named = job && thingNamedAfter(job.phrase, source);
  if (named) forms.push([{ ...ask, object: named, purpose: null }, "thing"]);
  for (const [said, saying] of forms) {
    // A restatement whose object is a fragment reads as a broken sentence: the next form, or none.
    if (cutInAsk(said, source) || !spelt(said.object, source)) continue;
    // 'your ideas' as the post says it is 'their ideas' in the third person.
    const form = { ...said, object: said.object.replace(/\b(?:your|my|our)\b/g, "their") };
    if (!completeObject(form.object) || holdsClause(form.object)) continue;
    for (const candidate of restatements(form, seed, sayingAsRead(said, saying, source), source)) {
      const quote = casedAsSaid(`${candidate}.`, source);
      if (passesGate(quote, [source])) return quote;
    }
  }
  return whereQuote(source, seed);
}
