import type { Metadata } from "next";
import { ComparePage, CompareRefused } from "@/components/watchlist/ComparePage";
import { COMPARE_REFUSED } from "@/lib/domain/watchlist/limits";
import { compareIds } from "@/lib/domain/watchlist/schemas";
import { ApiError } from "@/lib/errors";
import { requireSubscriberPage } from "@/lib/server/auth/page-guard";
import { compareIdeas } from "@/lib/server/watchlist/compare";

export const metadata: Metadata = { title: "Compare ideas" };

/** /compare?ids=1,2,3: two to four ideas the user was shown, side by side; no credit is spent. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[]>> }) {
  const session = await requireSubscriberPage();
  const raw = (await searchParams).ids;
  const parsed = compareIds.safeParse(typeof raw === "string" ? raw : "");
  if (!parsed.success) return <CompareRefused message={parsed.error.issues[0]!.message} />;
  // An idea the user may not read answers like a missing one; the page says so without naming which.
  const ideas = await compareIdeas(session.user.id, parsed.data).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "not_found") return null;
    throw error;
  });
  if (!ideas) return <CompareRefused message={COMPARE_REFUSED} />;
  return <ComparePage ideas={ideas} />;
}
