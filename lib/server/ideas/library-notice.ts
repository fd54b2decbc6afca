import { env } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { libraryNotice, type LibraryNotice } from "@/lib/domain/ideas/library-notice";

/** The notice about the library's origin for this environment (lib/domain/ideas/library-notice.ts). */
export async function loadLibraryNotice(): Promise<LibraryNotice> {
  if (!env().isProduction) return libraryNotice(false, []);
  const sources = await db().pipelineSource.findMany({
    where: { licence: { not: null } },
    select: { name: true, licence: true, attribution: true },
    orderBy: { name: "asc" },
  });
  return libraryNotice(true, sources);
}
