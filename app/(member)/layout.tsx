import { SessionProvider } from "@/components/auth/SessionProvider";
import { SessionWatcher } from "@/components/auth/SessionWatcher";
import { Logo } from "@/components/ui/Logo";
import { requireMemberPage } from "@/lib/server/auth/page-guard";

/** Login required, any subscription state (the reactivation page). */
export default async function MemberLayout({ children }: { children: React.ReactNode }) {
  const session = await requireMemberPage();
  const value = {
    user: { username: session.user.username, email: session.user.email, avatarUrl: session.user.avatarUrl },
    expiresAt: session.expiresAt.toISOString(),
  };
  return (
    <SessionProvider value={value}>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <Logo />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-4xl px-4 py-10">
        {children}
      </main>
      <SessionWatcher />
    </SessionProvider>
  );
}
