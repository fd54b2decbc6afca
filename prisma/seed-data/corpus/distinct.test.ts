/** The distinctness measures: they find what they look for, and the fast pair search equals brute force. */
import { describe, expect, it } from "vitest";
import { frameShares, frequentTitleTerms, jaccard, sharedSentences, shingles, similarPairs } from "./distinct";
import { seededRng } from "./rng";

const idea = (id: number, description: string, title = `Idea ${id}`) => ({
  id,
  title,
  description,
  complaintSummary: "",
  analysis: "",
});

describe("sharedSentences", () => {
  it("reports a sentence of 8+ words in two ideas, whatever its case and punctuation, and nothing shorter", () => {
    const found = sharedSentences([
      idea(1, "People track their van servicing dates on paper every month. Short one here."),
      idea(2, "people track their van servicing dates on paper, every month! Short one here."),
      idea(3, "Something else entirely that shares no long sentence with anyone."),
    ]);
    expect(found).toEqual([{ sentence: "people track their van servicing dates on paper every month", ideas: [1, 2] }]);
  });

  it("does not count a sentence repeated inside one idea", () => {
    expect(
      sharedSentences([
        {
          id: 1,
          title: "",
          description: "One two three four five six seven eight.",
          complaintSummary: "One two three four five six seven eight.",
          analysis: "",
        },
      ]),
    ).toEqual([]);
  });
});

describe("similarPairs", () => {
  it("finds exactly the pairs brute force finds", () => {
    const rng = seededRng(3);
    const vocabulary = Array.from({ length: 40 }, (_, i) => `w${i}`);
    const texts = Array.from({ length: 300 }, () =>
      Array.from({ length: rng.int(4, 14) }, () => rng.pick(vocabulary)).join(" "),
    );
    // Some near copies, so there are pairs above the threshold.
    for (let i = 0; i < 30; i++) texts.push(`${texts[i]} ${rng.pick(vocabulary)}`);
    const sets = texts.map(shingles);
    for (const t of [0.3, 0.5]) {
      const brute: string[] = [];
      for (let i = 0; i < sets.length; i++)
        for (let j = i + 1; j < sets.length; j++) if (jaccard(sets[i]!, sets[j]!) >= t) brute.push(`${i}-${j}`);
      const fast = similarPairs(sets, t).pairs.map((p) => `${Math.min(p.a, p.b)}-${Math.max(p.a, p.b)}`);
      expect(fast.sort()).toEqual(brute.sort());
      expect(brute.length).toBeGreaterThan(0);
    }
  });
});

describe("frequentTitleTerms", () => {
  it("ranks content words and bigrams by the titles holding them", () => {
    const terms = frequentTitleTerms(["Van service log", "Van service reminders", "A van diary"], 2, new Set(["a"]));
    expect(terms.words).toEqual(["van", "service"]);
    expect(terms.bigrams).toEqual(["van service", "a van"]);
  });
});

describe("frameShares", () => {
  const topics = ["van servicing", "tip splitting", "chess pairings", "rent arrears", "lab bookings", "seed sowing"];
  const fillers = ["honestly", "every week", "at night", "in spring", "for years", "again"];

  it("finds one frame filled with different topics, and its share of the texts", () => {
    const texts = topics.map((t, i) => `Without a tool, ${t} drags on ${fillers[i]}. My ${t} story.`);
    texts.push("A text of its own with nothing in common.", "Another lonely sentence about gardens.");
    const [top] = frameShares(texts, { common: 0.5 });
    expect(top).toEqual({ frame: "without a tool * drags on *", texts: 6, share: 6 / 8 });
  });

  it("ignores frames of fewer than three common words and counts a frame once per text", () => {
    const texts = topics.map((t) => `The ${t} hurts. The ${t} hurts.`);
    expect(frameShares(texts, { common: 0.5 })).toEqual([]);
    const twice = topics.map((t) => `I hate this ${t} so much. I hate this ${t} so much.`);
    expect(frameShares(twice, { common: 0.5 })[0]!.texts).toBe(topics.length);
  });
});
