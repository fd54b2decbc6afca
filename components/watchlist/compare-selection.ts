"use client";

import { useSyncExternalStore } from "react";
import { COMPARE_MAX } from "@/lib/domain/watchlist/limits";
import { COMPARE_SELECTION_EVENT, COMPARE_SELECTION_KEY } from "./compare-keys";

/**
 * The ideas picked for Compare, kept in this tab's sessionStorage so a pick survives moving between
 * the board, the results and Saved. At most COMPARE_MAX; each with its title for the compare bar.
 */
export interface PickedIdea {
  id: number;
  title: string;
}

const KEY = COMPARE_SELECTION_KEY;
const EVENT = COMPARE_SELECTION_EVENT;
const EMPTY: PickedIdea[] = [];
let cachedRaw: string | null = null;
let cached: PickedIdea[] = EMPTY;

function read(): PickedIdea[] {
  const raw = window.sessionStorage.getItem(KEY);
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cached = Array.isArray(parsed)
      ? parsed
          .filter((p): p is PickedIdea => Number.isInteger(p?.id) && typeof p?.title === "string")
          .slice(0, COMPARE_MAX)
      : EMPTY;
  } catch {
    cached = EMPTY;
  }
  return cached;
}

function write(picked: PickedIdea[]) {
  window.sessionStorage.setItem(KEY, JSON.stringify(picked));
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

export function useCompareSelection(): PickedIdea[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

/** Adds or removes an idea; false when it would be a fifth. */
export function togglePicked(idea: PickedIdea): boolean {
  const picked = read();
  if (picked.some((p) => p.id === idea.id)) {
    write(picked.filter((p) => p.id !== idea.id));
    return true;
  }
  if (picked.length >= COMPARE_MAX) return false;
  write([...picked, idea]);
  return true;
}

export function clearPicked() {
  write([]);
}

export const compareHref = (picked: PickedIdea[]) => `/compare?ids=${picked.map((p) => p.id).join(",")}`;
