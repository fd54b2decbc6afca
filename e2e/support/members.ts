import { randomBytes } from "node:crypto";
import type { Tier } from "../../lib/domain/billing/plans";
import { quickPasswordHash } from "../../tests/support/quick-hash";
import { e2eDb } from "./fixtures";

/**
 * A paying user of a spec's own, made straight in the e2e database as the payment flow leaves one
 * (username, email `<username>@example.test`, a subscription): the demo users stay as seeded for
 * other specs. By default an active Pro plan renewing in 30 days; a Lifetime plan has no renewal date.
 */
const DAY = 86_400_000;

/** The username: `prefix` and a random tail ("proj_" + 8 hex digits), or the whole `username` as given. */
type MemberName = { prefix: string; username?: string } | { prefix?: string; username: string };

export type MemberOptions = MemberName & MemberShape;

interface MemberShape {
  tier?: Tier;
  status?: "active" | "grace_period" | "canceled";
  /** A password the member can log in with, stored as a quick bcrypt hash (tests/support/quick-hash.ts). */
  password?: string;
  /** The stored hash as given instead ("not-used": no login with a password); none by default. */
  passwordHash?: string;
  /** The plan's renewal date: default null for Lifetime, otherwise 30 days ahead. */
  currentPeriodEnd?: Date | null;
  graceEndsAt?: Date;
  stripeSubscriptionId?: string | null;
}

/** One hash per password for the run: bcrypt salts each hash, and any of them checks the password. */
const hashes = new Map<string, Promise<string>>();
function hashOf(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = quickPasswordHash(password)));
  return hash;
}

/** Creates the member; returns the user with its subscription. */
export async function member(opts: MemberOptions) {
  const tier = opts.tier ?? "pro";
  const username = opts.username ?? `${opts.prefix}_${randomBytes(4).toString("hex")}`;
  const passwordHash = opts.password !== undefined ? await hashOf(opts.password) : opts.passwordHash;
  return e2eDb().user.create({
    data: {
      username,
      email: `${username}@example.test`,
      ...(passwordHash !== undefined ? { passwordHash } : {}),
      subscription: {
        create: {
          tier,
          status: opts.status ?? "active",
          isLifetime: tier === "lifetime",
          currentPeriodEnd:
            opts.currentPeriodEnd !== undefined
              ? opts.currentPeriodEnd
              : tier === "lifetime"
                ? null
                : new Date(Date.now() + 30 * DAY),
          ...(opts.stripeSubscriptionId !== undefined ? { stripeSubscriptionId: opts.stripeSubscriptionId } : {}),
          ...(opts.graceEndsAt ? { graceEndsAt: opts.graceEndsAt } : {}),
        },
      },
    },
    include: { subscription: true },
  });
}
