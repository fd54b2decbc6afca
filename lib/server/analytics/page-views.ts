import { db } from "@/lib/server/db/client";

export async function recordPageView(view: { path: string; referrer?: string | null; userId?: number | null; visitorId?: string | null }) {
  await db().pageView.create({
    data: { path: view.path, referrer: view.referrer ?? null, userId: view.userId ?? null, visitorId: view.visitorId ?? null },
  });
}
