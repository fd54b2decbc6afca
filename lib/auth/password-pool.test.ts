import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { defaultPoolSize, passwordPool, PasswordPool, PasswordPoolBusy, MAX_QUEUED } from "./password-pool";

describe("the password worker pool", () => {
  it("does not keep a process alive once its work is done", () => {
    // A script that hashes and checks one password, as a command or the bench would.
    const dir = mkdtempSync(path.join(tmpdir(), "password-pool-"));
    const script = path.join(dir, "check.mts");
    writeFileSync(
      script,
      `import { PasswordPool } from ${JSON.stringify(path.resolve("lib/auth/password-pool.ts"))};
       const pool = new PasswordPool(2, 4);
       const hash = await pool.run({ op: "hash", password: "pw", cost: 4 });
       console.log(await pool.run({ op: "compare", password: "pw", hash }));`,
    );
    try {
      const run = spawnSync(process.execPath, ["--import", "tsx", script], { encoding: "utf8", timeout: 30_000 });
      expect(run.signal, "the process was still running 30 s later").toBeNull();
      expect(run.stdout.trim()).toBe("true");
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);

  it("hashes and checks passwords with bcrypt", async () => {
    const pool = new PasswordPool(1, 4);
    const hash = (await pool.run({ op: "hash", password: "Correct-Horse-9", cost: 4 })) as string;
    expect(bcrypt.compareSync("Correct-Horse-9", hash)).toBe(true);
    expect(await pool.run({ op: "compare", password: "Correct-Horse-9", hash })).toBe(true);
    expect(await pool.run({ op: "compare", password: "wrong", hash })).toBe(false);
  });

  it("refuses at once what goes beyond its workers and its queue", async () => {
    const pool = new PasswordPool(1, 2);
    const jobs = Array.from({ length: 5 }, () =>
      pool.run({ op: "hash", password: "x", cost: 8 }).then(
        () => "done",
        (e: unknown) => e,
      ),
    );
    const outcomes = await Promise.all(jobs);
    expect(outcomes.filter((o) => o === "done")).toHaveLength(3);
    const refused = outcomes.filter((o) => o instanceof PasswordPoolBusy) as PasswordPoolBusy[];
    expect(refused).toHaveLength(2);
    expect(refused[0]!.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it("keeps the calling thread free while it hashes", async () => {
    const pool = new PasswordPool(1, 1);
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await pool.run({ op: "hash", password: "x", cost: 12 });
    const took = performance.now() - started;
    clearInterval(ticker);
    // On this thread a cost-12 hash would block every tick for its whole duration.
    expect(longestGap).toBeLessThan(took / 2);
  });

  it("leaves one core to the request thread, and still has one worker on a single core", () => {
    expect(defaultPoolSize(1)).toBe(1);
    expect(defaultPoolSize(2)).toBe(1);
    expect(defaultPoolSize(8)).toBe(7);
    const pool = passwordPool();
    expect(pool.size).toBe(defaultPoolSize());
    expect(pool.maxQueued).toBe(MAX_QUEUED);
  });

  it("answers a health check while a login storm fills every worker and the queue", async () => {
    const pool = new PasswordPool(2, 6);
    const finished: string[] = [];
    // 30 checks at once: 2 run, 6 wait, the other 22 are refused on the spot.
    const storm = Array.from({ length: 30 }, (_, i) =>
      pool.run({ op: "hash", password: `guess-${i}`, cost: 10 }).then(
        () => finished.push("hash"),
        (e: unknown) => {
          if (!(e instanceof PasswordPoolBusy)) throw e;
        },
      ),
    );
    expect(pool.load).toMatchObject({ running: 2, queued: 6 });

    const answer = health();
    const body = await answer.json();
    const loadWhenAnswered = pool.load;
    finished.push("health");
    await Promise.all(storm);

    expect(answer.status).toBe(200);
    expect(body).toEqual({ status: "ok" });
    // The health check came back while hashes were still running, long before the last of them.
    expect(loadWhenAnswered.running).toBeGreaterThan(0);
    expect(finished.indexOf("health")).toBeLessThan(finished.lastIndexOf("hash"));
    expect(finished.filter((f) => f === "hash")).toHaveLength(8);
  });

  it("never runs more jobs at once than it has workers, and never starts more threads", async () => {
    const pool = new PasswordPool(3, 100);
    const samples: number[] = [];
    const jobs = Array.from({ length: 24 }, (_, i) =>
      pool.run({ op: "hash", password: `p-${i}`, cost: 6 }).then(() => {
        samples.push(pool.load.running);
        expect(pool.load.threads).toBeLessThanOrEqual(3);
      }),
    );
    samples.push(pool.load.running);
    await Promise.all(jobs);
    expect(pool.load.peakRunning).toBe(3);
    expect(Math.max(...samples)).toBeLessThanOrEqual(3);
    expect(pool.load).toMatchObject({ running: 0, queued: 0, threads: 3 });
  });
});
