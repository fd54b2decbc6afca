/**
 * The kind of thing a group asks for, read from its posts: a reminder is simpler to build than an
 * app, an app than a marketplace, a marketplace than hardware or a regulated service. Each kind
 * gives simplicity (1-100) and a factor on the audience's yearly spend (scoring.ts).
 *
 * A regulated service is one whose product does the regulated act itself (takes or moves money,
 * runs payroll, files returns, dispenses or prescribes, lends, insures): a reminder of a tax
 * deadline or a log of prescriptions collected is a reminder or a log, whatever its subject.
 */
export interface Kind {
  id: string;
  label: string;
  simplicity: number;
  spendFactor: number;
  pattern: RegExp;
}

const k = (id: string, label: string, simplicity: number, spendFactor: number, words: string): Kind => ({
  id,
  label,
  simplicity,
  spendFactor,
  pattern: new RegExp(`\\b(?:${words})\\b`, "i"),
});

/** Most demanding first: a post asking for 'an app that takes card payments' is a regulated service. */
export const KINDS: Kind[] = [
  k(
    "regulated",
    "a regulated service (moving money, prescribing, filing)",
    12,
    2,
    [
      "(?:tak(?:e|es|ing)|accept(?:s|ing)?|process(?:es|ing)?|collect(?:s|ing)?|handl(?:e|es|ing)|split(?:s|ting)?) (?:card |online |recurring |the |their |our )?payments",
      "payment (?:processing|processors?|gateways?|provider)|card payments|direct debits?|money transfers?|escrow",
      "(?:run(?:s|ning)?|process(?:es|ing)?|do(?:es|ing)?) (?:the |our |their )?payroll|payroll (?:software|system|provider)",
      "(?:fil(?:e|es|ing)|submit(?:s|ting)?) (?:my |our |their |the )?(?:tax |vat )?returns|tax filing|e-?filing",
      "dispens(?:e|es|ed|ing)|prescrib(?:e|es|ed|ing|er|ers)|e-?prescri\\w*",
      "lenders?|money lending|loan applications?|underwrit\\w*|insurance (?:claims|policies|quotes)|open(?:ing)? (?:a )?bank accounts?",
    ].join("|"),
  ),
  k(
    "hardware",
    "hardware",
    20,
    2,
    "hardware|devices?|sensors?|gadgets?|laptops?|chairs?|desks?|keyboards?|headphones?|monitors?|printers?|robots?|drones?|raspberry pi|arduino|kits?|cameras?",
  ),
  k(
    "marketplace",
    "a marketplace",
    30,
    1.5,
    // 'marketplace sales' or 'marketplace fees' are what a seller has, not a marketplace to build.
    "marketplaces?(?! (?:sales|sellers?|fees|listings?|orders?|income|payouts?|accounts?|shops?|stores?))|matching|match(?:es)? .{0,20}with|connects? .{0,20}with|hire|hiring|freelancers? for|find (?:a|an) (?:tutor|plumber|cleaner|developer|designer)",
  ),
  k("platform", "a platform or network", 40, 1.2, "platforms?|social network|communit(?:y|ies)|forums?|crowdfunding"),
  k(
    "data",
    "analytics or AI",
    45,
    1.2,
    "analytics|machine learning|\\bai\\b|recognition|predict\\w*|recommendation engine|search engine|scrap(?:e|ing)",
  ),
  k("integration", "an integration or API", 55, 1, "apis?|integrat\\w*|sync\\w*|import|export|webhooks?|plugins? for"),
  k(
    "scheduling",
    "a booking or scheduling system",
    60,
    1,
    "booking|bookings|schedul\\w*|appointments?|calendars?|rota|shifts?",
  ),
  k("app", "an app", 62, 1, "apps?|applications?|software|saas|services?|tools?|programs?|platform-free"),
  k("website", "a website or dashboard", 70, 0.8, "websites?|site|dashboards?|portal|landing page"),
  k(
    "content",
    "a guide, course or list",
    78,
    0.3,
    "books?|courses?|tutorials?|guides?|podcasts?|newsletters?|blogs?|resources?|talks?|documentar(?:y|ies)|videos?",
  ),
  k(
    "extension",
    "a browser extension, bot or script",
    80,
    0.5,
    "extensions?|add-ons?|bots?|scripts?|cli|command line|command-line|shortcuts?|macros?",
  ),
  k(
    "sheet",
    "a shared sheet or tracker",
    86,
    0.4,
    "spreadsheets?|sheets?|trackers?|tracking|logs?|logging|recording|records|diar(?:y|ies)|checklists?|templates?|lists?",
  ),
  k("reminder", "a reminder", 92, 0.3, "remind\\w*|alerts?|notif\\w*|nudges?"),
];

const APP = KINDS.find((kind) => kind.id === "app")!;

/** Kinds a post may name as what the product is about rather than what it is ('checking first aid kits'). */
const SUBJECT_KINDS = new Set(["regulated", "hardware"]);
/** Words that say the product is a plain reminder or tracker, whatever it reminds of or tracks. */
const SIMPLE_FORM =
  /\b(?:remind\w*|reminders?|trackers?|tracking|track of|keep(?:ing)? track|checklists?|checks|checking|inspections?|spreadsheets?|logbooks?|log of)\b/i;

/** The kinds one post names: a post asking for a reminder or a tracker names no regulated act or device as the product. */
function kindsIn(text: string): Kind[] {
  const simple = SIMPLE_FORM.test(text);
  return KINDS.filter((kind) => kind !== APP && kind.pattern.test(text) && !(simple && SUBJECT_KINDS.has(kind.id)));
}

/**
 * The kind most of the group's posts name (ties: the more demanding). 'App', 'tool' and 'software'
 * are how people ask for anything: they count only when no post names a more telling kind.
 */
export function kindOf(texts: string[]): Kind {
  const votes = new Map<Kind, number>();
  for (const text of texts) for (const kind of kindsIn(text)) votes.set(kind, (votes.get(kind) ?? 0) + 1);
  const ranked = [...votes].sort((x, y) => y[1] - x[1] || KINDS.indexOf(x[0]) - KINDS.indexOf(y[0]));
  return ranked[0]?.[0] ?? APP;
}

/** Posts that name something already in use or tried ('I use', 'alternative to', 'instead of'): builders already there. */
const EXISTING =
  /\b(?:alternatives? to|instead of|replace|switch(?:ed|ing)? from|currently us(?:e|ing)|i(?:'ve| have)? tried|we(?:'ve| have)? tried|been using|like [A-Z]\w+)\b/;

export function existingMentions(texts: string[]): number {
  return texts.filter((t) => EXISTING.test(t)).length;
}
