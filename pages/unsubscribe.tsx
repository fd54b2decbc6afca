import { PageHead } from "@/components/layout/PageHead";
import { PublicLayout } from "@/components/layout/PublicLayout";
import { UnsubscribeConfirm } from "@/components/search/saved/UnsubscribeConfirm";
import { publicPage, queryValue } from "@/lib/server/pages/server-side";
import { readUnsubscribeToken } from "@/lib/server/saved-searches/unsubscribe-token";

type UnsubscribeProps = {
  token: string;
  frequency: "daily" | "weekly" | null;
};

/** /unsubscribe?token=...: a saved-search digest's unsubscribe page; works signed out. */
export const getServerSideProps = publicPage<UnsubscribeProps>(({ query }) => {
  const token = queryValue(query, "token").slice(0, 200);
  return { token, frequency: readUnsubscribeToken(token)?.frequency ?? null };
});

export default function Page({ token, frequency }: UnsubscribeProps) {
  return (
    <PublicLayout>
      {/* The link carries a token: never send it on in a Referer header. */}
      <PageHead title="Unsubscribe from alerts" noReferrer />
      <div className="mx-auto w-full max-w-xl px-4 py-12">
        <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Saved-search alerts</h1>
        <UnsubscribeConfirm token={token} frequency={frequency} />
      </div>
    </PublicLayout>
  );
}
