import { route } from "@/lib/http/route";
import { accountView } from "@/lib/server/accounts/account";
import type { AccountResponse } from "@/lib/contracts/accounts";

export type { AccountResponse };

/** GET /api/accounts/account/: the account page's summary. */
export const GET = route({ access: "user" }, async ({ session }): Promise<AccountResponse> => ({
  account: await accountView(session.user.id),
}));
