import { ConfirmEmailChange } from "@/components/account/security/ConfirmEmailChange";
import { GuestLayout } from "@/components/layout/GuestLayout";
import { PageHead } from "@/components/layout/PageHead";
import { publicPage } from "@/lib/server/pages/server-side";

type ConfirmEmailProps = { token: string };

/** /confirm-email?token=...: the link sent to a new email address; a button confirms the change. */
export const getServerSideProps = publicPage<ConfirmEmailProps>(({ query }) => ({ token: query.get("token") ?? "" }));

export default function Page({ token }: ConfirmEmailProps) {
  return (
    <GuestLayout>
      {/* The link carries a secret: never send it on in a Referer header. */}
      <PageHead title="Confirm your new email" noReferrer />
      <ConfirmEmailChange token={token} />
    </GuestLayout>
  );
}
