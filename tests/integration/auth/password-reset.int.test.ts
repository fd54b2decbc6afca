import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linksIn, parseEml } from "@/lib/email/eml";
import { startSmtpSink, type SmtpSink } from "@/lib/email/smtp-sink";
import { resetEnvCache } from "@/lib/env";
import { createUser, uniqueName } from "@/tests/support/factories";
import { deliverQueuedTo } from "@/tests/support/outbox";
import {
  ORIGIN,
  freshIp,
  mailTo,
  requestReset,
  runResetJobsFor,
  withTemporaryOutbox,
} from "@/tests/support/password-reset";

withTemporaryOutbox();

describe("POST /accounts/reset-password-request/", () => {
  it("answers the same for a known and an unknown address, and mails only the known one", async () => {
    const user = await createUser();
    const unknown = `${uniqueName("nobody")}@example.test`;
    const [known, missing] = await Promise.all([requestReset(user.email), requestReset(unknown)]);
    expect([known.status, missing.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual({
      success: true,
      message: `If an account exists for ${user.email}, you will receive password reset instructions.`,
    });
    expect(await missing.json()).toEqual({
      success: true,
      message: `If an account exists for ${unknown}, you will receive password reset instructions.`,
    });
    expect(await mailTo(user.email)).toHaveLength(1);
    expect(await mailTo(unknown)).toHaveLength(0);
  });

  it("never hands the link back in the answer, not even to a client on this machine", async () => {
    const user = await createUser();
    for (const ip of ["127.0.0.1", "::1", "198.51.100.7"]) {
      const res = await requestReset(user.email, { ip });
      expect(await res.json()).toEqual({
        success: true,
        message: `If an account exists for ${user.email}, you will receive password reset instructions.`,
      });
    }
  });

  it("finds the account whatever the case of the address", async () => {
    const user = await createUser();
    expect((await requestReset(user.email.toUpperCase())).status).toBe(200);
    const [mail] = await mailTo(user.email);
    expect(mail?.subject).toBe("Reset your IdeaForge password");
    expect(mail?.text).toContain("expires in 1 hour");
  });

  it("rejects an invalid address with the catalogue's message", async () => {
    for (const email of ["not-an-email", "", 42]) {
      const res = await requestReset(email as string);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe("Invalid email address. Please check and try again.");
    }
  });

  it("builds the link from APP_URL, and a request naming another Host is refused and mails nothing", async () => {
    const user = await createUser();
    const foreign = await requestReset(user.email, { host: "evil.example" });
    expect(foreign.status).toBe(421);
    expect(await mailTo(user.email)).toHaveLength(0);
    expect((await requestReset(user.email)).status).toBe(200);
    const [mail] = await mailTo(user.email);
    expect(mail!.text).not.toContain("evil.example");
    expect(linksIn(mail!.text)[0]).toMatch(new RegExp(`^${ORIGIN}/reset-password\\?`));
  });

  it("answers 429 with Retry-After past 5 requests an hour from one address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await requestReset(`${uniqueName()}@example.test`, { ip })).status).toBe(200);
    const res = await requestReset(`${uniqueName()}@example.test`, { ip });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: "Too many password reset attempts. Please try again later." });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3500);
  });

  it("answers 429 past 5 requests an hour for one address, from any client", async () => {
    const user = await createUser();
    for (let i = 0; i < 5; i++) expect((await requestReset(user.email)).status).toBe(200);
    expect((await requestReset(user.email)).status).toBe(429);
    expect((await requestReset(user.email.toUpperCase())).status).toBe(429);
    expect(await mailTo(user.email)).toHaveLength(5);
  });

  it("counts every one of 20 parallel requests", async () => {
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => requestReset(`${uniqueName()}@example.test`, { ip })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });
});

describe("with SMTP_URL set", () => {
  const sinkDir = mkdtempSync(path.join(tmpdir(), "ideaforge-smtp-"));
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink({ dir: sinkDir });
    process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetEnvCache();
    await sink.close();
    rmSync(sinkDir, { recursive: true, force: true });
  });

  it("sends through the SMTP server and answers byte for byte the same for known and unknown addresses", async () => {
    const user = await createUser();
    const unknown = `${uniqueName("nobody")}@example.test`;
    const known = await requestReset(user.email);
    const missing = await requestReset(unknown);
    const bodies = [await known.text(), await missing.text()];
    expect(bodies[0]).toBe(bodies[1]!.replace(unknown, user.email));
    expect(bodies[0]).not.toContain("debug_link");

    // The lookup and the email come after the answer, in the job the worker runs.
    for (const email of [user.email, unknown]) await runResetJobsFor(email);
    expect(await deliverQueuedTo(user.email)).toBe(1);
    expect(await deliverQueuedTo(unknown)).toBe(0);
    const received = readdirSync(sinkDir).map((f) => parseEml(readFileSync(path.join(sinkDir, f), "utf8")));
    expect(received.map((m) => m.to)).toEqual([user.email]);
    expect(received[0]!.subject).toBe("Reset your IdeaForge password");
    expect(linksIn(received[0]!.text)[0]).toMatch(new RegExp(`^${ORIGIN}/reset-password\\?uidb64=`));
  });
});
