import { Logo } from "@/components/ui/Logo";
import { requireGuestPage } from "@/lib/server/auth/page-guard";

/** Guests only: a logged-in user goes to /projects (except /signup with a setup token). */
export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  await requireGuestPage();
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-slate-50">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4">
        <Logo />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-10">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">{children}</div>
      </main>
    </div>
  );
}
