import { ResetPasswordForm } from "@/components/auth/ResetPasswordForm";
import { GuestLayout } from "@/components/layout/GuestLayout";
import { PageHead } from "@/components/layout/PageHead";
import { isResetLinkValid } from "@/lib/server/auth/password-reset";
import { guestPage } from "@/lib/server/pages/server-side";

type ResetPasswordProps = {
  uidb64: string;
  token: string;
  linkValid: boolean;
};

export const getServerSideProps = guestPage<ResetPasswordProps>(async ({ query }) => {
  const uidb64 = query.get("uidb64") ?? "";
  const token = query.get("token") ?? "";
  return { uidb64, token, linkValid: uidb64 !== "" && token !== "" && (await isResetLinkValid(uidb64, token)) };
});

export default function Page({ uidb64, token, linkValid }: ResetPasswordProps) {
  return (
    <GuestLayout>
      {/* The link carries a secret: never send it on in a Referer header. */}
      <PageHead title="Reset Password" noReferrer />
      <ResetPasswordForm uidb64={uidb64} token={token} linkValid={linkValid} />
    </GuestLayout>
  );
}
