"use client";

import { useEffect, useState } from "react";
import { api } from "@/lib/client/api";
import { AVAILABILITY_DEBOUNCE_MS, type AvailabilityStatus } from "./use-username-availability";

/**
 * Server availability of the setup link's email (POST /accounts/check-email/ with the link's token),
 * asked once, 500 ms after the form opens: an account made meanwhile with the same email is shown
 * before submit, not after.
 */
export const EMAIL_CHECK_ERROR = "Error checking email availability.";
export const WAIT_FOR_EMAIL = "Please wait for email validation to complete.";

interface CheckResponse {
  available?: boolean;
  message?: string;
  error?: string;
}

export interface EmailAvailability {
  status: AvailabilityStatus;
  message: string | null;
}

/** The server's answer for `email` under the setup link `token`. */
export async function askEmailAvailability(
  token: string,
  email: string,
  signal?: AbortSignal,
): Promise<EmailAvailability> {
  try {
    const res = await api<CheckResponse>("/accounts/check-email/", {
      method: "POST",
      body: { email, token },
      allowUnauthenticated: true,
      signal,
    });
    if (res.ok && typeof res.data?.available === "boolean")
      return { status: res.data.available ? "available" : "unavailable", message: res.data.message ?? null };
    // A 400 is the server refusing this email for this link (or the link itself).
    if (res.status === 400 && typeof res.data?.error === "string")
      return { status: "unavailable", message: res.data.error };
    return { status: "error", message: EMAIL_CHECK_ERROR };
  } catch {
    return { status: "error", message: EMAIL_CHECK_ERROR };
  }
}

export function useEmailAvailability(token: string, email: string): EmailAvailability {
  const [answer, setAnswer] = useState<{ key: string; result: EmailAvailability } | null>(null);
  const key = `${token}\n${email}`;

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void askEmailAvailability(token, email, controller.signal).then((result) => {
        if (!controller.signal.aborted) setAnswer({ key: `${token}\n${email}`, result });
      });
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [token, email]);

  return answer?.key === key ? answer.result : { status: "checking", message: null };
}
