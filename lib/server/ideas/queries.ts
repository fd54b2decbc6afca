import { ApiError } from "@/lib/http/errors";
import { db } from "@/lib/server/db/client";
import { ideaView, type IdeaView } from "./view";

export async function ideaById(id: number): Promise<IdeaView> {
  const idea = await db().idea.findUnique({ where: { id } });
  if (!idea) throw new ApiError("not_found", "Idea not found.");
  return ideaView(idea);
}

/** Ideas by id, in the order asked (saved boards and search pages). Only public idea fields. */
export async function ideasByIds(ids: number[]): Promise<IdeaView[]> {
  if (!ids.length) return [];
  const rows = await db().idea.findMany({ where: { id: { in: ids } } });
  const byId = new Map(rows.map((r) => [r.id, ideaView(r)]));
  return ids.map((id) => byId.get(id)).filter((v): v is IdeaView => Boolean(v));
}
