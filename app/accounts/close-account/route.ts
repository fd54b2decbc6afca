import { clearedCookie, SESSION_COOKIE } from "@/lib/auth/cookies";
import { CloseAccountBody } from "@/lib/domain/validation/account-security";
import { route } from "@/lib/http/route";
import { closeAccount, closurePreview } from "@/lib/server/accounts/account-closure";

/** What closing would do: whether a Lifetime refund is on offer. */
export const GET = route({ access: "user" }, async ({ session }) => closurePreview(session.user.id));

/** Closes the account: the password and the typed confirmation; the session cookie is cleared. */
export const POST = route({ access: "user", body: CloseAccountBody }, async ({ body, session, setCookie }) => {
  const result = await closeAccount(session.user.id, body.password, body.request_refund);
  setCookie(clearedCookie(SESSION_COOKIE));
  return result;
});
