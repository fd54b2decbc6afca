/**
 * The demo corpus's needs: every need of every audience in the ontology (audiences/), each kept with
 * the audience it belongs to (never crossed with another). A need carries its audience's words
 * (who, roles, tools, times, communities) so its posts read as written by one of its people.
 */
import { FAMILIES } from "./audiences/index";
import type { AudienceSpec } from "./audiences/types";
import type { Rng } from "./rng";

/**
 * A need's time profile over the corpus's months. The pipeline reads a trend from the last quarter
 * against the year before it, and only from enough mentions in those 15 months: needs voiced over all
 * 36 months (rising, steady, fading, seasonal) mostly leave it flat, while "emerging" needs (first
 * voiced in the last year or so, growing) and "cooling" ones (busy over the last year, quiet in the
 * last months) put all their posts in those months, so the library's trends differ between ideas.
 */
export type Trend = "rising" | "steady" | "fading" | "seasonal" | "emerging" | "cooling";

/** Months the pipeline's trend reads (the last quarter and the year before it). */
export const TREND_WINDOW = 15;
/** Profiles that voice a need only inside TREND_WINDOW: they get extra posts (generate.ts). */
export const RECENT_TRENDS: ReadonlySet<Trend> = new Set(["emerging", "cooling"]);
/** Cumulative shares of the profiles, in this order. */
const TREND_SHARES: [Trend, number][] = [
  ["rising", 0.14],
  ["steady", 0.38],
  ["fading", 0.48],
  ["seasonal", 0.6],
  ["emerging", 0.8],
  ["cooling", 1],
];

export interface Need {
  index: number;
  family: string;
  /** How its people write about themselves: a business, a club or society, a home. */
  register: "work" | "club" | "home";
  audience: string;
  topic: string;
  task: string;
  pain: string;
  who: string[];
  roles: string[];
  /** What its people use now: its own, its audience's that fit it, else makeshifts for its kind of job. */
  tools: string[];
  /** When it bites: its own moments and its audience's that fit it (maybe none). */
  times: string[];
  /** The audience's own subreddit, the family's general one, and its Stack Exchange site if any. */
  community: string;
  familyCommunity: string;
  site: string | null;
  trend: Trend;
  /** Seasonal needs: the calendar month (0-11) they peak in; cooling needs: how much they keep in their quiet months (0 least). */
  peak: number;
  /**
   * Emerging needs: months before the corpus's end they were first voiced; cooling needs: months
   * before the end they went quiet. Both inside TREND_WINDOW.
   */
  onset: number;
  /** Relative popularity (extra posts beyond the minimum). */
  weight: number;
}

const split = (wordings: string) => wordings.split("|");

/** Words that say how often or how much, not which moment or thing: they tie no moment or tool to a need. */
const BARE = new Set(
  (
    "about after again all also any around before busy day days during each end every first from have into just " +
    "last like month months more most morning mornings much night nights once only other over same season some " +
    "start than that their them then they this time times week weeks what when where which while with year years " +
    "your paper phone photo photos note notes list lists form forms email text texts message messages book file " +
    "folder whatsapp group spreadsheet excel sheet sheets board calendar diary system software app"
  ).split(" "),
);
/** A word's stem for matching: lower case, its first five letters ('orders' and 'ordering' are 'order'). */
const stemsOf = (text: string) =>
  new Set(
    (text.toLowerCase().match(/[a-z]+/g) ?? [])
      .filter((w) => w.length > 3 && !BARE.has(w))
      .map((w) => w.replace(/(?:ies|es|s)$/, "").slice(0, 5)),
  );

/**
 * The audience's moments or tools that belong to one of its needs: those sharing a word of substance
 * with the need ('before Christmas' for Christmas bake orders, 'a spreadsheet of recipes' for recipe
 * scaling). An audience's moment belongs to some of its needs, not all ('in wedding season' is not
 * when a caterer's corporate lunch orders bite), so a need with none of its own says no moment.
 */
export function fitting(alternatives: string[], need: NeedWords, domain: Set<string>): string[] {
  const own = stemsOf(`${need.topic} ${need.task} ${need.pain}`);
  return alternatives.filter((a) => [...stemsOf(a)].some((w) => own.has(w) && !domain.has(w)));
}

