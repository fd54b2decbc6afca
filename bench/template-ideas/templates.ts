// Sentence templates for the idea generator. Each template is a pure function of a context
// that ideas.ts fills in from the category banks; randomness comes only through ctx.pick.

export interface TextContext {
  p: string; // persona, plural
  one: string; // persona, singular with article
  issue: string;
  g: string;
  c: string;
  d: string;
  tool: string;
  f: string;
  format: string; // with article
  formatBare: string;
  feature: string;
  feature2: string;
  model: string;
  rival: string;
  risk: string;
  hard: string;
  step: string;
  gap: string;
  demand: number;
  simplicity: number;
  innovation: number;
  overall: number;
  marketSize: number;
  pick: <T>(items: readonly T[]) => T;
}

export type Template = (x: TextContext) => string;

export function cap(s: string): string {
  return s.length === 0 ? s : s.charAt(0).toUpperCase() + s.slice(1);
}

const AN_EXCEPTIONS = /^(uni|use|usu|uti|eu|one|once|ubi)/i;
const AN_SILENT_H = /^(hour|honest|honou?r|heir)/i;

/** "a" or "an" followed by the phrase. Handles common exceptions and letter-name acronyms. */
export function withArticle(phrase: string): string {
  const first = phrase.split(/[\s-]/)[0] ?? "";
  let an: boolean;
  if (first.length > 1 && first === first.toUpperCase() && /^[A-Z]/.test(first)) {
    an = /^[AEFHILMNORSX]/.test(first) && !/^(HIPAA|NATO|SaaS)$/.test(first);
  } else if (AN_SILENT_H.test(phrase)) {
    an = true;
  } else if (AN_EXCEPTIONS.test(phrase)) {
    an = false;
  } else {
    an = /^[aeiou]/i.test(phrase);
  }
  return `${an ? "an" : "a"} ${phrase}`;
}

export function stripArticle(phrase: string): string {
  return phrase.replace(/^(a|an|the) /i, "");
}

export function formatMarket(millions: number): string {
  if (millions < 1000) return `$${millions} million`;
  const billions = Math.round(millions / 100) / 10;
  return `$${billions} billion`;
}

// ---------------------------------------------------------------- titles

export const TITLE_ADJECTIVES = [
  "AI-assisted",
  "Lightweight",
  "Mobile-first",
  "Self-serve",
  "Automated",
  "Plug-and-play",
  "Privacy-first",
  "Done-for-you",
  "Affordable",
  "Simple",
] as const;

/** Adjectives that do not repeat a word already in the tool name ("Lightweight lightweight ..."). */
function adjectivesFor(tool: string): readonly string[] {
  const lower = tool.toLowerCase();
  return TITLE_ADJECTIVES.filter((a) => !lower.includes(a.toLowerCase().split("-")[0] as string));
}

const TITLE_VERBS = ["tackles", "fixes", "solves", "deals with", "targets"] as const;

export interface TitleTemplate {
  make: Template;
  /** The title ends with the persona ("... for {p}") or a feature, so a region can be appended cleanly. */
  regionOk: boolean;
  /** The title ends with the persona, so " with {feature}" can be appended cleanly. */
  featureOk: boolean;
}

