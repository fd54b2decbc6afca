import { ExportQuery } from "@/lib/domain/watchlist/schemas";
import { route } from "@/lib/http/route";
import { exportData } from "@/lib/server/watchlist/export";
import { throttleExports } from "@/lib/server/watchlist/throttle";

/** The user's saved ideas or projects as a CSV or JSON download, for their own use. */
export const GET = route({ access: "subscriber", query: ExportQuery }, async ({ query, session }) => {
  await throttleExports(session.user.id);
  const file = await exportData(session.user.id, query.data, query.format);
  return new Response(file.body, {
    headers: {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.fileName}"`,
      "x-content-type-options": "nosniff",
    },
  });
});
