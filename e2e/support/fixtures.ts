import { test as base, expect, type BrowserContext } from "@playwright/test";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { createPrisma } from "../../lib/server/db/client";
import { createSession } from "../../lib/server/auth/sessions";

/**
 * Fixtures: a Prisma client on the e2e database, and `loginAs(context, username)`, which opens a
 * session for a seeded demo user through the app's session module and sets its cookie, as the
 * login screen will.
 */
let prisma: PrismaClient | undefined;
export function e2eDb(): PrismaClient {
  prisma ??= createPrisma(process.env.E2E_DATABASE_URL!, 2);
  return prisma;
}

export async function loginAs(
  context: BrowserContext,
  username: string,
  opts: { rememberMe?: boolean } = {},
): Promise<string> {
  const user = await e2eDb().user.findFirstOrThrow({ where: { username } });
  const { token, expiresAt } = await createSession(user.id, { rememberMe: opts.rememberMe ?? false }, e2eDb());
  const url = new URL(process.env.E2E_BASE_URL!);
  await context.addCookies([
    {
      name: "sessionid",
      value: token,
      domain: url.hostname,
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
      expires: Math.floor(expiresAt.getTime() / 1000),
    },
  ]);
  return token;
}

export const test = base;
export { expect };
