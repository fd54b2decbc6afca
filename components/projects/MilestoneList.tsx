"use client";

import {
  DndContext,
  KeyboardSensor,
  type Announcements,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { moveItem, sortMilestones } from "@/lib/domain/projects/progress";
import type { MilestoneView } from "@/lib/contracts/projects";
import { MilestoneItem } from "./MilestoneItem";

interface Props {
  milestones: MilestoneView[];
  removing: ReadonlySet<number>;
  onToggle: (milestone: MilestoneView) => void;
  onRemove: (milestone: MilestoneView) => void;
  /** The new order of every milestone id, as shown (sent to reorder-milestones). */
  onReorder: (ids: number[]) => void;
}

/**
 * The milestone list of the progress popup: completed ones after incomplete ones, reordered by
 * dragging (@dnd-kit/sortable) with the mouse, touch, or the keyboard.
 */
export function MilestoneList({ milestones, removing, onToggle, onRemove, onReorder }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const shown = sortMilestones(milestones);
  const ids = shown.map((m) => m.id);
  const titleOf = (id: string | number) => milestones.find((m) => m.id === Number(id))?.title ?? "Milestone";
  const place = (id: string | number) => `position ${ids.indexOf(Number(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is over ${place(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} dropped at ${place(over.id)}.` : `${titleOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Reordering cancelled: ${titleOf(active.id)} stays where it was.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(moveItem(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul aria-label="Milestones" className="space-y-2">
          {shown.map((m) => (
            <MilestoneItem
              key={m.id}
              milestone={m}
              removing={removing.has(m.id)}
              onToggle={() => onToggle(m)}
              onRemove={() => onRemove(m)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
