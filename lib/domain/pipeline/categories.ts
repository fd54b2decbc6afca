/**
 * An idea's category from the words of its posts: keyword lists per category, the category with
 * the most keyword hits wins (ties go to the earlier category); no hit at all is "Other".
 */
import type { IdeaCategoryName } from "@/lib/domain/ideas/categories";

/** The 13 categories: the one list of lib/domain/ideas/categories.ts. */
export type PipelineCategory = IdeaCategoryName;

const KEYWORDS: [PipelineCategory, string[]][] = [
  [
    "Tech",
    [
      "css",
      "framework",
      "frameworks",
      "javascript",
      "python",
      "linux",
      "ide",
      "hosting",
      "github",
      "programmer",
      "programmers",
      "algorithm",
      "code",
      "bug",
      "build",
      "tests",
      "server",
      "api",
      "database",
      "password",
      "passwords",
      "backup",
      "backups",
      "programming",
      "deploy",
      "developer",
      "computer",
      "laptop",
      "pipeline",
      "devops",
      // A website's certificates ('SSL', 'TLS'), not a gas engineer's or a course's.
      "ssl",
      "tls",
      "https",
      // Home and office networking is Tech, though it is set up in a house.
      "router",
      "routers",
      "wifi",
      "modem",
      "firmware",
      "wireless",
      "ethernet",
      "vpn",
      "dns",
    ],
  ],
  [
    "Finance",
    [
      "invoice",
      "invoices",
      "payment",
      "payments",
      "budget",
      "expense",
      "expenses",
      "receipt",
      "receipts",
      "tax",
      "taxes",
      "accounting",
      "accountant",
      "bank",
      "money",
      "loan",
      "salary",
      "debt",
      "savings",
      "invest",
      "costs",
    ],
  ],
  [
    "Health",
    [
      "illness",
      "chronic",
      "clinic",
      "clinics",
      "gp",
      "gps",
      "locum",
      "nurse",
      "nursing",
      "medicine",
      "medical",
      "hospital",
      "baby",
      "babies",
      "naps",
      "disability",
      "dental",
      "dentist",
      "patients",
      "physio",
      "healthcare",
      "medication",
      "medications",
      "pill",
      "pills",
      "doctor",
      "health",
      "workout",
      "workouts",
      "fitness",
      "gym",
      "diet",
      "sleep",
      "therapy",
      "patient",
      "prescription",
      "prescriptions",
      "doses",
      "symptoms",
    ],
  ],
  [
    "Education",
    [
      "homeschool",
      "homeschooling",
      "curriculum",
      "pupils",
      "instructor",
      "instructors",
      "student",
      "students",
      "teacher",
      "teachers",
      "class",
      "classes",
      "essay",
      "essays",
      "grading",
      "homework",
      "course",
      "exam",
      "study",
      "learn",
      "learning",
      "language",
      "lesson",
      "school",
      "tutor",
    ],
  ],
  [
    "Marketing",
    [
      // Being found and chosen; a shop's or a stall's stock, counter and orders are Work.
      "sellers",
      "etsy",
      "amazon",
      "marketplace",
      "social",
      "audience",
      "newsletter",
      "newsletters",
      "sponsor",
      "sponsors",
      "brand",
      "brands",
      "seo",
      "ads",
      "campaign",
      "followers",
      "marketing",
      "leads",
      "posts",
    ],
  ],
  [
    "Property",
    [
      "roof",
      "roofing",
      "roofer",
      "architect",
      "architects",
      "building",
      "buildings",
      "facilities",
      "plumbing",
      "plumber",
      "electrician",
      "boiler",
      "damp",
      "deposit",
      "deposits",
      "guarantee",
      "guarantees",
      "house",
      "realestate",
      "tenant",
      "tenants",
      "landlord",
      "rent",
      "lease",
      "property",
      "renovation",
      "contractor",
      "contractors",
      "repair",
      "repairs",
      "apartment",
      "flat",
      "mortgage",
      "maintenance",
      "builder",
    ],
  ],
  [
    "Food",
    [
      "kitchen",
      "snacks",
      "popcorn",
      "takings",
      "bakery",
      "bread",
      "cafe",
      "menu",
      "catering",
      "farm",
      "farmers",
      "veg",
      "harvest",
      "recipe",
      "recipes",
      "meal",
      "meals",
      "cook",
      "cooking",
      "dinner",
      "dinners",
      "grocery",
      "groceries",
      "fridge",
      "restaurant",
      "food",
      "ingredients",
      "beer",
      "beers",
      "brew",
      "brewing",
      "wine",
      "coffee",
      "hops",
      "yeast",
    ],
  ],
  [
    "Work",
    [
      "handover",
      "handovers",
      "warehouse",
      "client",
      "clients",
      "contract",
      "contracts",
      "freelance",
      "freelancer",
      "workers",
      // Serving customers is running a business, whatever it sells (a pet shop's deliveries).
      "customer",
      "customers",
      "payroll",
      "timesheet",
      "timesheets",
      "laundry",
      "legal",
      "lawyer",
      "lawyers",
      "solicitor",
      "solicitors",
      "laundrette",
      "launderette",
      "nanny",
      "nannies",
      "babysitting",
      "babysitter",
      "meeting",
      "meetings",
      "team",
      "manager",
      "shift",
      "shifts",
      "schedule",
      "rota",
      "job",
      "jobs",
      "resume",
      "interview",
      "employee",
      "employees",
      "staff",
      "hiring",
      "career",
      "office",
      // Furnishing a place to work: an office chair, a standing desk.
      "desk",
      "desks",
      "chair",
      "chairs",
      "tasks",
      "applications",
      // Managing projects is work, whatever the project makes.
      "project",
      "projects",
      // Hiring things out (castles, marquees, tools): bookings, deliveries and cleaning between hires.
      "hire",
      "hires",
      "rental",
      "rentals",
      // Running a shop or a stall: its stock, counter, orders and staff.
      "shop",
      "shops",
      "store",
      "retail",
      "retailer",
      "stock",
      "stall",
      "stalls",
    ],
  ],
  [
    "Entertainment",
    [
      "podcast",
      "podcasts",
      "music",
      "video",
      "videos",
      "game",
      "games",
      "movie",
      "movies",
      "stream",
      "episode",
      "episodes",
      "audio",
      "youtube",
      "wedding",
      "weddings",
      "party",
      "parties",
      "booth",
      "booths",
      // A musician's guitars: their setups, repairs and loans.
      "guitar",
      "guitars",
    ],
  ],
  [
    "Travel",
    [
      "trip",
      "trips",
      "travel",
      "flight",
      "flights",
      "hotel",
      "hotels",
      "itinerary",
      "vacation",
      "passport",
      "luggage",
      "fares",
      "commute",
      "commuting",
      "commuter",
      "trains",
      // Getting about by bike: a commuter's bike and its upkeep are travel, not a house's repairs.
      "bike",
      "bikes",
      "bicycle",
      "bicycles",
      "cycling",
    ],
  ],
  [
    "Green",
    [
      "energy",
      "electricity",
      "solar",
      "waste",
      "recycling",
      "emissions",
      "carbon",
      "compost",
      "allotment",
      "allotments",
      "sustainability",
      "sustainable",
      "appliances",
    ],
  ],
  [
    "Community",
    [
      "conservation",
      "church",
      "parish",
      "members",
      "membership",
      "society",
      "association",
      "village",
      "festival",
      "volunteer",
      "volunteers",
      "neighbour",
      "neighbours",
      "neighbor",
      "charity",
      "nonprofit",
      "community",
      "event",
      "events",
      "dog",
      "dogs",
      "pet",
      "pets",
      "aquarium",
      "aquariums",
      "club",
      "parenting",
      "teen",
      "teenager",
      "coparenting",
      // A family's home life: the kids' routines, belongings and holidays.
      "kids",
      "bedtime",
      "childcare",
      "grandparents",
      "grandchild",
      "grandchildren",
    ],
  ],
];

