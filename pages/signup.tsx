import { SignupForm } from "@/components/auth/SignupForm";
import { GuestLayout } from "@/components/layout/GuestLayout";
import { PageHead } from "@/components/layout/PageHead";
import { mustLogOutBeforeSetup } from "@/lib/server/billing/account-setup";
import { guestPage, queryValue } from "@/lib/server/pages/server-side";

type SignupProps = {
  token: string;
  logOutFirst: boolean;
};

/**
 * /signup?token=...: account setup from the emailed link (a logged-in user may open it only with a
 * token). The server decides whether the form logs that user out first.
 */
export const getServerSideProps = guestPage<SignupProps>(async ({ query, session }) => {
  const token = queryValue(query, "token");
  return { token, logOutFirst: await mustLogOutBeforeSetup((await session()) !== null, token) };
});

export default function Page({ token, logOutFirst }: SignupProps) {
  return (
    <GuestLayout>
      {/* The link carries a secret: never send it on in a Referer header. */}
      <PageHead title="Create Your Account" noReferrer />
      <SignupForm key={token} token={token} logOutFirst={logOutFirst} />
    </GuestLayout>
  );
}
