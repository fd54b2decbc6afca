import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import type { ApiTokenScope, ApiTokenView } from "@/lib/contracts/api-tokens";
import { ApiError, errors } from "@/lib/errors";
import { db } from "@/lib/server/db/client";

/**
 * Personal access tokens. A token is `ifk_` and 43 characters of base64url (256 random bits);
 * only its SHA-256 is stored, with the first characters as a hint. A user has at most
 * MAX_API_TOKENS; the count and the insert run under a lock on the user's row, so parallel
 * creations can never pass the limit. Revoking deletes the row: the next call with it fails.
 */
export const API_TOKEN_PREFIX = "ifk_";
export const MAX_API_TOKENS = 10;
export const API_TOKEN_NAME_MAX = 60;
export const TOKEN_LIMIT_MESSAGE = `You can have at most ${MAX_API_TOKENS} API tokens. Revoke one to create another.`;
export const TOKEN_NOT_FOUND_MESSAGE = "API token not found.";
const HINT_LENGTH = API_TOKEN_PREFIX.length + 4;
/** last_used_at is written at most this often per token, so a busy script does not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

export const ApiTokenCreateBody = z.object({
  name: z
    .string({ error: "name must be text" })
    .trim()
    .min(1, "Name is required.")
    .max(API_TOKEN_NAME_MAX, `Name must be at most ${API_TOKEN_NAME_MAX} characters.`),
  scope: z.enum(["read", "read_write"], { error: "scope must be read or read_write." }),
});

export function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** True for text shaped like one of our tokens: anything else is refused without a database look-up. */
export function looksLikeApiToken(token: string): boolean {
  return /^ifk_[A-Za-z0-9_-]{43}$/.test(token);
}

interface TokenRow {
  id: number;
  name: string;
  scope: string;
  hint: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const VIEW_SELECT = { id: true, name: true, scope: true, hint: true, createdAt: true, lastUsedAt: true } as const;

function viewOf(row: TokenRow): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as ApiTokenScope,
    hint: row.hint,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listApiTokens(userId: number): Promise<ApiTokenView[]> {
  const rows = await db().apiToken.findMany({ where: { userId }, select: VIEW_SELECT, orderBy: { id: "desc" } });
  return rows.map(viewOf);
}

/** Creates a token, within the per-user limit; the token itself is returned here and never again. */
export async function createApiToken(
  userId: number,
  name: string,
  scope: ApiTokenScope,
): Promise<{ token: string; view: ApiTokenView }> {
  const token = API_TOKEN_PREFIX + randomBytes(32).toString("base64url");
  const row = await db().$transaction(async (tx) => {
    // The user's row lock orders parallel creations: each counts after the one before has committed.
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
    const count = await tx.apiToken.count({ where: { userId } });
    if (count >= MAX_API_TOKENS) throw new ApiError("limit_reached", TOKEN_LIMIT_MESSAGE, { limit_reached: true });
    return tx.apiToken.create({
      data: { userId, name, scope, tokenHash: hashApiToken(token), hint: token.slice(0, HINT_LENGTH) },
      select: VIEW_SELECT,
    });
  });
  return { token, view: viewOf(row) };
}

/** Revokes one of the user's tokens at once; another user's token id answers as a missing one. */
export async function revokeApiToken(userId: number, tokenId: number): Promise<{ success: true }> {
  const { count } = await db().apiToken.deleteMany({ where: { id: tokenId, userId } });
  if (count === 0) throw errors.notFound(TOKEN_NOT_FOUND_MESSAGE);
  return { success: true };
}

export interface StoredApiToken {
  id: number;
  userId: number;
  scope: ApiTokenScope;
}

/** The token's row, or null when unknown or revoked; records the use (at most once a minute). */
export async function findApiToken(token: string, now = new Date()): Promise<StoredApiToken | null> {
  if (!looksLikeApiToken(token)) return null;
  const row = await db().apiToken.findUnique({
    where: { tokenHash: hashApiToken(token) },
    select: { id: true, userId: true, scope: true, lastUsedAt: true },
  });
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await db().apiToken.updateMany({ where: { id: row.id }, data: { lastUsedAt: now } });
  }
  return { id: row.id, userId: row.userId, scope: row.scope as ApiTokenScope };
}