/** How many posts a group needs before a word only one of them says is an aside: of two, either may be the topic. */
const ASIDE_AMONG = 3;

/** The categories the posts name, each as often as posts name it, leaving out those one post of several names. */
function postVotes(texts: string[]): PipelineCategory[] {
  const counts = new Map<PipelineCategory, number>();
  for (const text of texts)
    for (const category of categoriesIn(text)) counts.set(category, (counts.get(category) ?? 0) + 1);
  const least = texts.length >= ASIDE_AMONG ? 2 : 1;
  return [...counts].flatMap(([category, n]) => (n >= least ? Array<PipelineCategory>(n).fill(category) : []));
}

const INDEX = new Map<string, PipelineCategory[]>();
for (const [category, words] of KEYWORDS)
  for (const word of words) INDEX.set(word, [...(INDEX.get(word) ?? []), category]);

/** How much the job's own words weigh against one post's: the job is what the idea is about. */
const JOB_WEIGHT = 2;
/** ... and a community's name ('ChronicIllness', 'Roofing'): the world the posts come from. */
const COMMUNITY_WEIGHT = 3;

/** The categories a text's words name, each once ('energy' twice in one post is one vote). */
function categoriesIn(text: string): Set<PipelineCategory> {
  const found = new Set<PipelineCategory>();
  // 'ChronicIllness', 'NewParents': a community's name in camel case is several words.
  const words =
    text
      .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
      .toLowerCase()
      .match(/[a-z]+/g) ?? [];
  for (const word of words)
    for (const category of INDEX.get(word) ?? INDEX.get(word.replace(/s$/, "")) ?? []) found.add(category);
  return found;
}

