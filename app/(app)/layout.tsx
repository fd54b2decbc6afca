import { SessionProvider } from "@/components/auth/SessionProvider";
import { SessionWatcher } from "@/components/auth/SessionWatcher";
import { GraceBanner } from "@/components/billing/GraceBanner";
import { AppNav } from "@/components/layout/AppNav";
import { requireSubscriberPage } from "@/lib/server/auth/page-guard";

/** Login and an active subscription required (spec section 2); a payment that failed is said on every page. */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const session = await requireSubscriberPage();
  const value = {
    user: { username: session.user.username, email: session.user.email, avatarUrl: session.user.avatarUrl },
    expiresAt: session.expiresAt.toISOString(),
  };
  return (
    <SessionProvider value={value}>
      <AppNav />
      {session.subscription?.status === "grace_period" ? <GraceBanner graceEndsAt={session.subscription.graceEndsAt?.toISOString() ?? null} /> : null}
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
      <SessionWatcher />
    </SessionProvider>
  );
}
