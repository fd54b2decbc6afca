import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SEED, IDEA_CATEGORIES, MAX_TITLE_LENGTH, generateIdeas, type SeedIdea } from "./ideas";

const COUNT = 10_000;
const TEXT_FIELDS = ["title", "description", "complaintSummary", "analysis"] as const;

let ideas: SeedIdea[];
beforeAll(() => {
  ideas = generateIdeas(COUNT);
}, 60_000);

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function stdDev(values: number[]): number {
  const m = mean(values);
  return Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
}

function correlation(a: number[], b: number[]): number {
  const ma = mean(a);
  const mb = mean(b);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < a.length; i++) {
    const x = (a[i] as number) - ma;
    const y = (b[i] as number) - mb;
    num += x * y;
    da += x * x;
    db += y * y;
  }
  return num / Math.sqrt(da * db);
}

function sentenceCount(text: string): number {
  return (text.match(/[.!?]["\u201d]?(?=\s|$)/g) ?? []).length;
}

function firstWords(text: string, n: number): string {
  return text.trim().split(/\s+/).slice(0, n).join(" ").toLowerCase();
}

describe("generateIdeas: determinism", () => {
  it("returns exactly the same array for the same count and seed", () => {
    expect(generateIdeas(500, 42)).toEqual(generateIdeas(500, 42));
  });

  it("uses a constant default seed", () => {
    expect(generateIdeas(200)).toEqual(generateIdeas(200, DEFAULT_SEED));
    expect(generateIdeas(200)).toEqual(ideas.slice(0, 200));
  });

  it("gives different ideas for a different seed", () => {
    const a = generateIdeas(200, 1);
    const b = generateIdeas(200, 2);
    expect(a).not.toEqual(b);
    const sameTitles = a.filter((idea, i) => idea.title === b[i]?.title).length;
    expect(sameTitles).toBeLessThan(20);
  });

  it("handles edge counts", () => {
    expect(generateIdeas(0)).toEqual([]);
    expect(generateIdeas(1)).toHaveLength(1);
    expect(() => generateIdeas(-1)).toThrow(RangeError);
    expect(() => generateIdeas(1.5)).toThrow(RangeError);
  });
});

describe("generateIdeas: 10,000 ideas", { timeout: 60_000 }, () => {
  it("returns the requested number with unique, stable source keys", () => {
    expect(ideas).toHaveLength(COUNT);
    expect(new Set(ideas.map((i) => i.sourceKey)).size).toBe(COUNT);
    expect(ideas[0]?.sourceKey).toBe("seed-000001");
    expect(ideas[COUNT - 1]?.sourceKey).toBe("seed-010000");
    expect(ideas.filter((i) => !/^seed-\d{6}$/.test(i.sourceKey))).toEqual([]);
  });

  it("has unique titles (case-insensitive) without numeric disambiguators", () => {
    expect(new Set(ideas.map((i) => i.title.toLowerCase())).size).toBe(COUNT);
    expect(ideas.filter((i) => /\(\d+\)|#\d|\s\d+$|\bv\d+\b/.test(i.title)).map((i) => i.title)).toEqual([]);
  });

  it("represents every category with at least 4%", () => {
    const counts = new Map<string, number>();
    for (const idea of ideas) {
      expect(IDEA_CATEGORIES).toContain(idea.category);
      counts.set(idea.category, (counts.get(idea.category) ?? 0) + 1);
    }
    for (const category of IDEA_CATEGORIES) {
      expect(counts.get(category) ?? 0, category).toBeGreaterThanOrEqual(COUNT * 0.04);
    }
  });
});

describe("generateIdeas: scores", () => {
  it("keeps every score an integer inside its range", () => {
    const inRange = (v: number, lo: number, hi: number) => Number.isInteger(v) && v >= lo && v <= hi;
    const offending = ideas.filter(
      (i) =>
        !inRange(i.overall, 0, 100) ||
        !inRange(i.demandScore, 1, 100) ||
        !inRange(i.simplicityScore, 1, 100) ||
        !inRange(i.innovationScore, 1, 100) ||
        !inRange(i.marketSize, 1, Number.MAX_SAFE_INTEGER),
    );
    expect(offending).toEqual([]);
  });

  it("spreads overall widely", () => {
    const overall = ideas.map((i) => i.overall);
    expect(stdDev(overall)).toBeGreaterThan(8);
    expect(Math.min(...overall)).toBeLessThan(25);
    expect(Math.max(...overall)).toBeGreaterThan(85);
  });

  it("covers most of the range for the sub-scores", () => {
    for (const key of ["demandScore", "simplicityScore", "innovationScore"] as const) {
      const values = ideas.map((i) => i[key]);
      expect(
        values.some((v) => v < 20),
        key,
      ).toBe(true);
      expect(
        values.some((v) => v > 90),
        key,
      ).toBe(true);
      expect(stdDev(values), key).toBeGreaterThan(10);
    }
  });

  it("correlates overall with demand, simplicity and innovation", () => {
    const overall = ideas.map((i) => i.overall);
    expect(
      correlation(
        overall,
        ideas.map((i) => i.demandScore),
      ),
    ).toBeGreaterThan(0.4);
    expect(
      correlation(
        overall,
        ideas.map((i) => i.simplicityScore),
      ),
    ).toBeGreaterThan(0.2);
    expect(
      correlation(
        overall,
        ideas.map((i) => i.innovationScore),
      ),
    ).toBeGreaterThan(0.15);
  });

  it("uses different score means per category", () => {
    const byCategory = IDEA_CATEGORIES.map((c) =>
      mean(ideas.filter((i) => i.category === c).map((i) => i.demandScore)),
    );
    expect(Math.max(...byCategory) - Math.min(...byCategory)).toBeGreaterThan(8);
  });

  it("spreads market size log-normally", () => {
    const sizes = ideas.map((i) => i.marketSize).sort((a, b) => a - b);
    const median = sizes[Math.floor(sizes.length / 2)] as number;
    expect(median).toBeGreaterThan(300);
    expect(median).toBeLessThan(3000);
    expect(sizes.some((s) => s < 50)).toBe(true);
    expect(sizes.some((s) => s > 20_000)).toBe(true);
  });

  it("describes the scores consistently in the analysis", () => {
    for (const idea of ideas) {
      const a = idea.analysis;
      if (/Demand looks strong|demand signal is strong|clear, recurring demand|strong demand signal/.test(a)) {
        expect(idea.demandScore).toBeGreaterThanOrEqual(67);
      }
      if (/signal is thin|Demand looks weak|niche pain|Evidence of demand is limited/.test(a)) {
        expect(idea.demandScore).toBeLessThan(40);
      }
      if (/technically demanding build|Complexity is high|not a weekend project/.test(a)) {
        expect(idea.simplicityScore).toBeLessThan(40);
      }
      if (/The build is simple|Technically this is straightforward|Execution risk is low/.test(a)) {
        expect(idea.simplicityScore).toBeGreaterThanOrEqual(67);
      }
      if (/Competition is light|genuinely fresh|Few direct competitors/.test(a)) {
        expect(idea.innovationScore).toBeGreaterThanOrEqual(67);
      }
      if (/crowded with|Originality is limited|stiff competition/.test(a)) {
        expect(idea.innovationScore).toBeLessThan(40);
      }
      if (/strong candidate worth prioritising|more promising ideas/.test(a)) {
        expect(idea.overall).toBeGreaterThanOrEqual(75);
      }
    }
  });
});

describe("generateIdeas: text", () => {
  it("contains no contact details, links or forum references", () => {
    const offending: string[] = [];
    for (const idea of ideas) {
      for (const field of TEXT_FIELDS) {
        const text = idea[field];
        const lower = text.toLowerCase();
        if (["@", "http", "www.", ".com"].some((b) => lower.includes(b)) || /reddit|(^|[^a-z])r\/|\bu\//i.test(text)) {
          offending.push(`${idea.sourceKey} ${field}: ${text}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it("has no unfilled placeholders, doubled spaces or lower-case starts", () => {
    const offending: string[] = [];
    for (const idea of ideas) {
      for (const field of TEXT_FIELDS) {
        const text = idea[field];
        if (/[{}]|undefined|null|NaN|\s{2}|\s[.,]/.test(text) || text !== text.trim() || !/^[A-Z0-9"]/.test(text)) {
          offending.push(`${idea.sourceKey} ${field}: ${text}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it("keeps every field within its length and sentence bounds", () => {
    const bounds = {
      title: { chars: [10, MAX_TITLE_LENGTH], sentences: [0, 0] },
      description: { chars: [80, 700], sentences: [2, 4] },
      complaintSummary: { chars: [40, 500], sentences: [1, 3] },
      analysis: { chars: [150, 1000], sentences: [3, 5] },
    } as const;
    const offending: string[] = [];
    for (const idea of ideas) {
      for (const field of TEXT_FIELDS) {
        const text = idea[field];
        const { chars, sentences } = bounds[field];
        const n = sentenceCount(text);
        if (text.length < chars[0] || text.length > chars[1] || n < sentences[0] || n > sentences[1]) {
          offending.push(`${idea.sourceKey} ${field} (${text.length} chars, ${n} sentences): ${text}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it("varies description openings among the first 100 ideas", () => {
    const counts = new Map<string, number>();
    for (const idea of ideas.slice(0, 100)) {
      const key = firstWords(idea.description, 6);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(3);
  });

  it("varies complaint openings among the first 200 ideas", () => {
    const openings = new Set(ideas.slice(0, 200).map((i) => firstWords(i.complaintSummary, 3)));
    expect(openings.size).toBeGreaterThanOrEqual(60);
  });

  it("varies titles, complaints and analyses beyond the opening words", () => {
    const first = ideas.slice(0, 500);
    expect(new Set(first.map((i) => i.complaintSummary)).size).toBeGreaterThan(490);
    expect(new Set(first.map((i) => i.analysis)).size).toBe(500);
    expect(new Set(first.map((i) => firstWords(i.title, 2))).size).toBeGreaterThan(150);
  });
});