/**
 * The category the group's words name most: each post votes once per category it names, the job
 * phrase JOB_WEIGHT times and each community's name COMMUNITY_WEIGHT times (ties: the earlier
 * category); no vote at all is "Other". Of ASIDE_AMONG or more posts, a category named by one post
 * only is an aside ('a video' mentioned once among notes on ideas) and gets no vote.
 */
export function categoryOf(texts: string[], job = "", communities: string[] = []): PipelineCategory {
  const hits = new Map<PipelineCategory, number>();
  const vote = (categories: Iterable<PipelineCategory>, weight: number) => {
    for (const category of categories) hits.set(category, (hits.get(category) ?? 0) + weight);
  };
  vote(postVotes(texts), 1);
  vote(categoriesIn(job), JOB_WEIGHT);
  for (const community of new Set(communities)) vote(categoriesIn(community), COMMUNITY_WEIGHT);
  let best: PipelineCategory = "Other";
  let most = 0;
  for (const [category] of KEYWORDS) {
    const n = hits.get(category) ?? 0;
    if (n > most) [best, most] = [category, n];
  }
  return best;
}

/**
 * The world a community's name says its members work or live in ('Dentistry', 'Plumbing',
 * 'KitchenConfidential', 'youthsports'), word by word: a word as written or without its plural
 * 's'; a word ending in '*' also as the start of one ('dentist*': 'Dentistry'). General
 * communities (Hacker News, 'smallbusiness', 'productivity', 'software') name no world.
 */