type NeedWords = { topic: string; task: string; pain: string };

/**
 * An audience's own words, which tie a moment to none of its needs in particular ('garden' for
 * landscapers, 'wedding' for couples): those naming the audience, and those of more than two of its needs.
 */
export function domainWords(a: AudienceSpec, needs: NeedWords[]): Set<string> {
  const out = stemsOf(`${a.key} ${a.who} ${a.role} ${a.community}`);
  const counts = new Map<string, number>();
  for (const n of needs)
    for (const w of stemsOf(`${n.topic} ${n.task} ${n.pain}`)) counts.set(w, (counts.get(w) ?? 0) + 1);
  for (const [w, c] of counts) if (c > 2) out.add(w);
  return out;
}

/**
 * What people use when nothing was made for the job, by the kind of job its task names (backing up
 * files, keeping a log, drawing up a rota, chasing people, handling money, winning customers), in the
 * words of its register. A need whose people name nothing of their own makes do with two of these, so
 * its posts say, as real ones do, what the job runs on now ('a paper log book', 'texts from my own
 * phone'); each kind's makeshifts are ones a reader believes for that job (no whiteboard for a backup,
 * no notes on a phone for recovering abandoned carts). The first kind whose pattern the task matches
 * decides, so the narrower kinds come first.
 */
interface MakeshiftKind {
  kind: string;
  task: RegExp;
  work: string[];
  /** A home's makeshifts where they differ from a business's or a club's. */
  home?: string[];
}

