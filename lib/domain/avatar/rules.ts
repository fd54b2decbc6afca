import { imageSize, sniffImageType, type AvatarType } from "./image";

/**
 * The avatar rules, one copy for the upload route and the edit-profile popup: at most 2 MB, a PNG,
 * JPEG, WebP or GIF by its content, and at most 4096 pixels on either side.
 */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MAX_DIMENSION = 4096;
/** For the file picker's `accept`: a hint only, the content decides. */
export const AVATAR_ACCEPT = "image/png,image/jpeg,image/webp,image/gif";

export const AVATAR_MESSAGES = {
  empty: "Please choose an image file.",
  tooLarge: "The image must be 2 MB or smaller.",
  unsupportedType: "Only PNG, JPEG, WebP and GIF images can be used as an avatar.",
  unreadable: "This image could not be read. Please choose another file.",
  tooManyPixels: `The image must be at most ${AVATAR_MAX_DIMENSION} × ${AVATAR_MAX_DIMENSION} pixels.`,
} as const;

export type AvatarProblem = keyof typeof AVATAR_MESSAGES;

export type AvatarCheck =
  | { ok: true; type: AvatarType; width: number; height: number }
  | { ok: false; problem: AvatarProblem; message: string };

const refuse = (problem: AvatarProblem): AvatarCheck => ({ ok: false, problem, message: AVATAR_MESSAGES[problem] });

/** The size rule alone, for a file the browser has not read yet (or a declared Content-Length). */
export function checkAvatarByteSize(byteLength: number): AvatarCheck | null {
  if (byteLength === 0) return refuse("empty");
  if (byteLength > AVATAR_MAX_BYTES) return refuse("tooLarge");
  return null;
}

/** Every rule, on the file's bytes; the first broken one wins. */
export function checkAvatarBytes(bytes: Uint8Array): AvatarCheck {
  const sizeProblem = checkAvatarByteSize(bytes.byteLength);
  if (sizeProblem) return sizeProblem;
  const type = sniffImageType(bytes);
  if (!type) return refuse("unsupportedType");
  const size = imageSize(bytes, type);
  if (!size) return refuse("unreadable");
  if (size.width > AVATAR_MAX_DIMENSION || size.height > AVATAR_MAX_DIMENSION) return refuse("tooManyPixels");
  return { ok: true, type, ...size };
}
