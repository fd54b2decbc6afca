"use client";

import { useId, useRef, useState } from "react";
import { dangerButtonClass, primaryButtonClass } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { NEW_MILESTONE_PLACEHOLDER, NO_MILESTONES } from "@/lib/domain/projects/messages";
import { MILESTONE_TITLE_MAX } from "@/lib/domain/projects/limits";
import type { MilestoneView, ProjectView } from "@/lib/contracts/projects";
import { MilestoneList } from "./MilestoneList";
import { Modal } from "@/components/ui/Modal";

interface Props {
  project: ProjectView;
  removing: ReadonlySet<number>;
  closing: boolean;
  onRequestClose: () => void;
  onAdd: (title: string) => Promise<boolean>;
  onToggle: (milestone: MilestoneView) => void;
  onRemove: (milestone: MilestoneView) => void;
  onReorder: (ids: number[]) => void;
  onComplete: () => void;
  onDelete: () => void;
}

/**
 * The progress popup: overall progress, Mark as Completed, delete, the milestone
 * list, and 'Add new milestone...' with an Add button (Enter adds too; the title is trimmed and
 * must not be empty).
 */
export function ProgressDialog({
  project,
  removing,
  closing,
  onRequestClose,
  onAdd,
  onToggle,
  onRemove,
  onReorder,
  onComplete,
  onDelete,
}: Props) {
  const id = useId();
  const [title, setTitle] = useState("");
  const [pending, setPending] = useState(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const trimmed = title.trim();

  /**
   * The field empties as the milestone is sent, so the next one can be typed (and added) while it
   * saves: adds go out one after another, in the order typed. A milestone the server refuses comes
   * back into the field unless something new was typed there.
   */
  function add(event: React.FormEvent) {
    event.preventDefault();
    if (!trimmed) return;
    const sent = trimmed;
    setTitle("");
    setPending((n) => n + 1);
    queue.current = queue.current.then(async () => {
      const added = await onAdd(sent).catch(() => false);
      if (!added) setTitle((typed) => (typed === "" ? sent : typed));
      setPending((n) => n - 1);
    });
  }

  return (
    <Modal
      title={project.title}
      size="lg"
      closing={closing}
      onRequestClose={onRequestClose}
      returnFocusId="projects-title"
    >
      <div>
        <div className="flex items-center justify-between text-sm">
          <span id={`${id}-progress`} className="font-medium text-slate-800">
            Overall progress
          </span>
          <span className="font-semibold text-slate-900" data-testid="overall-progress">
            {project.progress}%
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`${id}-progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={project.progress}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-all duration-300"
            style={{ width: `${project.progress}%` }}
          />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={onComplete} className={primaryButtonClass}>
          Mark as Completed
        </button>
        <button type="button" onClick={onDelete} className={dangerButtonClass}>
          Delete Project
        </button>
      </div>
      <h3 className="mt-6 text-sm font-semibold text-slate-900">Milestones</h3>
      <div className="mt-2">
        {project.milestones.length ? (
          <MilestoneList
            milestones={project.milestones}
            removing={removing}
            onToggle={onToggle}
            onRemove={onRemove}
            onReorder={onReorder}
          />
        ) : (
          <p className="text-sm text-slate-600">{NO_MILESTONES}</p>
        )}
      </div>
      <form onSubmit={add} className="mt-4 flex gap-2">
        <label htmlFor={`${id}-new`} className="sr-only">
          New milestone
        </label>
        <input
          id={`${id}-new`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder={NEW_MILESTONE_PLACEHOLDER}
          maxLength={MILESTONE_TITLE_MAX}
          className="block w-full flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
        />
        <button type="submit" disabled={!trimmed} aria-busy={pending > 0} className={primaryButtonClass}>
          {pending > 0 ? <Spinner /> : null}
          Add
        </button>
      </form>
    </Modal>
  );
}
