import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { PasswordPool, PasswordPoolBusy } from "./password-pool";

describe("the password worker pool", () => {
  it("hashes and checks passwords with bcrypt", async () => {
    const pool = new PasswordPool(1, 4);
    const hash = (await pool.run({ op: "hash", password: "Correct-Horse-9", cost: 4 })) as string;
    expect(bcrypt.compareSync("Correct-Horse-9", hash)).toBe(true);
    expect(await pool.run({ op: "compare", password: "Correct-Horse-9", hash })).toBe(true);
    expect(await pool.run({ op: "compare", password: "wrong", hash })).toBe(false);
  });

  it("refuses at once what goes beyond its workers and its queue", async () => {
    const pool = new PasswordPool(1, 2);
    const jobs = Array.from({ length: 5 }, () => pool.run({ op: "hash", password: "x", cost: 8 }).then(() => "done", (e: unknown) => e));
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
});
