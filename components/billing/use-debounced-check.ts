"use client";

import { useEffect, useEffectEvent, useState } from "react";
import { api } from "@/lib/client/api";

/**
 * The one debounced server check behind account setup's live fields (username, email): the server
 * is asked 500 ms after the last change of what is checked, an earlier question is cancelled when
 * it changes, and an answer shows only while it is still about what the field holds.
 */
export type AvailabilityStatus = "idle" | "checking" | "available" | "unavailable" | "error";
export const AVAILABILITY_DEBOUNCE_MS = 500;

/** A check's finished answer. */
export interface CheckAnswer {
  status: Exclude<AvailabilityStatus, "idle" | "checking">;
  message: string | null;
}

export interface CheckState {
  status: AvailabilityStatus;
  message: string | null;
}

interface CheckResponse {
  available?: boolean;
  message?: string;
  error?: string;
}

/**
 * The server's answer to an availability check (POST `path` with `body`): available or not with
 * its message; a 400 is the server refusing the value itself (unavailable, with its words); any
 * other answer, or none, is an error with `errorMessage`.
 */
export async function askAvailability(
  path: string,
  body: unknown,
  errorMessage: string,
  signal?: AbortSignal,
): Promise<CheckAnswer> {
  try {
    const res = await api<CheckResponse>(path, { method: "POST", body, allowUnauthenticated: true, signal });
    if (res.ok && typeof res.data?.available === "boolean")
      return { status: res.data.available ? "available" : "unavailable", message: res.data.message ?? null };
    if (res.status === 400 && typeof res.data?.error === "string")
      return { status: "unavailable", message: res.data.error };
    return { status: "error", message: errorMessage };
  } catch {
    return { status: "error", message: errorMessage };
  }
}

/**
 * Asks `ask` after `delayMs` and hands its answer (`failure` when it throws) to `onAnswer`, unless
 * the returned cancel was called first: then the timer is cleared, the question aborted, and a
 * late answer dropped.
 */
export function scheduleCheck(
  ask: (signal: AbortSignal) => Promise<CheckAnswer>,
  failure: CheckAnswer,
  onAnswer: (answer: CheckAnswer) => void,
  delayMs: number = AVAILABILITY_DEBOUNCE_MS,
): () => void {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    void Promise.resolve()
      .then(() => ask(controller.signal))
      .catch(() => failure)
      .then((answer) => {
        if (!controller.signal.aborted) onAnswer(answer);
      });
  }, delayMs);
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}

/** What a field shows for `key` given the last answer: idle with nothing to check, checking until its own answer. */
export function checkStateFor(key: string | null, last: { key: string; answer: CheckAnswer } | null): CheckState {
  if (key === null) return { status: "idle", message: null };
  return last?.key === key ? last.answer : { status: "checking", message: null };
}

/**
 * The debounced check of `key` (null: nothing to check, idle). `ask` is asked about the current
 * `key` (it may read the caller's latest values); `failure` is the answer when it throws.
 */
export function useDebouncedCheck(
  key: string | null,
  ask: (signal: AbortSignal) => Promise<CheckAnswer>,
  failure: CheckAnswer,
): CheckState {
  const [last, setLast] = useState<{ key: string; answer: CheckAnswer } | null>(null);
  const askLatest = useEffectEvent((signal: AbortSignal) => ask(signal));

  useEffect(() => {
    if (key === null) return;
    return scheduleCheck(
      (signal) => askLatest(signal),
      failure,
      (answer) => setLast({ key, answer }),
    );
  }, [key, failure]);

  return checkStateFor(key, last);
}
