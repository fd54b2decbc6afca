import type { Metadata } from "next";
import { AccountPage } from "@/components/account/AccountPage";
import { LibraryNoticeLine } from "@/components/idea-board/LibraryNoticeLine";
import { ExportSection } from "@/components/watchlist/ExportSection";
import { requireSubscriberPage } from "@/lib/server/auth/page-guard";
import { loadLibraryNotice } from "@/lib/server/ideas/library-notice";

export const metadata: Metadata = { title: "Account" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const flag = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) === "true";

/** /account: the layout and this page both require a subscriber's session. */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  await requireSubscriberPage();
  const [params, notice] = await Promise.all([searchParams, loadLibraryNotice()]);
  return (
    <>
      <AccountPage
        upgradeSuccess={flag(params.upgrade_success)}
        upgradeCancelled={flag(params.upgrade_cancelled)}
        paymentUpdated={flag(params.payment_updated)}
        exportSection={<ExportSection />}
      />
      <LibraryNoticeLine notice={notice} className="mt-10" />
    </>
  );
}
