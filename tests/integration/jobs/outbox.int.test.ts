import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as resetRequest } from "@/app/accounts/reset-password-request/route";
import { POST as supportSubmit } from "@/app/api/accounts/support/submit/route";
import { startSmtpSink, type SmtpSink } from "@/lib/email/smtp-sink";
import { resetEnvCache } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { EMAIL_MAX_ATTEMPTS, queueEmail } from "@/lib/server/email/queue";
import { createUser, uniqueName } from "@/tests/support/factories";
import { jobWorkers, mailFolder, until } from "@/tests/support/mail-jobs";
import { jsonRequest } from "@/tests/support/requests";
import { deliver, stripeEvent } from "@/tests/support/stripe-events";

/**
 * The outbox end to end, with the real job worker (graphile-worker) and a real SMTP server that is
 * down, then up, on one port: an email caused by a committed change is never lost and is delivered
 * exactly once; a change that rolls back leaves no email; two workers never send one email twice.
 */
const TEAM = `${uniqueName("team")}@example.test`;
let ipCounter = 0;
const freshIp = () => `10.88.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
let smtpPort = 0;
let mail: ReturnType<typeof mailFolder>;
let sink: SmtpSink | null = null;
const workers = jobWorkers();

/** A port nothing listens on (yet): SMTP is down. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const startWorker = workers.start;
const received = () => mail.received();

const rowsTo = (recipients: string[]) =>
  db().emailOutbox.findMany({ where: { recipient: { in: recipients } }, orderBy: { id: "asc" } });
const jobOf = async (id: number) =>
  (
    await db().$queryRaw<{ attempts: number; max_attempts: number; delay_s: number }[]>`
    SELECT attempts, max_attempts, extract(epoch FROM run_at - now())::float AS delay_s FROM graphile_worker.jobs WHERE key = ${`email:${id}`}`
  )[0];

beforeAll(async () => {
  smtpPort = await freePort();
  mail = mailFolder("outbox");
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  process.env.SUPPORT_EMAIL = TEAM;
  resetEnvCache();
});
afterEach(async () => {
  await workers.stopAll();
});
afterAll(async () => {
  await sink?.close();
  mail.remove();
  delete process.env.SMTP_URL;
  delete process.env.SUPPORT_EMAIL;
  resetEnvCache();
});

describe("with SMTP down, then up", () => {
  it("a support request, a reset request and a payment-failed webhook each leave their email in the outbox with its error and tries, and each is delivered exactly once when SMTP is back", async () => {
    await startWorker();
    const requester = `${uniqueName("req")}@example.test`;
    const support = await supportSubmit(
      jsonRequest(
        "POST",
        "/api/accounts/support/submit/",
        {
          category: "technical",
          email: requester,
          name: "Ada",
          subject: "It broke",
          message: "Steps to reproduce: open it.",
        },
        { ip: freshIp() },
      ),
    );
    expect(support.status).toBe(200);

    const resetUser = await createUser();
    expect(
      (
        await resetRequest(
          jsonRequest("POST", "/accounts/reset-password-request/", { email: resetUser.email }, { ip: freshIp() }),
        )
      ).status,
    ).toBe(200);

    const payer = await createUser({ tier: "pro" });
    const stripeSubscriptionId = `sub_${uniqueName("outbox")}`;
    await db().subscription.update({
      where: { userId: payer.id },
      data: { stripeSubscriptionId, lastEventAt: new Date(Date.now() - 3_600_000) },
    });
    expect(
      (
        await deliver(
          stripeEvent("invoice.payment_failed", { id: `in_${uniqueName("f")}`, subscription: stripeSubscriptionId }),
        )
      ).status,
    ).toBe(200);

    const recipients = [TEAM, requester, resetUser.email, payer.email];
    // Every email is in the outbox, and the worker has tried each and recorded why it failed.
    const failed = await until("a failed try of each email", async () => {
      const rows = await rowsTo(recipients);
      return rows.length === 4 && rows.every((r) => r.attempts >= 1 && r.lastError) && rows;
    });
    expect(failed.map((r) => r.kind).sort()).toEqual([
      "password_reset",
      "payment_failed",
      "support_confirmation",
      "support_request",
    ]);
    for (const row of failed) {
      expect(row.sentAt).toBeNull();
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      // Retried later, with graphile-worker's backoff, up to EMAIL_MAX_ATTEMPTS tries.
      const job = await jobOf(row.id);
      expect(job?.max_attempts).toBe(EMAIL_MAX_ATTEMPTS);
      expect(job!.delay_s).toBeLessThanOrEqual(Math.exp(Math.min(job!.attempts, 10)) + 1);
    }

    sink = await startSmtpSink({ port: smtpPort, dir: mail.dir });
    const sent = await until("every email delivered", async () => {
      const rows = await rowsTo(recipients);
      return rows.every((r) => r.sentAt) && rows;
    });
    for (const row of sent) {
      expect(row.lastError).toBeNull();
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      // Delivered by SMTP: the body (reset link and all) is no longer kept.
      expect(row.text).toBe("");
    }
    // A little longer: nothing is sent a second time.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const mails = received().filter((m) => recipients.includes(m.to));
    expect(mails.map((m) => `${m.to} ${m.subject}`).sort()).toEqual(
      [
        `${TEAM} ${failed.find((r) => r.kind === "support_request")!.subject}`,
        `${requester} ${failed.find((r) => r.kind === "support_confirmation")!.subject}`,
        `${resetUser.email} Reset your IdeaForge password`,
        `${payer.email} Your IdeaForge payment failed`,
      ].sort(),
    );
    expect(mails.find((m) => m.to === TEAM)!.headers["reply-to"]).toContain(requester);
    expect(mails.find((m) => m.to === resetUser.email)!.text).toMatch(/\/reset-password\?uidb64=/);
  });

  it("retries cover more than 24 hours: exp(min(n, 10)) seconds after each of the 24 failed tries", () => {
    const waits = Array.from({ length: EMAIL_MAX_ATTEMPTS - 1 }, (_, i) => Math.exp(Math.min(i + 1, 10)));
    expect(waits.reduce((a, b) => a + b, 0)).toBeGreaterThan(24 * 3600);
  });
});

describe("the outbox and its transaction", () => {
  it("a change that rolls back leaves no email and no job", async () => {
    const to = `${uniqueName("rolled")}@example.test`;
    let queuedId = 0;
    await expect(
      db().$transaction(async (tx) => {
        queuedId = await queueEmail(tx, {
          kind: "support_confirmation",
          to,
          subject: "s",
          text: "t",
          html: "<p>t</p>",
        });
        await tx.supportRequest.create({
          data: { email: to, name: "n", category: "other", subject: "s", message: "m" },
        });
        throw new Error("the change failed after its email was written");
      }),
    ).rejects.toThrow("the change failed");
    expect(queuedId).toBeGreaterThan(0);
    expect(await db().emailOutbox.count({ where: { recipient: to } })).toBe(0);
    expect(await db().supportRequest.count({ where: { email: to } })).toBe(0);
    expect(await jobOf(queuedId)).toBeUndefined();
  });

  it("a support request refused by its limit writes neither the request nor an email", async () => {
    const requester = `${uniqueName("limit")}@example.test`;
    const body = {
      category: "other",
      email: requester,
      name: "Ada",
      subject: "Hello",
      message: "A question about the product.",
    };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await supportSubmit(jsonRequest("POST", "/api/accounts/support/submit/", body, { ip: freshIp() }))).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await db().emailOutbox.count({ where: { recipient: requester } })).toBe(5);
  });
});

describe("two workers", () => {
  it("never send one email twice", async () => {
    sink ??= await startSmtpSink({ port: smtpPort, dir: mail.dir });
    const batch = uniqueName("batch");
    const recipients = Array.from({ length: 30 }, (_, i) => `${batch}-${i}@example.test`);
    await db().$transaction(async (tx) => {
      for (const to of recipients)
        await queueEmail(tx, {
          kind: "support_confirmation",
          to,
          subject: `Mail for ${to}`,
          text: "t",
          html: "<p>t</p>",
        });
    });
    await Promise.all([startWorker(), startWorker()]);
    await until(
      "all 30 sent",
      async () =>
        (await db().emailOutbox.count({ where: { recipient: { in: recipients }, sentAt: { not: null } } })) === 30,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const counts = new Map<string, number>();
    for (const m of received()) if (recipients.includes(m.to)) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...recipients].sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const rows = await rowsTo(recipients);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });
});

describe("stopping the worker", () => {
  it("lets the job in progress finish: the email is accepted and marked sent before stop() resolves", async () => {
    let accepted = 0;
    // An SMTP server that takes 1.5 s to accept a message.
    const slow = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => setTimeout(() => (accepted++, callback()), 1_500));
      },
    });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    process.env.SMTP_URL = `smtp://127.0.0.1:${(slow.server.address() as { port: number }).port}`;
    resetEnvCache();
    try {
      const to = `${uniqueName("slow")}@example.test`;
      const id = await db().$transaction((tx) =>
        queueEmail(tx, { kind: "support_confirmation", to, subject: "Slow", text: "t", html: "<p>t</p>" }),
      );
      const worker = await startWorker();
      await until(
        "the job started",
        async () => (await db().emailOutbox.findUniqueOrThrow({ where: { id } })).attempts === 1,
      );
      await worker.stop();
      expect(await db().emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({
        sentAt: expect.any(Date),
        lastError: null,
      });
      expect(accepted).toBeGreaterThanOrEqual(1);
    } finally {
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
      resetEnvCache();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });
});
