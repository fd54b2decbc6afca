"use client";

import { useId } from "react";
import { linkClass } from "@/components/ui/link-styles";
import { usDate } from "@/lib/domain/projects/display";
import { NO_MILESTONES, NOTES_PLACEHOLDER, NOTES_SAVED, NOTES_SAVING } from "@/lib/domain/projects/messages";
import type { NoteSaveStatus } from "@/lib/domain/projects/pending";
import { NOTE_CONTENT_MAX } from "@/lib/domain/projects/limits";
import { nextMilestoneLabel, sortMilestones } from "@/lib/domain/projects/progress";
import type { ProjectView } from "@/lib/contracts/projects";
import { Modal } from "@/components/ui/Modal";
import { ProjectIdeaDialog } from "./ProjectIdeaDialog";

interface Props {
  project: ProjectView;
  /** The notes as the user last typed them (saved or not). */
  notes: string;
  onNotesChange: (content: string) => void;
  /** Where the notes' save stands: shown beside them, where the user types. */
  saveStatus: NoteSaveStatus;
  closing: boolean;
  onRequestClose: () => void;
}

/**
 * The details popup: started date (and for a completed project its completion date), in US
 * format; progress; for an active project the next milestone, for a completed one its milestones
 * as they were (no next one); and for active projects the editable notes, saved in a
 * batch 3 s after the last keystroke, with 'Saving...' then 'Saved' beside them. Also a Markdown
 * export of the whole project, and the title opens the idea the project came from (when it still
 * has one).
 */
export function DetailsDialog({ project, notes, onNotesChange, saveStatus, closing, onRequestClose }: Props) {
  const id = useId();
  return (
    <Modal
      title={<ProjectTitle project={project} hintId={`${id}-idea-hint`} />}
      size="lg"
      closing={closing}
      onRequestClose={onRequestClose}
      returnFocusId="projects-title"
    >
      <p className="text-sm text-slate-600">{project.description}</p>
      {project.idea_id === null ? null : (
        <p id={`${id}-idea-hint`} className="sr-only">
          The title opens the idea this project came from.
        </p>
      )}
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        {project.is_completed ? (
          <>
            <Fact label="Started">{usDate(project.startDate)}</Fact>
            <Fact label="Completed">{usDate(project.completionDate)}</Fact>
          </>
        ) : (
          <Fact label="Started">{usDate(project.startDate)}</Fact>
        )}
        <Fact label="Progress">{project.progress}%</Fact>
        {/* A completed project has no next milestone: its milestones are listed as they were. */}
        {project.is_completed ? null : <Fact label="Next milestone">{nextMilestoneLabel(project.milestones)}</Fact>}
      </dl>
      {project.is_completed ? <MilestonesAsTheyWere project={project} /> : null}
      <div className="mt-5">
        {project.is_completed ? (
          <>
            <h3 className="text-sm font-medium text-slate-800">Notes</h3>
            <p className="mt-1 whitespace-pre-wrap text-sm text-slate-700">{notes || "No notes."}</p>
          </>
        ) : (
          <>
            <div className="flex items-baseline justify-between gap-3">
              <label htmlFor={`${id}-notes`} className="block text-sm font-medium text-slate-800">
                Notes
              </label>
              <p role="status" className="text-xs text-slate-600">
                {saveStatus === "saving" ? NOTES_SAVING : saveStatus === "saved" ? NOTES_SAVED : ""}
              </p>
            </div>
            <textarea
              id={`${id}-notes`}
              value={notes}
              onChange={(e) => onNotesChange(e.target.value)}
              placeholder={NOTES_PLACEHOLDER}
              maxLength={NOTE_CONTENT_MAX}
              rows={6}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
            />
          </>
        )}
      </div>
      <p className="mt-4 text-sm">
        <a href={`/api/projects/${project.id}/export/`} download className={linkClass}>
          Export as Markdown
        </a>
      </p>
    </Modal>
  );
}

/** The title; with an idea, a button that opens it, looking like a link (underlined, brand colour). */
function ProjectTitle({ project, hintId }: { project: ProjectView; hintId: string }) {
  if (project.idea_id === null) return project.title;
  return (
    <ProjectIdeaDialog projectId={project.id} projectTitle={project.title}>
      <button
        type="button"
        aria-describedby={hintId}
        className="rounded-sm text-left text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700"
      >
        {project.title}
      </button>
    </ProjectIdeaDialog>
  );
}

/** A completed project's milestones as they stood when it was completed: done or not, read only. */
function MilestonesAsTheyWere({ project }: { project: ProjectView }) {
  const milestones = sortMilestones(project.milestones);
  return (
    <div className="mt-5">
      <h3 className="text-sm font-medium text-slate-800">Milestones when completed</h3>
      {milestones.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{NO_MILESTONES}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-slate-700">
          {milestones.map((m) => (
            <li key={m.id} className="flex items-start gap-2">
              <span aria-hidden="true" className={m.is_completed ? "text-emerald-700" : "text-slate-400"}>
                {m.is_completed ? "\u2713" : "\u2013"}
              </span>
              <span>
                {m.title}
                {m.is_completed ? (
                  <span className="sr-only"> (done)</span>
                ) : (
                  <span className="ml-1 text-xs text-slate-500">(not done)</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
