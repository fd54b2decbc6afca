import { EXPORT_NOTICE, toCsv } from "@/lib/domain/watchlist/csv";
import {
  csvRows,
  exportFileName,
  PROJECTS_HEADER,
  projectRows,
  projectsJson,
  SAVED_HEADER,
  savedJson,
  savedRows,
} from "@/lib/domain/watchlist/export-rows";
import type { ExportData, ExportFormat } from "@/lib/domain/watchlist/exports";
import { listProjects } from "@/lib/server/projects/queries";
import { listSavedIdeas } from "./list";

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: string;
}

/**
 * GET /api/export: the user's own saved ideas or projects (with milestones, progress and notes) as
 * CSV (UTF-8 with BOM, formulas neutralised) or JSON. Each file says it is for the user's own use.
 */
export async function exportData(
  userId: number,
  data: ExportData,
  format: ExportFormat,
  now = new Date(),
): Promise<ExportFile> {
  const fileName = exportFileName(data, format, now);
  if (data === "saved") {
    const entries = await listSavedIdeas(userId);
    return format === "csv"
      ? csvFile(fileName, toCsv(csvRows(data, SAVED_HEADER, savedRows(entries))))
      : jsonFile(fileName, { saved_ideas: savedJson(entries) }, now);
  }
  const projects = await listProjects(userId);
  return format === "csv"
    ? csvFile(fileName, toCsv(csvRows(data, PROJECTS_HEADER, projectRows(projects))))
    : jsonFile(fileName, { projects: projectsJson(projects) }, now);
}

const csvFile = (fileName: string, body: string): ExportFile => ({
  fileName,
  contentType: "text/csv; charset=utf-8",
  body,
});

const jsonFile = (fileName: string, content: object, now: Date): ExportFile => ({
  fileName,
  contentType: "application/json; charset=utf-8",
  body: JSON.stringify({ notice: EXPORT_NOTICE, exported_at: now.toISOString(), ...content }, null, 2),
});
