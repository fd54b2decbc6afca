import { db } from "@/lib/server/db/client";
import { createSession } from "./sessions";

/**
 * What every successful sign-in does, whatever proved the identity (password or a social
 * provider): record the login time and open a new session (a new id at every login).
 */
export interface SignInContext {
  rememberMe: boolean;
  ip: string;
  userAgent: string | null;
}

export interface OpenedSession {
  token: string;
  expiresAt: Date;
  /** Where the browser must go before anything else (e.g. device verification), if anywhere. */
  redirectTo?: string;
}

export async function openSession(userId: number, ctx: SignInContext): Promise<OpenedSession> {
  await db().user.update({ where: { id: userId }, data: { lastLoginAt: new Date() } });
  return createSession(userId, { rememberMe: ctx.rememberMe, ipAddress: ctx.ip, userAgent: ctx.userAgent });
}
