import { route } from "@/lib/http/route";
import { accountView, type AccountView } from "@/lib/server/accounts/account";

export interface AccountResponse {
  account: AccountView;
}

/** GET /api/accounts/account/: the account page's summary. */
export const GET = route({ access: "user" }, async ({ session }): Promise<AccountResponse> => ({
  account: await accountView(session.user.id),
}));
