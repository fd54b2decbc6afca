import { PageHead } from "@/components/layout/PageHead";
import { PublicLayout } from "@/components/layout/PublicLayout";
import { AuthCallback } from "./AuthCallback";

export type AuthCallbackProps = {
  provider: string | null;
  error: string | null;
  next: string | null;
};

/**
 * The page's props from its query. The provider query parameter is required, and only it counts,
 * never a provider in the path; next-auth's error page (`?error=...`) lands here too.
 */
export function authCallbackProps(query: URLSearchParams): AuthCallbackProps {
  return {
    provider: query.get("provider") || null,
    error: query.get("error") || null,
    next: query.get("next") || null,
  };
}

/** Where a social sign-in lands: /auth/callback and /auth/callback/{provider}. */
export function AuthCallbackPage({ provider, error, next }: AuthCallbackProps) {
  return (
    <PublicLayout>
      <PageHead title="Signing you in..." />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <AuthCallback provider={provider} error={error} next={next} />
      </div>
    </PublicLayout>
  );
}