/** Title templates. Some include a feature, some the persona, one neither; all sentence case. */
export const TITLE_TEMPLATES: readonly TitleTemplate[] = [
  { make: (x) => `${cap(x.tool)} for ${x.p}`, regionOk: true, featureOk: true },
  { make: (x) => `${cap(x.tool)} for ${x.p} with ${x.feature}`, regionOk: true, featureOk: false },
  { make: (x) => `${cap(x.formatBare)} for ${x.p} to stop ${x.g}`, regionOk: false, featureOk: false },
  { make: (x) => `${x.pick(adjectivesFor(x.tool))} ${x.tool} for ${x.p}`, regionOk: true, featureOk: true },
  { make: (x) => `${cap(x.tool)} that ${x.pick(TITLE_VERBS)} ${x.issue} for ${x.p}`, regionOk: true, featureOk: true },
  { make: (x) => `${cap(x.formatBare)} that ${x.f}`, regionOk: false, featureOk: false },
  { make: (x) => `Stop ${x.g}: ${x.tool} for ${x.p}`, regionOk: true, featureOk: true },
  { make: (x) => `${cap(x.tool)} designed for ${x.p}, with ${x.feature}`, regionOk: true, featureOk: false },
  { make: (x) => `${cap(x.formatBare)} for ${x.p} that ${x.f}`, regionOk: false, featureOk: false },
  { make: (x) => `${cap(x.tool)} that helps ${x.p} stop ${x.g}`, regionOk: false, featureOk: false },
];

/** Always-short fallback used when the chosen template is too long or cannot take a qualifier. */
export const SHORT_TITLE: TitleTemplate = TITLE_TEMPLATES[0] as TitleTemplate;

/** Qualifiers that make a colliding title unique: regions and settings. Never numbers. */
export const REGIONS = [
  "in rural areas",
  "in small towns",
  "in big cities",
  "in the UK",
  "in Ireland",
  "in Canada",
  "in Australia",
  "in New Zealand",
  "in Germany",
  "in the Netherlands",
  "in the Nordics",
  "in Spain",
  "in France",
  "in Italy",
  "in Poland",
  "in India",
  "in Singapore",
  "in Southeast Asia",
  "in Latin America",
  "in Mexico",
  "in Brazil",
  "in South Africa",
  "in Kenya",
  "in the Gulf states",
  "in Japan",
  "in the US Midwest",
  "in Texas",
  "in California",
  "in Scotland",
  "in Quebec",
  "in coastal towns",
  "in university towns",
  "in tourist hotspots",
  "in commuter suburbs",
  "in Portugal",
  "in the Philippines",
  "in Nigeria",
  "in Eastern Europe",
  "in the Pacific Northwest",
  "in Florida",
] as const;

// ---------------------------------------------------------------- descriptions

const SETUP_TIMES = [
  "under an hour",
  "about fifteen minutes",
  "a single afternoon",
  "one short onboarding call",
  "less than a day",
  "about ten minutes",
] as const;

export const DESCRIPTION_TEMPLATES: readonly Template[] = [
  (x) =>
    `${cap(x.tool)} is ${x.format} for ${x.p} that ${x.f}. It also includes ${x.feature}. Revenue comes from ${x.model}.`,
  (x) => `${cap(x.format)} that ${x.f}, built for ${x.p} who are tired of ${x.g}. It makes money through ${x.model}.`,
  (x) =>
    `For ${x.p}, dealing with ${x.issue} is a recurring, expensive headache. This ${x.formatBare} ${x.f}, and adds ${x.feature} on top. The business model is ${x.model}.`,
  (x) =>
    `The pitch: stop ${x.g}. The ${x.tool} ${x.f}, and it comes with ${x.feature}. ${cap(x.p)} pay through ${x.model}.`,
  (x) =>
    `Built for ${x.p}, this ${x.formatBare} ${x.f}. Setup takes ${x.pick(SETUP_TIMES)}, and it ships with ${x.feature}. Pricing is based on ${x.model}.`,
  (x) =>
    `${cap(x.tool)}: ${x.format} that ${x.f}. Aimed at ${x.p}, it earns money from ${x.model}, with ${x.feature} as the upsell.`,
  (x) =>
    `${cap(x.p)} sign up in minutes, and the ${x.tool} ${x.f}. The first month is free; after that, revenue comes from ${x.model}.`,
  (x) =>
    `Instead of ${x.g}, ${x.p} get ${x.format} that ${x.f}. The paid plan adds ${x.feature} and ${x.feature2}, and runs on ${x.model}.`,
  (x) =>
    `${cap(withArticle(x.tool))} for ${x.p}: it ${x.f}, and it ships with ${x.feature}. Money comes from ${x.model}.`,
  (x) =>
    `Here is ${withArticle(x.tool)} that ${x.f}. The target users are ${x.p}, who today spend too much time ${x.g}. It would make money from ${x.model}, and extras such as ${x.feature} keep them coming back.`,
];

