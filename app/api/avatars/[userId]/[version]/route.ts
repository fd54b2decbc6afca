import { z } from "zod";
import { idFromText } from "@/lib/domain/validation/id";
import { errors } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { findAvatar } from "@/lib/server/accounts/avatar";

const Params = z.object({ userId: z.string(), version: z.string() });
const NOT_FOUND = "Avatar not found.";

/**
 * GET /api/avatars/{userId}/{version}: the stored bytes, to their owner only (no page shows one
 * user's picture to another; anyone else gets the same 404 as for a missing one). The type is the
 * sniffed one; nosniff and a sandboxing CSP keep a browser from ever running the file as a document.
 * A URL names one version of the picture (a new upload gets a new URL), so it may be cached for a year.
 */
export const GET = route({ access: "user", params: Params }, async ({ params, session }) => {
  const userId = idFromText(params.userId);
  if (userId !== session.user.id || !/^[0-9a-f]{16}$/.test(params.version)) throw errors.notFound(NOT_FOUND);
  const avatar = await findAvatar(userId, params.version);
  if (!avatar) throw errors.notFound(NOT_FOUND);
  return new Response(new Uint8Array(avatar.bytes), {
    headers: {
      "content-type": avatar.contentType,
      "content-length": String(avatar.bytes.byteLength),
      "content-disposition": "inline",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "private, max-age=31536000, immutable",
      etag: `"${avatar.sha256}"`,
    },
  });
});
