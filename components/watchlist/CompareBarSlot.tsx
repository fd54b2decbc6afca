"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { COMPARE_SELECTION_EVENT, COMPARE_SELECTION_KEY } from "./compare-keys";

// The bar's code loads only once something is picked: no page pays for it on its first load.
const CompareBar = dynamic(() => import("./CompareBar").then((m) => m.CompareBar), { ssr: false });

function subscribe(onChange: () => void) {
  window.addEventListener(COMPARE_SELECTION_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(COMPARE_SELECTION_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

const hasPicks = () => {
  const stored = window.sessionStorage.getItem(COMPARE_SELECTION_KEY);
  return Boolean(stored && stored !== "[]");
};

/** The compare bar in the app layout, there only while ideas are picked for Compare. */
export function CompareBarSlot() {
  return useSyncExternalStore(subscribe, hasPicks, () => false) ? <CompareBar /> : null;
}
