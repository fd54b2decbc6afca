"use client";

import type { AvatarResponse } from "@/app/api/accounts/avatar/route";
import { api, csrfToken, errorMessage, handleExpiredSession } from "@/lib/client/api";
import { checkAvatarByteSize, checkAvatarBytes, type AvatarCheck } from "@/lib/domain/avatar";

/** The avatar calls of the edit-profile popup; the rules are the server's own (lib/domain/avatar). */
export const AVATAR_PATH = "/api/accounts/avatar/";
export const AVATAR_UPLOAD_FAILED = "Failed to update avatar";

/** Runs the server's checks on the chosen file first, so a refusal costs no upload. */
export async function checkAvatarFile(file: Blob): Promise<AvatarCheck> {
  // The size first: a 20 MB file is never read into memory.
  const sizeProblem = checkAvatarByteSize(file.size);
  if (sizeProblem) return sizeProblem;
  return checkAvatarBytes(new Uint8Array(await file.arrayBuffer()));
}

/**
 * POST the file's bytes as the body. lib/client/api.ts sends JSON only, so this one call sets
 * the same headers itself (CSRF token, X-Requested-With) and follows the same 401 and CSRF rules.
 */
async function post(file: Blob): Promise<Response> {
  return fetch(AVATAR_PATH, {
    method: "POST",
    credentials: "same-origin",
    cache: "no-store",
    headers: {
      "X-CSRFToken": await csrfToken(),
      "X-Requested-With": "XMLHttpRequest",
      Accept: "application/json",
      "Content-Type": file.type || "application/octet-stream",
    },
    body: file,
  });
}

async function json(res: Response): Promise<{ avatar_url?: string | null; error?: string; detail?: string } | null> {
  try {
    return (await res.json()) as { avatar_url?: string | null; error?: string };
  } catch {
    return null;
  }
}

export type AvatarSaveResult = { ok: true; avatarUrl: string | null } | { ok: false; message: string };

export async function uploadAvatar(file: Blob): Promise<AvatarSaveResult> {
  try {
    let res = await post(file);
    let data = await json(res);
    if (res.status === 403 && data?.detail?.includes("CSRF")) {
      // A stale token cookie: drop it, fetch a fresh one, try once more.
      document.cookie = "csrftoken=; Max-Age=0; path=/; SameSite=Lax";
      res = await post(file);
      data = await json(res);
    }
    if (res.status === 401) handleExpiredSession();
    if (res.ok && typeof data?.avatar_url === "string") return { ok: true, avatarUrl: data.avatar_url };
    return { ok: false, message: typeof data?.error === "string" && data.error ? data.error : AVATAR_UPLOAD_FAILED };
  } catch {
    return { ok: false, message: AVATAR_UPLOAD_FAILED };
  }
}

export async function deleteAvatar(): Promise<AvatarSaveResult> {
  try {
    const res = await api<AvatarResponse>(AVATAR_PATH, { method: "DELETE" });
    return res.ok ? { ok: true, avatarUrl: null } : { ok: false, message: errorMessage(res, AVATAR_UPLOAD_FAILED) };
  } catch {
    return { ok: false, message: AVATAR_UPLOAD_FAILED };
  }
}
