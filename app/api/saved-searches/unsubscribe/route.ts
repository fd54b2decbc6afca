import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { route } from "@/lib/http/route";
import { UnsubscribeQuery } from "@/lib/server/saved-searches/schemas";
import { throttleUnsubscribes } from "@/lib/server/saved-searches/throttle";
import { unsubscribe } from "@/lib/server/saved-searches/unsubscribe";
import type { UnsubscribeResponse } from "@/lib/contracts/saved-searches";

export type { UnsubscribeResponse };

/**
 * POST /api/saved-searches/unsubscribe/?token=...: the digest's one-click unsubscribe (RFC 8058,
 * the List-Unsubscribe URL). The mail client POSTs `List-Unsubscribe=One-Click` with no cookies
 * and no CSRF token: the signed token is the authorisation, so CSRF is off and no session is
 * needed. The body is not read beyond its size limit.
 */
export const POST = route(
  { access: "public", csrf: false, rawBody: true, query: UnsubscribeQuery },
  async ({ query, ip }): Promise<UnsubscribeResponse> => {
    await throttleUnsubscribes(ip);
    return unsubscribe(query.token);
  },
);

/** A browser opening the header's URL: the confirming page, which unsubscribes on its button (a GET changes nothing). */
export const GET = route({ access: "public", query: UnsubscribeQuery }, async ({ query }) =>
  NextResponse.redirect(`${env().appUrl}/unsubscribe?token=${encodeURIComponent(query.token)}`, 303),
);