const WORLDS: [PipelineCategory, string][] = [
  [
    "Health",
    "health* healthcare medicine medical dentist* dental pharmac* veterinar* physio* physicaltherapy therapist* careworker* carer* nurse nurses nursing optometr* optician* massage podiatr* audiolog* dietetic* dietitian* slp occupational hospice doula* chronicillness medlab* agingparents disability personaltraining fitness",
  ],
  [
    "Food",
    "kitchen* barista* bread* breadit chef* chefit food* foodtruck* pub brewery thebrewery brew* butcher* roast* roasting icecream* mealprep cheese* cheesemaking bartender* wine winemaking farm* farming marketgardening beekeeping bees homestead* chicken* backyardchickens poultry mushroom* microgreens cooking cook restaurant* restaurateur* livestock sheep dairy cattle vineyard* vending",
  ],
  [
    "Property",
    "contractor construction carpentry flooring tile tiling woodstoving stove* pool pools handyman window windows glazing glazier* arborist* landscaping plumbing electrician* roofing cleaning hvac paint painting locksmith* pestcontrol windowcleaning homesecurity appliancerepair carpet* carpetcleaning landlord* propertymanagement property hoa realestate realestateinvesting housing housinguk homebuyer* firsttimehomebuyer homeimprovement facilitiesmanagement architect* realtor* lawncare lawn surveying diy",
  ],
  [
    "Education",
    "teacher* ukteachers teaching instructor* tutor* tutoring ece* tefl phd professor* specialed adulteducation education codingbootcamp bootcamp forestschool uniuk homeschool* academia school* student*",
  ],
  [
    "Entertainment",
    "newtubers youtube* podcast* twitch stream* wedding* eventplanning band* livesound festival* escaperoom* truefilm film* magic radio boardgame* dmacademy orchestra choral* choralmusic theatre guitar vinyl modeltrain* quiz music piano",
  ],
  [
    "Community",
    "sportsclub* running bootroom tennis swimming fishing triathlon netball skiing cycling chess martialarts dance climbing golf sailing rowing cricket rugby* rugbyunion gymnastics youthsport* scouting scout* nonprofit volunteer* volunteering conservation fixit localgovernment reformed church* charity* charityshops pta rescuedog* dogs pets equestrian horse* bookclub hiking birding bridge astronomy genealogy museum* museumpros mutualaid lifeguards hobbies librar* pottery ceramic* coparenting",
  ],
  ["Travel", "airbnb* hospitality hotel* camping campsite* tourguide* travel* travelagent* outdoors boating marina*"],
  // A photographer's shoots, orders and print deliveries are a service business's work, as a salon's are.
  [
    "Work",
    "jobs recruiting humanresources hr customerservice sales callcentre* warehouse* warehouseworkers securityguard* securityguards nanny couriersofreddit courier* trucker* truckers taxidriver* taxidrivers logistics moving freelance freelancewriters translationstudies translation coworking consulting lawyertalk law lawyer* manufacturing printshop signs remotework workplace journalism importexport franchise autodetailing mobilerepair funeraldirectors salon* hairstylist esthetics nails lashextensions makeupartist* tattooartists spa mechanic* askcarsales carsales cardealer* bikeshop woodworking sewing tailor* jewelrymaking jewellery* doggrooming dogtraining bookselling florist* antiques photograph* photo weddingphotography",
  ],
  [
    "Finance",
    "accounting accountant* taxpros tax financialplanning insurance personalfinance budgeting ukpersonalfinance money",
  ],
  [
    "Marketing",
    "marketing publicrelations shopify fulfillmentbyamazon etsy* etsysellers webmasters substack newsletter*",
  ],
  // Making a game is making software: its bug reports, builds and playtests are a developer's.
  [
    "Tech",
    "webdev devops dataengineering opensource saas msp programming serverfault datascience indiehackers gamedev",
  ],
  ["Green", "solar waste recycling horticulture gardening allotment*"],
];

const WORLD_WORDS = new Map<string, PipelineCategory>();
const WORLD_STEMS: [string, PipelineCategory][] = [];
for (const [category, words] of WORLDS)
  for (const word of words.split(" "))
    if (word.endsWith("*")) WORLD_STEMS.push([word.slice(0, -1), category]);
    else WORLD_WORDS.set(word, category);

