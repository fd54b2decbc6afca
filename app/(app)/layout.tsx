import { SessionProvider } from "@/components/auth/SessionProvider";
import { SessionWatcher } from "@/components/auth/SessionWatcher";
import { GraceBanner } from "@/components/billing/GraceBanner";
import { LibraryNoticeProvider } from "@/components/idea-board/LibraryNotice";
import { AppNav } from "@/components/layout/AppNav";
import { CompareBarSlot } from "@/components/watchlist/CompareBarSlot";
import { requireSubscriberPage } from "@/lib/server/auth/page-guard";
import { loadLibraryNotice } from "@/lib/server/ideas/library-notice";

/** Login and an active subscription required; a payment that failed is said on every page. */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const [session, notice] = await Promise.all([requireSubscriberPage(), loadLibraryNotice()]);
  const value = {
    user: { username: session.user.username, email: session.user.email, avatarUrl: session.user.avatarUrl },
    expiresAt: session.expiresAt.toISOString(),
  };
  return (
    <SessionProvider value={value}>
      <AppNav />
      {session.subscription?.status === "grace_period" ? (
        <GraceBanner graceEndsAt={session.subscription.graceEndsAt?.toISOString() ?? null} />
      ) : null}
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {/* The idea details dialog says where the library comes from (board, results, projects). */}
        <LibraryNoticeProvider notice={notice}>{children}</LibraryNoticeProvider>
      </main>
      <CompareBarSlot />
      <SessionWatcher />
    </SessionProvider>
  );
}