// ---------------------------------------------------------------- complaint summaries

/** Neutral lower-case clauses about why existing options fall short, for business personas. */
export const BUSINESS_GAPS = [
  "every tool on the market seems built for much bigger organisations",
  "the existing software costs more than the problem itself",
  "the only workaround so far is a spreadsheet nobody keeps up to date",
  "asking around turned up nothing better than pen and paper",
  "the big-name tools need weeks of setup and a consultant",
  "the usual advice is to hire someone, which is not in the budget",
  "the one product that came close was discontinued last year",
  "free tools handle half of it and create new manual work for the rest",
  "nobody in the local network has found a fix either",
  "the current workaround involves three apps and a lot of copy-pasting",
  "every vendor demo so far has ended with an enterprise price tag",
  "the recommended tools all assume a full-time admin person",
] as const;

/** The same idea for consumer personas. */
export const CONSUMER_GAPS = [
  "every app tried so far was either too complicated or full of ads",
  "the free apps handle half of it and create new work for the rest",
  "asking friends turned up nothing better than pen and paper",
  "the only workaround so far is a notes app and a lot of good intentions",
  "the paid options cost more than the problem seems worth",
  "the one app that came close was discontinued last year",
  "the official advice is vague and years out of date",
  "most of the advice online is really trying to sell something",
  "the current workaround involves three apps and a lot of copy-pasting",
  "nobody in the family or friend group has found a fix either",
] as const;

const YEARS = ["Two", "Three", "Four", "Five", "Six", "Eight", "Ten", "Twelve"] as const;
const VENUES = [
  "a trade forum",
  "an industry forum",
  "a community thread",
  "a small-business forum",
  "a professional Q&A thread",
  "a members-only discussion board",
] as const;

export const COMPLAINT_TEMPLATES: readonly Template[] = [
  (x) => `As ${x.one}, I keep ${x.g}. ${x.d}`,
  (x) => `${cap(x.one)} says ${x.c}. ${x.d}`,
  (x) => `${cap(x.one)} describes ${x.g} as the most draining part of the week. ${cap(x.gap)}.`,
  (x) => `I'm ${x.one}, and ${x.c}. ${cap(x.gap)}.`,
  (x) => `${cap(x.one)} asks whether anyone has solved ${x.issue}, because ${x.c}.`,
  (x) => `${x.pick(YEARS)} years in as ${x.one}, I still have no good way to stop ${x.g}. ${x.d}`,
  (x) => `My biggest frustration as ${x.one}: ${x.c}. ${x.d} ${cap(x.gap)}.`,
  (x) => `Writing in ${x.pick(VENUES)}, ${x.one} explains that ${x.c}. ${cap(x.gap)}.`,
  (x) => `${cap(x.one)} is fed up with ${x.g}. ${x.d}`,
  (x) => `Paraphrased from ${x.one}: "${cap(x.c)}. ${x.d}"`,
  (x) => `${cap(x.c)}, according to ${x.one}. ${x.d}`,
  (x) => `${cap(x.g)} is a constant drain for ${x.one}. ${cap(x.gap)}.`,
  (x) => `The same complaint keeps coming up from ${x.p}: ${x.c}. ${x.d}`,
  (x) => `"${cap(x.c)}," writes ${x.one}, adding that ${x.gap}.`,
  (x) => `Speaking as ${x.one}, I am honestly tired of ${x.g}. ${cap(x.gap)}.`,
];

// ---------------------------------------------------------------- analysis