/** The world a community's name names ('Dentistry': Health), or null for a general community. */
export function communityWorld(community: string): PipelineCategory | null {
  const name = community
    .replace(/^r\//i, "")
    .replace(/\.stackexchange\.com$/i, "")
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  const whole = name.replace(/ /g, "");
  const words = [whole, ...name.split(" ")];
  for (const word of words) {
    const found = WORLD_WORDS.get(word) ?? WORLD_WORDS.get(word.replace(/s$/, ""));
    if (found) return found;
    const stem = WORLD_STEMS.find(([s]) => word.startsWith(s));
    if (stem) return stem[1];
  }
  return null;
}

/**
 * The world most of the group's communities name, the communities in order of their posts (the
 * first weighs 3, the second 2, the rest 1): null when no community names one, or when no world has
 * at least half of the weight. A first community that names no world ('smallbusiness', 'CarTalkUK')
 * weighs as naming none when every world named comes from a Stack Exchange site: a site is a topic
 * its askers visit, not their trade (a driver asking once on the DIY site does not do up houses).
 */
export function worldOf(communities: string[]): PipelineCategory | null {
  const weights = new Map<PipelineCategory, number>();
  const unique = [...new Set(communities)];
  const naming = unique.filter((c) => communityWorld(c));
  let total =
    unique.length && !communityWorld(unique[0]!) && naming.every((c) => /\.stackexchange\.com$/i.test(c)) ? 3 : 0;
  unique.forEach((community, rank) => {
    const world = communityWorld(community);
    if (!world) return;
    const w = rank === 0 ? 3 : rank === 1 ? 2 : 1;
    weights.set(world, (weights.get(world) ?? 0) + w);
    total += w;
  });
  const top = [...weights].sort((a, b) => b[1] - a[1])[0];
  return top && top[1] * 2 >= total ? top[0] : null;
}

/**
 * The category of an audience's own world, when one fits nearly every job it asks about (a
 * dietitian's sessions are Health, not Finance; a shop's refunds are not Tech). Audiences whose
 * jobs span categories (small businesses, households, managers) are left to the posts' words.
 */
const AUDIENCE_CATEGORY: Record<string, PipelineCategory> = {
  ...Object.fromEntries(
    "dental physician therapist physio vet pharmacy nurse hospital hospice carehome caregiver gym"
      .split(" ")
      .map((id) => [id, "Health"]),
  ),
  ...Object.fromEntries(
    "landlord propertymanager realtor tenant homeowner plumber electrician builder cleaner landscaper"
      .split(" ")
      .map((id) => [id, "Property"]),
  ),
  ...Object.fromEntries("restaurant cafe bakery brewery foodtruck".split(" ").map((id) => [id, "Food"])),
  // Selling online is won by being found; a shop's stock, staff and counter are the work of running it.
  ...Object.fromEntries("ecommerce marketer sales".split(" ").map((id) => [id, "Marketing"])),
  ...Object.fromEntries("accountant insurance advisor investor".split(" ").map((id) => [id, "Finance"])),
  ...Object.fromEntries("developer datascientist".split(" ").map((id) => [id, "Tech"])),
  ...Object.fromEntries("teacher school tutor student homeschool childcare".split(" ").map((id) => [id, "Education"])),
  ...Object.fromEntries("hotel travelagent traveller".split(" ").map((id) => [id, "Travel"])),
  ...Object.fromEntries("musician podcaster gamer eventplanner".split(" ").map((id) => [id, "Entertainment"])),
  ...Object.fromEntries(
    "club sportsclub familyhistorian coach nonprofit church library council".split(" ").map((id) => [id, "Community"]),
  ),
  ...Object.fromEntries("farmer smallholder".split(" ").map((id) => [id, "Food"])),
  // Running a salon or a haulage firm is the work of a small business, whatever it books or stocks.
  ...Object.fromEntries("salon".split(" ").map((id) => [id, "Work"])),
  ...Object.fromEntries(
    "recruiter jobseeker remote freelancer consultant lawyer trucking taxi mechanic shop photographer petcare hire"
      .split(" ")
      .map((id) => [id, "Work"]),
  ),
};

/**
 * Jobs whose own domain is the same whoever does them: money (invoicing, fees, deposits, rent, cash, budgets,
 * tax, annual accounts) is Finance, energy and waste (solar, heat pumps, waste, recycling) are Green, moving
 * parcels or managing staff is Work, and the aids people live with a disability by (stairlifts,
 * wheelchairs, mobility scooters, hearing aids) are Health, whether a dentist, a shop or a campsite
 * asks. Only the job's object counts (jobObject): 'taking hall bookings and deposits' is about bookings.
 */
const JOB_DOMAINS: [PipelineCategory, RegExp][] = [
  [
    "Finance",
    // Not the duty of a rota ('the duty rota for safety boats'), a cash-and-carry wholesaler, the right
    // to rent, nor a thing owed that is named beside it ('lessons owed', 'owed medicines').
    /\b(invoic\w*|billing|bills|payments?|deposits?|fees|fines|payroll|wages|pay(?![- ]as[- ]you)|payslips?|salar(?:y|ies)|royalt(?:y|ies)|budget(?:s|ing)?|expenses|mileage|tax|vat|cis|receipts|bookkeeping|ledgers?|reconcil\w*|disbursements|earnings|income|credit|refunds?|pensions?|duty(?! (?:rotas?|rosters?|shifts?|cover|doctors?|managers?|officers?))|(?<!right[ -]to[ -])rents?|charges|money|cash(?! and carry)|allowances?|unpaid|sales commissions?|child maintenance|(?:annual|year-end|monthly|trade(?: counter)?) accounts|(?:car|home|pet|life) insurance|takings|profits?|reimburse\w*|balances|expense claims?|(?:student|bridging|personal|business|car|bank) loans?|mortgages?|(?:'s|’s) bank|bank(?:ing| accounts?| statements?| transactions?)|(?<!\w+s )(?:owed?|owes|owing)(?! \w+s\b))\b/,
  ],
  // Sales counted up are money taken, whatever is sold ('logging fuel sales at the pontoon'); a sale refused
  // at the till is not.
  [
    "Finance",
    /^(?:logging|recording|tracking|counting|reconciling|keeping track of|adding up|working out) (?!refused )(?:[\w-]+ ){0,2}sales\b/,
  ],
  // Volunteers and fundraising are a community's, whoever asks (a hospice's lottery, a helpline's volunteers,
  // a fun run's marshals).
  ["Community", /\b(volunteer(?:s|ing)?|marshals|fun runs?|fundrais\w*|raffles?|lotter(?:y|ies)|donations?)\b/],
  // A family's childcare found and pieced together is home life (a nursery's funded hours are its own business).
  ["Community", /(?<!funded )\bchildcare\b(?! (?:hours|funding|places|vouchers|ratios))/],
  // Home and office connections are technology, whoever they fail.
  ["Tech", /\b(internet|broadband|wi-?fi|routers?|passwords?|laptops?|computers?|pcs)\b/],
  ["Green", /\b(solar|pv|heat pumps?|ev charg\w*|waste|recycl\w*|compost\w*|emissions|carbon|insulation)\b/],
  [
    "Health",
    // ... and medicine, a person's or an animal's: a smallholder's vet and medicine records are health records.
    // So are a body's injuries and tests (a concussion, a lab's specimens), a baby's care, a pool's
    // chlorine that keeps bathers well, and a gym's or a personal trainer's members and sessions.
    /\b(stairlifts?|wheelchairs?|mobility (?:scooters?|aids?)|hearing aids?|walking frames?|vets?|veterinary|medicines?|medications?|vaccinations?|vaccines?|worming|prescriptions?|injur(?:y|ies)|concussions?|specimens|doses|bab(?:y|ies)|chlorine|gym (?:members?|memberships?|inductions?)|(?:pt|personal training) (?:sessions?|packages?|clients?))\b/,
  ],
  // Teaching is Education, whatever is taught and wherever: a piano teacher's lessons, a tutor's
  // sessions, a course's students (not the lessons a team learned from an outage).
  [
    "Education",
    /\b(lessons?(?! learn(?:ed|t)\b)|tutors?|tutoring|tutees?|students?|coursework|curriculum|syllabus\w*|classrooms?|homeschool\w*)\b/,
  ],
  [
    "Work",
    // 'Returns' of goods, not the returns one files or earns ('catch returns', 'box office returns', 'licence returns').
    // ... and a business's vans and vehicles: their checks, runs and fuel are its work, whatever it sells.
    /\b(couriers?|shipping|vans?|vehicles?|(?<!(?:catch|office|investment|licen[cs]e|tax|vat|cis) )returns|returned|mots?|staff|hiring|recruiting(?! (?:volunteers?|trustees?))|timesheets?)\b/,
  ],
  // Nights out are entertainment, whoever hosts them: a pub's quiz, live music or darts teams, a Santa's grotto (a
  // conservation group's work parties are work).
  [
    "Entertainment",
    /\b(quiz(?:zes)?|live music|bands?|djs?|darts|karaoke|(?<!(?:work|bridal|wedding) )parties|party (?:packages?|bookings?|bags?)|grottos?)\b/,
  ],
  // Being found is marketing, whoever is found: a window cleaner's leaflet drops, a franchise's local ads.
  ["Marketing", /\b(marketing|advertis\w*|adverts?|leaflets?|leafleting|flyers?|promotions?)\b/],
  // Chartering a boat or a coach is a trip, whoever sells the seats.
  ["Travel", /\b(charters?|chartered)\b/],
  // Food safety and a café's tables are food's, wherever the café stands (a garden centre's, a farm shop's).
  [
    "Food",
    /\b(listeria|salmonella|food hygiene|food safety|allergens?|(?:caf[eé]|restaurant|table) (?:bookings|reservations))\b/,
  ],
];

/**
 * Phrases that name a job's domain wherever they stand in it, in its object or after it: a purpose
 * ('... for tax', '... with duty and VAT'), a cost shared out, an exam prepared for, a building
 * repaired, a review asked for, a child's screen time. Read only when the object names no domain.
 */
const JOB_PHRASES: [PipelineCategory, RegExp][] = [
  [
    "Finance",
    /\b(?:for|with|including) (?:[\w'-]+ ){0,2}(?:tax|vat|payroll)\b|\b(?:sharing|splitting|spreading) (?:the )?(?:[\w'-]+ ){0,2}costs?\b|\b(?:meal|lunch|dinner) (?:money|accounts?)\b/,
  ],
  [
    "Education",
    /\bexams?\b|\brevision timetables?\b|\b(?:english|esol|language|maths|literacy) (?:classes|lessons|courses)\b|\bcourse (?:students|participants)\b|\beducation (?:health and care )?plans?\b|\behcps?\b/,
  ],
  [
    "Property",
    /\brepairs? (?:to|on|of) (?:[\w'-]+ ){0,3}(?:buildings?|house|houses|homes?|roofs?|halls?|flats?)\b|\b(?:kitchen|bathroom) fit(?:s|ting)?\b|\bplace to live\b|\b(?:house|flat) ?shares?\b/,
  ],
  [
    "Marketing",
    /\b(?:asking|getting|collecting|chasing|requesting) (?:[\w'-]+ ){0,3}(?:for )?(?:a |an )?(?:[\w'-]+ )?(?<!(?:performance|medicine|medication|annual|case|code|peer|pr|request|design|care plan) )reviews?\b/,
  ],
  ["Community", /\bscreen time\b|\bparental controls\b|\bgrand(?:child|children|kids)\b/],
];

/**
 * The part of a job phrase that names what the job handles: the words before its first 'and' or
 * preposition ('sending gig contracts' of 'sending gig contracts and collecting deposits'; 'keeping
 * recipes consistent' of 'keeping recipes consistent between staff'; a pair said as one thing, 'cash
 * and carry' or 'health and safety', is not cut), or the whole phrase when that is a bare verb
 * ('collecting and reporting tourist tax').
 */
export function jobObject(job: string): string {
  const phrase = job.toLowerCase().trim();
  const head =
    phrase.split(/\s+(?:and(?! (?:carry|breakfast|safety)\b)|for|from|to|with|on|at|between|among|across)\s+/)[0] ??
    phrase;
  return head.includes(" ") ? head : phrase;
}

/**
 * The people a teacher teaches, wherever the job names them: a job done for pupils or learners is a
 * teacher's or a school's ('ordering exam music for teachers' pupils').
 */
const TAUGHT = /\b(pupils?|learners?)\b/;

/**
 * The category a job's object names whoever does it (JOB_DOMAINS), else one a phrase anywhere in
 * the job names (JOB_PHRASES), else Education for pupils' (TAUGHT), or null.
 */
export function jobDomain(job: string): PipelineCategory | null {
  const phrase = job.toLowerCase();
  const object = jobObject(job);
  const wear = GEAR_MILES.test(phrase);
  const named = JOB_DOMAINS.find(([name, pattern]) => !(wear && name === "Finance") && pattern.test(object))?.[0];
  const said = JOB_PHRASES.find(([, pattern]) => pattern.test(phrase))?.[0];
  return named ?? said ?? (TAUGHT.test(phrase) ? "Education" : null);
}

/** The miles a runner's shoes or a bike's tyres have done: wear on gear, money to nobody. */
const GEAR_MILES =
  /\bmileage (?:on|of) (?:\w+ )?(?:shoes|trainers|boots|kit|tyres)\b|\b(?:kit|shoes?|trainers?|boots?|tyres?) mileage\b/;

/**
 * What a seller's stock, customs, shipments, orders and returns are: the work of running a shop,
 * though the seller's world (an online marketplace's community) is Marketing, being found.
 */
const SHOP_WORK = /\b(stock|inventory|customs|containers?|shipments?|orders?|returns?)\b/;

/** The world the group's communities name (worldOf), a seller's stock, orders and shipments being Work. */
function jobWorld(job: string, communities: string[]): PipelineCategory | null {
  const world = worldOf(communities);
  return world === "Marketing" && SHOP_WORK.test(jobObject(job)) ? "Work" : world;
}

/**
 * Worlds that run their own operations: a clinic's staff and couriers are its admin (Health), a
 * school's or a nursery's are Education's, a kitchen's or a farm's staff and vans are Food's, and
 * food thrown away in a kitchen or a field is its stock lost, not the environment's waste.
 */
const OWN_OPERATIONS: Partial<Record<PipelineCategory, PipelineCategory[]>> = {
  Work: ["Health", "Education", "Food"],
  Green: ["Food"],
};

/**
 * A job done for or to customers: a business's work, whatever it sells (a pet shop's deliveries to
 * its customers); 'customer data' names a thing, not whom the job serves.
 */
const SERVES_CUSTOMERS = /\b(?:to|for) (?:[\w'-]+ ){0,2}customers\b/;

/**
 * The category of a group: a job whose own domain is the same for everyone (jobDomain: invoicing a
 * dental practice's patients is Finance) unless the group's own world runs it (OWN_OPERATIONS), else
 * the world its communities name (jobWorld: a farrier's visits asked about in r/Equestrian are horse
 * keepers', whatever words the posts use), else its audience's world when the audience table names
 * one, else Work for a job serving customers, else its words (categoryOf).
 */
export function categoryFor(
  audienceId: string | null,
  texts: string[],
  job = "",
  communities: string[] = [],
): PipelineCategory {
  const domain = jobDomain(job);
  const world = jobWorld(job, communities);
  const audience = (audienceId && AUDIENCE_CATEGORY[audienceId]) || null;
  const home = world ?? audience;
  if (domain && !(home && OWN_OPERATIONS[domain]?.includes(home))) return domain;
  return home ?? (SERVES_CUSTOMERS.test(job.toLowerCase()) ? "Work" : categoryOf(texts, job, communities));
}
