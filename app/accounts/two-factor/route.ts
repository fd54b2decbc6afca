import { route } from "@/lib/http/route";
import { twoFactorStatus } from "@/lib/server/accounts/two-factor";

/** Whether two-factor sign-in is on, and how many recovery codes are left. */
export const GET = route({ access: "user" }, async ({ session }) => twoFactorStatus(session.user.id));