/** Validation steps that fit any category; may use {p}, {issue} and {tool}. */
export const GLOBAL_STEPS = [
  "interview fifteen {p} and ask what they currently spend working around {issue}",
  "run a concierge version by hand for five paying customers before automating anything",
  "put up a landing page describing the {tool} and measure sign-ups from a small ad budget",
  "build a clickable prototype and watch five {p} try it",
  "offer a paid pilot to three {p} and track the time or money saved",
  "share a short explainer wherever {p} gather online and count the replies asking for access",
  "pre-sell ten annual plans at a founding-member discount",
] as const;

type Level = "low" | "mid" | "high";

function level(score: number): Level {
  return score >= 67 ? "high" : score >= 40 ? "mid" : "low";
}

const DEMAND: Record<Level, readonly Template[]> = {
  high: [
    (x) =>
      `Demand looks strong and recurring: complaints about ${x.issue} come up again and again among ${x.p}, often from people asking what they could pay for.`,
    (x) =>
      `The demand signal is strong; complaints about ${x.issue} are frequent, specific and tied to lost time or money.`,
    (x) =>
      `There is clear, recurring demand here: ${x.p} keep running into ${x.issue}, and it costs them real time or money.`,
    (x) =>
      `This is an urgent problem for many ${x.p}, and several are already paying for clumsy workarounds, which is a strong demand signal.`,
  ],
  mid: [
    (x) => `Demand is real but uneven; the pain of ${x.issue} is far sharper for some ${x.p} than for others.`,
    (x) => `The demand signal is moderate: the complaint is common, but many ${x.p} have learned to live with it.`,
    (x) => `There is steady, mid-level demand, strongest among ${x.p} who have outgrown improvised fixes.`,
    () => `Interest is solid without being urgent, so the product must save obvious time from the first week.`,
  ],
  low: [
    (x) => `The demand signal is thin; only a minority of ${x.p} seem bothered enough by ${x.issue} to pay for a fix.`,
    () => `Demand looks weak for now: the complaint surfaces occasionally, but rarely with any urgency.`,
    (x) => `This is a niche pain, and it is not yet clear that ${x.p} would pay rather than tolerate it.`,
    () => `Evidence of demand is limited, so validation should come before any serious build.`,
  ],
};

const COMPETITION: Record<Level, readonly Template[]> = {
  high: [
    (x) => `Competition is light: ${x.rival} only cover the problem indirectly, leaving room for a focused product.`,
    (x) => `The approach is genuinely fresh, since ${x.rival} were never designed around ${x.issue}.`,
    (x) =>
      `Few direct competitors exist, and an angle built around ${x.feature} would be hard for ${x.rival} to copy quickly.`,
  ],
  mid: [
    (x) => `Competition is moderate: ${x.rival} cover parts of this, but none is built specifically for ${x.p}.`,
    (x) =>
      `The idea is a sensible twist on what ${x.rival} already offer, so the market is proven but differentiation must be sharp.`,
    (x) => `Some overlap with ${x.rival} exists, so positioning around ${x.feature} will matter.`,
  ],
  low: [
    (x) => `The space is crowded with ${x.rival}, so differentiation would have to come from niche focus and service.`,
    (x) =>
      `Originality is limited: ${x.rival} already do most of this, and winning would depend on distribution rather than product.`,
    (x) =>
      `Expect stiff competition from ${x.rival}; this is a better-executed version of a known idea rather than a new one.`,
  ],
};

const BUILD: Record<Level, readonly Template[]> = {
  high: [
    () => `The build is simple: a small team could ship a usable first version in a few weeks.`,
    () => `Technically this is straightforward, and a solo developer could have a prototype running within a month.`,
    () => `Execution risk is low on the engineering side; the hard part is sales, not code.`,
  ],
  mid: [
    (x) => `The build is moderately complex, mainly because of ${x.hard}.`,
    (x) => `A first version is feasible in two or three months, though ${x.hard} will take careful work.`,
    (x) => `Engineering effort is manageable but not trivial, and ${x.hard} will likely eat most of the schedule.`,
  ],
  low: [
    (x) => `It is a technically demanding build: ${x.hard} must be solved before the product is truly useful.`,
    (x) => `Complexity is high, and ${x.hard} alone could take months to get right.`,
    (x) => `This is not a weekend project, because of ${x.hard}.`,
  ],
};

