import { describe, expect, it } from "vitest";
import { detect } from "./detect";
import type { Analyser, RawPost } from "./types";

const post = (fields: Partial<RawPost>): RawPost => ({
  externalId: "1",
  community: "c",
  parentId: null,
  title: null,
  body: "",
  author: "ann",
  createdAt: new Date(0),
  score: 0,
  comments: 0,
  flags: {},
  ...fields,
});

describe("detect", () => {
  it("keeps a post voicing a need, with a confidence", async () => {
    const d = await detect(
      post({ title: "Is there a tool for chasing unpaid invoices?", body: "I waste hours every week on it." }),
    );
    expect(d).toMatchObject({ kind: "need" });
    expect(d.kind === "need" && d.confidence > 0 && d.confidence <= 1).toBe(true);
  });

  it("calls launch and self-promotion posts launches, even when they retell the pain", async () => {
    expect(
      await detect(post({ title: "Show HN: DuePing", body: "I was tired of chasing invoices, so I built DuePing." })),
    ).toEqual({ kind: "launch" });
  });

  it("skips deleted, removed, bot and moderator posts before reading them", async () => {
    const need = { title: "Is there a tool for chasing unpaid invoices?" };
    expect(await detect(post({ ...need, flags: { deleted: true } }))).toEqual({ kind: "skip", reason: "deleted" });
    expect(await detect(post({ ...need, flags: { removed: true } }))).toEqual({ kind: "skip", reason: "deleted" });
    expect(await detect(post({ ...need, flags: { bot: true } }))).toEqual({ kind: "skip", reason: "bot_or_moderator" });
    expect(await detect(post({ ...need, flags: { moderator: true } }))).toEqual({
      kind: "skip",
      reason: "bot_or_moderator",
    });
    expect(
      await detect(
        post({ body: "Is there a tool for this? I am a bot, and this action was performed automatically." }),
      ),
    ).toEqual({ kind: "skip", reason: "bot_or_moderator" });
  });

  it("skips posts too short to voice anything, and posts not in English", async () => {
    expect(await detect(post({ body: "+1 same" }))).toEqual({ kind: "skip", reason: "too_short" });
    expect(await detect(post({ body: "" }))).toEqual({ kind: "skip", reason: "too_short" });
    expect(
      await detect(
        post({ body: "¿Alguien conoce una aplicación que envíe recordatorios automáticos a los clientes?" }),
      ),
    ).toEqual({ kind: "skip", reason: "wrong_language" });
  });

  it("calls the rest not a need", async () => {
    expect(
      await detect(post({ title: "Finished my first half marathon today", body: "Legs are jelly but I'm happy." })),
    ).toEqual({ kind: "skip", reason: "not_a_need" });
  });

  it("asks the analyser once the post passes the checks, and only then", async () => {
    const asked: string[] = [];
    const analyser = {
      classify: async (p: { body: string }) => (asked.push(p.body), { kind: "launch" as const }),
    } as unknown as Analyser;
    expect(await detect(post({ body: "A long enough post about anything at all." }), analyser)).toEqual({
      kind: "launch",
    });
    expect(await detect(post({ body: "short" }), analyser)).toEqual({ kind: "skip", reason: "too_short" });
    expect(asked).toEqual(["A long enough post about anything at all."]);
  });
});
