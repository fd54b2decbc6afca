import { GET as shuffle } from "@/app/api/ideas/route";
import { createSession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { createUser, uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";
import type { Benchmark } from "./benchmarks";
import { fillIdeas } from "./fill-ideas";

/** A Lifetime user (unlimited credits) who has already been shown `seen` ideas, drawn at random as shuffles draw them. */
async function userWhoHasSeen(seen: number) {
  const user = await createUser({ username: uniqueName("bench"), tier: "lifetime", currentPeriodEnd: null });
  await db()
    .$executeRaw`INSERT INTO idea_views (user_id, kind, idea_id, day) SELECT ${user.id}, 'board', id, CURRENT_DATE FROM ideas ORDER BY random() LIMIT ${seen}`;
  await db().$executeRawUnsafe("VACUUM ANALYZE idea_views");
  return createSession(user.id);
}

export function shuffleAt(total: number): Benchmark {
  return {
    name: `shuffle, 5,000 seen, ${total.toLocaleString("en-US")} ideas`,
    runs: 300,
    setup: async () => {
      await fillIdeas(total);
      const { token } = await userWhoHasSeen(5000);
      return async () => {
        const res = await shuffle(
          jsonRequest("GET", "/api/ideas?count=8&demand_priority=80&innovation_priority=30", undefined, {
            session: token,
          }),
        );
        if (res.status !== 200) throw new Error(`shuffle answered ${res.status}`);
      };
    },
  };
}
