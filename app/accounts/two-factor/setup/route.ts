import { route } from "@/lib/http/route";
import { beginTwoFactorSetup } from "@/lib/server/accounts/two-factor";

/** A new secret for the authenticator app, as a QR code and as text; nothing is on until a code confirms it. */
export const POST = route({ access: "user" }, async ({ session }) => beginTwoFactorSetup(session.user.id));
