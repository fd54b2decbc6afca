import { ProjectParams } from "@/lib/domain/projects/schemas";
import { route } from "@/lib/http/route";
import { exportProject } from "@/lib/server/projects/export";

/**
 * GET /api/projects/{id}/export/ (beyond the spec): a Markdown download of the project; owner-only.
 * Reading needs only a login: a user whose plan ended downloads the projects the reactivation page
 * says are kept (every write still needs an active subscription).
 */
export const GET = route({ access: "user", params: ProjectParams }, async ({ params, session }) => {
  const { fileName, markdown } = await exportProject(session.user.id, params.id);
  return new Response(markdown, {
    headers: {
      "content-type": "text/markdown; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "x-content-type-options": "nosniff",
    },
  });
});
