"use client";

import dynamic from "next/dynamic";
import { useEffect, useMemo, useState } from "react";
import { DAILY_COMPLETION_LIMIT_MESSAGE, SAVING_CHANGES } from "@/lib/domain/projects/messages";
import { noteSaveStatus, overlay } from "@/lib/domain/projects/pending";
import { Spinner } from "@/components/ui/Spinner";
import { FirstRunPanel } from "./FirstRunPanel";
import { POPUP_CLOSE_MS } from "./popup-timing";
import { ProjectList } from "./ProjectList";
import { ProjectsHeader, type Tab } from "./ProjectsHeader";
import { useBatchSave } from "./use-batch-save";
import { usePopup, useRemoval } from "./use-popup";
import { useProjectActions } from "./use-project-actions";
import { useProjectLimit, useProjects } from "./use-projects";

// The popups load when one opens: the page's first load carries neither them nor the dialog
// library, and drag and drop (the progress popup's milestone list) comes only with that popup.
// Client-only (no popup is open on the server), each waits for its code in a Suspense boundary of
// its own: without one, the route's full-screen 'Loading...' took the whole page's place while a
// popup's code arrived, and the button that opened it lost the keyboard's focus.
const DetailsDialog = dynamic(() => import("./DetailsDialog").then((m) => m.DetailsDialog), { ssr: false });
const ProgressDialog = dynamic(() => import("./ProgressDialog").then((m) => m.ProgressDialog), { ssr: false });
const ConfirmDialog = dynamic(() => import("@/components/ui/ConfirmDialog").then((m) => m.ConfirmDialog), {
  ssr: false,
});

/** How long the confirm button flashes red on the daily completion limit; the warning stays 4 s. */
const FLASH_MS = 600;
const WARNING_MS = 4000;

/**
 * /projects, My Projects. `firstRun`: the user never had a project; while
 * they have none, the first-run welcome takes the place of the tabs and the empty list.
 */
export function ProjectsPage({ firstRun }: { firstRun: boolean }) {
  const { projects, error, mutate } = useProjects();
  const limit = useProjectLimit();
  const { saver, pending, saving, savedNotes } = useBatchSave(mutate);
  const actions = useProjectActions(mutate, saver);
  const { popup, open, close } = usePopup();
  const cards = useRemoval();
  const milestones = useRemoval();
  const [tab, setTab] = useState<Tab>("active");
  const [completing, setCompleting] = useState<"busy" | "flash" | null>(null);
  const [warning, setWarning] = useState(0);

  useEffect(() => {
    if (!warning) return;
    const t = setTimeout(() => setWarning(0), WARNING_MS);
    return () => clearTimeout(t);
  }, [warning]);

  const shown = useMemo(() => (projects ? overlay(projects, pending) : undefined), [projects, pending]);
  const active = shown?.filter((p) => !p.is_completed);
  const completed = shown
    ?.filter((p) => p.is_completed)
    .sort((a, b) => (b.completed_at ?? "").localeCompare(a.completed_at ?? ""));
  const current = popup ? shown?.find((p) => p.id === popup.projectId) : undefined;
  const welcome = firstRun && projects?.length === 0;
  const notesOf = (id: number) =>
    pending[id]?.note?.content ?? shown?.find((p) => p.id === id)?.notes[0]?.content ?? "";

  async function confirmCompletion(projectId: number) {
    setCompleting("busy");
    const result = await saver.complete(projectId);
    if (result === "daily_limit") {
      setCompleting("flash");
      await new Promise((resolve) => setTimeout(resolve, FLASH_MS));
      setWarning(Date.now());
    }
    close();
    setTimeout(() => setCompleting(null), POPUP_CLOSE_MS);
  }

  function confirmDelete(projectId: number) {
    close();
    cards.start(projectId, () => actions.deleteProject(projectId));
  }

  return (
    <div className="space-y-6">
      <ProjectsHeader
        activeCount={active?.length}
        completedCount={completed?.length}
        limit={limit}
        tab={tab}
        onTab={setTab}
        showTabs={!welcome}
      />
      {/* Floats over the page's corner, so the list never moves and no empty slot waits for it. */}
      <div aria-live="polite" className="fixed bottom-4 left-4 z-40">
        {saving ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-full border border-slate-200 bg-white px-4 py-2 text-sm text-slate-600 shadow-md"
          >
            <Spinner />
            {SAVING_CHANGES}
          </p>
        ) : null}
      </div>
      {warning ? (
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        >
          {DAILY_COMPLETION_LIMIT_MESSAGE}
        </p>
      ) : null}
      {welcome ? (
        <FirstRunPanel />
      ) : (
        <ProjectList
          tab={tab}
          projects={tab === "active" ? active : completed}
          error={error}
          removing={cards.removing}
          onRetry={() => void mutate()}
          onDetails={(id) => open("details", id)}
          onProgress={(id) => open("progress", id)}
        />
      )}

      {popup && current && popup.kind === "details" ? (
        <DetailsDialog
          project={current}
          notes={notesOf(current.id)}
          onNotesChange={(text) => saver.editNote(current.id, current.notes[0]?.id, text)}
          saveStatus={noteSaveStatus(pending, savedNotes, current.id)}
          closing={popup.closing}
          onRequestClose={() => close()}
        />
      ) : null}
      {popup && current && popup.kind === "progress" ? (
        <ProgressDialog
          project={current}
          removing={milestones.removing}
          closing={popup.closing}
          onRequestClose={() => close()}
          onAdd={(title) => actions.addMilestone(current.id, title)}
          onToggle={(m) => void actions.toggleMilestone(current.id, m)}
          onRemove={(m) => milestones.start(m.id, () => actions.removeMilestone(current.id, m.id))}
          onReorder={(ids) => void actions.reorderMilestones(current.id, ids)}
          onComplete={() => close({ kind: "complete", projectId: current.id })}
          onDelete={() => close({ kind: "delete", projectId: current.id })}
        />
      ) : null}
      {popup && current && popup.kind === "complete" ? (
        <ConfirmDialog
          title="Complete project?"
          message={`Mark "${current.title}" as completed? It moves to Completed Projects.`}
          confirmLabel="Mark as Completed"
          tone="brand"
          closing={popup.closing}
          busy={completing === "busy"}
          flash={completing === "flash"}
          onConfirm={() => void confirmCompletion(current.id)}
          onRequestClose={() => close()}
          returnFocusId="projects-title"
        />
      ) : null}
      {popup && current && popup.kind === "delete" ? (
        <ConfirmDialog
          title="Delete project?"
          message={`Delete "${current.title}" with its milestones and notes? This cannot be undone.`}
          confirmLabel="Delete Project"
          tone="danger"
          closing={popup.closing}
          onConfirm={() => confirmDelete(current.id)}
          onRequestClose={() => close()}
          returnFocusId="projects-title"
        />
      ) : null}
    </div>
  );
}
