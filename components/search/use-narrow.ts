"use client";

import { useSyncExternalStore } from "react";

/** True while the viewport is at most `px` wide. */
export function useMaxWidth(px: number): boolean {
  const query = `(max-width: ${px}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener("change", onChange);
      return () => mql.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
