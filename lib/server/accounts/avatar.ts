import { createHash } from "node:crypto";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, checkAvatarBytes, type AvatarProblem } from "@/lib/domain/avatar";
import { readBodyBytesLimited } from "@/lib/body";
import { ApiError, errors, type ErrorCode } from "@/lib/errors";
import { db } from "@/lib/server/db/client";
import { hit, type Window } from "@/lib/server/security/rate-limit";

/**
 * Avatar uploads (the edit-profile popup): the bytes are checked by
 * content (lib/domain/avatar), kept in the avatars table, and served by /api/avatars/{user}/{version}.
 * Every function acts on the given user only; the routes pass the session's user.
 */
export interface AvatarView {
  avatar_url: string | null;
}

/** Uploads per user and hour: enough for trying a few pictures, not for filling the database. */
export const AVATAR_UPLOADS: Window = { limit: 30, windowMs: 60 * 60 * 1000 };
export const AVATAR_UPLOAD_LIMITED = "Too many avatar uploads. Please try again later.";

/** 16 hex characters (64 bits) of the SHA-256: a new picture always gets a new URL. */
export const versionOf = (sha256: string) => sha256.slice(0, 16);
export const avatarUrlOf = (userId: number, sha256: string) => `/api/avatars/${userId}/${versionOf(sha256)}`;

const STATUS: Record<AvatarProblem, ErrorCode> = {
  empty: "bad_request",
  tooLarge: "payload_too_large",
  unsupportedType: "unsupported_media_type",
  unreadable: "bad_request",
  tooManyPixels: "bad_request",
};

const refused = (problem: AvatarProblem) =>
  new ApiError(STATUS[problem], AVATAR_MESSAGES[problem], { errors: { avatar: [AVATAR_MESSAGES[problem]] } });

/**
 * The request body, at most 2 MB: a larger declared Content-Length is refused before reading, and
 * reading stops at the first byte past the limit, so a 20 MB body is never held in memory.
 */
export async function readAvatarBody(req: Request): Promise<Buffer> {
  try {
    return await readBodyBytesLimited(req, AVATAR_MAX_BYTES);
  } catch (error) {
    if (error instanceof ApiError && error.code === "payload_too_large") throw refused("tooLarge");
    throw error;
  }
}

export async function throttleAvatarUploads(userId: number): Promise<void> {
  const state = await hit(`avatar-upload:${userId}`, AVATAR_UPLOADS);
  if (state.limited) throw errors.rateLimited(state.retryAfterMs / 1000, AVATAR_UPLOAD_LIMITED);
}

/** Checks the bytes, then replaces the user's avatar and points users.avatar_url at it, together. */
export async function saveAvatar(userId: number, bytes: Buffer): Promise<AvatarView> {
  const check = checkAvatarBytes(bytes);
  if (!check.ok) throw refused(check.problem);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const avatarUrl = avatarUrlOf(userId, sha256);
  const data = {
    bytes: new Uint8Array(bytes),
    contentType: check.type,
    byteSize: bytes.byteLength,
    width: check.width,
    height: check.height,
    sha256,
  };
  await db().$transaction([
    // One row per user (user_id is unique): an INSERT ... ON CONFLICT, so two uploads at once cannot clash.
    db().avatar.upsert({ where: { userId }, create: { userId, ...data }, update: { ...data, createdAt: new Date() } }),
    db().user.update({ where: { id: userId }, data: { avatarUrl } }),
  ]);
  return { avatar_url: avatarUrl };
}

/** Removes the user's avatar (nothing to remove is fine): the initial shows again. */
export async function removeAvatar(userId: number): Promise<AvatarView> {
  await db().$transaction([
    db().avatar.deleteMany({ where: { userId } }),
    db().user.update({ where: { id: userId }, data: { avatarUrl: null } }),
  ]);
  return { avatar_url: null };
}

export interface StoredAvatar {
  bytes: Uint8Array;
  contentType: string;
  sha256: string;
}

/** The avatar at this URL, if it is still the user's current one. */
export async function findAvatar(userId: number, version: string): Promise<StoredAvatar | null> {
  const avatar = await db().avatar.findUnique({
    where: { userId },
    select: { bytes: true, contentType: true, sha256: true },
  });
  return avatar && versionOf(avatar.sha256) === version ? avatar : null;
}
