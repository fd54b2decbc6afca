import { ACCOUNT_OWNER_SELECT } from "@/lib/server/accounts/account";
import { listApiTokens } from "@/lib/server/api-tokens/tokens";
import { db } from "@/lib/server/db/client";
import { listSavedSearches } from "@/lib/server/saved-searches/store";
import { listSavedIdeas } from "@/lib/server/watchlist/list";

/**
 * "Download my data": everything the privacy page says is collected about a user (the email and
 * usage data: username, ideas viewed, searched, claimed and saved, board preferences, projects,
 * milestones and notes, daily credit use, pages visited, sign-in records, the profile picture)
 * plus the subscription and invoices shown on the account page. Secrets are never included
 * (password hash, token hashes, the two-factor secret, recovery codes).
 */
export const EXPORT_FORMAT_VERSION = 1;

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
    savedItemsOf(userId),
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
    // The plan fields the account page judges access from, plus when it was bought and started.
    select: { ...ACCOUNT_OWNER_SELECT.subscription.select, lifetimePurchasedAt: true, createdAt: true },
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

/**
 * The user's saved ideas, saved searches and API tokens, read by the same functions as the Saved
 * page, the saved-search list and the account page's token list: the export shows what the app
 * shows (a token's hint, never its hash).
 */
async function savedItemsOf(userId: number) {
  const [savedIdeas, savedSearches, apiTokens] = await Promise.all([
    listSavedIdeas(userId),
    // The plan only sets the alerts' limit, which is not exported.
    listSavedSearches(userId, null),
    listApiTokens(userId),
  ]);
  return { saved: { saved_ideas: savedIdeas, saved_searches: savedSearches.saved_searches }, api_tokens: apiTokens };
}
