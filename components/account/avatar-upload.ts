"use client";

import type { AvatarResponse } from "@/lib/contracts/accounts";
import { api, errorMessage } from "@/lib/client/api";
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

export type AvatarSaveResult = { ok: true; avatarUrl: string | null } | { ok: false; message: string };

/** POST the file's bytes as the body, through the app's client (CSRF and its retry, 401 handling). */
export async function uploadAvatar(file: Blob): Promise<AvatarSaveResult> {
  try {
    const res = await api<AvatarResponse>(AVATAR_PATH, { method: "POST", file });
    const url = (res.data as { avatar_url?: unknown } | null)?.avatar_url;
    if (res.ok && typeof url === "string") return { ok: true, avatarUrl: url };
    return { ok: false, message: errorMessage(res, AVATAR_UPLOAD_FAILED) };
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
