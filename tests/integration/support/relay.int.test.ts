import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/accounts/support/submit/route";
import { resetEnvCache } from "@/lib/env";
import { listOutbox } from "@/lib/server/email/outbox";
import { createUserWithSession, uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";

/**
 * The attack: a guest uses the support form to have the app mail a stranger a message of the
 * guest's choosing (name, subject and text quoted in the confirmation), from the app's own address.
 * A confirmation to an address that is not the logged-in sender's own quotes nothing the sender
 * typed, and its limit holds per recipient, whoever sends and however the address is dressed up.
 */
const TEAM = "team-relay@example.test";
const URL_PATH = "/api/accounts/support/submit/";
let dataDir = "";
let ipCounter = Math.floor(Math.random() * 60_000);
const freshIp = () => `10.${(++ipCounter >> 8) & 255}.${ipCounter & 255}.${(ipCounter * 7) & 255}`;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "ideaforge-relay-"));
  process.env.DATA_DIR = dataDir;
  process.env.SUPPORT_EMAIL = TEAM;
  delete process.env.SMTP_URL;
  resetEnvCache();
});
afterAll(() => {
  delete process.env.DATA_DIR;
  delete process.env.SUPPORT_EMAIL;
  resetEnvCache();
  rmSync(dataDir, { recursive: true, force: true });
});

const PHISH = {
  category: "billing",
  name: "IdeaForge Security Team",
  subject: "Your account is locked, verify now",
  orderNumber: "INV-1",
  billingIssue: "Log in at http://ideaforge-verify.evil.example/login within 24 hours or lose your data.",
  refundReason: "double-charge",
};

const submit = (body: object, opts: { session?: string } = {}) =>
  POST(jsonRequest("POST", URL_PATH, body, { ip: freshIp(), session: opts.session }));

const confirmationsTo = async (email: string) =>
  (await listOutbox(10_000)).filter((m) => m.to.includes(email) && m.subject.startsWith("We received"));

describe("the support confirmation as a relay", () => {
  it("to a guest's address quotes nothing the sender typed: a fixed text with the ticket number", async () => {
    const victim = `${uniqueName("victim")}@example.test`;
    const res = await submit({ ...PHISH, email: victim });
    expect(res.status).toBe(200);
    const { id } = await res.json();
    const [mail] = await confirmationsTo(victim);
    expect(mail).toBeDefined();
    for (const part of [mail!.subject, mail!.text, mail!.html]) {
      expect(part).not.toContain("Security Team");
      expect(part).not.toContain("locked");
      expect(part).not.toContain("evil.example");
    }
    expect(mail!.text).toContain(`#${id}`);
    // The team still gets the whole request.
    const team = (await listOutbox(10_000)).filter((m) => m.to.includes(TEAM) && m.subject.includes(`#${id}`));
    expect(team[0]!.text).toContain("evil.example");
  });

  it("a logged-in sender's confirmation to another address quotes nothing either; to their own it quotes the request", async () => {
    const { user, token } = await createUserWithSession();
    const other = `${uniqueName("other")}@example.test`;
    await submit({ ...PHISH, email: other }, { session: token });
    const [foreign] = await confirmationsTo(other);
    expect(foreign!.text).not.toContain("evil.example");
    await submit(
      { ...PHISH, name: "Sam", subject: "Refund for May", email: user.email.toUpperCase() },
      { session: token },
    );
    const own = (await confirmationsTo(user.email.toUpperCase())).concat(await confirmationsTo(user.email));
    expect(own.some((m) => m.text.includes("Subject: Refund for May"))).toBe(true);
  });

  it("holds its limit per recipient across senders and dressed-up addresses (plus tags, case)", async () => {
    const local = uniqueName("target");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const dressed = i % 2 ? `${local}+${i}@Example.Test` : `${local.toUpperCase()}+x${i}@example.test`;
      statuses.push((await submit({ ...PHISH, email: dressed })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
