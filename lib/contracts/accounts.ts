/**
 * The account page's summary: who the user is, the plan's label ('Free' when there is no
 * subscription, or it has ended) and how many of the user's projects are active. Types only: the
 * server builds it (lib/server/accounts/account.ts), components read it from here.
 */
export interface AccountView {
  username: string;
  email: string;
  avatar_url: string | null;
  tier: string;
  active_projects: number;
}
