import { GET as shuffle } from "@/app/api/ideas/route";
import { createSession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { createUser, uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";
import type { Benchmark } from "./benchmarks";

const CATEGORIES = ["Tech", "Finance", "Health", "Education", "Marketing", "Property", "Food", "Work", "Entertainment", "Travel", "Green", "Community", "Other"];

/** Tops the ideas table up to `total` rows with generated ideas (one INSERT ... SELECT). */
async function fillIdeas(total: number) {
  const have = await db().idea.count();
  if (have >= total) return;
  await db().$executeRawUnsafe(`
    INSERT INTO ideas (source_key, title, description, complaint_summary, analysis, category, overall, demand_score, market_size, simplicity_score, innovation_score)
    SELECT 'bench-' || g, 'Scheduling assistant number ' || g || ' for small clinics', 'Books, reminds and reschedules appointments automatically for practice ' || g,
           'Owners say no-shows cost them hours every week (case ' || g || ')', 'Steady demand; crowded market.',
           (ARRAY['${CATEGORIES.join("','")}'])[1 + (g % 13)]::"IdeaCategory",
           (g::bigint * 37) % 101, 1 + (g::bigint * 11) % 100, 1 + (g::bigint * 7919) % 50000, 1 + (g::bigint * 13) % 100, 1 + (g::bigint * 17) % 100
    FROM generate_series(${have + 1}, ${total}) AS g`);
  await db().$executeRawUnsafe("VACUUM ANALYZE ideas");
}

/** A Lifetime user (unlimited credits) who has already been shown `seen` ideas, drawn at random as shuffles draw them. */
async function userWhoHasSeen(seen: number) {
  const user = await createUser({ username: uniqueName("bench"), tier: "lifetime", currentPeriodEnd: null });
  await db().$executeRaw`INSERT INTO idea_views (user_id, kind, idea_id, day) SELECT ${user.id}, 'board', id, CURRENT_DATE FROM ideas ORDER BY random() LIMIT ${seen}`;
  await db().$executeRawUnsafe("VACUUM ANALYZE idea_views");
  return createSession(user.id);
}

function shuffleAt(total: number): Benchmark {
  return {
    name: `shuffle, 5,000 seen, ${total.toLocaleString("en-US")} ideas`,
    runs: 300,
    setup: async () => {
      await fillIdeas(total);
      const { token } = await userWhoHasSeen(5000);
      return async () => {
        const res = await shuffle(jsonRequest("GET", "/api/ideas?count=8&demand_priority=80&innovation_priority=30", undefined, { session: token }));
        if (res.status !== 200) throw new Error(`shuffle answered ${res.status}`);
      };
    },
  };
}

export const BOARD_BENCHMARKS: Benchmark[] = [shuffleAt(10_000), shuffleAt(1_000_000)];
