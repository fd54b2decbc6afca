import { describe, expect, it } from "vitest";
import { contentWords, postTerms, stem, subjectTerms, termId, termsOf } from "./terms";

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

  it("keeps the things a post is about: noun lemmas and compounds, never a lone modifier", () => {
    expect(subjectTerms("What do you use for notes?")).toEqual(["note"]);
    expect(subjectTerms("A tool to organise class notes")).toContain("note");
    // 'daily' and 'alternative' say nothing about which need.
    expect(subjectTerms("Ask HN: Daily alternatives?")).toEqual([]);
    // Nor does the artefact asked for: two needs asked for as 'a decent setup' share nothing.
    expect(subjectTerms("Does anyone have a decent setup for will storage?")).toEqual(
      subjectTerms("Does anyone have a way for will storage?"),
    );
    expect(termsOf("unpaid invoices")).toEqual(termsOf("Unpaid invoice"));
    expect(termsOf("Dental practice recalls")).toContain(termId("dental practice"));
  });

  it("reads a two-word adjective as what it modifies: an open source library is a library", () => {
    expect(subjectTerms("Which licence suits my open source library?")).toEqual([
      ...subjectTerms("licence"),
      "library",
    ]);
    expect(subjectTerms("Any open-source projects for beginners?")).toEqual(
      subjectTerms("Any projects for beginners?"),
    );
    // Two posts whose only common ground is 'open source' share no term.
    expect(subjectTerms("Is there an open source option for blogging?")).toEqual([]);
    expect(subjectTerms("Which third party payroll service do you trust?")).not.toContain("party");
  });

  it("reads a titled post's subject from its title", () => {
    expect(postTerms("Best password manager?", "I also like gardening and the status quo.")).toEqual([
      "password",
      "manager",
      "password manager",
    ]);
  });
});
