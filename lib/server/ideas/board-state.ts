import type { BoardStateView } from "@/lib/contracts/ideas";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { ideasByIds } from "./queries";

/** The saved Idea Board: the last ideas drawn, their parameters and preferences. */
export type { BoardStateView } from "@/lib/contracts/ideas";

export async function boardState(userId: number): Promise<BoardStateView> {
  const [state, prefs] = await Promise.all([
    db().boardState.findUnique({ where: { userId } }),
    db().boardPreference.findUnique({ where: { userId } }),
  ]);
  return {
    ideas: await ideasByIds(state?.ideaIds ?? []),
    parameters: (prefs?.parameters ?? state?.parameters ?? {}) as Record<string, unknown>,
    filters: (prefs?.filters ?? state?.filters ?? {}) as Record<string, unknown>,
    sortBy: prefs?.sortBy ?? state?.sortBy ?? "score",
    hasVisited: state?.hasVisited ?? false,
  };
}

export async function saveBoardPreferences(
  userId: number,
  prefs: { parameters: Prisma.InputJsonObject; filters: Prisma.InputJsonObject; sortBy: string },
) {
  await db().boardPreference.upsert({ where: { userId }, create: { userId, ...prefs }, update: prefs });
}

export type ViewedFlag = "hasViewedIdeaBoard" | "hasViewedDeepSearch";

export async function getViewedFlag(userId: number, flag: ViewedFlag): Promise<boolean> {
  const user = await db().user.findUniqueOrThrow({
    where: { id: userId },
    select: { [flag]: true } as Record<ViewedFlag, boolean>,
  });
  return Boolean((user as Record<string, unknown>)[flag]);
}

export async function setViewedFlag(userId: number, flag: ViewedFlag, value = true): Promise<void> {
  await db().user.update({ where: { id: userId }, data: { [flag]: value } });
}
