/**
 * GET /api/health: liveness. The process answers; nothing else is checked (no database, no
 * session, no log line), so a load balancer can poll it every second. Not behind the route wrapper
 * for that reason: it reads no input and no cookie.
 */
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
