import { Logo } from "@/components/ui/Logo";

/** The guest pages (login, signup, password reset): the logo over a card. Who may open them: lib/server/pages/server-side.ts. */
export function GuestLayout({ children }: { children: React.ReactNode }) {
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
