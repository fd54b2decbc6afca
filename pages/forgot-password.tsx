import { ForgotPasswordForm } from "@/components/auth/ForgotPasswordForm";
import { GuestLayout } from "@/components/layout/GuestLayout";
import { PageHead } from "@/components/layout/PageHead";
import { guestPage } from "@/lib/server/pages/server-side";

export const getServerSideProps = guestPage();

export default function Page() {
  return (
    <GuestLayout>
      <PageHead title="Forgot Password" description="Get a link to reset the password of your IdeaForge account." />
      <ForgotPasswordForm />
    </GuestLayout>
  );
}