const MAKESHIFT_KINDS: MakeshiftKind[] = [
  {
    kind: "backup",
    task: /^(?:backing up|archiving)\b|^storing .*\b(?:photos|files|data|artwork)\b|\bbacked up\b/,
    work: ["an external hard drive", "a USB stick", "files emailed to myself", "a spare laptop"],
  },
  {
    kind: "customers",
    task: /^(?:recovering (?:abandoned|lost)|promoting|marketing|advertising|publicising|capturing leads)\b|\b(?:(?:online|product|restaurant) reviews|leave reviews|for (?:a )?reviews?|wishlists|new customers|followers)\b/,
    work: ["emails sent by hand", "our Facebook page", "a mailing list in a spreadsheet", "posts on Instagram"],
  },
  {
    kind: "answering",
    task: /^(?:answering|replying|responding)\b|^handling \S+ (?:enquiries|requests|questions|complaints|messages|letters)\b/,
    work: ["a document of saved replies", "my own email inbox", "a shared inbox", "texts from my own phone"],
  },
  {
    kind: "chasing",
    task: /^(?:chasing|sending and chasing|recalling|reminding|telling|texting|calling|asking|following up|warning|emailing|thanking|confirming|notifying|contacting|alerting|announcing|nudging|updating \w+ (?:on|about)|keeping (?:in touch|\w+ (?:updated|informed|posted)))\b|^getting \S+ (?:to|back)\b|^sending \S+.*\b(?:notes?|updates?|news|reminders|instructions)\b/,
    work: ["texts from my own phone", "a paper call list", "emails sent one by one", "phone calls and a paper log"],
  },
  {
    kind: "cover",
    task: /^(?:finding|filling|covering|getting (?:enough|referees|cover))\b.*\b(?:cover|volunteers?|helpers?|shifts?|marshals|umpires|referees|judges|timekeepers|scorers?|deputies|dep|locums?|relief|stewards|drivers?|pickers|porters|sitters?|musicians|instructors|players|people for|pharmacists)\b/,
    work: ["a group chat", "texts from my own phone", "a paper call list", "a shared spreadsheet"],
    home: ["a group chat", "texts from my own phone", "a list of numbers on the fridge"],
  },
  {
    kind: "rota",
    task: /\b(?:rotas?|rosters?|rostering|timetabl\w*|standing plan)\b|^(?:planning (?!.*\b(?:budget|fund|bills)\b)|allocating|assigning|deploying|balancing|fitting|dispatching|grouping|juggling|coordinating|making crews|putting \w+ on)/,
    work: ["a whiteboard", "a wall planner", "a shared spreadsheet", "a paper diary"],
    home: ["a calendar on the fridge", "a group chat", "notes on my phone", "a paper diary"],
  },
  {
    kind: "entries",
    task: /^taking (?:\S+ )?(?:sign-ups|entries)\b|^entering\b|^(?:running|managing) sign-ups\b/,
    work: ["paper entry forms", "a shared spreadsheet", "my own email inbox", "a group chat"],
  },
  {
    kind: "booking",
    task: /^taking \S*\s*(?:bookings|pre-bookings)\b|^(?:finding and booking|booking|scheduling|arranging|rebooking|rescheduling|cancelling|reserving|holding|blocking|slotting|letting)\b/,
    work: ["a paper diary", "a wall calendar", "a group chat", "a shared calendar"],
  },
  {
    kind: "photos",
    task: /\b(?:photos?|videos?|footage|photo galler(?:y|ies)|client galleries|recordings|clips|proofs?)\b/,
    work: ["the camera roll on my phone", "a shared drive folder", "an external hard drive", "my own email inbox"],
  },
  {
    kind: "documents",
    task: /\b(?:documents?|files?|scans?|artwork|portfolio)\b/,
    work: ["a shared drive folder", "my own email inbox", "a folder on my desktop", "a box file of paperwork"],
  },
  {
    kind: "comparing",
    task: /^(?:comparing|choosing|shortlisting|lining up|shopping around|finding (?:reliable|trustworthy))\b/,
    work: ["dozens of browser tabs", "a spreadsheet of the options", "pen and paper"],
  },
  {
    kind: "quantities",
    task: /^(?:working out|calculating|estimating)\b/,
    work: ["a calculator and pen and paper", "a spreadsheet I built myself", "the back of an envelope"],
  },
  {
    kind: "quoting",
    task: /^(?:quoting|pricing|costing|estimating)\b|\bquotes?\b/,
    work: [
      "a calculator and pen and paper",
      "a spreadsheet of prices",
      "a Word template for quotes",
      "last year's price list",
    ],
  },
  {
    kind: "invoicing",
    task: /^(?:invoicing|billing|charging|recharging|numbering|settling)\b|\binvoices?\b/,
    work: [
      "a Word invoice template",
      "a spreadsheet and the bank app",
      "a paper invoice book",
      "a calculator and pen and paper",
    ],
  },
  {
    kind: "pay",
    task: /^(?:paying|repaying|correcting)\b|\b(?:wages|pay|payroll|commissions?)\b/,
    work: ["a spreadsheet and the bank app", "a calculator and pen and paper", "paper timesheets and a calculator"],
    home: ["a spreadsheet and the bank app", "a calculator and pen and paper", "notes on my phone"],
  },
  {
    kind: "money",
    task: /^(?:budgeting|adding up|banking|saving|selling (?!.*online))\b|\b(?:fees|subs|subscriptions|money|payments?|dues|rent|deposits|cash|charity donations|costs|budget|instalments|pledges|tronc|an allowance|debts?|overdraft|expenses|bills|duty)\b/,
    work: [
      "a cash tin and a paper log",
      "a cash book",
      "a spreadsheet and the bank app",
      "bank transfers and a paper log",
    ],
    home: [
      "a spreadsheet and the bank app",
      "a calculator and pen and paper",
      "notes on my phone",
      "envelopes of cash",
    ],
  },
  {
    kind: "paperwork",
    task: /^(?:applying|filing|filling (?:in )?\S+ (?:forms?|claims?)|filling (?:customs|disability|pet)|claiming|renewing|registering|submitting|issuing)\b|\b(?:paperwork|forms?|licen[cs]es?|permits?|certificates?|insurance|warrant(?:y|ies)|guarantees?|passports?|consent|waivers?)\b/,
    work: ["a box file of paperwork", "a ring binder", "my own email inbox", "a shared spreadsheet"],
    home: ["a folder of paperwork", "my own email inbox", "a kitchen drawer of letters", "notes on my phone"],
  },
  {
    kind: "orders",
    task: /^(?:taking|collecting|handling|managing|closing|making up|matching|processing|keeping track of)\b.*\borders?\b|\bpre-orders\b/,
    work: ["a paper order book", "a shared spreadsheet", "my own email inbox", "texts from my own phone"],
  },
  {
    kind: "stock",
    task: /\b(?:stock|stocked|stocking|restocking|reordering|ordering|supplies|spares|inventory|running out|run out|sizes)\b/,
    work: [
      "a clipboard stock sheet",
      "a paper order book",
      "a shared spreadsheet",
      "a list on the back of an envelope",
    ],
    home: ["a list on the fridge", "notes on my phone", "a shopping list app"],
  },
  {
    kind: "checks",
    task: /^(?:checking|inspecting|testing|verifying|auditing|servicing|calibrating|cleaning|keeping \S+ (?:serviced|calibrated|maintained|in working order))\b|\b(?:checks?|inspections?|checklists?)\b/,
    work: ["a paper checklist", "a clipboard and a pen", "a ring binder", "a shared spreadsheet"],
    home: ["notes on my phone", "pen and paper", "a checklist on the fridge"],
  },
  {
    kind: "deciding",
    task: /^(?:deciding|forecasting|guessing|baking the right|getting the daily)\b/,
    work: ["last year's notes", "a shared spreadsheet", "pen and paper"],
    home: ["notes on my phone", "pen and paper", "a spreadsheet on the laptop"],
  },
  {
    kind: "writing",
    task: /^(?:writing|drafting|preparing|producing|documenting|translating|building \S+ (?:\S+ )?reports)\b|^(?!logging|recording|tracking|collecting).*\b(?:reports?|scripts?|letters?|newsletters?|guides?|manuals?|glossar(?:y|ies)|specs|recipes)\b/,
    work: ["a Word template", "a shared document", "a folder of old documents"],
  },
  {
    kind: "keys",
    task: /\bkeys\b|\bkey (?:safes?|codes|register)\b/,
    work: ["a key cabinet and a paper log", "a paper sign-out sheet", "a shared spreadsheet"],
  },
  {
    kind: "lending",
    task: /^(?:lending|loaning|hiring out)\b/,
    work: ["a paper sign-out sheet", "a shared spreadsheet", "pen and paper"],
  },
  {
    kind: "records",
    task: /^(?:tracking|logging|recording|keeping|counting|monitoring|measuring|noting|cataloguing|collating|collecting|gathering|capturing|labelling|knowing|remembering|following)\b/,
    work: ["a shared spreadsheet", "a paper log book", "notes on my phone", "a ring binder"],
    home: ["notes on my phone", "pen and paper", "a spreadsheet on the laptop"],
  },
  {
    kind: "other",
    task: /^/,
    // Makeshifts any job may run on: an inbox only where the job comes in by email (answering, entries, orders).
    work: ["a shared spreadsheet", "pen and paper", "a notebook", "a group chat"],
    home: ["notes on my phone", "pen and paper", "a group chat"],
  },
];
/** A developer's makeshifts are a team's, not a paper diary. */
const DEVELOPER_MAKESHIFTS = ["a shared spreadsheet", "a wiki page", "a Slack channel", "a pinned GitHub issue"];

