"use client";

import { useMemo } from "react";
import { notify } from "@/lib/client/toast";
import type { MilestoneResponse, ReorderResponse } from "@/lib/contracts/projects";
import { api, errorMessage } from "@/lib/client/api";
import { withMilestones } from "@/lib/domain/projects/progress";
import type { MilestoneView } from "@/lib/contracts/projects";
import type { BatchSaver } from "./batch-saver";
import type { ProjectsMutate } from "./use-projects";

/**
 * Milestone and project changes of the page, on the SWR list in place:
 * a toggle is optimistic and rolls back silently on failure; add, remove and reorder recompute
 * the progress at once; a failed remove, reorder or project delete reloads the list.
 */
const call = <T>(path: string, method: "POST" | "PUT" | "DELETE", body?: unknown) =>
  api<T>(path, { method, body }).catch(() => null);

export function useProjectActions(mutate: ProjectsMutate, saver: BatchSaver) {
  return useMemo(() => {
    const patch = (projectId: number, change: (milestones: MilestoneView[]) => MilestoneView[]) =>
      mutate((list) => list?.map((p) => (p.id === projectId ? withMilestones(p, change(p.milestones)) : p)), {
        revalidate: false,
      });
    const reload = () => void mutate();
    const base = (projectId: number) => `/api/projects/${projectId}/milestones/`;

    return {
      async addMilestone(projectId: number, title: string): Promise<boolean> {
        const res = await call<MilestoneResponse>(base(projectId), "POST", { title, is_completed: false });
        if (!res?.ok || !res.data) {
          notify.error(
            res
              ? errorMessage(res, "Failed to add the milestone. Please try again.")
              : "Failed to add the milestone. Please try again.",
          );
          return false;
        }
        const created = res.data;
        await patch(projectId, (ms) => [...ms, created]);
        return true;
      },

      async toggleMilestone(projectId: number, milestone: MilestoneView) {
        const done = !milestone.is_completed;
        const optimistic = {
          ...milestone,
          is_completed: done,
          completed: done,
          completion_date: done ? new Date().toISOString() : null,
        };
        await patch(projectId, (ms) => ms.map((m) => (m.id === milestone.id ? optimistic : m)));
        const res = await call<MilestoneResponse>(`${base(projectId)}${milestone.id}/`, "PUT", {
          is_completed: done,
          completion_date: optimistic.completion_date,
        });
        const saved = res?.ok && res.data ? res.data : null;
        // On failure, silently back to what it was.
        await patch(projectId, (ms) => ms.map((m) => (m.id === milestone.id ? (saved ?? milestone) : m)));
      },

      async removeMilestone(projectId: number, milestoneId: number) {
        await patch(projectId, (ms) => ms.filter((m) => m.id !== milestoneId));
        const res = await call(`${base(projectId)}${milestoneId}/`, "DELETE");
        if (!res?.ok) reload();
      },

      async reorderMilestones(projectId: number, ids: number[]) {
        await patch(projectId, (ms) =>
          ids.map((id, i) => ({ ...ms.find((m) => m.id === id)!, ordering: i })).filter((m) => m.id),
        );
        const res = await call<ReorderResponse>(`/api/projects/${projectId}/reorder-milestones/`, "PUT", {
          milestone_order: ids,
        });
        if (res?.ok && res.data) {
          const saved = res.data;
          await patch(projectId, () => saved);
        } else reload();
      },

      async deleteProject(projectId: number) {
        saver.forget(projectId);
        await mutate((list) => list?.filter((p) => p.id !== projectId), { revalidate: false });
        const res = await call(`/api/projects/${projectId}/`, "DELETE");
        if (!res?.ok) reload();
      },
    };
  }, [mutate, saver]);
}
