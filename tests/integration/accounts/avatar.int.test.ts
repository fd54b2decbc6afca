import { PEER_ADDRESS_HEADER } from "@/lib/http/peer";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { DELETE as deleteAvatar, POST as uploadAvatar } from "@/app/api/accounts/avatar/route";
import { GET as getAccount } from "@/app/api/accounts/account/route";
import { GET as serveAvatar } from "@/app/api/avatars/[userId]/[version]/route";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "@/lib/domain/avatar";
import { PDF_START, SVG_WITH_SCRIPT, jpegImage, pngHeader, pngImage } from "@/tests/support/avatar-images";
import { createSession, verifySession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { hit } from "@/lib/server/security/rate-limit";
import { createUser } from "@/tests/support/factories";
import { CSRF, ORIGIN, jsonRequest } from "@/tests/support/requests";
import { AVATAR_UPLOADS, AVATAR_UPLOAD_LIMITED } from "@/lib/server/accounts/avatar";

const PATH = "/api/accounts/avatar/";

interface UploadOptions {
  session?: string;
  csrf?: boolean;
  contentType?: string;
  contentLength?: number;
}

/** A browser's upload: the file's bytes as the body, with the CSRF cookie and header and Origin. */
function uploadRequest(body: Uint8Array | ReadableStream<Uint8Array> | null, opts: UploadOptions = {}): NextRequest {
  const headers = new Headers({ origin: ORIGIN, [PEER_ADDRESS_HEADER]: "203.0.113.20" });
  headers.set(
    "cookie",
    [`csrftoken=${CSRF}`, opts.session ? `sessionid=${opts.session}` : ""].filter(Boolean).join("; "),
  );
  if (opts.csrf !== false) headers.set("x-csrftoken", CSRF);
  headers.set("content-type", opts.contentType ?? "image/png");
  if (opts.contentLength !== undefined) headers.set("content-length", String(opts.contentLength));
  return new NextRequest(`${ORIGIN}${PATH}`, {
    method: "POST",
    headers,
    body,
    duplex: "half",
  } as unknown as ConstructorParameters<typeof NextRequest>[1]);
}

const upload = (body: Uint8Array | ReadableStream<Uint8Array> | null, opts: UploadOptions = {}) =>
  uploadAvatar(uploadRequest(body, opts));

/** GET of an avatar URL (as an <img> on the page requests it, with the session cookie). */
function fetchAvatar(url: string, session?: string) {
  const [, , , userId, version] = url.split("/");
  return serveAvatar(jsonRequest("GET", url, undefined, { session }), {
    params: Promise.resolve({ userId: userId!, version: version! }),
  });
}

async function member() {
  const user = await createUser();
  const { token } = await createSession(user.id);
  return { user, token };
}

const storedUrl = async (userId: number) => (await db().user.findUniqueOrThrow({ where: { id: userId } })).avatarUrl;

/** A body of `total` bytes in 64 KB chunks that counts how much of it was ever pulled. */
function countingStream(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

describe("POST /api/accounts/avatar/", () => {
  it("stores a PNG and serves it back byte for byte, with safe headers", async () => {
    const { user, token } = await member();
    const png = pngImage(32, 32);
    const res = await upload(png, { session: token });
    expect(res.status).toBe(200);
    const { avatar_url } = (await res.json()) as { avatar_url: string };
    expect(avatar_url).toMatch(new RegExp(`^/api/avatars/${user.id}/[0-9a-f]{16}$`));
    expect(await storedUrl(user.id)).toBe(avatar_url);

    const served = await fetchAvatar(avatar_url, token);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(served.headers.get("content-disposition")).toBe("inline");
    expect(served.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");

    // The session (nav) and the account summary (header) both carry the new URL.
    expect((await verifySession(token))?.user.avatarUrl).toBe(avatar_url);
    const account = (await (
      await getAccount(jsonRequest("GET", "/api/accounts/account/", undefined, { session: token }))
    ).json()) as { account: { avatar_url: string } };
    expect(account.account.avatar_url).toBe(avatar_url);
  });

  it("stores a JPEG under the sniffed type, whatever type the request declared", async () => {
    const { token } = await member();
    const jpeg = jpegImage(800, 600, { exifBytes: 2000 });
    const res = await upload(jpeg, { session: token, contentType: "application/octet-stream" });
    expect(res.status).toBe(200);
    const served = await fetchAvatar(((await res.json()) as { avatar_url: string }).avatar_url, token);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);
  });

  it("replacing the avatar gives it a new URL; the old one is gone", async () => {
    const { user, token } = await member();
    const first = (
      (await (await upload(pngImage(8, 8, [255, 0, 0]), { session: token })).json()) as { avatar_url: string }
    ).avatar_url;
    const second = (
      (await (await upload(pngImage(8, 8, [0, 255, 0]), { session: token })).json()) as { avatar_url: string }
    ).avatar_url;
    expect(second).not.toBe(first);
    expect(await storedUrl(user.id)).toBe(second);
    expect((await fetchAvatar(first, token)).status).toBe(404);
    expect((await fetchAvatar(second, token)).status).toBe(200);
    expect(await db().avatar.count({ where: { userId: user.id } })).toBe(1);
  });

  it.each([
    ["a PDF", PDF_START, "application/pdf"],
    ["a text file named .png", Buffer.from("hello, I am plain text in photo.png"), "image/png"],
    ["an SVG with a script, declared as PNG", SVG_WITH_SCRIPT, "image/png"],
    ["an SVG with a script, declared as SVG", SVG_WITH_SCRIPT, "image/svg+xml"],
    ["HTML", Buffer.from("<!doctype html><script>alert(1)</script>"), "image/gif"],
  ])("refuses %s with 415 and keeps the current avatar", async (_name, bytes, contentType) => {
    const { user, token } = await member();
    const current = ((await (await upload(pngImage(4, 4), { session: token })).json()) as { avatar_url: string })
      .avatar_url;
    const res = await upload(bytes, { session: token, contentType });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: AVATAR_MESSAGES.unsupportedType });
    expect(await storedUrl(user.id)).toBe(current);
  });

  it("refuses an empty body (400), a broken header (400) and too many pixels (400)", async () => {
    const { user, token } = await member();
    for (const [body, message] of [
      [null, AVATAR_MESSAGES.empty],
      [new Uint8Array(), AVATAR_MESSAGES.empty],
      [pngImage(4, 4).subarray(0, 16), AVATAR_MESSAGES.unreadable],
      [pngHeader(5000, 100), AVATAR_MESSAGES.tooManyPixels],
    ] as const) {
      const res = await upload(body, { session: token });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(message);
    }
    expect(await storedUrl(user.id)).toBeNull();
  });

  it("refuses a 20 MB body with 413 after reading little more than 2 MB of it", async () => {
    const { user, token } = await member();
    const { stream, counter } = countingStream(20 * 1024 * 1024);
    const res = await upload(stream, { session: token });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe(AVATAR_MESSAGES.tooLarge);
    expect(counter.pulled).toBeLessThan(AVATAR_MAX_BYTES + 256 * 1024);
    expect(await storedUrl(user.id)).toBeNull();
  });

  it("refuses a declared 20 MB Content-Length before reading the body", async () => {
    const { token } = await member();
    const { stream, counter } = countingStream(20 * 1024 * 1024);
    const res = await upload(stream, { session: token, contentLength: 20 * 1024 * 1024 });
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it("accepts up to exactly 2 MB", async () => {
    const { token } = await member();
    const exact = new Uint8Array(AVATAR_MAX_BYTES);
    exact.set(pngImage(2, 2));
    expect((await upload(exact, { session: token })).status).toBe(200);
    const over = new Uint8Array(AVATAR_MAX_BYTES + 1);
    over.set(pngImage(2, 2));
    expect((await upload(over, { session: token })).status).toBe(413);
  });

  it("needs a session (401) and the CSRF token (403), both checked before the body is read", async () => {
    const noSession = countingStream(20 * 1024 * 1024);
    expect((await upload(noSession.stream)).status).toBe(401);
    expect(noSession.counter.pulled).toBeLessThanOrEqual(64 * 1024);

    const { user, token } = await member();
    const noCsrf = countingStream(20 * 1024 * 1024);
    const res = await upload(noCsrf.stream, { session: token, csrf: false });
    expect(res.status).toBe(403);
    expect(noCsrf.counter.pulled).toBeLessThanOrEqual(64 * 1024);
    expect((await upload(pngImage(2, 2), { session: token, csrf: false })).status).toBe(403);
    expect(await storedUrl(user.id)).toBeNull();
  });

  it("limits uploads per user and hour (429)", async () => {
    const { user, token } = await member();
    for (let i = 0; i < AVATAR_UPLOADS.limit; i++) await hit(`avatar-upload:${user.id}`, AVATAR_UPLOADS);
    const res = await upload(pngImage(2, 2), { session: token });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { error: string }).error).toBe(AVATAR_UPLOAD_LIMITED);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("DELETE /api/accounts/avatar/", () => {
  const remove = (session?: string, csrf = true) =>
    deleteAvatar(jsonRequest("DELETE", PATH, undefined, { session, csrf }));

  it("removes the user's own avatar and URL", async () => {
    const { user, token } = await member();
    const url = ((await (await upload(pngImage(4, 4), { session: token })).json()) as { avatar_url: string })
      .avatar_url;
    const res = await remove(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ avatar_url: null });
    expect(await storedUrl(user.id)).toBeNull();
    expect(await db().avatar.count({ where: { userId: user.id } })).toBe(0);
    expect((await fetchAvatar(url, token)).status).toBe(404);
    // Removing again is harmless.
    expect((await remove(token)).status).toBe(200);
  });

  it("only ever touches the caller's avatar; another user can neither delete nor see it", async () => {
    const owner = await member();
    const other = await member();
    const url = ((await (await upload(pngImage(4, 4), { session: owner.token })).json()) as { avatar_url: string })
      .avatar_url;
    expect((await remove(other.token)).status).toBe(200);
    expect(await storedUrl(owner.user.id)).toBe(url);
    expect((await fetchAvatar(url, other.token)).status).toBe(404);
    expect((await fetchAvatar(url)).status).toBe(401);
    expect((await fetchAvatar(url, owner.token)).status).toBe(200);
  });

  it("needs a session and the CSRF token", async () => {
    const { user, token } = await member();
    const url = ((await (await upload(pngImage(4, 4), { session: token })).json()) as { avatar_url: string })
      .avatar_url;
    expect((await remove(undefined)).status).toBe(401);
    expect((await remove(token, false)).status).toBe(403);
    expect(await storedUrl(user.id)).toBe(url);
  });
});

describe("GET /api/avatars/{userId}/{version}", () => {
  it("answers 404 to malformed or unknown addresses", async () => {
    const { user, token } = await member();
    for (const url of [
      `/api/avatars/${user.id}/0123456789abcdef`,
      `/api/avatars/abc/0123456789abcdef`,
      `/api/avatars/${user.id}/..%2F..`,
      `/api/avatars/${user.id}/ZZZZ`,
    ]) {
      expect((await fetchAvatar(url, token)).status, url).toBe(404);
    }
  });
});
