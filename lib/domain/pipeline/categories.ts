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
      "photos",
      "files",
      "pipeline",
      "devops",
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
      "shop",
      "shops",
      "store",
      "sellers",
      "etsy",
      "amazon",
      "marketplace",
      "retail",
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
      "allotment",
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
      "payroll",
      "timesheet",
      "timesheets",
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
      "tasks",
      "applications",
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
      "clips",
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
      "holiday",
      "vacation",
      "passport",
      "luggage",
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
      "club",
    ],
  ],
];

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
 * category); no vote at all is "Other".
 */
export function categoryOf(texts: string[], job = "", communities: string[] = []): PipelineCategory {
  const hits = new Map<PipelineCategory, number>();
  const vote = (text: string, weight: number) => {
    for (const category of categoriesIn(text)) hits.set(category, (hits.get(category) ?? 0) + weight);
  };
  for (const text of texts) vote(text, 1);
  vote(job, JOB_WEIGHT);
  for (const community of new Set(communities)) vote(community, COMMUNITY_WEIGHT);
  let best: PipelineCategory = "Other";
  let most = 0;
  for (const [category] of KEYWORDS) {
    const n = hits.get(category) ?? 0;
    if (n > most) [best, most] = [category, n];
  }
  return best;
}

/**
 * The category of an audience's own world, when one fits nearly every job it asks about (a
 * dietitian's sessions are Health, not Finance; a shop's refunds are not Tech). Audiences whose
 * jobs span categories (small businesses, households, managers) are left to the posts' words.
 */
const AUDIENCE_CATEGORY: Record<string, PipelineCategory> = {
  ...Object.fromEntries(
    "dental physician therapist physio vet pharmacy nurse hospital carehome caregiver gym"
      .split(" ")
      .map((id) => [id, "Health"]),
  ),
  ...Object.fromEntries(
    "landlord propertymanager realtor tenant homeowner plumber electrician builder cleaner landscaper"
      .split(" ")
      .map((id) => [id, "Property"]),
  ),
  ...Object.fromEntries("restaurant cafe bakery brewery foodtruck".split(" ").map((id) => [id, "Food"])),
  ...Object.fromEntries("shop ecommerce marketer sales".split(" ").map((id) => [id, "Marketing"])),
  ...Object.fromEntries("accountant insurance advisor investor".split(" ").map((id) => [id, "Finance"])),
  ...Object.fromEntries("developer datascientist".split(" ").map((id) => [id, "Tech"])),
  ...Object.fromEntries("teacher school tutor student homeschool childcare".split(" ").map((id) => [id, "Education"])),
  ...Object.fromEntries("hotel travelagent traveller".split(" ").map((id) => [id, "Travel"])),
  ...Object.fromEntries(
    "musician podcaster gamer eventplanner photographer".split(" ").map((id) => [id, "Entertainment"]),
  ),
  ...Object.fromEntries("club coach nonprofit church library council".split(" ").map((id) => [id, "Community"])),
  ...Object.fromEntries("farmer".split(" ").map((id) => [id, "Food"])),
  ...Object.fromEntries(
    "recruiter jobseeker remote freelancer consultant lawyer trucking driver".split(" ").map((id) => [id, "Work"]),
  ),
};

/** The category of a group: its audience's world when the audience table names one, else its words (categoryOf). */
export function categoryFor(
  audienceId: string | null,
  texts: string[],
  job = "",
  communities: string[] = [],
): PipelineCategory {
  return (audienceId && AUDIENCE_CATEGORY[audienceId]) || categoryOf(texts, job, communities);
}
