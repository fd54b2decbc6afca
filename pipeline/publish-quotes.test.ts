import { describe, expect, it } from "vitest";
import { quotes } from "./publish";
import type { Analyser } from "./types";

/** An analyser whose restatement of each post is given by the test. */
const restating = (restatements: Record<string, string>) =>
  ({ paraphrase: async (text: string) => restatements[text] ?? null }) as unknown as Analyser;

const post = (id: number, text: string, community = "hn") => ({ id, text, community, month: "2026-03" });

describe("an idea's quotes", () => {
  it("never shows one saying twice, whatever its case or closing stop", async () => {
    const analyser = restating({
      "Which tiny grid library do people here pick for landing pages?": "Asks which small Grid Library others choose.",
      "Which tiny grid library do you reach for on landing pages": "Asks which small grid library others choose",
      "Is there a grid library under two kilobytes worth using?": "Wants a featherweight layout package.",
    });
    const written = await quotes(analyser, [
      post(1, "Which tiny grid library do people here pick for landing pages?"),
      post(2, "Which tiny grid library do you reach for on landing pages"),
      post(3, "Is there a grid library under two kilobytes worth using?"),
    ]);
    expect(written.map((q) => q.text)).toEqual([
      "Asks which small Grid Library others choose.",
      "Wants a featherweight layout package.",
    ]);
  });
});
