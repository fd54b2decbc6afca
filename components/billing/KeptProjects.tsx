import type { ProjectView } from "@/lib/contracts/projects";
import { NO_DESCRIPTION } from "@/lib/domain/projects/messages";
import { linkClass } from "@/components/ui/link-styles";

/** A completion date as text, the same on the server and in the browser (UTC calendar day). */
function dayOf(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/**
 * The project's description (its own, else its idea's); a project with neither shows no line,
 * not the projects page's "No description available" placeholder.
 */
function descriptionOf(project: ProjectView): string | null {
  return project.description && project.description !== NO_DESCRIPTION ? project.description : null;
}

function statusLine(project: ProjectView): string {
  if (project.is_completed && project.completionDate) return `Completed on ${dayOf(project.completionDate)}`;
  return `Active, ${project.progress}% of milestones done`;
}

/**
 * The projects a user whose plan ended keeps: to read and download as Markdown, with nothing that
 * changes them (the server refuses every project write until a plan is active again).
 */
export function KeptProjects({ projects }: { projects: ProjectView[] }) {
  if (projects.length === 0) return null;
  return (
    <ul aria-label="Kept projects (read-only)" className="space-y-3">
      {projects.map((project) => (
        <li key={project.id}>
          <article
            aria-labelledby={`kept-project-${project.id}`}
            className="space-y-2 rounded-xl border border-slate-200 bg-white px-4 py-3"
          >
            <h3 id={`kept-project-${project.id}`} className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
              {project.title}
            </h3>
            <p className="text-sm text-slate-600">{statusLine(project)}</p>
            {descriptionOf(project) ? (
              <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{descriptionOf(project)}</p>
            ) : null}
            {project.milestones.length > 0 ? (
              <ul aria-label={`Milestones of ${project.title}`} className="space-y-1 text-sm text-slate-700">
                {project.milestones.map((milestone) => (
                  <li key={milestone.id} className="[overflow-wrap:anywhere]">
                    {milestone.is_completed ? "Done: " : "To do: "}
                    {milestone.title}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="text-sm">
              <a
                href={`/api/projects/${project.id}/export/`}
                download
                aria-label={`Export ${project.title} as Markdown`}
                className={linkClass}
              >
                Export as Markdown
              </a>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
