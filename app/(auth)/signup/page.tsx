import type { Metadata } from "next";
import { SignupForm } from "@/components/auth/SignupForm";
import { getPageSession } from "@/lib/server/auth/page-guard";
import { mustLogOutBeforeSetup } from "@/lib/server/billing/account-setup";

// The link carries a secret: never send it on in a Referer header.
export const metadata: Metadata = { title: "Create Your Account", referrer: "no-referrer" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /signup?token=...: account setup from the emailed link (the layout lets a logged-in user in only
 * with a token). The server decides whether the form logs that user out first.
 */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? "";
  const logOutFirst = await mustLogOutBeforeSetup(Boolean(await getPageSession()), token);
  return <SignupForm key={token} token={token} logOutFirst={logOutFirst} />;
}
