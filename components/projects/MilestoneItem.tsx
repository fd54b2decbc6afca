"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { MilestoneView } from "@/lib/contracts/projects";

interface Props {
  milestone: MilestoneView;
  /** Fading out before it is removed (300 ms). */
  removing: boolean;
  onToggle: () => void;
  onRemove: () => void;
}

/** One milestone: drag handle (mouse, touch or keyboard: Space, arrows, Space), checkbox, title, remove. */
export function MilestoneItem({ milestone, removing, onToggle, onRemove }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: milestone.id,
  });
  const checkboxId = `milestone-${milestone.id}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-milestone-id={milestone.id}
      className={`flex items-center gap-3 rounded-lg border bg-white px-3 py-2 transition-opacity duration-300 ${isDragging ? "z-10 border-brand-500 shadow-md" : "border-slate-200"} ${
        removing ? "opacity-0" : "opacity-100"
      }`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${milestone.title}`}
        className="cursor-grab touch-none rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 active:cursor-grabbing"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M7 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 6a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 16a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z" />
        </svg>
      </button>
      <input
        id={checkboxId}
        type="checkbox"
        checked={milestone.is_completed}
        onChange={onToggle}
        disabled={removing}
        className="h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
      />
      <label
        htmlFor={checkboxId}
        className={`min-w-0 flex-1 break-words text-sm ${milestone.is_completed ? "text-slate-500 line-through" : "text-slate-900"}`}
      >
        {milestone.title}
      </label>
      <button
        type="button"
        onClick={onRemove}
        disabled={removing}
        aria-label={`Remove ${milestone.title}`}
        className="rounded p-1 text-slate-400 hover:bg-red-50 hover:text-red-700"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
    </li>
  );
}
