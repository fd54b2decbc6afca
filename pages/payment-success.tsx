import { PaymentSuccess } from "@/components/billing/PaymentSuccess";
import { PageHead } from "@/components/layout/PageHead";
import { PublicLayout } from "@/components/layout/PublicLayout";
import { publicPage, queryValue } from "@/lib/server/pages/server-side";

type PaymentSuccessProps = {
  sessionId: string;
};

/** /payment-success?session_id=...: without session_id the browser goes to /. */
export const getServerSideProps = publicPage<PaymentSuccessProps>(({ query }) => {
  const sessionId = queryValue(query, "session_id");
  return sessionId ? { sessionId } : { redirect: "/" };
});

export default function Page({ sessionId }: PaymentSuccessProps) {
  return (
    <PublicLayout>
      {/* The session id is the only key to the purchase: never send it on in a Referer header. */}
      <PageHead title="Thank You for Your Payment!" noReferrer />
      <PaymentSuccess key={sessionId} sessionId={sessionId} />
    </PublicLayout>
  );
}
