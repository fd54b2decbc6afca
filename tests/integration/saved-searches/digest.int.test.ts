import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/saved-searches/route";
import { POST as openIdea } from "@/app/api/saved-searches/open-idea/route";
import { GET as unsubscribeGet, POST as unsubscribePost } from "@/app/api/saved-searches/unsubscribe/route";
import { UNSUBSCRIBE_LINK_INVALID } from "@/lib/domain/saved-searches/limits";
import { digestPeriod } from "@/lib/domain/saved-searches/period";
import { IDEA_NOT_FOUND } from "@/lib/server/ideas/access";
import type { ParsedEmail } from "@/lib/email/eml";
import { startSmtpSink, type SmtpSink } from "@/lib/email/smtp-sink";
import { resetEnvCache } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { SAVED_SEARCH_DIGESTS_TASK, SAVED_SEARCH_DIGEST_TASK, sendDigest } from "@/lib/server/saved-searches/digest";
import { createUserWithSession } from "@/tests/support/factories";
import { jobWorkers, mailFolder, until } from "@/tests/support/mail-jobs";
import { call } from "@/tests/support/projects";
import { ORIGIN } from "@/tests/support/requests";
import { makeIdeas, token } from "@/tests/support/search";

/**
 * The digest end to end: saved searches made through the API, new ideas, two job workers running
 * the digest jobs at once, a real SMTP server. One email per user and period, with the matching
 * ideas only, their links and the one-click unsubscribe (List-Unsubscribe, List-Unsubscribe-Post),
 * which works without a session and refuses a forged signature. Matching spends no credit; opening
 * an idea from the digest is a search view like any other.
 */
let mail: ReturnType<typeof mailFolder>;
let sink: SmtpSink;
const workers = jobWorkers();

beforeAll(async () => {
  mail = mailFolder("digest");
  sink = await startSmtpSink({ dir: mail.dir });
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
  resetEnvCache();
});
afterEach(async () => {
  await workers.stopAll();
});
afterAll(async () => {
  await sink?.close();
  mail.remove();
  delete process.env.SMTP_URL;
  resetEnvCache();
});

const startWorker = workers.start;

const receivedBy = (address: string): ParsedEmail[] => mail.received().filter((m) => m.to.includes(address));

/** Digest jobs take longer than one email: a longer wait. */
const digestWait = <T>(what: string, probe: () => Promise<T | null | undefined | false>) =>
  until(what, probe, 40_000, 150);

const pendingDigestJobs = async () =>
  Number(
    (
      await db().$queryRaw<{ n: bigint }[]>`
        SELECT count(*) AS n FROM graphile_worker.jobs
         WHERE task_identifier IN (${SAVED_SEARCH_DIGESTS_TASK}, ${SAVED_SEARCH_DIGEST_TASK}, 'send_email')`
    )[0]!.n,
  );

const addJob = (task: string, payload: object) =>
  db().$executeRaw`SELECT graphile_worker.add_job(${task}, ${JSON.stringify(payload)}::json)`;

async function saveSearch(sessionToken: string, name: string, params: Record<string, string>, alert = "daily") {
  const answer = await call(create, "POST", "/api/saved-searches/", {
    session: sessionToken,
    body: { name, params, alert },
  });
  expect(answer.status).toBe(201);
  return answer.body.id as number;
}

const searchCreditsUsed = async (userId: number) =>
  (await db().dailyUsage.findMany({ where: { userId } })).reduce((sum, row) => sum + row.searchUsed, 0);

