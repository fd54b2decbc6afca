import { db } from "@/lib/server/db/client";

/** Whether a closed account still holds this username (for 30 days after its closure). */
export async function isUsernameHeld(username: string, now = new Date()): Promise<boolean> {
  const rows = await db().$queryRaw<{ held: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM username_holds WHERE username_lower = lower(${username}) AND released_at > ${now}) AS held`;
  return rows[0]?.held === true;
}