/** The kind of job a task names: the first kind whose pattern it matches. */
export const makeshiftKind = (task: string): MakeshiftKind => MAKESHIFT_KINDS.find((k) => k.task.test(task))!;

/** Two makeshifts for a need (by its topic, without randomness: the same need, the same two). */
export function makeshifts(task: string, topic: string, register: string, family: string): string[] {
  const kind = makeshiftKind(task);
  const options =
    family === "developers" ? DEVELOPER_MAKESHIFTS : register === "home" ? (kind.home ?? kind.work) : kind.work;
  let h = 0;
  for (const c of topic) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const first = h % options.length;
  return [options[first]!, options[(first + 1 + ((h >>> 8) % (options.length - 1))) % options.length]!];
}

/**
 * A need line: "topic|task|pain", then optionally "when: a; b" (its own moments) and "uses: x; y"
 * (what its people use now). It keeps its own moments alongside the audience's that fit it; its own
 * "uses:" replace the audience's tools (a need names them where the audience's would not fit).
 */
function parseNeed(line: string, audience: string) {
  const [topic, task, pain, ...rest] = split(line);
  const own = { when: [] as string[], uses: [] as string[] };
  for (const field of rest) {
    const m = /^(when|uses): (.+)$/.exec(field);
    if (!m) throw new Error(`need of ${audience} has a field that is not "when:" or "uses:": ${line}`);
    own[m[1] as "when" | "uses"].push(...m[2]!.split("; "));
  }
  if (!topic || !task || !pain) throw new Error(`need of ${audience} is not "topic|task|pain": ${line}`);
  return { topic, task, pain, ...own };
}