/** The mail client's one-click POST (RFC 8058): no cookies, no CSRF token, a form body. */
function oneClickPost(url: string) {
  const target = new URL(url);
  return unsubscribePost(
    new NextRequest(`${ORIGIN}${target.pathname}${target.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    }),
  );
}

describe("the saved-search digest", () => {
  it("goes exactly once with two workers running the digest jobs at once, lists only the new matching ideas, and spends no credit", async () => {
    const { user, token: session } = await createUserWithSession({ tier: "pro" });
    const t = token();
    await saveSearch(session, "Kiosk tools", { main_search_text: t, categories: "Tech" });
    await saveSearch(session, "Quiet search", { main_search_text: token() });
    const [first, second, food] = await makeIdeas([
      {
        title: `${t} kiosk queue manager`,
        description: "Lets a small cafe take orders at a kiosk. More text.",
        category: "Tech",
        overall: 90,
      },
      { title: `${t} kiosk receipt printer`, description: "Prints receipts.", category: "Tech", overall: 70 },
      { title: `${t} kiosk lunch menu`, category: "Food", overall: 80 },
    ]);

    await startWorker();
    await startWorker();
    // The cron task twice and the user's digest job twice, all at once, no job key: whoever runs it, one digest.
    const job = { user_id: user.id, frequency: "daily", period: digestPeriod("daily", new Date()) };
    await Promise.all([
      addJob(SAVED_SEARCH_DIGESTS_TASK, {}),
      addJob(SAVED_SEARCH_DIGESTS_TASK, {}),
      addJob(SAVED_SEARCH_DIGEST_TASK, job),
      addJob(SAVED_SEARCH_DIGEST_TASK, job),
    ]);
    await digestWait("the digest to be delivered", async () => receivedBy(user.email).length > 0);
    await digestWait("every digest job to finish", async () => (await pendingDigestJobs()) === 0);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const mails = receivedBy(user.email);
    expect(mails).toHaveLength(1);
    expect(await db().emailOutbox.count({ where: { recipient: user.email } })).toBe(1);
    expect(await db().savedSearchDigest.count({ where: { userId: user.id } })).toBe(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("2 new ideas match your saved searches");
    expect(mail.text).toContain("Kiosk tools (2 new ideas)");
    expect(mail.text).toContain(`- ${t} kiosk queue manager: Lets a small cafe take orders at a kiosk.\n`);
    expect(mail.text).toContain(`/search?alert_idea=${first}`);
    expect(mail.text).toContain(`/search?alert_idea=${second}`);
    expect(mail.text).not.toContain("lunch menu");
    expect(mail.text).not.toContain("Quiet search");
    expect(mail.html).toContain(`/search?alert_idea=${first}`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers["list-unsubscribe"]).toMatch(
      /^<http:\/\/[^>]+\/api\/saved-searches\/unsubscribe\/\?token=[^>]+>$/,
    );
    expect(await searchCreditsUsed(user.id)).toBe(0);

    // Opening a listed idea is a search view: one credit the first time today, none again.
    const open = (ideaId: number) =>
      call(openIdea, "POST", "/api/saved-searches/open-idea/", { session, body: { idea_id: ideaId } });
    const opened = await open(first!);
    expect(opened.status).toBe(200);
    expect(opened.body.idea.idea_summary).toBe(`${t} kiosk queue manager`);
    expect(opened.body.usage.search.used).toBe(1);
    expect((await open(first!)).body.usage.search.used).toBe(1);
    // An idea the digest did not list cannot be opened this way.
    expect(await open(food!)).toMatchObject({ status: 404, body: { error: IDEA_NOT_FOUND } });
    expect(await searchCreditsUsed(user.id)).toBe(1);
  });

  it("sends nothing when nothing new matches, and the next period's new idea does go", async () => {
    const { user, token: session } = await createUserWithSession({ tier: "starter" });
    const t = token();
    await saveSearch(session, "Rare", { main_search_text: t }, "weekly");
    expect(await sendDigest({ userId: user.id, frequency: "weekly", period: "2099-W01" })).toBe("nothing_new");
    expect(await sendDigest({ userId: user.id, frequency: "weekly", period: "2099-W01" })).toBe("done_already");
    expect(await db().emailOutbox.count({ where: { recipient: user.email } })).toBe(0);
    // An idea from before the last digest is not new either.
    expect(await sendDigest({ userId: user.id, frequency: "weekly", period: "2099-W02" })).toBe("nothing_new");
    await makeIdeas([{ title: `${t} rare find` }]);
    expect(await sendDigest({ userId: user.id, frequency: "daily", period: "2099-12-31" })).toBe("nothing_new");
    expect(await sendDigest({ userId: user.id, frequency: "weekly", period: "2099-W03" })).toBe("sent");
    expect(await db().emailOutbox.count({ where: { recipient: user.email } })).toBe(1);
  });

  it("unsubscribes in one click without a session; a forged signature changes nothing; a GET only shows the confirming page", async () => {
    const { user, token: session } = await createUserWithSession({ tier: "pro" });
    const t = token();
    const daily = await saveSearch(session, "Daily one", { main_search_text: t });
    const weekly = await saveSearch(session, "Weekly one", { main_search_text: t }, "weekly");
    await makeIdeas([{ title: `${t} something new` }]);
    expect(await sendDigest({ userId: user.id, frequency: "daily", period: "2099-01-01" })).toBe("sent");
    const row = await db().emailOutbox.findFirstOrThrow({ where: { recipient: user.email } });
    const header = (row.headers as Record<string, string>)["List-Unsubscribe"]!;
    const url = header.slice(1, -1);
    const alertOf = async (id: number) => (await db().savedSearch.findUniqueOrThrow({ where: { id } })).alert;

    const forged = url.replace(/token=([^&]+)/, (_m, tok: string) => `token=${tok.slice(0, -4)}AAAA`);
    const refused = await oneClickPost(forged);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: UNSUBSCRIBE_LINK_INVALID });
    const otherUser = url.replace(/token=\d+/, `token=${user.id + 1}`);
    expect((await oneClickPost(otherUser)).status).toBe(400);
    expect(await alertOf(daily)).toBe("daily");

    const page = await unsubscribeGet(new NextRequest(url));
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toMatch(/\/unsubscribe\?token=/);
    expect(await alertOf(daily)).toBe("daily");

    const done = await oneClickPost(url);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ success: true, frequency: "daily" });
    expect(await alertOf(daily)).toBe("off");
    // Only the digest's own list: the weekly alert stays on. The link works again and answers the same.
    expect(await alertOf(weekly)).toBe("weekly");
    expect((await oneClickPost(url)).status).toBe(200);
  });
});
