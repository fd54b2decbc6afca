import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/accounts/support/submit/route";
import { POST as submitAuthenticated } from "@/app/api/accounts/support/submit-authenticated/route";
import { resetEnvCache } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { listOutbox, type OutboxMessage } from "@/lib/server/email/outbox";
import { createUserWithSession, uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";

/**
 * POST /api/accounts/support/submit/ through the real handler: validation per category, the
 * stored row, both emails (read back from the outbox table, HTML part included), the default
 * subject, the per-address limit and the link to a logged-in account.
 */
const TEAM = "team-inbox@example.test";
const URL_PATH = "/api/accounts/support/submit/";
let dataDir = "";
let ipCounter = 0;
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const freshEmail = () => `${uniqueName("req")}@example.test`;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "ideaforge-support-"));
  process.env.DATA_DIR = dataDir;
  process.env.SUPPORT_EMAIL = TEAM;
  delete process.env.SMTP_URL;
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.DATA_DIR;
  delete process.env.SUPPORT_EMAIL;
  resetEnvCache();
  rmSync(dataDir, { recursive: true, force: true });
});

function submit(body: unknown, opts: { ip?: string; session?: string; csrf?: boolean } = {}) {
  return POST(
    jsonRequest("POST", URL_PATH, body, { ip: opts.ip ?? freshIp(), session: opts.session, csrf: opts.csrf }),
  );
}

const mailbox = (): Promise<OutboxMessage[]> => listOutbox(10_000);

/** The team's email and the requester's confirmation for request `id`. */
async function mailsFor(id: number, requester: string) {
  const all = await mailbox();
  const team = all.filter((m) => m.to.includes(TEAM) && m.subject.startsWith(`[Support #${id}]`));
  const confirmation = all.filter(
    (m) => m.to.includes(requester) && m.subject === `We received your support request (#${id})`,
  );
  return { team, confirmation };
}

const rowsFor = (email: string) => db().supportRequest.findMany({ where: { email } });

