import type { Idea } from "@/lib/generated/prisma/client";

/** An idea as the spec's calls return it (section 3, server fields). */
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
}

type IdeaFields = Pick<Idea, "id" | "title" | "description" | "complaintSummary" | "analysis" | "category" | "overall" | "demandScore" | "marketSize" | "simplicityScore" | "innovationScore" | "numberDeveloping">;

export function ideaView(idea: IdeaFields): IdeaView {
  return {
    id: idea.id,
    idea_summary: idea.title,
    idea_details: idea.description,
    complaint_summary: idea.complaintSummary,
    analysis: idea.analysis,
    category: idea.category,
    overall: idea.overall,
    demand_score: idea.demandScore,
    market_size: idea.marketSize,
    simplicity_score: idea.simplicityScore,
    innovation_score: idea.innovationScore,
    number_developing: idea.numberDeveloping,
  };
}

/** The same from a raw SQL row (snake_case columns). */
export function ideaViewFromRow(row: Record<string, unknown>): IdeaView {
  return {
    id: Number(row.id),
    idea_summary: String(row.title),
    idea_details: String(row.description),
    complaint_summary: String(row.complaint_summary),
    analysis: String(row.analysis),
    category: String(row.category),
    overall: Number(row.overall),
    demand_score: Number(row.demand_score),
    market_size: Number(row.market_size),
    simplicity_score: Number(row.simplicity_score),
    innovation_score: Number(row.innovation_score),
    number_developing: Number(row.number_developing),
  };
}
