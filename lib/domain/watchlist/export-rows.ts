import type { ProjectView } from "@/lib/contracts/projects";
import type { SavedIdeaEntry } from "@/lib/contracts/watchlist";
import { EVIDENCE_WITHDRAWN_NOTE } from "./limits";
import { EXPORT_NOTICE, type Cell } from "./csv";
import type { ExportData } from "./exports";

/**
 * What the exports hold, as rows (CSV) and as plain objects (JSON). Pure: the server reads the
 * watchlist and projects, these shape them. Every file starts with EXPORT_NOTICE: the data is for the
 * user's own use, and the terms prohibit republishing ideas.
 */
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "");

export const SAVED_HEADER = [
  "Idea ID",
  "Saved on",
  "Title",
  "Category",
  "AI score",
  "Demand",
  "Simplicity",
  "Innovation",
  "Market size (USD millions)",
  "Developing",
  "Mentions",
  "Trend",
  "Launch posts",
  "Description",
];

export function savedRows(entries: SavedIdeaEntry[]): Cell[][] {
  return entries.map(({ idea_id, saved_at, idea }) =>
    idea
      ? [
          idea_id,
          day(saved_at),
          idea.idea_summary,
          idea.category,
          idea.overall,
          idea.demand_score,
          idea.simplicity_score,
          idea.innovation_score,
          idea.market_size,
          idea.number_developing,
          idea.evidence_summary?.mentions ?? "",
          idea.evidence_summary?.trend ?? "",
          idea.evidence_summary?.launch_posts ?? "",
          idea.idea_details,
        ]
      : [idea_id, day(saved_at), "", "", "", "", "", "", "", "", "", "", "", EVIDENCE_WITHDRAWN_NOTE],
  );
}

export const PROJECTS_HEADER = [
  "Row",
  "Project ID",
  "Project",
  "Status",
  "Progress (%)",
  "Started",
  "Completed",
  "Text",
  "Done",
  "Date",
];

/** One row per project, then one per milestone (in order) and one per note, each naming its project. */
export function projectRows(projects: ProjectView[]): Cell[][] {
  return projects.flatMap((p) => [
    ["project", p.id, p.title, p.status, p.progress, day(p.startDate), day(p.completionDate), p.description, "", ""],
    ...p.milestones.map((m) => [
      "milestone",
      p.id,
      p.title,
      "",
      "",
      "",
      "",
      m.title,
      m.is_completed ? "yes" : "no",
      day(m.completion_date),
    ]),
    ...p.notes.map((n) => ["note", p.id, p.title, "", "", "", "", n.content, "", day(n.updated_at)]),
  ]);
}

/** The CSV's rows: the notice, a blank line, the header and the data. */
export function csvRows(data: ExportData, header: string[], rows: Cell[][]): Cell[][] {
  return [[EXPORT_NOTICE], [], [data === "saved" ? "Saved ideas" : "Projects"], header, ...rows];
}

export interface SavedIdeaExport {
  idea_id: number;
  saved_at: string;
  withdrawn: boolean;
  note?: string;
  idea?: SavedIdeaEntry["idea"];
}

export function savedJson(entries: SavedIdeaEntry[]): SavedIdeaExport[] {
  return entries.map(({ idea_id, saved_at, idea }) =>
    idea
      ? { idea_id, saved_at, withdrawn: false, idea }
      : { idea_id, saved_at, withdrawn: true, note: EVIDENCE_WITHDRAWN_NOTE },
  );
}

export function projectsJson(projects: ProjectView[]) {
  return projects.map((p) => ({
    id: p.id,
    idea_id: p.idea_id,
    title: p.title,
    description: p.description,
    status: p.status,
    progress: p.progress,
    started_at: p.startDate,
    completed_at: p.completionDate,
    milestones: p.milestones.map((m) => ({
      title: m.title,
      completed: m.is_completed,
      completion_date: m.completion_date,
      ordering: m.ordering,
    })),
    notes: p.notes.map((n) => ({ content: n.content, created_at: n.created_at, updated_at: n.updated_at })),
  }));
}

/** `ideaforge-saved-ideas-2026-11-27.csv` */
export function exportFileName(data: ExportData, format: "csv" | "json", now: Date): string {
  return `ideaforge-${data === "saved" ? "saved-ideas" : "projects"}-${now.toISOString().slice(0, 10)}.${format}`;
}
