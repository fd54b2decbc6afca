import { NextResponse } from "next/server";
import { errors } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { exportUserData } from "@/lib/server/accounts/data-export";
import { hit } from "@/lib/server/security/rate-limit";

/** At most 10 downloads an hour per account: the export reads every table of the user. */
const EXPORTS_PER_HOUR = { limit: 10, windowMs: 60 * 60 * 1000 };

/** The user's data as a JSON file (a download, never cached). */
export const GET = route({ access: "user" }, async ({ session }) => {
  const state = await hit(`export-data:user:${session.user.id}`, EXPORTS_PER_HOUR);
  if (state.count > EXPORTS_PER_HOUR.limit)
    throw errors.rateLimited(state.retryAfterMs / 1000, "Too many downloads. Please try again later.");
  const data = await exportUserData(session.user.id);
  const day = data.exported_at.slice(0, 10);
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="ideaforge-data-${day}.json"`,
    },
  });
});
