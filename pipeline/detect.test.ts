import { describe, expect, it } from "vitest";
import { LABELLED_POSTS, type Expected } from "@/tests/fixtures/need-detection/posts";
import { detect, gate } from "./detect";
import type { Analyser, Detection, RawPost } from "./types";

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

const verdict = (d: Detection): Expected =>
  d.kind === "skip" ? (d.reason === "sensitive" || d.reason === "answer" ? d.reason : "not_a_need") : d.kind;

describe("detect", () => {
  it("keeps a post voicing a need, with a confidence and the cue that decided it", async () => {
    const d = await detect(
      post({ title: "Is there a tool for chasing unpaid invoices?", body: "I waste hours every week on it." }),
    );
    expect(d).toMatchObject({ kind: "need", why: "is there a tool" });
    expect(d.kind === "need" && d.confidence > 0 && d.confidence <= 1).toBe(true);
  });

  it("calls launch and self-promotion posts launches, even when they retell the pain", async () => {
    expect(
      await detect(post({ title: "Show HN: DuePing", body: "I was tired of chasing invoices, so I built DuePing." })),
    ).toMatchObject({ kind: "launch" });
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
    ).toMatchObject({ kind: "skip", reason: "not_a_need" });
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

  it("never sends a sensitive post or an answer to the analyser", async () => {
    const asked: string[] = [];
    const analyser = {
      classify: async (p: { body: string }) => (asked.push(p.body), { kind: "need" as const, confidence: 1 }),
    } as unknown as Analyser;
    expect(
      await detect(
        post({ title: "Any app for this?", body: "I have been self-harming again and want to track my moods." }),
        analyser,
      ),
    ).toMatchObject({ kind: "skip", reason: "sensitive" });
    expect(
      await detect(
        post({
          title: "How do I learn to live with grief?",
          body: "My brother died in March. I would like to learn how to cope; are there books that help?",
        }),
        analyser,
      ),
    ).toMatchObject({ kind: "skip", reason: "sensitive" });
    expect(
      await detect(
        post({ body: "Try a pour-over cone, it works with any kettle you already own.", answer: true }),
        analyser,
      ),
    ).toEqual({ kind: "skip", reason: "answer" });
    expect(asked).toEqual([]);
  });

  it("applies the never-a-need rules to any analyser's 'need'", async () => {
    const need: Detection = { kind: "need", confidence: 0.9 };
    expect(gate({ title: "Show HN: Ledgerly – books for market stalls", body: "" }, need)).toMatchObject({
      kind: "launch",
    });
    expect(
      gate({ title: "Ten ways cities waste water", body: "", link: "https://example.com/water" }, need),
    ).toMatchObject({ kind: "skip", reason: "not_a_need" });
    expect(gate({ title: "What do you use for invoices?", body: "" }, need)).toBe(need);
    const analyser = { classify: async () => need } as unknown as Analyser;
    expect(
      await detect(
        post({ title: "New study on sleep and screens", body: "", link: "https://example.com/sleep" }),
        analyser,
      ),
    ).toMatchObject({ kind: "skip", reason: "not_a_need" });
  });

  it("gives each labelled fixture post its verdict: needs, launches, link posts, answers, news, sensitive", async () => {
    const wrong: string[] = [];
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const p of LABELLED_POSTS) {
      const got = verdict(
        await detect(post({ externalId: p.id, title: p.title, body: p.body, link: p.link ?? null, answer: p.answer })),
      );
      if (got !== p.expected) wrong.push(`${p.id}: ${got}`);
      if (got === "need" && p.expected === "need") tp++;
      else if (got === "need") fp++;
      else if (p.expected === "need") fn++;
    }
    // Precision first: no post that is not a need is kept; nearly every need is.
    expect(fp).toBe(0);
    expect(tp / (tp + fn)).toBeGreaterThanOrEqual(0.9);
    // Sensitive, launch and answer verdicts are exact.
    expect(wrong.filter((w) => !/: not_a_need$/.test(w))).toEqual([]);
  });
});
