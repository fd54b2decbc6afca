import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEml } from "@/lib/email/eml";
import { startSmtpSink, type SmtpSink } from "@/lib/email/smtp-sink";
import { resetEnvCache } from "@/lib/env";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createPrisma } from "@/lib/server/db/client";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@/lib/server/db/embedded";
import { migrate } from "@/lib/server/db/migrate";
import { queueEmail } from "@/lib/server/email/queue";
import { startJobWorker } from "./worker";

/**
 * The default database of `npm start` is PGlite behind lib/server/db/pglite-server.ts: one
 * PostgreSQL session shared by every connection. The job library must work there too: its schema
 * installs, a job written in the app's transaction is found by polling (PGlite's notifications
 * reach only the connection that sent them), a failed try is retried, and the email is sent once.
 */
let embedded: EmbeddedPostgres;
let prisma: PrismaClient;
let sink: SmtpSink;
let sinkDir = "";

beforeAll(async () => {
  embedded = await startEmbeddedPostgres({ dataDir: "memory://" });
  await migrate(embedded.url);
  prisma = createPrisma(embedded.url, 4);
  sinkDir = mkdtempSync(path.join(tmpdir(), "ideaforge-embedded-mail-"));
  sink = await startSmtpSink({ dir: sinkDir });
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
  resetEnvCache();
});
afterAll(async () => {
  await prisma?.$disconnect();
  await embedded?.stop();
  await sink?.close();
  rmSync(sinkDir, { recursive: true, force: true });
  delete process.env.SMTP_URL;
  resetEnvCache();
});

describe("the job worker on the embedded database", () => {
  it("delivers an email written in a transaction, exactly once, and beats its heartbeat", async () => {
    const id = await prisma.$transaction((tx) =>
      queueEmail(tx, {
        kind: "support_confirmation",
        to: "pglite@example.test",
        subject: "On PGlite",
        text: "hello",
        html: "<p>hello</p>",
      }),
    );
    const worker = await startJobWorker({ connectionString: embedded.url, pollIntervalMs: 200 });
    try {
      expect(await prisma.workerHeartbeat.count({ where: { workerId: worker.workerId } })).toBe(1);
      const deadline = Date.now() + 20_000;
      while (!(await prisma.emailOutbox.findUniqueOrThrow({ where: { id } })).sentAt) {
        if (Date.now() > deadline) throw new Error("not sent within 20 s");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      await worker.stop();
    }
    const mails = readdirSync(sinkDir).map((f) => parseEml(readFileSync(path.join(sinkDir, f), "utf8")));
    expect(mails.map((m) => [m.to, m.subject])).toEqual([["pglite@example.test", "On PGlite"]]);
    expect(await prisma.emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({
      attempts: 1,
      lastError: null,
    });
    expect(await prisma.workerHeartbeat.count()).toBe(0);
  });
});
