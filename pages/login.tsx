import { LoginForm } from "@/components/auth/LoginForm";
import { SocialButtons } from "@/components/auth/SocialButtons";
import { TwoFactorLoginForm } from "@/components/auth/TwoFactorLoginForm";
import { GuestLayout } from "@/components/layout/GuestLayout";
import { PageHead } from "@/components/layout/PageHead";
import { configuredSocialProviders, type SocialProviderInfo } from "@/lib/auth/social/providers";
import { safeReturnTo } from "@/lib/domain/access/routes";
import { guestPage } from "@/lib/server/pages/server-side";

type LoginProps = {
  returnTo: string | null;
  providers: SocialProviderInfo[];
  /** The password (or social provider) was right and the account asks for its two-factor code. */
  twoFactor: boolean;
};

/** /login: the returnTo query parameter, made safe here, is where the user goes after login. */
export const getServerSideProps = guestPage<LoginProps>(({ query }) => {
  const returnTo = query.get("returnTo");
  return {
    returnTo: returnTo ? safeReturnTo(returnTo) : null,
    providers: configuredSocialProviders(),
    twoFactor: query.get("two_factor") === "1",
  };
});

export default function Page({ returnTo, providers, twoFactor }: LoginProps) {
  return (
    <GuestLayout>
      <PageHead
        title="Log in to Your Account"
        description="Log in to IdeaForge to explore ideas, run deep searches and track your projects."
      />
      {twoFactor ? (
        <TwoFactorLoginForm returnTo={returnTo} />
      ) : (
        <>
          <LoginForm returnTo={returnTo} />
          <SocialButtons providers={providers} />
        </>
      )}
    </GuestLayout>
  );
}
