import { describe, expect, it, vi } from "vitest";
import { POST as create } from "@/app/api/saved-searches/route";
import { digestPeriod } from "@/lib/domain/saved-searches/period";
import { db } from "@/lib/server/db/client";
import { sendDigest } from "@/lib/server/saved-searches/digest";
import { createUserWithSession } from "@/tests/support/factories";
import { call } from "@/tests/support/projects";
import { makeIdeas, token } from "@/tests/support/search";

/**
 * The leak: the digest matches ideas first (a read that can take a while over many searches), then
 * writes the email from the ideas' rows by id, without asking whether they are still published. An
 * idea unpublished in between (its posts removed on request) went out by email, title and first
 * line. Here the unpublishing lands right after the match, as it would under load.
 */
const afterMatch: { run: (() => Promise<void>) | null } = { run: null };

vi.mock("@/lib/server/saved-searches/match", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/server/saved-searches/match")>();
  return {
    ...original,
    matchSince: async (...args: Parameters<typeof original.matchSince>) => {
      const found = await original.matchSince(...args);
      await afterMatch.run?.();
      return found;
    },
  };
});

describe("the saved-search digest", () => {
  it("never mails an idea unpublished after it matched", async () => {
    const { user, token: session } = await createUserWithSession({ tier: "pro" });
    const t = token();
    const saved = await call(create, "POST", "/api/saved-searches/", {
      session,
      body: { name: "Kiosks", params: { main_search_text: t }, alert: "daily" },
    });
    expect(saved.status).toBe(201);
    const [, withdrawn] = await makeIdeas([
      { title: `${t} kiosk queue manager`, description: "Takes cafe orders at a kiosk.", overall: 90 },
      { title: `${t} kiosk withdrawn secret`, description: "Text removed on the author's request.", overall: 80 },
    ]);
    afterMatch.run = async () => {
      await db().idea.update({ where: { id: withdrawn! }, data: { published: false } });
    };

    const outcome = await sendDigest({
      userId: user.id,
      frequency: "daily",
      period: digestPeriod("daily", new Date()),
    });
    afterMatch.run = null;

    expect(outcome).toBe("sent");
    const mail = await db().emailOutbox.findFirstOrThrow({
      where: { recipient: user.email, kind: "saved_search_digest" },
    });
    expect(mail.text).toContain(`${t} kiosk queue manager`);
    expect(mail.text).not.toContain("withdrawn secret");
    expect(mail.text).not.toContain(`alert_idea=${withdrawn}`);
    expect(mail.subject).toMatch(/^1 new idea /);
  });
});
