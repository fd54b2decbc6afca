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
      "software",
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
      "kitchen",
    ],
  ],
  [
    "Food",
    [
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
      "booking",
      "bookings",
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

export function categoryOf(texts: string[]): PipelineCategory {
  const hits = new Map<PipelineCategory, number>();
  for (const text of texts) {
    for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
      for (const category of INDEX.get(word) ?? []) hits.set(category, (hits.get(category) ?? 0) + 1);
    }
  }
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
export function categoryFor(audienceId: string | null, texts: string[]): PipelineCategory {
  return (audienceId && AUDIENCE_CATEGORY[audienceId]) || categoryOf(texts);
}
