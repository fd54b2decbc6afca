import { buildVersion } from "@/lib/server/pwa/build-version";
import { serviceWorkerScript } from "@/lib/server/pwa/service-worker-script";

export const dynamic = "force-dynamic";

/**
 * GET /sw.js: the service worker. Not a call of the spec, so not behind
 * route(): it needs no session, and the browser asks for it on every update check (every 5
 * minutes), so it must not be cached for long or it would not see new builds.
 */
export function GET(): Response {
  return new Response(serviceWorkerScript(buildVersion()), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache, max-age=0, must-revalidate",
      "Service-Worker-Allowed": "/",
    },
  });
}
