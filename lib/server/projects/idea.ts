import { PROJECT_IDEA_NOT_FOUND } from "@/lib/domain/projects/messages";
import { ApiError } from "@/lib/http/errors";
import { db } from "@/lib/server/db/client";
import { ideaView, type IdeaView } from "@/lib/server/ideas/view";
import { projectNotFound } from "./access";

/**
 * GET /api/projects/{id}/idea/ (beyond the spec): the idea a project came from, for the link on
 * the project's title. Looked up through the project, by id AND owner, so it only ever answers
 * about the asker's own projects: another user's project is a 404 like a missing one.
 */
export async function projectIdea(userId: number, projectId: number): Promise<IdeaView> {
  const project = await db().project.findFirst({ where: { id: projectId, userId }, select: { idea: true } });
  if (!project) throw projectNotFound();
  // The idea can be gone (deleted ideas leave idea_id null) or never have existed.
  if (!project.idea) throw new ApiError("not_found", PROJECT_IDEA_NOT_FOUND);
  return ideaView(project.idea);
}
