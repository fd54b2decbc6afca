"use client";

import { useEffect, useRef, useState } from "react";
import { api } from "@/lib/client/api";
import { BOARD_STATE_KEY } from "./use-board";
import { prefsBody, type BoardPrefs } from "./preferences";

const SAVE_DELAY_MS = 800;

function save(prefs: BoardPrefs, keepalive = false) {
  return api(BOARD_STATE_KEY, { method: "POST", body: prefsBody(prefs), keepalive }).catch(() => undefined);
}

/**
 * The sidebar's preferences, saved to the server (POST board-state) 0.8 s after the last change,
 * and once more on leaving the page when a change is still waiting.
 */
export function usePreferences(initial: BoardPrefs, onSaved: (prefs: BoardPrefs) => void) {
  const [prefs, setPrefs] = useState(initial);
  const saved = useRef(JSON.stringify(initial));
  const latest = useRef(prefs);
  const onSavedRef = useRef(onSaved);

  useEffect(() => {
    latest.current = prefs;
    onSavedRef.current = onSaved;
  });

  useEffect(() => {
    const json = JSON.stringify(prefs);
    if (json === saved.current) return;
    const timer = setTimeout(() => {
      saved.current = json;
      onSavedRef.current(prefs);
      void save(prefs);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [prefs]);

  useEffect(
    () => () => {
      if (JSON.stringify(latest.current) !== saved.current) void save(latest.current, true);
    },
    [],
  );

  const update = (patch: Partial<BoardPrefs>) => setPrefs((current) => ({ ...current, ...patch }));
  return { prefs, update };
}
