import type { NextRequest } from "next/server";
import { db } from "@/lib/server/db/client";
import { uniqueName } from "@/tests/support/factories";
import { jsonRequest, type RequestOptions } from "@/tests/support/requests";

/** Helpers of the Projects integration tests: calls through the real route handlers, and test data. */
type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
export interface Answer<T = any> {
  status: number;
  body: T;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see Answer
export async function call<T = any>(
  handler: Handler,
  method: string,
  path: string,
  opts: RequestOptions & { body?: unknown; params?: Record<string, string | number> } = {},
): Promise<Answer<T>> {
  const params = Object.fromEntries(Object.entries(opts.params ?? {}).map(([k, v]) => [k, String(v)]));
  const res = await handler(jsonRequest(method, path, opts.body, opts), { params: Promise.resolve(params) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (the Markdown export)
  }
  return { status: res.status, body: body as T };
}

export const newIdea = (over: { title?: string; description?: string; analysis?: string } = {}) =>
  db().idea.create({
    data: {
      sourceKey: uniqueName("proj"),
      title: over.title ?? "An idea",
      description: over.description ?? "The idea's details",
      complaintSummary: "c",
      analysis: over.analysis ?? "Strong demand.",
      category: "Work",
    },
  });

export interface ProjectSeed {
  title?: string | null;
  description?: string | null;
  ideaId?: number;
  status?: "active" | "completed";
  milestones?: { title: string; done?: boolean }[];
}

export async function makeProject(userId: number, seed: ProjectSeed = {}) {
  return db().project.create({
    data: {
      userId,
      ideaId: seed.ideaId,
      title: seed.title === undefined ? "A project" : seed.title,
      description: seed.description === undefined ? "What it is" : seed.description,
      status: seed.status ?? "active",
      completedAt: seed.status === "completed" ? new Date() : null,
      milestones: {
        create: (seed.milestones ?? []).map((m, i) => ({
          title: m.title,
          isCompleted: Boolean(m.done),
          completionDate: m.done ? new Date() : null,
          position: i,
        })),
      },
    },
    include: { milestones: { orderBy: { position: "asc" } } },
  });
}

/** The whole stored state of a project, to assert that a refused call changed nothing. */
export async function snapshot(projectId: number) {
  return db().project.findUnique({
    where: { id: projectId },
    include: { milestones: { orderBy: { id: "asc" } }, notes: { orderBy: { id: "asc" } }, completion: true },
  });
}
