import type { UsageLimits } from "@/lib/domain/usage/limits";
import type { EvidenceSummary, IdeaEvidence } from "@/lib/domain/ideas/evidence";

/**
 * What the idea calls answer, as the browser reads it. Types only: the server builds these values
 * (lib/server/ideas), components read them from here and never import lib/server.
 */

/**
 * An idea as the spec's calls return it (server fields), plus `evidence_summary`: the cards' line
 * of mentions and trend, and the launch posts seen, or null for an idea without pipeline evidence.
 */
export interface IdeaView {
  id: number;
  idea_summary: string;
  idea_details: string;
  complaint_summary: string;
  analysis: string;
  category: string;
  overall: number;
  demand_score: number;
  market_size: number;
  simplicity_score: number;
  innovation_score: number;
  number_developing: number;
  evidence_summary: EvidenceSummary | null;
}

/** GET /api/ideas/{id} and a project's idea: the idea with its evidence for the details dialog. */
export interface IdeaDetails extends IdeaView {
  evidence: IdeaEvidence | null;
}

/** The saved Idea Board: the last ideas drawn, their parameters and preferences. */
export interface BoardStateView {
  ideas: IdeaView[];
  parameters: Record<string, unknown>;
  filters: Record<string, unknown>;
  sortBy: string;
  hasVisited: boolean;
}

/** A shuffle of the Idea Board: the ideas drawn and the credits left. */
export interface ShuffleResult {
  ideas: IdeaView[];
  usage: UsageLimits;
}

/** A claim or unclaim of an idea. */
export interface ClaimResult {
  success: true;
  is_claimed: boolean;
  project_id: number | null;
  number_developing: number;
  /** Unclaim of a project with milestones or notes keeps the project and releases the idea. */
  project_kept?: boolean;
}

/** The landing page's live sample: a teaser line of the hero. */
export interface LandingTeaser {
  title: string;
  category: string;
  overall: number;
}

/** The landing page's featured idea: the product's own sample. */
export interface LandingFeatured extends LandingTeaser {
  description: string;
  complaintSummary: string;
  demandScore: number;
  simplicityScore: number;
  innovationScore: number;
  /** Millions of USD. */
  marketSize: number;
  numberDeveloping: number;
}
