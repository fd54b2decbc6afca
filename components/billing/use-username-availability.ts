"use client";

import { useEffect, useState } from "react";
import { api } from "@/lib/client/api";
import { sanitizeText, shouldCheckAvailability, validateUsername } from "@/lib/domain/validation/rules";

/**
 * Live username availability for account setup: the
 * server is asked 500 ms after the last keystroke, never below 3 characters, never for a name the
 * local rules already refuse.
 */
export type AvailabilityStatus = "idle" | "checking" | "available" | "unavailable" | "error";
export const USERNAME_CHECK_ERROR = "Error checking username availability.";
export const AVAILABILITY_DEBOUNCE_MS = 500;

interface CheckResponse {
  available?: boolean;
  message?: string;
  error?: string;
}

interface Answer {
  username: string;
  status: Exclude<AvailabilityStatus, "idle" | "checking">;
  message: string | null;
}

export interface UsernameAvailability {
  /** The username as it will be sent (sanitised and trimmed). */
  username: string;
  /** The local rules' message (signup wording), or null. */
  localError: string | null;
  status: AvailabilityStatus;
  message: string | null;
}

async function askServer(username: string, signal: AbortSignal): Promise<Answer> {
  const res = await api<CheckResponse>("/accounts/check-username/", {
    method: "POST",
    body: { username },
    allowUnauthenticated: true,
    signal,
  });
  if (res.ok && typeof res.data?.available === "boolean") {
    return { username, status: res.data.available ? "available" : "unavailable", message: res.data.message ?? null };
  }
  // A 400 is the server's own rule check: the name itself is refused.
  if (res.status === 400 && typeof res.data?.error === "string")
    return { username, status: "unavailable", message: res.data.error };
  return { username, status: "error", message: USERNAME_CHECK_ERROR };
}

export function useUsernameAvailability(raw: string): UsernameAvailability {
  const username = sanitizeText(raw);
  const checkable = shouldCheckAvailability(username);
  const localError = raw.trim() === "" ? null : validateUsername(username, { context: "signup" });
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!checkable || localError) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      askServer(username, controller.signal)
        .then((result) => setAnswer(result))
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ username, status: "error", message: USERNAME_CHECK_ERROR });
        });
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [username, checkable, localError]);

  if (!checkable || localError) return { username, localError, status: "idle", message: null };
  if (answer?.username !== username) return { username, localError, status: "checking", message: null };
  return { username, localError, status: answer.status, message: answer.message };
}
