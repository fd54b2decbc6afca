import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/LoginForm";
import { SocialButtons } from "@/components/auth/SocialButtons";
import { safeReturnTo } from "@/lib/domain/access/routes";
import { configuredSocialProviders } from "@/lib/auth/social/providers";
import { requireGuestPage } from "@/lib/server/auth/page-guard";

export const metadata: Metadata = {
  title: "Log in to Your Account",
  description: "Log in to IdeaForge to explore ideas, run deep searches and track your projects.",
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /login: the returnTo query parameter, made safe here, is where the user goes after login. */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  await requireGuestPage();
  const raw = (await searchParams).returnTo;
  const returnTo = Array.isArray(raw) ? raw[0] : raw;
  return (
    <>
      <LoginForm returnTo={returnTo ? safeReturnTo(returnTo) : null} />
      <SocialButtons providers={configuredSocialProviders()} />
    </>
  );
}
