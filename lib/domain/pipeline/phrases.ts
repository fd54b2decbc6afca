/**
 * Phrase rules that tell a post voicing a need from the rest: requests (asking for a tool, a way,
 * alternatives), pains (frustration, wasted time), complaints about existing tools; launch and
 * self-promotion posts; and signs that the writer's problem is already solved.
 */

interface Cue {
  name: string;
  pattern: RegExp;
  weight: number;
}

const TOOL =
  "(?:tool|app|application|software|service|program|website|site|plugin|extension|solution|product|platform|system|tracker|planner|scheduler|log|list|dashboard|marketplace|template|database|bot|board|vault|manager|editor|scanner|wallet|monitor|calendar|script|device|place)s?";

/** Asking for a tool or a way: the strongest sign of an unmet need. */
const REQUESTS: Cue[] = [
  {
    name: "is there a tool",
    pattern: new RegExp(
      `\\bis there (?!(?:(?:a|an|any|some) )?(?:chance|reason|point|difference|problem|limit|rule|risk|way for|such)\\b)(?:(?:a|an|any|some) )?(?:[\\w-]+ ){0,3}${TOOL}\\b|\\bis there (?:a|an|any|some) (?:[\\w-]+ ){0,3}(?:that|which) (?:\\w+s|can|will|would|lets)\\b|\\bis there (?:something|anything) (?:that|which|to|for)\\b`,
    ),
    weight: 2,
  },
  // A how-to question: a need only with another sign (a pain, a complaint).
  { name: "is there a way", pattern: /\bis there (?:a|any) (?:\w+ )?way (?:to|of)\b/, weight: 1 },
  {
    name: "does anyone know of",
    pattern:
      /\b(?:does|do|did) (?:anyone|anybody|someone|somebody|any of you|you guys) (?:know (?:of|about) (?:a|an|any|some|something|anything)|recommend|use)\b/,
    weight: 2,
  },
  {
    name: "does anyone know",
    pattern: /\b(?:does|do|did) (?:anyone|anybody|someone|somebody|any of you|you guys) (?:know|have)\b/,
    weight: 1.5,
  },
  {
    name: "looking for",
    pattern: new RegExp(
      `\\b(?:looking|searching|hunting|asking) for(?: (?:a|an|any|some|the))?(?: [\\w-]+){0,4} (?:${TOOL}|recommendations?|suggestions?|alternatives?|something|anything)\\b`,
    ),
    weight: 2,
  },
  {
    name: "would like a tool",
    pattern: new RegExp(
      `\\b(?:i'd|id|i would|we'd|we would) (?:really )?(?:love|like) (?:a|an|some|something|anything|one)(?: [\\w-]+){0,4} (?:${TOOL}|that|which)\\b`,
    ),
    weight: 2,
  },
  {
    name: "recommendations",
    pattern:
      /\b(?:any|some|need|want|your|for|have) (?:\w+ )?(?:recommendations?|suggestions?|alternatives?) (?:for|to|on)\b|(?:^|[.?!]\s+)(?:recommendations?|suggestions?|alternatives?) (?:for|to|on)\b|\balternatives? to\b/m,
    weight: 2,
  },
  {
    name: "i wish there was",
    pattern: /\bi wish (?:there (?:was|were|is)|someone would|i could|i had|it was)\b/,
    weight: 2,
  },
  {
    name: "would pay for",
    pattern: /\b(?:would|i'd|id|will) (?:happily |gladly |totally |definitely )?pay (?:for|good money)\b/,
    weight: 2,
  },
  {
    name: "someone must have built",
    pattern: /\b(?:surely|has) (?:someone|anyone|somebody) (?:has )?(?:made|built|created|solved)\b/,
    weight: 2,
  },
  {
    name: "need a tool",
    pattern: new RegExp(
      `\\b(?:i|we) (?:need|want|am looking for|could use) (?:a|an|some)(?: \\w+){0,3} ${TOOL}\\b|\\bneed (?:a|some) better way\\b`,
    ),
    weight: 2,
  },
  {
    name: "what do you use",
    pattern: new RegExp(
      `\\b(?:what|which) (?:\\w+ )?(?:${TOOL}) (?:do|should|would|can|does) (?:you|i|we|people|anyone)\\b|\\bwhat do (?:you|people|you guys|you all) use (?:for|to)\\b`,
    ),
    weight: 2,
  },
  {
    name: "how do you deal",
    pattern:
      /\bhow (?:do|does|can|should|would) (?:you|i|we|anyone|people|others|one) (?:deal|cope|handle|manage|keep track|track|organi[sz]e|avoid|stop|automate|get around|survive)\b/,
    weight: 1.5,
  },
  {
    name: "a better way",
    pattern:
      /\b(?:has|have|must|needs? to|got to) be a better way\b|\ba (?:better|easier|simpler|faster|cheaper) way (?:to|of)\b/,
    weight: 2,
  },
  {
    name: "any tool for",
    pattern: new RegExp(`\\bany (?:good |decent |free |cheap |simple )?${TOOL} (?:for|that|which|to)\\b`),
    weight: 2,
  },
];

/** Pain: frustration, wasted time, struggle. */
const PAINS: Cue[] = [
  {
    name: "i hate",
    pattern: /\b(?:i|we) (?:really |absolutely |just )?(?:hate|dread|loathe|can't stand|cannot stand)\b/,
    weight: 1,
  },
  {
    name: "frustrating",
    pattern: /\b(?:frustrat\w*|annoy\w*|tedious|exhausting|overwhelm\w*|infuriat\w*|maddening)\b/,
    weight: 1,
  },
  { name: "tired of", pattern: /\b(?:tired|sick|weary) of\b|\bfed up\b|\bhad enough of\b/, weight: 1 },
  { name: "driving me crazy", pattern: /\b(?:drives?|driving) me (?:crazy|nuts|mad|insane|up the wall)\b/, weight: 1 },
  {
    name: "nightmare",
    pattern: /\b(?:nightmare|headache|a pain\b|pain in the|such a pain|a hassle|a chore|a struggle)/,
    weight: 1,
  },
  { name: "struggling", pattern: /\bstruggl\w*\b/, weight: 1 },
  {
    name: "wasting time",
    pattern:
      /\b(?:waste|wastes|wasting|wasted|lose|loses|losing|lost|burn|burning) (?:\w+ ){0,2}(?:hours|time|days|evenings|weekends|afternoons?|most of)\b|\bcost(?:s|ing)? (?:me|us) (?:hours|days|time|a fortune)\b/,
    weight: 1,
  },
  {
    name: "takes too long",
    pattern:
      /\b(?:spend|spending|spent|takes?|taking|took) (?:far |way |so |too )*(?:much time|long|ages|forever|hours)\b/,
    weight: 1,
  },
  {
    name: "cannot find",
    pattern: new RegExp(
      `\\b(?:can't|cannot|couldn't|can not|could not|unable to) find (?:a|an|any|anything|something)\\b|\\bno (?:good|decent|simple|easy) (?:${TOOL})\\b`,
    ),
    weight: 1,
  },
  { name: "eats my time", pattern: /\beats? (?:up )?(?:my|our|all)\b/, weight: 1 },
];

/** Complaints about existing tools. */
const COMPLAINTS: Cue[] = [
  {
    name: "too expensive",
    pattern:
      /\btoo (?:expensive|complicated|slow|clunky|heavy|quiet|buggy|pricey|much)\b|\b(?:clunky|bloated|overpriced|buggy|unreliable|confusing)\b/,
    weight: 1,
  },
  {
    name: "price",
    pattern:
      /\bcharges? (?:extra|per|a fortune|for)\b|\bpaywall\b|\bsubscription for\b|\braised (?:their|the|its) prices?\b|\bcosts? (?:a fortune|too much|more)\b|\bpriced for\b|\bfree (?:plans?|tiers?|versions?) (?:only|limits?|are)\b|\blimits? (?:you|users|us|me) to\b/,
    weight: 1,
  },
  {
    name: "broken",
    pattern:
      /\b(?:keeps?|kept) (?:crashing|breaking|failing|freezing)\b|\b(?:crashes|broke|deleted my|lost my)\b|\bbreaks (?:whenever|when|every|all the time|constantly|down)\b|\b(?:doesn't|does not|don't|won't) (?:work|sync|support)\b/,
    weight: 1,
  },
  {
    name: "so bad",
    pattern:
      /\b(?:so|really|pretty|incredibly) (?:bad|terrible|awful|useless|limited)\b|\bwhy (?:is|are|does|do) (?:every|all|each|most)\b/,
    weight: 1,
  },
  {
    name: "gives up",
    pattern:
      /\bgives? up\b|\bonly (?:shows?|tracks?|catches?|sends?|knows?|works?)\b|\bfull of (?:ads|spam)\b|\bis a mess\b|\bby hand\b|\bmanually\b/,
    weight: 1,
  },
];

/** The writer's problem is solved, or they are sharing advice: not an unmet need. */
const SOLVED: Cue[] = [
  {
    name: "found a solution",
    pattern:
      /\b(?:finally )?found (?:a|the|an) (?:\w+ )?(?:solution|tool|app|routine|way|fix)\b.{0,40}\bworks?\b|\b(?:works|worked) (?:great|perfectly|well|fine)\b/,
    weight: 1.5,
  },
  {
    name: "solved",
    pattern: /\b(?:solved|fixed|sorted(?: out)?) (?:it|this|my|our|the)\b|\bno (?:app|tool) needed\b/,
    weight: 1.5,
  },
  {
    name: "sharing advice",
    pattern: /\b(?:in case it helps|happy to (?:share|answer|help)|highly recommend|quick tip|pro tip|tip:)/,
    weight: 1.5,
  },
];

/** Launch and self-promotion: someone presents what they built. */
const LAUNCH: RegExp[] = [
  /^\s*show hn\b/,
  /\b(?:i|we) (?:just |finally |recently )?(?:built|made|created|launched|released|shipped|developed|wrote) (?:a|an|my|our|this|the)?(?: [\w-]+){0,4} (?:app|tool|site|website|service|product|extension|plugin|platform|saas|startup|side project|bot|library|game)\b/,
  /\b(?:i|we) (?:just |finally |recently )?(?:launched|shipped)\b/,
  /\b(?:I|[Ww]e) (?:just |finally )?(?:built|made|created) (?!(?:A|An|The|It|My|Our|This|That|Some)\b)[A-Z]\w+/,
  /\b(?:my|our) (?:side project|startup|new app|app|tool|product|saas)\b.{0,60}\b(?:is live|went live|is out|launched|is now available)\b/,
  /\b(?:launching|introducing|announcing) [\w-]+ (?:today|now|this week)\b|^\s*(?:launching|introducing|announcing)\b/,
  /\bdisclosure: i(?:'m| am)\b|\bi(?:'m| am) the (?:developer|founder|co-founder|maker|creator|author) of\b/,
];

/** Whether the text presents something the writer built or launched (the launch rules of readPhrases alone). */
export function isLaunchText(title: string | null, body: string): boolean {
  const original = `${title ?? ""}\n${body}`.replace(/[’‘]/g, "'");
  const text = original.toLowerCase();
  return LAUNCH.some((pattern) => pattern.test(pattern.source.includes("[A-Z]") ? original : text));
}

export interface PhraseVerdict {
  /** Sum of need cue weights, less the solved cues. */
  need: number;
  launch: boolean;
  cues: string[];
}

/** What the phrase rules see in a post. Case matters only for a product name after "I built". */
export function readPhrases(title: string | null, body: string): PhraseVerdict {
  const original = `${title ?? ""}\n${body}`.replace(/[’‘]/g, "'");
  const text = original.toLowerCase();
  const launch = LAUNCH.some((pattern) => pattern.test(pattern.source.includes("[A-Z]") ? original : text));
  const cues: string[] = [];
  const sum = (list: Cue[], cap: number) => {
    let total = 0;
    for (const cue of list) {
      if (cue.pattern.test(text)) {
        total += cue.weight;
        cues.push(cue.name);
      }
    }
    return Math.min(total, cap);
  };
  const need = sum(REQUESTS, 4) + sum(PAINS, 3) + sum(COMPLAINTS, 2) - sum(SOLVED, 3);
  return { need, launch, cues };
}

/** A post voices a need when its cues add up to this much (one request, or a pain and a complaint). */
export const NEED_THRESHOLD = 2;
