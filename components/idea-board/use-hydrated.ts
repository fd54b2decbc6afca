"use client";

import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while the page is the server's HTML (and during hydration), true once React runs it: a page
 * rendered on the server with its data marks its controls disabled until then, so a click that
 * would do nothing is not offered.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
