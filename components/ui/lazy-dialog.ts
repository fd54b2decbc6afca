"use client";

import { useCallback, useRef, useState } from "react";

/**
 * A dialog whose code loads when it is first wanted: its trigger is a plain button from the first
 * paint on, and Radix (focus trap, portal, scroll lock) comes with the dialog, in its own chunk.
 * Pointing at or focusing the trigger starts the download, so the first open is not held up.
 * Once opened, the dialog stays mounted (open or closed), as a Radix dialog with its trigger does.
 *
 * `load` is the dialog module's import; the dialog's Content takes `returnFocus` as its
 * onCloseAutoFocus, so focus goes back to the trigger on close (no Radix Trigger does it here).
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const preload = useCallback(() => void load().catch(() => undefined), [load]);
  const show = useCallback((next: boolean) => {
    if (next) setWanted(true);
    setOpen(next);
  }, []);
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    trigger.current?.focus();
  }, []);
  return {
    open,
    setOpen: show,
    /** Whether to render the dialog (it has been opened once). */
    mounted: wanted,
    triggerProps: {
      ref: trigger,
      "aria-haspopup": "dialog" as const,
      "aria-expanded": open,
      onClick: () => show(true),
      onPointerEnter: preload,
      onFocus: preload,
    },
    returnFocus,
  };
}
