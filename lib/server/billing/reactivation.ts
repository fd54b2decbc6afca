import { db } from "@/lib/server/db/client";

/**
 * What the reactivation page (/subscription-canceled) says about the user's projects: they are
 * all kept while no plan is active (nothing deletes them), and usable again after reactivation.
 */
export async function keptProjectCount(userId: number): Promise<number> {
  return db().project.count({ where: { userId } });
}
