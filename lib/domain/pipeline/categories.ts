/**
 * An idea's category from the words of its posts: keyword lists per category, the category with
 * the most keyword hits wins (ties go to the earlier category); no hit at all is "Other".
 */
export type PipelineCategory =
  | "Tech"
  | "Finance"
  | "Health"
  | "Education"
  | "Marketing"
  | "Property"
  | "Food"
  | "Work"
  | "Entertainment"
  | "Travel"
  | "Green"
  | "Community"
  | "Other";

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
