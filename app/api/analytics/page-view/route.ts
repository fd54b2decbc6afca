import { PAGE_VIEW_MAX_BODY_BYTES } from "@/lib/domain/analytics/page-view";
import { PageViewBody } from "@/lib/domain/analytics/page-view-body";
import { route } from "@/lib/http/route";
import { pageViewFromInput, recordPageView, throttlePageViews } from "@/lib/server/analytics/page-views";

export interface PageViewResponse {
  ok: true;
}

/**
 * POST /api/analytics/page-view/: one page view for our own analytics.
 * The app sends it with fetch (keepalive) and the usual X-CSRFToken header; a navigator.sendBeacon
 * client, which cannot set headers, may send text/plain with the token as `csrf_token` in the body
 * (the Origin check still applies).
 */
export const POST = route(
  {
    access: "public",
    body: PageViewBody,
    allowTextPlain: true,
    csrf: "header-or-body",
    maxBodyBytes: PAGE_VIEW_MAX_BODY_BYTES,
  },
  async ({ body, session, ip }): Promise<PageViewResponse> => {
    await throttlePageViews(ip);
    await recordPageView(pageViewFromInput(body, session?.user.id));
    return { ok: true };
  },
);