const RISK: readonly Template[] = [
  (x) => `The main risk is that ${x.risk}.`,
  (x) => `A key risk is that ${x.risk}.`,
  (x) => `Founders should also keep in mind that ${x.risk}.`,
  (x) => `It could stall because ${x.risk}.`,
];

const STEP: readonly Template[] = [
  (x) => `A sensible first step is to ${x.step}.`,
  (x) => `First step: ${x.step}.`,
  (x) => `To validate it, ${x.step}.`,
  (x) => `Start small: ${x.step}.`,
  (x) => `The quickest test is to ${x.step}.`,
];

const MARKET: readonly Template[] = [
  (x) =>
    x.marketSize < 150
      ? `The addressable market is small, roughly ${formatMarket(x.marketSize)}, which suits a bootstrapped business better than a venture-backed one.`
      : x.marketSize < 5000
        ? `With an estimated market of around ${formatMarket(x.marketSize)}, there is room for a healthy niche business.`
        : `The market is large, estimated at ${formatMarket(x.marketSize)}, so even a small share would be meaningful.`,
];

const VERDICT: Record<"top" | "good" | "meh" | "weak", readonly Template[]> = {
  top: [
    () => `Overall, a strong candidate worth prioritising.`,
    () => `Taken together, one of the more promising ideas in this category.`,
  ],
  good: [
    () => `Overall, a solid but not standout opportunity.`,
    (x) => `A reasonable bet, especially for a founder who already knows ${x.p} well.`,
  ],
  meh: [
    () => `Overall, a speculative idea that needs sharper validation.`,
    () => `On balance, worth exploring only with a cheap, fast experiment.`,
  ],
  weak: [
    (x) => `Overall, a weak bet unless the founder has unusual access to ${x.p}.`,
    () => `On balance, the numbers do not yet justify a full build.`,
  ],
};

type Part = "demand" | "competition" | "build" | "risk" | "step" | "market" | "verdict";

/** Analysis structures: 3 to 5 sentences each, every one ends with or contains a first step. */
const ANALYSIS_STRUCTURES: readonly (readonly Part[])[] = [
  ["demand", "competition", "build", "risk", "step"],
  ["demand", "build", "step"],
  ["verdict", "demand", "competition", "step"],
  ["competition", "demand", "risk", "step"],
  ["demand", "market", "competition", "step"],
  ["build", "demand", "risk", "step"],
  ["demand", "competition", "market", "risk", "step"],
  ["market", "demand", "build", "step", "verdict"],
];

function verdictKey(overall: number): "top" | "good" | "meh" | "weak" {
  return overall >= 75 ? "top" : overall >= 50 ? "good" : overall >= 30 ? "meh" : "weak";
}

function part(x: TextContext, kind: Part): string {
  switch (kind) {
    case "demand":
      return x.pick(DEMAND[level(x.demand)])(x);
    case "competition":
      return x.pick(COMPETITION[level(x.innovation)])(x);
    case "build":
      return x.pick(BUILD[level(x.simplicity)])(x);
    case "risk":
      return x.pick(RISK)(x);
    case "step":
      return x.pick(STEP)(x);
    case "market":
      return x.pick(MARKET)(x);
    case "verdict":
      return x.pick(VERDICT[verdictKey(x.overall)])(x);
  }
}

export const ANALYSIS_TEMPLATES: readonly Template[] = ANALYSIS_STRUCTURES.map(
  (parts) => (x: TextContext) => parts.map((k) => part(x, k)).join(" "),
);
