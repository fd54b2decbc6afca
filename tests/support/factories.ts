import { randomBytes } from "node:crypto";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import type { Tier } from "../../lib/domain/billing/plans";
import { db } from "../../lib/server/db/client";
import { createSession } from "../../lib/server/auth/sessions";

/** Test data made through the same Prisma client the app uses. Names are unique per call. */
export function uniqueName(prefix = "user"): string {
  return `${prefix}_${randomBytes(4).toString("hex")}`;
}

export { TEST_HASH_COST, quickPasswordHash } from "./quick-hash";

export interface UserOptions {
  username?: string;
  email?: string;
  tier?: Tier | null;
  status?: "active" | "grace_period" | "canceled";
  currentPeriodEnd?: Date | null;
}

export async function createUser(opts: UserOptions = {}, prisma: PrismaClient = db()) {
  const username = opts.username ?? uniqueName();
  const tier = opts.tier === undefined ? "starter" : opts.tier;
  return prisma.user.create({
    data: {
      username,
      email: opts.email ?? `${username.toLowerCase()}@example.test`,
      passwordHash: "not-a-real-hash",
      subscription: tier
        ? {
            create: {
              tier,
              status: opts.status ?? "active",
              isLifetime: tier === "lifetime",
              currentPeriodEnd:
                opts.currentPeriodEnd === undefined ? new Date(Date.now() + 30 * 86_400_000) : opts.currentPeriodEnd,
            },
          }
        : undefined,
    },
  });
}

export async function createUserWithSession(opts: UserOptions & { rememberMe?: boolean } = {}) {
  const user = await createUser(opts);
  const session = await createSession(user.id, { rememberMe: opts.rememberMe });
  return { user, ...session };
}
