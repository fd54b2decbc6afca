import { readiness } from "@/lib/server/health/readiness";

/**
 * GET /api/health/ready: 200 when the database answers, the migrations are applied and a job
 * worker is alive; 503 with the failed checks otherwise. One statement, no session, no log line
 * (polled every second), so not behind the route wrapper: it reads no input and no cookie.
 */
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const { ready, checks } = await readiness();
  return Response.json(
    { status: ready ? "ready" : "not_ready", checks },
    { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
