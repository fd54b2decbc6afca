/** The claim button's texts, on the Idea Board and in Deep Search results alike. */
export const CLAIM_FAILED = "Could not update your claim on this idea. Please try again.";
export const PROJECT_KEPT_NOTICE =
  "Idea released. Your project stays in My Projects because it has milestones or notes.";