/** Every need of the ontology in a fixed order (family, audience, need), without randomness. */
export function ontologyNeeds(): Omit<Need, "trend" | "peak" | "onset" | "weight">[] {
  const out: Omit<Need, "trend" | "peak" | "onset" | "weight">[] = [];
  for (const family of FAMILIES)
    for (const a of family.audiences) {
      const parsed = a.needs.map((line) => parseNeed(line, a.key));
      const domain = domainWords(a, parsed);
      for (const { topic, task, pain, when, uses } of parsed) {
        const words = { topic, task, pain };
        // A need's own makeshifts stand alone: an audience tool sharing a word with it ('card' in a
        // loyalty card and in card machine fees) is not what its people use for it.
        const tools = uses.length ? uses : fitting(split(a.tools), words, domain);
        out.push({
          index: out.length,
          family: family.name,
          register: family.register,
          audience: a.key,
          topic,
          task,
          pain,
          who: split(a.who),
          roles: split(a.role),
          tools: tools.length ? tools : makeshifts(task, topic, family.register, family.name),
          times: [...when, ...fitting(split(a.times), words, domain)],
          community: a.community,
          familyCommunity: family.community,
          site: a.site ?? null,
        });
      }
    }
  return out;
}

export const NEED_COUNT = ontologyNeeds().length;

/** Every need, with a trend and a popularity drawn from `rng`. */
export function buildNeeds(rng: Rng): Need[] {
  const needs: Need[] = ontologyNeeds().map((n) => {
    const r = rng.next();
    const trend = TREND_SHARES.find(([, upTo]) => r < upTo)?.[0] ?? "steady";
    const peak = rng.int(0, 11);
    const onset = trend === "emerging" ? rng.int(5, TREND_WINDOW - 1) : rng.int(3, 6);
    return { ...n, trend, peak, onset, weight: 0 };
  });
  // Popularity follows a long tail (Zipf-like) over a shuffled order: a few needs are voiced often.
  rng.shuffle(needs).forEach((need, rank) => (need.weight = 1 / Math.pow(rank + 20, 1.1)));
  return needs;
}

/** A need's plain statement: what the need is, for tests and reports. */
export function statement(need: Pick<Need, "topic" | "who">): string {
  return `${need.topic} (${need.who[0]})`;
}

/** How often a need is voiced in month m (0..months-1) relative to its other months. */
export function monthWeight(need: Need, m: number, months: number, startMonth: number): number {
  const x = m / Math.max(1, months - 1);
  switch (need.trend) {
    case "rising":
      return 0.15 + 1.8 * x * x;
    case "fading":
      return 0.15 + 1.8 * (1 - x) * (1 - x);
    case "seasonal": {
      const calendar = (startMonth + m) % 12;
      const d = Math.min(Math.abs(calendar - need.peak), 12 - Math.abs(calendar - need.peak));
      return d <= 1 ? 2.5 : 0.3;
    }
    case "emerging": {
      // Nobody mentions it before its first month; then more people every month.
      const since = m - (months - need.onset);
      return since < 0 ? 0 : 0.4 + (1.6 * (since + 1)) / need.onset;
    }
    case "cooling":
      // Voiced through the year before, then less in its last months: how much less differs by need.
      return m < months - TREND_WINDOW ? 0 : m < months - need.onset ? 1.5 : 0.15 + 0.04 * need.peak;
    default:
      return 1;
  }
}
