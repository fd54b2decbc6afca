import { sortMilestones, type MilestoneLike } from "./progress";

/** A project exported as Markdown (beyond the spec): its idea's analysis, milestones and notes. */
export interface ExportInput {
  title: string;
  description: string;
  status: "active" | "completed";
  progress: number;
  startDate: string;
  completionDate: string | null;
  milestones: (MilestoneLike & { completion_date: string | null })[];
  notes: { content: string; updated_at: string }[];
  idea: { summary: string; details: string; analysis: string; category: string } | null;
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "");
/** One line: a title must not start new Markdown blocks. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, " ").trim();

export function projectMarkdown(p: ExportInput): string {
  const lines = [`# ${oneLine(p.title)}`, "", p.description.trim(), ""];
  lines.push(
    `- Status: ${p.status === "completed" ? "Completed" : "Active"}`,
    `- Progress: ${p.progress}%`,
    `- Started: ${day(p.startDate)}`,
  );
  if (p.completionDate) lines.push(`- Completed: ${day(p.completionDate)}`);
  // A completed project has no next milestone: its milestones are listed as they were.
  lines.push("", p.status === "completed" ? "## Milestones when completed" : "## Milestones", "");
  if (!p.milestones.length) lines.push("No milestones set");
  for (const m of sortMilestones(p.milestones)) {
    lines.push(
      `- [${m.is_completed ? "x" : " "}] ${oneLine(m.title)}${m.completion_date ? ` (done ${day(m.completion_date)})` : p.status === "completed" ? " (not done)" : ""}`,
    );
  }
  lines.push("", "## Notes", "");
  const notes = p.notes.filter((n) => n.content.trim() !== "");
  if (!notes.length) lines.push("No notes yet.");
  notes.forEach((n, i) => lines.push(...(i ? [""] : []), n.content.trim()));
  if (p.idea) {
    lines.push("", "## The idea", "", `**${oneLine(p.idea.summary)}** (${p.idea.category})`, "", p.idea.details.trim());
    if (p.idea.analysis.trim()) lines.push("", "### Analysis", "", p.idea.analysis.trim());
  }
  return `${lines.join("\n")}\n`;
}

/** A safe download name: letters, digits and dashes from the title. */
export function exportFileName(title: string, id: number): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${slug || "project"}-${id}.md`;
}
