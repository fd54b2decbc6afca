import { describe, expect, it } from "vitest";
import { processRecords } from "./ingest";
import type { RawPost, ReadResult } from "./types";

const post = (id: string, title: string, body: string, extra: Partial<RawPost> = {}): RawPost => ({
  externalId: id,
  community: "testing",
  parentId: null,
  title,
  body,
  author: "writer",
  createdAt: new Date("2024-03-01T10:00:00Z"),
  score: 3,
  comments: 2,
  flags: {},
  ...extra,
});

const ctx = { source: "fixture", key: "k".repeat(64) };

describe("where each skip reason was first met", () => {
  it("a post the analysis skips (sensitive, an answer) records its reason's first line", async () => {
    const records: ReadResult[] = [
      {
        post: post(
          "a1",
          "Is there an app that reminds me when each houseplant needs water?",
          "I travel for work and keep forgetting which pot I watered last. Any recommendations for a simple tracker?",
        ),
        line: 1,
      },
      {
        post: post(
          "a2",
          "I do not want to be alive anymore",
          "I have been thinking about killing myself every night this week and I do not know who to talk to.",
        ),
        line: 2,
      },
      {
        post: post(
          "a3",
          "",
          "You could keep a small spreadsheet with a column for each plant and the date it was watered.",
          {
            title: null,
            parentId: "a1",
            answer: true,
          },
        ),
        line: 3,
      },
    ];
    const { counts } = await processRecords(records, new Set(), ctx);
    expect(counts.skipped).toMatchObject({ sensitive: 1, answer: 1 });
    expect(counts.firstLine).toMatchObject({ "skipped.sensitive": 2, "skipped.answer": 3 });
    expect(counts.firstLine?.["skipped.not_a_need"]).toBeUndefined();
  });
});
