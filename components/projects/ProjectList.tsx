"use client";

import { LoadError } from "@/components/ui/LoadError";
import { Loading } from "@/components/ui/Loading";
import {
  ACTIVE_EMPTY_TEXT,
  ACTIVE_EMPTY_TITLE,
  COMPLETED_EMPTY_TEXT,
  LOADING_PROJECTS,
} from "@/lib/domain/projects/messages";
import type { ProjectView } from "@/lib/contracts/projects";
import { ProjectCard } from "./ProjectCard";
import type { Tab } from "./ProjectsHeader";

interface Props {
  tab: Tab;
  projects: ProjectView[] | undefined;
  error: string | null;
  removing: ReadonlySet<number>;
  onRetry: () => void;
  onDetails: (id: number) => void;
  onProgress: (id: number) => void;
}

/** The tab's panel: 'Loading projects...', the error with 'Try Again', the empty state, or the cards. */
export function ProjectList({ tab, projects, error, removing, onRetry, onDetails, onProgress }: Props) {
  return (
    <div
      id="projects-panel"
      role="tabpanel"
      aria-labelledby={`projects-tab-${tab}`}
      tabIndex={0}
      className="focus:outline-none"
    >
      {projects === undefined && error ? (
        <LoadError message={error} onRetry={onRetry} retryLabel="Try Again" />
      ) : projects === undefined ? (
        <Loading label={LOADING_PROJECTS} className="py-8" />
      ) : projects.length === 0 ? (
        <Empty tab={tab} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((p) => (
            <li key={p.id} className="flex">
              <div className="w-full">
                <ProjectCard
                  project={p}
                  removing={removing.has(p.id)}
                  onDetails={() => onDetails(p.id)}
                  onProgress={() => onProgress(p.id)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Empty({ tab }: { tab: Tab }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      {tab === "active" ? (
        <>
          <h2 className="text-lg font-semibold text-slate-900">{ACTIVE_EMPTY_TITLE}</h2>
          <p className="mt-2 text-sm text-slate-600">{ACTIVE_EMPTY_TEXT}</p>
        </>
      ) : (
        <p className="text-sm text-slate-600">{COMPLETED_EMPTY_TEXT}</p>
      )}
    </div>
  );
}
