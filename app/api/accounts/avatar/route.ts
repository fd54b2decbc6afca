import { route } from "@/lib/http/route";
import { readAvatarBody, removeAvatar, saveAvatar, throttleAvatarUploads } from "@/lib/server/accounts/avatar";
import type { AvatarResponse } from "@/lib/contracts/accounts";

export type { AvatarResponse };

/**
 * POST /api/accounts/avatar/: the new avatar as the raw request body (the file's bytes, not
 * multipart/form-data; `fetch(url, { body: file })`). The declared Content-Type and file name are
 * ignored: the bytes must be a PNG, JPEG, WebP or GIF of at most 2 MB and 4096 x 4096 pixels
 * (413 when larger, 415 for any other type, SVG included, 400 for an empty or unreadable image).
 * The body is read only after the CSRF and session checks. Answers `{ avatar_url }`.
 */
export const POST = route({ access: "user", streamBody: true }, async ({ req, session }): Promise<AvatarResponse> => {
  await throttleAvatarUploads(session.user.id);
  return saveAvatar(session.user.id, await readAvatarBody(req));
});

/** DELETE /api/accounts/avatar/: back to the initial. Answers `{ avatar_url: null }`. */
export const DELETE = route({ access: "user" }, async ({ session }): Promise<AvatarResponse> =>
  removeAvatar(session.user.id),
);
