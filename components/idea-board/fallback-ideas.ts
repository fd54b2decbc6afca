import type { IdeaCategoryName } from "@/lib/domain/ideas/categories";

/**
 * The 8 fallback sample ideas: shown when a shuffle fails for
 * any reason other than 'out of ideas' or spent credits. They are examples, not database ideas,
 * so they cannot be claimed. marketSize is in millions of USD, as the ideas' market_size.
 */
export interface FallbackIdea {
  title: string;
  tagline: string;
  description: string;
  industry: string;
  marketSize: number;
  difficulty: "Easy" | "Moderate" | "Hard";
  demand: "Moderate" | "High" | "Very high";
  category: IdeaCategoryName;
}

export const FALLBACK_IDEAS: readonly FallbackIdea[] = [
  {
    title: "Shift-swap board for small restaurants",
    tagline: "Staff trade shifts without a group chat",
    description:
      "A shared board where restaurant staff post and pick up shifts, with the manager approving swaps in one tap and the rota updating itself.",
    industry: "Hospitality",
    marketSize: 1900,
    difficulty: "Easy",
    demand: "High",
    category: "Work",
  },
  {
    title: "Receipt-to-ledger app for freelancers",
    tagline: "Snap a receipt, get a categorized expense",
    description:
      "Photograph receipts and get them sorted into tax categories, matched to bank transactions and exported for the accountant at year end.",
    industry: "Accounting",
    marketSize: 4200,
    difficulty: "Moderate",
    demand: "Very high",
    category: "Finance",
  },
  {
    title: "Medication reminders shared with family",
    tagline: "Everyone knows the pills were taken",
    description:
      "Reminders for older parents that confirm each dose and quietly alert a family member when one is missed, without a smartphone on the parent's side.",
    industry: "Elder care",
    marketSize: 2600,
    difficulty: "Moderate",
    demand: "High",
    category: "Health",
  },
  {
    title: "Homework planner that talks to teachers",
    tagline: "One list for every class and deadline",
    description:
      "Students and parents see every assignment from every teacher in one place, with reminders that adapt to how long similar tasks took before.",
    industry: "K-12 education",
    marketSize: 383,
    difficulty: "Moderate",
    demand: "Moderate",
    category: "Education",
  },
  {
    title: "Local review reply assistant",
    tagline: "Answer every review in minutes",
    description:
      "Drafts polite, specific replies to new reviews for local businesses and flags the ones that need the owner's personal attention.",
    industry: "Small business marketing",
    marketSize: 740,
    difficulty: "Easy",
    demand: "High",
    category: "Marketing",
  },
  {
    title: "Repair log for rental properties",
    tagline: "Tenants report, landlords track, nobody chases",
    description:
      "Tenants report issues with photos, landlords assign a tradesperson, and every repair keeps a dated history for deposits and inspections.",
    industry: "Property management",
    marketSize: 1250,
    difficulty: "Moderate",
    demand: "High",
    category: "Property",
  },
  {
    title: "Surplus food pickup for cafes",
    tagline: "Sell the end-of-day leftovers nearby",
    description:
      "Cafes list unsold food at closing time and nearby customers reserve a discounted bag, cutting waste and adding a little revenue.",
    industry: "Food service",
    marketSize: 560,
    difficulty: "Hard",
    demand: "Moderate",
    category: "Food",
  },
  {
    title: "Group trip budget splitter",
    tagline: "Plan the trip and settle up in one place",
    description:
      "Friends agree on a budget before booking, log shared costs on the go and settle the balance with the fewest transfers at the end.",
    industry: "Travel planning",
    marketSize: 980,
    difficulty: "Easy",
    demand: "Moderate",
    category: "Travel",
  },
];
