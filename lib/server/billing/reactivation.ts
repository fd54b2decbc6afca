import type { ProjectView } from "@/lib/contracts/projects";
import { db } from "@/lib/server/db/client";
import { listProjects } from "@/lib/server/projects/queries";

/**
 * What the reactivation page (/subscription-canceled) says about the user's projects: they are
 * all kept while no plan is active (nothing deletes them), and usable again after reactivation.
 */
export async function keptProjectCount(userId: number): Promise<number> {
  return db().project.count({ where: { userId } });
}

/**
 * The kept projects themselves, to read (and download as Markdown) while no plan is active: the
 * page shows them without any control that changes them, and every project write still needs an
 * active subscription on the server.
 */
export async function keptProjects(userId: number): Promise<ProjectView[]> {
  return listProjects(userId);
}
