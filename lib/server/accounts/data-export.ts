import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db/client";

/**
 * "Download my data": everything the privacy page says is collected about a user (the email and
 * usage data: username, ideas viewed, searched, claimed and saved, board preferences, projects,
 * milestones and notes, daily credit use, pages visited, sign-in records, the profile picture)
 * plus the subscription and invoices shown on the account page. Secrets are never included
 * (password hash, token hashes, the two-factor secret, recovery codes).
 */
export const EXPORT_FORMAT_VERSION = 1;

/**
 * Tables other features add that hold a user's own items (saved ideas, saved searches, API
 * tokens). Each is read when it exists, so the export follows the schema without a code change;
 * columns named like a hash or a secret are left out.
 */
export const OPTIONAL_USER_TABLES = ["saved_ideas", "saved_searches", "api_tokens"] as const;
const SECRET_COLUMN = /hash|secret|encrypted/i;

export async function exportUserData(userId: number, now = new Date()) {
  const user = await db().user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      username: true,
      email: true,
      createdAt: true,
      lastLoginAt: true,
      requireDeviceVerification: true,
      hasViewedIdeaBoard: true,
      hasViewedDeepSearch: true,
      avatar: { select: { contentType: true, byteSize: true, width: true, height: true, createdAt: true } },
      twoFactorSecret: { select: { enabledAt: true } },
    },
  });
  const [subscription, invoices, projects, usage, activity, security, saved] = await Promise.all([
    subscriptionOf(userId),
    db().invoice.findMany({
      where: { userId },
      orderBy: { issuedAt: "asc" },
      select: { number: true, issuedAt: true, amountCents: true, currency: true, status: true, tier: true },
    }),
    projectsOf(userId),
    db().dailyUsage.findMany({
      where: { userId },
      orderBy: { day: "asc" },
      select: { day: true, searchUsed: true, randomUsed: true },
    }),
    activityOf(userId),
    securityRecordsOf(userId),
    optionalTables(userId),
  ]);
  const { twoFactorSecret, ...account } = user;
  return {
    format_version: EXPORT_FORMAT_VERSION,
    exported_at: now.toISOString(),
    account: { ...account, twoFactorEnabled: Boolean(twoFactorSecret?.enabledAt) },
    subscription,
    invoices,
    projects,
    usage: { daily_credits: usage, ...activity },
    security,
    saved: saved.saved,
    api_tokens: saved.api_tokens,
  };
}

function subscriptionOf(userId: number) {
  return db().subscription.findUnique({
    where: { userId },
    select: {
      tier: true,
      status: true,
      isLifetime: true,
      currentPeriodEnd: true,
      cancelAtPeriodEnd: true,
      lifetimePurchasedAt: true,
      createdAt: true,
    },
  });
}

function projectsOf(userId: number) {
  return db().project.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: {
      title: true,
      description: true,
      status: true,
      ideaId: true,
      completedAt: true,
      createdAt: true,
      milestones: {
        orderBy: { position: "asc" },
        select: { title: true, isCompleted: true, completionDate: true, createdAt: true },
      },
      notes: { orderBy: { createdAt: "asc" }, select: { content: true, createdAt: true, updatedAt: true } },
    },
  });
}

async function activityOf(userId: number) {
  const [claims, ideaViews, boardPreference, searchState, pageViews] = await Promise.all([
    db().ideaClaim.findMany({ where: { userId }, select: { ideaId: true, createdAt: true } }),
    db().ideaView.findMany({
      where: { userId },
      orderBy: { day: "asc" },
      select: { kind: true, ideaId: true, day: true },
    }),
    db().boardPreference.findUnique({ where: { userId }, select: { parameters: true, filters: true, sortBy: true } }),
    db().searchState.findUnique({
      where: { userId },
      select: { lastSearchTerm: true, lastIncludedTerms: true, lastExcludedTerms: true, lastParams: true },
    }),
    db().pageView.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { path: true, createdAt: true },
    }),
  ]);
  return {
    idea_claims: claims,
    idea_views: ideaViews,
    board_preferences: boardPreference,
    last_search: searchState,
    page_views: pageViews,
  };
}

async function securityRecordsOf(userId: number) {
  const [sessions, devices, socialAccounts, supportRequests] = await Promise.all([
    db().session.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true, lastSeenAt: true, expiresAt: true, revokedAt: true, ipAddress: true, userAgent: true },
    }),
    db().device.findMany({
      where: { userId },
      select: {
        name: true,
        deviceType: true,
        browser: true,
        os: true,
        approvedAt: true,
        lastSeenAt: true,
        createdAt: true,
      },
    }),
    db().oAuthAccount.findMany({ where: { userId }, select: { provider: true, email: true, createdAt: true } }),
    db().supportRequest.findMany({
      where: { userId },
      select: { category: true, subject: true, message: true, name: true, email: true, createdAt: true },
    }),
  ]);
  return { sign_ins: sessions, devices, social_accounts: socialAccounts, support_requests: supportRequests };
}

async function optionalTables(userId: number) {
  const present = await db().$queryRaw<{ name: string }[]>`
    SELECT t.name FROM unnest(${[...OPTIONAL_USER_TABLES]}::text[]) AS t(name) WHERE to_regclass(t.name) IS NOT NULL`;
  const names = new Set(present.map((p) => p.name));
  const read = async (table: (typeof OPTIONAL_USER_TABLES)[number]) => {
    if (!names.has(table)) return null;
    // The table name comes from the fixed list above, never from input.
    const rows = await db().$queryRaw<Record<string, unknown>[]>(
      Prisma.sql`SELECT * FROM ${Prisma.raw(`"${table}"`)} WHERE user_id = ${userId}`,
    );
    return rows.map(withoutSecrets);
  };
  const [ideas, searches, tokens] = await Promise.all(OPTIONAL_USER_TABLES.map(read));
  return { saved: { saved_ideas: ideas, saved_searches: searches }, api_tokens: tokens };
}

function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !SECRET_COLUMN.test(key) && key !== "user_id")
      .map(([key, value]) => [key, typeof value === "bigint" ? value.toString() : value]),
  );
}
