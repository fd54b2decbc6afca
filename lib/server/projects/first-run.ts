import { db } from "@/lib/server/db/client";

/**
 * Whether /projects greets the user with the first-run welcome: they have never had a project
 * (users.has_started_project, which a trigger sets on every project insert, so a project deleted
 * since still counts).
 */
export async function isFirstRun(userId: number): Promise<boolean> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { hasStartedProject: true } });
  return !user?.hasStartedProject;
}
