import { exportFileName, projectMarkdown } from "@/lib/domain/projects/markdown";
import { db } from "@/lib/server/db/client";
import { projectNotFound } from "./access";
import { projectInclude, projectView } from "./view";

/** GET /api/projects/{id}/export/: the project (and its idea's analysis) as a Markdown file. */
export async function exportProject(
  userId: number,
  projectId: number,
): Promise<{ fileName: string; markdown: string }> {
  const row = await db().project.findFirst({
    where: { id: projectId, userId },
    include: {
      ...projectInclude,
      idea: { select: { title: true, description: true, analysis: true, category: true } },
    },
  });
  if (!row) throw projectNotFound();
  const view = projectView(row);
  const idea = row.idea
    ? {
        summary: row.idea.title,
        details: row.idea.description,
        analysis: row.idea.analysis,
        category: row.idea.category,
      }
    : null;
  return { fileName: exportFileName(view.title, view.id), markdown: projectMarkdown({ ...view, idea }) };
}
