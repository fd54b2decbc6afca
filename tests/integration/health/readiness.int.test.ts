import { mkdtempSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as live } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { resetEnvCache } from "@/lib/env";
import { closeDb, db } from "@/lib/server/db/client";
import { startJobWorker } from "@/lib/server/jobs/worker";
import { readiness, resetReadinessCache } from "@/lib/server/health/readiness";
import { heartbeatId } from "@/lib/server/pipeline/queue";

/** GET /api/health (liveness) and GET /api/health/ready (database, migrations, job worker). */
beforeAll(async () => {
  // Heartbeats other test files' workers may have left: this file decides whether a worker runs.
  await db().workerHeartbeat.deleteMany();
});

describe("GET /api/health", () => {
  it("answers 200 without touching the database", async () => {
    const res = live();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok" });
  });
});

describe("GET /api/health/ready", () => {
  it("is 503 while no job worker is alive, 200 while one is, and 503 again once it stopped", async () => {
    const before = await ready();
    expect(before.status).toBe(503);
    expect(await before.json()).toEqual({
      status: "not_ready",
      checks: { database: true, migrations: true, worker: false },
    });

    const worker = await startJobWorker({ connectionString: process.env.DATABASE_URL!, heartbeatMs: 1_000 });
    try {
      const during = await ready();
      expect(during.status).toBe(200);
      expect(await during.json()).toEqual({
        status: "ready",
        checks: { database: true, migrations: true, worker: true },
      });
    } finally {
      await worker.stop();
    }
    expect((await ready()).status).toBe(503);
  });

  it("counts a worker whose last beat is older than 30 s as dead", async () => {
    await db().workerHeartbeat.create({
      data: { workerId: "gone", startedAt: new Date(Date.now() - 120_000), beatAt: new Date(Date.now() - 31_000) },
    });
    expect((await readiness()).checks.worker).toBe(false);
    await db().workerHeartbeat.update({ where: { workerId: "gone" }, data: { beatAt: new Date(Date.now() - 5_000) } });
    expect((await readiness()).checks.worker).toBe(true);
    await db().workerHeartbeat.delete({ where: { workerId: "gone" } });
  });

  it("does not count a pool that runs only the idea pipeline's jobs (an import): it sends no email", async () => {
    const workerId = heartbeatId("pool-import");
    await db().workerHeartbeat.create({ data: { workerId, startedAt: new Date(), beatAt: new Date() } });
    try {
      expect((await readiness()).checks.worker).toBe(false);
    } finally {
      await db().workerHeartbeat.delete({ where: { workerId } });
    }
  });

  it("is not ready while a migration in the folder is not applied", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ideaforge-migrations-"));
    for (const name of [
      ...readdirSync(path.resolve("prisma/migrations"), { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name),
      "29991231000000_not_applied",
    ]) {
      mkdirSync(path.join(dir, name));
    }
    resetReadinessCache();
    try {
      expect((await readiness(dir)).checks).toMatchObject({ database: true, migrations: false });
    } finally {
      resetReadinessCache();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers 503 with database false, within a few seconds, when the database does not answer", async () => {
    const url = process.env.DATABASE_URL!;
    await closeDb();
    process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:9/none";
    resetEnvCache();
    try {
      const started = Date.now();
      const res = await ready();
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        status: "not_ready",
        checks: { database: false, migrations: false, worker: false },
      });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await closeDb();
      process.env.DATABASE_URL = url;
      resetEnvCache();
    }
  });

  it("is cheap enough to poll every second: 50 calls in a row", async () => {
    const started = performance.now();
    for (let i = 0; i < 50; i++) await ready();
    const perCall = (performance.now() - started) / 50;
    console.log(`GET /api/health/ready: ${perCall.toFixed(1)} ms per call`);
    expect(perCall).toBeLessThan(100);
  });
});

afterAll(async () => {
  await db().workerHeartbeat.deleteMany();
});
