/**
 * Drill: the SMTP server down while password resets, account setup links and support requests
 * are sent. Every request still answers as it should; every email arrives once SMTP is back; none
 * arrives twice. The SMTP server is a real one (lib/email/smtp-sink.ts) started late on the port the
 * app was given.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseEml } from "../../lib/email/eml";
import { startSmtpSink } from "../../lib/email/smtp-sink";
import { freePort } from "../load/app";
import { BrowserClient } from "../load/client";
import { createLoadUsers } from "../load/population";
import { Recorder } from "../load/stats";
import { check, sleep, withCluster, type DrillResult } from "./drill";

const EACH = 8;
const TEAM = "support@ideaforge.local";

export function smtpOutageDrill(): Promise<DrillResult> {
  return withCluster("smtp-outage", async (env) => {
    const smtpPort = await freePort();
    const mailDir = await mkdtemp(path.join(os.tmpdir(), "ideaforge-mail-"));
    const app = await env.startApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SUPPORT_EMAIL: TEAM } });
    const recorder = new Recorder();
    /** A fresh browser (its own address and CSRF cookie) per request, as different people send them. */
    const client = async (i: number) => {
      const browser = new BrowserClient(app.url, `http://localhost:${app.port}`, `10.9.${i}.1`, recorder);
      await browser.call("csrf", "GET", "/accounts/csrf/");
      return browser;
    };
    const expected: string[] = [];
    const statuses: number[] = [];

    const users = await createLoadUsers(env.databaseUrl, EACH, env.runId);
    const guests = Array.from({ length: EACH }, (_, i) => `guest-${env.runId}-${i}@buyer.test`);
    await env.query(
      `INSERT INTO checkout_sessions (stripe_session_id, email, tier) SELECT 'cs_drill_' || g, g, 'starter' FROM unnest($1::text[]) AS g`,
      [guests],
    );
    await Promise.all([
      ...users.map(async (u, i) => {
        statuses.push(
          (
            await (
              await client(i)
            ).call("reset", "POST", "/accounts/reset-password-request/", { email: `${u.username}@load.test` })
          ).status,
        );
        expected.push(`${u.username}@load.test|Reset your IdeaForge password`);
      }),
      ...guests.map(async (g, i) => {
        statuses.push(
          (
            await (
              await client(100 + i)
            ).call("setup", "POST", "/accounts/confirm-payment-email/", {
              sessionId: `cs_drill_${g}`,
              email: g,
              emailConfirmation: g,
            })
          ).status,
        );
        expected.push(`${g}|Set up your IdeaForge account`);
      }),
      ...Array.from({ length: EACH }, async (_, i) => {
        const email = `asker-${env.runId}-${i}@example.test`;
        const subject = `Drill question ${i}`;
        statuses.push(
          (
            await (
              await client(200 + i)
            ).call("support", "POST", "/api/accounts/support/submit/", {
              category: "other",
              email,
              name: "Ada",
              subject,
              message: "Does it work while mail is down?",
            })
          ).status,
        );
        expected.push(`${email}|`, `${TEAM}|${subject}`);
      }),
    ]);
    const answered = statuses.filter((s) => s === 200).length;
    await sleep(8_000);
    const tried = await env.query<{ n: string }>(
      "SELECT count(*) AS n FROM email_outbox WHERE attempts >= 1 AND sent_at IS NULL AND last_error IS NOT NULL",
    );

    const sink = await startSmtpSink({ port: smtpPort, dir: mailDir });
    try {
      const deadline = Date.now() + 120_000;
      let mails: { to: string; subject: string }[] = [];
      while (Date.now() < deadline) {
        mails = await inbox(mailDir);
        if (expected.every((e) => mails.some((m) => matches(m, e)))) break;
        await sleep(500);
      }
      const delivered = expected.filter((e) => mails.some((m) => matches(m, e))).length;
      await sleep(5_000);
      mails = await inbox(mailDir);
      const keys = mails.map((m) => `${m.to}|${m.subject}`);
      const twice = keys.filter((k, i) => keys.indexOf(k) !== i).length;
      return [
        check(
          "every request answered 200 while SMTP was down",
          answered === statuses.length && statuses.length === EACH * 3,
          `${answered} of ${EACH * 3} requests (${EACH} resets, ${EACH} setup links, ${EACH} support requests) answered 200${answered < statuses.length ? ` (others: ${statuses.filter((s) => s !== 200).join(", ")})` : ""}`,
        ),
        check(
          "the worker tried and recorded the failure",
          Number(tried[0]!.n) > 0,
          `${tried[0]!.n} emails with a failed try and its error before SMTP came back`,
        ),
        check(
          "every email arrived once SMTP was back",
          delivered === expected.length,
          `${delivered} of ${expected.length} expected emails delivered`,
        ),
        check(
          "no email arrived twice",
          twice === 0 && mails.length === expected.length,
          `${mails.length} messages received, ${twice} duplicates`,
        ),
      ];
    } finally {
      await sink.close();
      await rm(mailDir, { recursive: true, force: true });
    }
  });
}

/** `to|subjectPart`: a message to that address whose subject contains the part. */
function matches(mail: { to: string; subject: string }, expected: string): boolean {
  const [to, subject] = expected.split("|") as [string, string];
  return mail.to.toLowerCase().includes(to.toLowerCase()) && mail.subject.includes(subject);
}

async function inbox(dir: string): Promise<{ to: string; subject: string }[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".eml"));
  return Promise.all(names.map(async (n) => parseEml(await readFile(path.join(dir, n), "utf8"))));
}
