import { POST as loginPost } from "@/app/accounts/login/route";
import { GET as verifySessionGet } from "@/app/accounts/verify-session/route";
import { BCRYPT_COST, hashPassword } from "@/lib/auth/passwords";
import { createSession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { createUser, uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";

export interface Benchmark {
  name: string;
  runs: number;
  /** Prepares data; returns one timed iteration. Each iteration must check its own answer. */
  setup: () => Promise<() => Promise<void>>;
  /** Name of an earlier benchmark to print this one's times against (as a ratio). */
  compareWith?: string;
  /** Extra lines printed after the timings (counts, query plans). */
  report?: () => Promise<string>;
}

function expectStatus(res: Response, status: number) {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}`);
}

const PASSWORD = "Bench-Password-1";

import { shuffleAt } from "./board";
import { detailsAt } from "./details";
import { pipelineAt } from "./pipeline";
import { searchBenchmarksAt } from "./search";

/** On PostgreSQL (the private cluster of scripts/bench.ts, or BENCH_DATABASE_URL's server). */
export const POSTGRES_BENCHMARKS: Benchmark[] = [
  {
    name: `login (bcrypt cost ${BCRYPT_COST})`,
    runs: 30,
    setup: async () => {
      const user = await createUser({ username: uniqueName("bench") });
      await db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
      return async () => {
        const res = await loginPost(
          jsonRequest(
            "POST",
            "/accounts/login/",
            { username: user.username, password: PASSWORD },
            { ip: uniqueName("ip") },
          ),
        );
        expectStatus(res, 200);
      };
    },
  },
  {
    name: "verify-session",
    runs: 1000,
    setup: async () => {
      const user = await createUser({ username: uniqueName("bench") });
      const { token } = await createSession(user.id);
      return async () => {
        const res = await verifySessionGet(
          jsonRequest("GET", "/accounts/verify-session/", undefined, { session: token }),
        );
        expectStatus(res, 200);
      };
    },
  },
  // Sizes grow in order: each fill only tops the same table up.
  shuffleAt(10_000),
  ...searchBenchmarksAt(100_000),
  // Gives every fifth idea evidence (the search triggers add its quotes to its document).
  detailsAt(100_000),
  shuffleAt(1_000_000),
  ...searchBenchmarksAt(1_000_000),
  // The idea pipeline end to end (targets: 5,000 posts/s, under 500 MB at 1,000,000 posts).
  pipelineAt(100_000),
  pipelineAt(1_000_000),
];

/** On the embedded database (PGlite), which `npm start` runs without DATABASE_URL. */
export const EMBEDDED_BENCHMARKS: Benchmark[] = [...searchBenchmarksAt(10_000)];
