import type { Metadata } from "next";
import { AuthCallback } from "@/components/auth/AuthCallback";

export const metadata: Metadata = { title: "Signing you in..." };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined): string | null =>
  (Array.isArray(value) ? value[0] : value) || null;

/** /auth/callback: social sign-in completion; next-auth's error page (`?error=...`) lands here too. */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <AuthCallback provider={first(query.provider)} error={first(query.error)} next={first(query.next)} />
    </div>
  );
}
