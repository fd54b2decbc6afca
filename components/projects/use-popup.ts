"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { POPUP_CLOSE_MS } from "./popup-timing";

/** Which popup of the page is open, for which project, and whether it is animating out (300 ms). */
export type PopupKind = "details" | "progress" | "delete" | "complete";

export interface Popup {
  kind: PopupKind;
  projectId: number;
  closing: boolean;
}

export function usePopup() {
  const [popup, setPopup] = useState<Popup | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const open = useCallback((kind: PopupKind, projectId: number) => {
    clearTimeout(timer.current);
    setPopup({ kind, projectId, closing: false });
  }, []);

  /** Closes with the animation, then opens `next` if given (e.g. progress, then the completion confirmation). */
  const close = useCallback((next?: { kind: PopupKind; projectId: number }) => {
    clearTimeout(timer.current);
    setPopup((p) => (p ? { ...p, closing: true } : p));
    timer.current = setTimeout(() => setPopup(next ? { ...next, closing: false } : null), POPUP_CLOSE_MS);
  }, []);

  return { popup, open, close };
}

/** Ids fading out before they leave a list: `start(id, then)` runs `then` after 300 ms. */
export function useRemoval() {
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const start = useCallback((id: number, then: () => Promise<void> | void) => {
    setRemoving((s) => new Set(s).add(id));
    setTimeout(async () => {
      await then();
      setRemoving((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }, POPUP_CLOSE_MS);
  }, []);
  return { removing, start };
}
