"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { csrfToken } from "@/lib/client/api";
import { UNSAVED_CHANGES_WARNING } from "@/lib/domain/projects/messages";
import { isEmpty } from "@/lib/domain/projects/pending";
import { BatchSaver } from "./batch-saver";
import type { ProjectsMutate } from "./use-projects";

/**
 * The page's BatchSaver, and the leave guard: with unsaved edits, leaving warns
 * 'You have unsaved changes. Are you sure you want to leave?' (the browser's own prompt on reload
 * or close; a confirm for links inside the app), and whatever is unsaved goes in a beacon.
 */
export function useBatchSave(mutate: ProjectsMutate) {
  const mutateRef = useRef(mutate);
  useEffect(() => {
    mutateRef.current = mutate;
  }, [mutate]);
  const [saver] = useState(
    () =>
      new BatchSaver(() => ({
        onSaved: (fresh) => {
          const byId = new Map(fresh.map((p) => [p.id, p]));
          void mutateRef.current((list) => list?.map((p) => byId.get(p.id) ?? p), { revalidate: false });
        },
        onRefused: () => void mutateRef.current(),
      })),
  );
  const state = useSyncExternalStore(saver.subscribe, saver.getState, saver.getState);

  useEffect(() => {
    // The beacon reads the CSRF cookie: make sure there is one before it is needed.
    void csrfToken().catch(() => undefined);
    const dirty = () => !isEmpty(saver.getState().pending);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty()) return;
      event.preventDefault();
      event.returnValue = UNSAVED_CHANGES_WARNING;
    };
    const onPageHide = () => saver.beacon();
    const onClick = (event: MouseEvent) => {
      if (
        !dirty() ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (
        !(link instanceof HTMLAnchorElement) ||
        link.hasAttribute("download") ||
        (link.target && link.target !== "_self")
      )
        return;
      if (new URL(link.href, window.location.href).origin !== window.location.origin) return;
      if (!window.confirm(UNSAVED_CHANGES_WARNING)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("pagehide", onPageHide);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("pagehide", onPageHide);
      document.removeEventListener("click", onClick, true);
      // Leaving inside the app (the component unmounts): send what is unsaved.
      saver.beacon();
      saver.dispose();
    };
  }, [saver]);

  return { saver, pending: state.pending, saving: state.saving, savedNotes: state.savedNotes };
}
