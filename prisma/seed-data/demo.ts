/**
 * Projects for the demo logins: milestones and notes. Project i is built on the library's i-th
 * published idea in source-key order (prisma/seed.ts), whatever built the library.
 */
export interface DemoProject {
  milestones: string[];
  /** How many of the milestones (from the first) are done. */
  done: number;
  notes: string[];
}

export const DEMO_PROJECTS: DemoProject[] = [
  {
    milestones: [
      "Interview 10 people who have this problem",
      "Write a one-page landing page",
      "Collect 50 waitlist sign-ups",
      "Build the clickable prototype",
    ],
    done: 2,
    notes: ["Three of the first five interviewees pay for a workaround today; ask the rest what they pay."],
  },
  {
    milestones: ["List the ten closest competitors", "Price test with three tiers", "Ship the first paid pilot"],
    done: 1,
    notes: ["Competitors all sell annual contracts; a monthly plan could be the wedge."],
  },
  {
    milestones: ["Define the MVP scope", "Recruit five beta users", "Set up billing", "Launch on two communities"],
    done: 4,
    notes: ["Beta users asked for CSV export first."],
  },
  {
    milestones: ["Validate demand with a smoke test", "Draft the onboarding flow"],
    done: 0,
    notes: [],
  },
  {
    milestones: ["Sketch the data model", "Talk to two accountants about compliance", "Build the import step"],
    done: 1,
    notes: ["Compliance review may take a month; start it early."],
  },
  {
    milestones: ["Find a design partner", "Write the pitch", "Run a paid ad test"],
    done: 3,
    notes: ["The ad test converted at 4%; good enough to build."],
  },
  {
    milestones: ["Map the current workflow", "Prototype the core screen"],
    done: 1,
    notes: [],
  },
  {
    milestones: ["Collect pricing data", "Set up analytics", "Launch the beta"],
    done: 2,
    notes: ["Beta launch slipped a week: waiting on the payment provider review."],
  },
  {
    milestones: ["Choose a niche", "Interview five buyers"],
    done: 0,
    notes: [],
  },
  {
    milestones: ["Write the spec", "Build the MVP", "First ten customers"],
    done: 3,
    notes: ["All ten paid in the first week."],
  },
];

/**
 * The demo subscribers' invoices, each for the plan's price: how many days ago it was issued and
 * its status. demo_grace's newest is the payment that failed (still open); demo_canceled's stop
 * before its period ended.
 */
export interface DemoInvoice {
  daysAgo: number;
  status: "paid" | "open";
}

export const DEMO_INVOICES: Record<
  "demo_starter" | "demo_pro" | "demo_lifetime" | "demo_grace" | "demo_canceled",
  DemoInvoice[]
> = {
  demo_starter: [0, 30, 60].map((daysAgo) => ({ daysAgo, status: "paid" })),
  demo_pro: [0, 30, 60].map((daysAgo) => ({ daysAgo, status: "paid" })),
  demo_lifetime: [{ daysAgo: 20, status: "paid" }],
  demo_grace: [{ daysAgo: 2, status: "open" }, ...[32, 62].map((daysAgo) => ({ daysAgo, status: "paid" as const }))],
  demo_canceled: [40, 70].map((daysAgo) => ({ daysAgo, status: "paid" })),
};
