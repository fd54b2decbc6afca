import "server-only";
import { claimStatus } from "@/lib/server/ideas/claims";

/** Whether the user claimed each of these ideas, keyed by idea id (the claim buttons' first state). */
export async function claimStatuses(userId: number, ideaIds: number[]) {
  const statuses = await Promise.all(ideaIds.map((id) => claimStatus(userId, id).catch(() => null)));
  return Object.fromEntries(ideaIds.flatMap((id, i) => (statuses[i] ? [[id, statuses[i]]] : [])));
}
