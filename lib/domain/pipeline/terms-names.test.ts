import { describe, expect, it } from "vitest";
import { contentWords, singular, stem, subjectTerms, symbolNamesSpelt, termsOf } from "./terms";

describe("a plural the lexicon does not know", () => {
  it("is one term with its singular", () => {
    expect(termsOf("Which Linux distros suit an old netbook?")).toEqual(
      termsOf("Which Linux distro suits an old netbook?"),
    );
    expect(subjectTerms("Free APIs for tide tables?")).toContain("api");
    expect(subjectTerms("Renting GPUs by the hour")).toContain("gpu");
    expect(stem("apis")).toBe(stem("api"));
  });

  it("leaves a singular the lexicon knows, and a short abbreviation, as it is", () => {
    expect(["news", "series", "analysis", "status", "canvas"].map(singular)).toEqual([
      "news",
      "series",
      "analysis",
      "status",
      "canvas",
    ]);
    expect(["aws", "dns", "vps", "nodejs"].map(singular)).toEqual(["aws", "dns", "vps", "nodejs"]);
    // 'a news site' and 'a new site' are two things.
    expect(subjectTerms("Which news site do you read each morning?")).not.toContain("new site");
  });
});

describe("a short name", () => {
  it("is a term when it is an abbreviation that names a thing", () => {
    expect(subjectTerms("A UI kit for an internal dashboard?")).toContain("ui kit");
    expect(subjectTerms("Courses on AI for a nurse")).toContain("ai");
    expect(subjectTerms("Which UX books changed how you design?")).toContain("ux");
  });

  it("meets its long spelling: JS is JavaScript, k8s is Kubernetes", () => {
    expect(termsOf("Looking for a small JS charting library")).toEqual(
      termsOf("Looking for a small JavaScript charting library"),
    );
    expect(subjectTerms("Managed k8s for a tiny team")).toEqual(subjectTerms("Managed Kubernetes for a tiny team"));
  });

  it("is never a word of two letters that is no abbreviation", () => {
    // 'go', 'it', 'us' and 'me' are English words: two needs sharing them share nothing.
    expect(subjectTerms("Where do you go to learn it with us?")).toEqual([]);
    expect(subjectTerms("Give me a go at it")).toEqual([]);
  });
});

describe("a name written with a symbol", () => {
  it("keeps its name, as its users spell it in letters", () => {
    expect(symbolNamesSpelt("C++ or C# for a .NET shop using Node.js?")).toBe(
      "Cpp or Csharp for a dotnet shop using Nodejs?",
    );
    expect(subjectTerms("Best C++ book for a physicist?")).toEqual(subjectTerms("Best cpp book for a physicist?"));
    expect(subjectTerms("Good C# tutorials?")).toContain("csharp");
    expect(subjectTerms("Is .NET still worth learning?")).toContain("dotnet");
    // C++ and C# are two languages.
    expect(termsOf("A C++ mentor")).not.toEqual(termsOf("A C# mentor"));
    expect(contentWords("A js library for C++ and the UI").map((w) => w.word)).toEqual(["js", "library", "cpp", "ui"]);
  });

  it("does not read a hashtag, a sum or a sentence end as a name", () => {
    expect(symbolNamesSpelt("Posting with #design tags")).toBe("Posting with #design tags");
    expect(symbolNamesSpelt("i++ in a loop, then 1+1")).toBe("ipp in a loop, then 1+1");
    expect(symbolNamesSpelt("It ended.Next we met")).toBe("It ended.Next we met");
  });
});