describe("POST /api/accounts/support/submit/", () => {
  it("stores a billing request, mails the team (reply-to the requester) and confirms to the requester", async () => {
    const email = freshEmail();
    const res = await submit({
      category: "billing",
      email,
      name: "Ada Lovelace",
      subject: "Double charge",
      orderNumber: "INV-42",
      billingIssue: "I was charged twice\nin May.",
      refundReason: "double-charge",
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ success: true, id: expect.any(Number), subject: "Double charge" });

    const [row] = await rowsFor(email);
    expect(row).toMatchObject({
      id: body.id,
      userId: null,
      name: "Ada Lovelace",
      category: "billing",
      subject: "Double charge",
      message: "Order number: INV-42\n\nBilling issue:\nI was charged twice\nin May.\n\nRefund reason: Charged twice",
      details: { orderNumber: "INV-42", billingIssue: "I was charged twice\nin May.", refundReason: "double-charge" },
    });

    const { team, confirmation } = await mailsFor(body.id, email);
    expect(team).toHaveLength(1);
    expect(team[0]!.replyTo).toBe(email);
    expect(team[0]!.text).toContain(`From: Ada Lovelace <${email}>`);
    expect(team[0]!.text).toContain("Account: none (not logged in)");
    expect(team[0]!.text).toContain("Refund reason: Charged twice");
    // A guest's confirmation quotes nothing the sender typed (tests/integration/support/relay.int.test.ts).
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.text).toContain(`request #${body.id}`);
    expect(confirmation[0]!.text).toContain("will answer within 24-48 business hours");
    expect(confirmation[0]!.text).not.toContain("Ada Lovelace");
  });

  it.each(["data-removal", "billing", "technical", "other"])(
    "accepts the spec's body for %s: email, subject, a message the client built, category, name",
    async (category) => {
      const email = freshEmail();
      const message = "URL: https://example.test/post/1\n\nReason:\nIt quotes me by name.";
      const res = await submit({ email, subject: "Please remove my post", message, category, name: "Grace Hopper" });
      expect(res.status).toBe(200);
      const body = await res.json();
      const [row] = await rowsFor(email);
      expect(row).toMatchObject({
        id: body.id,
        category: category.replace("-", "_"),
        subject: "Please remove my post",
        name: "Grace Hopper",
        message: message.replace(/\\n/g, "\n"),
      });
      const { team } = await mailsFor(body.id, email);
      expect(team[0]!.text).toContain("It quotes me by name.");
    },
  );

  it("still refuses a built message past its length limit", async () => {
    const res = await submit({ email: freshEmail(), subject: "x", message: "x".repeat(12_001), category: "billing" });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.message).toEqual(["Message must be at most 12,000 characters"]);
  });

  it.each([
    ["data-removal", { reason: "It is my post" }, "url", "Please enter the URL of the content to remove"],
    [
      "billing",
      { orderNumber: "INV-1", refundReason: "accidental" },
      "billingIssue",
      "Please describe the billing issue",
    ],
    ["technical", { device: "Pixel 8", browser: "Chrome" }, "issue", "Please describe the problem"],
    ["other", {}, "message", "Please enter a message"],
  ])(
    "answers 400 naming the missing required field of %s, and stores and sends nothing",
    async (category, fields, field, message) => {
      const email = freshEmail();
      const res = await submit({ category, email, ...fields });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: message, errors: { [field]: [message] } });
      expect(await rowsFor(email)).toHaveLength(0);
      expect((await mailbox()).filter((m) => m.to.includes(email))).toHaveLength(0);
    },
  );

  it("answers 400 for an invalid or missing email, and for a missing or unknown category", async () => {
    for (const email of ["not-an-email", "a@b", "", 42]) {
      const res = await submit({ category: "other", email, message: "Hello" });
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()).errors)).toEqual(["email"]);
    }
    const noCategory = await submit({ email: freshEmail(), message: "Hello" });
    expect(noCategory.status).toBe(400);
    expect((await noCategory.json()).errors).toEqual({ category: ["Please choose a category"] });
    const unknown = await submit({ category: "sales", email: freshEmail(), message: "Hello" });
    expect((await unknown.json()).errors).toEqual({ category: ["Please choose a category"] });
  });

  it("refuses a 100 KB message with a clear 400, and a body past the size limit with 413", async () => {
    const email = freshEmail();
    const res = await submit({ category: "other", email, message: "x".repeat(100 * 1024) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Message must be at most 5,000 characters",
      errors: { message: ["Message must be at most 5,000 characters"] },
    });
    const huge = await submit({ category: "other", email, message: "x".repeat(300 * 1024) });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toMatch(/too large/);
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it("answers 400 for malformed JSON and 403 without the CSRF token", async () => {
    expect((await submit("{not json")).status).toBe(400);
    const res = await submit({ category: "other", email: freshEmail(), message: "Hi" }, { csrf: false });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: "CSRF token missing or incorrect." });
  });

  it("stores HTML in every field as the given text and escapes it in both emails", async () => {
    // Signed in, to the sender's own address: the confirmation that quotes the request.
    const { user, token } = await createUserWithSession();
    const email = user.email;
    const html = `<script>alert("x")</script><b>bold</b> & 'quoted'`;
    const res = await submit(
      {
        category: "technical",
        email,
        name: html,
        subject: html,
        issue: html,
        device: html,
        browser: html,
      },
      { session: token },
    );
    expect(res.status).toBe(200);
    const { id } = await res.json();

    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ name: html, subject: html, details: { issue: html, device: html, browser: html } });
    expect(row!.message).toBe(`Problem description:\n${html}\n\nDevice: ${html}\n\nBrowser: ${html}`);

    const { team, confirmation } = await mailsFor(id, email);
    for (const mail of [team[0]!, confirmation[0]!]) {
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).not.toContain("<b>bold</b>");
      expect(mail.html).toContain(
        "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;b&gt;bold&lt;/b&gt; &amp; &#39;quoted&#39;",
      );
      // The plain-text part is text: it carries the characters as typed.
      expect(mail.text).toContain(html);
    }
    // Name, subject and all three fields reach the team's HTML, each escaped.
    expect(team[0]!.html.split("&lt;script&gt;").length - 1).toBeGreaterThanOrEqual(5);
  });

  it("does the same for the fields of the other categories: stored as given, escaped in both emails", async () => {
    const html = `<img src=x onerror="alert(1)"><i>it</i>`;
    const escaped = "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;i&gt;it&lt;/i&gt;";
    for (const [category, fields] of [
      ["data-removal", { url: "https://example.com/idea/7", reason: html }],
      ["billing", { orderNumber: html, billingIssue: html }],
      ["other", { message: html }],
    ] as const) {
      const { user, token } = await createUserWithSession();
      const email = user.email;
      const res = await submit({ category, email, ...fields }, { session: token });
      expect(res.status).toBe(200);
      const { id } = await res.json();
      const [row] = await rowsFor(email);
      for (const [key, value] of Object.entries(fields))
        expect((row!.details as Record<string, string>)[key] ?? row!.message).toBe(value);
      const { team, confirmation } = await mailsFor(id, email);
      for (const mail of [team[0]!, confirmation[0]!]) {
        expect(mail.html).not.toContain("<img");
        expect(mail.html).not.toContain("<i>it</i>");
        expect(mail.html).toContain(escaped);
      }
    }
  });

  it("uses '{category} Support Request' when the subject is empty or blank", async () => {
    for (const [category, fields] of [
      ["data-removal", { url: "https://example.com/idea/7" }],
      ["billing", { billingIssue: "Question" }],
    ] as const) {
      const email = freshEmail();
      const res = await submit({ category, email, subject: "   ", ...fields });
      expect((await res.json()).subject).toBe(`${category} Support Request`);
      const [row] = await rowsFor(email);
      expect(row!.subject).toBe(`${category} Support Request`);
      expect(row!.category).toBe(category === "data-removal" ? "data_removal" : category);
    }
  });

  it("answers 429 with Retry-After past 5 requests an hour from one address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await submit({ category: "other", email: freshEmail(), message: `Request ${i}` }, { ip })).status).toBe(
        200,
      );
    const email = freshEmail();
    const res = await submit({ category: "other", email, message: "One more" }, { ip });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: "Too many support requests. Please try again later." });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(await rowsFor(email)).toHaveLength(0);
    // Another address is not affected.
    expect((await submit({ category: "other", email: freshEmail(), message: "Hi" })).status).toBe(200);
  });

  it("counts every one of 12 parallel requests from one address", async () => {
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => submit({ category: "other", email: freshEmail(), message: "Flood" }, { ip })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it("limits confirmations to one requester address, from any client", async () => {
    const email = freshEmail();
    for (let i = 0; i < 5; i++) expect((await submit({ category: "other", email, message: "Hi" })).status).toBe(200);
    expect((await submit({ category: "other", email: email.toUpperCase(), message: "Hi" })).status).toBe(429);
    expect((await mailbox()).filter((m) => m.to.includes(email) && m.subject.startsWith("We received"))).toHaveLength(
      5,
    );
  });

  it("links the request to the logged-in user and names the account to the team", async () => {
    const { user, token } = await createUserWithSession();
    const res = await submit({ category: "other", email: user.email, message: "From my account" }, { session: token });
    expect(res.status).toBe(200);
    const { id } = await res.json();
    const row = await db().supportRequest.findUniqueOrThrow({ where: { id } });
    expect(row.userId).toBe(user.id);
    const { team } = await mailsFor(id, user.email);
    expect(team[0]!.text).toContain(`Account: ${user.username} (user #${user.id})`);
  });

  it("does not link a request sent with a session awaiting device approval", async () => {
    const { user, token } = await createUserWithSession();
    await db().session.updateMany({ where: { userId: user.id }, data: { needsDeviceVerification: true } });
    const res = await submit({ category: "other", email: user.email, message: "Hi" }, { session: token });
    expect(res.status).toBe(200);
    const row = await db().supportRequest.findUniqueOrThrow({ where: { id: (await res.json()).id } });
    expect(row.userId).toBeNull();
  });

  it("has the spec's authenticated variant: a session is required and the request is linked to it", async () => {
    const path = "/api/accounts/support/submit-authenticated/";
    const body = { category: "technical", email: freshEmail(), issue: "The board is empty", device: "Laptop" };
    const guest = await submitAuthenticated(jsonRequest("POST", path, body, { ip: freshIp() }));
    expect(guest.status).toBe(401);
    expect(await rowsFor(body.email)).toEqual([]);

    const { user, token } = await createUserWithSession();
    const res = await submitAuthenticated(jsonRequest("POST", path, body, { ip: freshIp(), session: token }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, subject: "technical Support Request" });
    expect((await rowsFor(body.email)).map((r) => r.userId)).toEqual([user.id]);
  });
});
