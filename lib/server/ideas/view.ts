import { Prisma } from "@/lib/generated/prisma/client";
import type { IdeaView } from "@/lib/contracts/ideas";
import { evidenceSummaryFromRow } from "./evidence";

export type { IdeaDetails, IdeaView } from "@/lib/contracts/ideas";

/** The idea's columns in raw SQL (ideas as `i`); rows also carry evidence.ts' SUMMARY_COLUMNS. */
export const IDEA_COLUMNS = Prisma.sql`i.id, i.title, i.description, i.complaint_summary, i.analysis, i.category, i.overall, i.demand_score, i.market_size,
  i.simplicity_score, i.innovation_score, i.number_developing`;

/** An idea from a raw SQL row (snake_case columns, the evidence columns prefixed ev_). */
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
    evidence_summary: evidenceSummaryFromRow(row),
  };
}
