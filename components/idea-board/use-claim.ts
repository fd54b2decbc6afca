"use client";

import { useRef, useState } from "react";
import { notify } from "@/lib/client/toast";
import { api, errorMessage, type ApiResult } from "@/lib/client/api";
import type { ReleaseQuestion } from "@/lib/domain/ideas/release";
import type { ClaimResult } from "@/lib/contracts/ideas";
import { PROJECT_LIMIT_MESSAGE } from "@/lib/domain/ideas/messages";
import { CLAIM_FAILED, PROJECT_KEPT_NOTICE } from "./claim-messages";
import { useClaimStatus } from "./use-claim-status";
import { setCachedDeveloping } from "./use-idea";
import { refreshUsage } from "@/lib/client/use-usage";

/** The claim button's five states: unclaimed, claiming, claimed, unclaiming, and error (shown briefly). */
export type ClaimState = "unclaimed" | "claiming" | "claimed" | "unclaiming" | "error";

export const CLAIM_CLICK_GAP_MS = 2000;
const ERROR_SHOWN_MS = 1000;

type ClaimAnswer = Partial<ClaimResult> & Partial<ReleaseQuestion> & { error?: string; limit_reached?: boolean };

/**
 * Claiming and releasing one idea: the status is asked on load (cached 30 s), a click changes it
 * optimistically and reverts on failure; clicks less than 2 s apart are ignored, and the button
 * shows it (aria-disabled, dimmed, `settling`) for what is left of the 2 s once the answer is in; the project
 * limit gives the 4 s warning; other failures show 'Error' in red for 1 s and an inline message.
 * Releasing an idea whose project has milestones or notes asks first: the server answers the
 * release with what the project holds (`question`), and only a confirmed release goes through.
 */
export function useClaim(ideaId: number, onDeveloping: (numberDeveloping: number) => void) {
  const { status, setStatus } = useClaimStatus(ideaId);
  const [pending, setPending] = useState<"claiming" | "unclaiming" | null>(null);
  const [failed, setFailed] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [question, setQuestion] = useState<ReleaseQuestion | null>(null);
  const lastClick = useRef(0);
  // The rest of the 2 s after a click, once its answer is in: the button shows it is not taking
  // clicks yet (a click is either acted on or visibly refused, never swallowed).
  const [settling, setSettling] = useState(false);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  function settleUntilGapEnds() {
    const left = lastClick.current + CLAIM_CLICK_GAP_MS - Date.now();
    clearTimeout(settleTimer.current);
    if (left <= 0) return setSettling(false);
    setSettling(true);
    settleTimer.current = setTimeout(() => setSettling(false), left);
  }

  const claimed = status?.is_claimed ?? false;
  const state: ClaimState = pending ?? (failed ? "error" : claimed ? "claimed" : "unclaimed");

  async function send(claiming: boolean, confirmed: boolean) {
    const before = status ?? { is_claimed: !claiming, project_id: null };
    setPending(claiming ? "claiming" : "unclaiming");
    setFailed(false);
    setMessage(null);
    setStatus({ is_claimed: claiming, project_id: before.project_id });

    let res: ApiResult<ClaimAnswer> | null = null;
    try {
      res = claiming
        ? await api<ClaimAnswer>("/api/ideas/claim", { method: "POST", body: { id: ideaId } })
        : await api<ClaimAnswer>("/api/ideas/unclaim", { method: "POST", body: { id: ideaId, confirmed } });
    } catch {
      res = null;
    }
    setPending(null);
    const answer = res?.data;
    if (res?.ok && answer && typeof answer.is_claimed === "boolean") {
      setStatus({ is_claimed: answer.is_claimed, project_id: answer.project_id ?? null });
      if (typeof answer.number_developing === "number") {
        onDeveloping(answer.number_developing);
        void setCachedDeveloping(ideaId, answer.number_developing);
      }
      setAnnouncement(answer.is_claimed ? "Idea claimed. It is now in My Projects." : "Idea released.");
      if (answer.project_kept) notify.info(PROJECT_KEPT_NOTICE);
      void refreshUsage();
      return;
    }
    setStatus(before);
    if (res?.status === 409 && answer?.confirm_required) {
      setQuestion({
        confirm_required: true,
        project_id: answer.project_id ?? 0,
        project_title: answer.project_title ?? "",
        milestones: answer.milestones ?? 0,
        notes: answer.notes ?? 0,
      });
      return;
    }
    if (res?.status === 403 && answer?.limit_reached) {
      notify.warning(PROJECT_LIMIT_MESSAGE);
      return;
    }
    setMessage(res ? errorMessage(res, CLAIM_FAILED) : CLAIM_FAILED);
    setFailed(true);
    setTimeout(() => setFailed(false), ERROR_SHOWN_MS);
  }

  async function toggle() {
    const now = Date.now();
    if (pending || question || now - lastClick.current < CLAIM_CLICK_GAP_MS) return;
    lastClick.current = now;
    await send(!(status?.is_claimed ?? false), false);
    settleUntilGapEnds();
  }

  async function confirmRelease() {
    setQuestion(null);
    await send(false, true);
  }

  return {
    state,
    /** Clicks are not taken yet (the 2 s after the last one): shown as busy, not swallowed. */
    settling: settling && pending === null,
    message,
    announcement,
    toggle,
    question,
    confirmRelease,
    cancelRelease: () => setQuestion(null),
  };
}

export type Claim = ReturnType<typeof useClaim>;
