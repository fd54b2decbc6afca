/**
 * Where a social sign-in lands: the callback page of
 * the provider, with the provider in the query (the page requires it), and on failure the reason.
 * Shared by the server (next-auth's signIn callback) and the login buttons; no I/O.
 */
export const SOCIAL_ERROR_NO_ACCOUNT = "no_account";

const PROVIDER_ID = /^[A-Za-z0-9_-]{1,40}$/;

export function socialCallbackPath(provider: string, extra: { error?: string; next?: string } = {}): string {
  const id = PROVIDER_ID.test(provider) ? provider : "unknown";
  const query = new URLSearchParams({ provider: id });
  if (extra.error) query.set("error", extra.error);
  if (extra.next) query.set("next", extra.next);
  return `/auth/callback/${id}?${query.toString()}`;
}
