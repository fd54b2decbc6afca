"use client";

import type { ProjectView } from "@/lib/contracts/projects";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/Button";

interface Props {
  project: ProjectView;
  /** Fading out before it leaves the list (300 ms). */
  removing: boolean;
  onDetails: () => void;
  onProgress: () => void;
}

/** A project card: title, status, description, View Details, and Update Progress when active. */
export function ProjectCard({ project, removing, onDetails, onProgress }: Props) {
  const titleId = `project-${project.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={`flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition duration-300 ${removing ? "scale-95 opacity-0" : "opacity-100"}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          {project.title}
        </h3>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${project.is_completed ? "bg-emerald-100 text-emerald-800" : "bg-brand-100 text-brand-700"}`}
        >
          {project.is_completed ? "Completed" : "Active"}
        </span>
      </div>
      <p className="mt-2 line-clamp-3 text-sm text-slate-600">{project.description}</p>
      <div className="mt-4 flex items-center gap-3 text-xs text-slate-600">
        <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${project.progress}%` }} />
        </div>
        <span>{project.progress}%</span>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" id={`project-${project.id}-details`} onClick={onDetails} className={secondaryButtonClass}>
          View Details
        </button>
        {project.is_completed ? null : (
          <button
            type="button"
            id={`project-${project.id}-progress`}
            onClick={onProgress}
            className={primaryButtonClass}
          >
            Update Progress
          </button>
        )}
      </div>
    </article>
  );
}
