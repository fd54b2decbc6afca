import { describe, expect, it } from "vitest";
import { contentWords, stem, termId, termsOf } from "./terms";

describe("grouping terms", () => {
  it("stems plural and verb endings together", () => {
    expect(new Set(["invoices", "invoicing", "invoiced", "invoice"].map(stem)).size).toBe(1);
    expect(new Set(["reminders", "reminder"].map(stem)).size).toBe(1);
    expect(stem("pharmacies")).toBe(stem("pharmacy"));
  });

  it("keeps the words that say which need, not the words of asking or complaining", () => {
    const words = contentWords(
      "Is there a tool for chasing clients for unpaid invoices? I'm so tired of it, it's frustrating!",
    ).map((w) => w.word);
    expect(words).toEqual(["chasing", "clients", "unpaid", "invoices"]);
  });

  it("gives the same terms to the same words in any order, sorted", () => {
    expect(termsOf("unpaid invoices clients")).toEqual(termsOf("Clients? Invoices... unpaid!"));
    expect(termsOf("unpaid invoices")).toEqual(
      [termId(stem("unpaid")), termId(stem("invoices"))].sort((a, b) => a - b),
    );
  });
});
