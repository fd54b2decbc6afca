import type { Metadata } from "next";
import { SupportPage } from "@/components/support/SupportPage";
import { isSupportCategory } from "@/lib/domain/support/fields";
import { getPageSession } from "@/lib/server/auth/page-guard";

export const metadata: Metadata = {
  title: "Support",
  description:
    "Contact IdeaForge support about billing, a technical problem or content removal. We answer within 24-48 business hours.",
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /support (public). A logged-in user's email is filled in; `?category=data-removal` (linked from
 * the privacy policy) preselects a category.
 */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const [session, params] = await Promise.all([getPageSession(), searchParams]);
  const category = params.category;
  return (
    <SupportPage
      initialEmail={session?.user.email ?? ""}
      initialCategory={isSupportCategory(category) ? category : ""}
    />
  );
}
