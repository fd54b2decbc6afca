import type { IdeaDetails } from "@/lib/contracts/ideas";
import { db } from "@/lib/server/db/client";
import { ideaNotFound, readableIdeaDetails } from "@/lib/server/ideas/access";

/**
 * Compare: two to four ideas side by side, each in full with its evidence, in the order asked.
 * Reading them spends no credit. Every idea must be one the user may read (shown through a paid
 * path, or their project's); if any is not, the whole answer is the 404 of a missing idea, so a
 * probe learns nothing about which id failed.
 */
export async function compareIdeas(userId: number, ids: number[]): Promise<IdeaDetails[]> {
  const ideas = await Promise.all(ids.map((id) => readableIdeaDetails(db(), userId, id)));
  if (ideas.some((idea) => idea === null)) throw ideaNotFound();
  return ideas as IdeaDetails[];
}
