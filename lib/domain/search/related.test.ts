import { describe, expect, it } from "vitest";
import { MAX_VARIANTS, plainPhrase, relatedTerms, relatedVariants } from "./related";

describe("related terms of a typed word", () => {
  it("joins a profession and the words of its world, both ways", () => {
    expect(relatedTerms("dentist")).toContain("dental");
    expect(relatedTerms("dental")).toContain("dentist");
    expect(relatedTerms("landlord")).toContain("tenant");
    expect(relatedTerms("wedding")).toContain("bridal");
    expect(relatedTerms("invoice")).toContain("billing");
  });

  it("reads plurals, possessives and capitals, but never a prefix of a longer word", () => {
    expect(relatedTerms("Dentists")).toContain("dental");
    expect(relatedTerms("landlord's")).toContain("tenant");
    expect(relatedTerms("invoices")).toContain("billing");
    expect(relatedTerms("pharmacies")).toContain("pharmacist");
    expect(relatedTerms("dent")).toEqual([]);
    expect(relatedTerms("weddingcake")).toEqual([]);
    expect(relatedTerms("kidney")).toEqual([]);
  });
});

describe("variants of the main text", () => {
  it("swaps one word at a time and keeps the rest of the text", () => {
    expect(relatedVariants("dentist appointments")).toEqual([
      "dental appointments",
      "dentistry appointments",
      "orthodontist appointments",
    ]);
    expect(relatedVariants("screen time")).toEqual([]);
  });

  it("never swaps an excluded word, an `or`, or a word of an excluded phrase; keeps quotes", () => {
    expect(relatedVariants("software -dentist")).toEqual([]);
    expect(relatedVariants('reminders -"dentist visits"')).toEqual([]);
    expect(relatedVariants('"dentist visits" or recalls')).toContain('"dental visits" or recalls');
    expect(relatedVariants("dentist OR wedding")).toContain("dental OR wedding");
    expect(relatedVariants("dentist OR wedding")).toContain("dentist OR bridal");
  });

  it("stays within MAX_VARIANTS however many words have related terms", () => {
    expect(relatedVariants("dentist landlord wedding kid teacher").length).toBe(MAX_VARIANTS);
  });
});

describe("the phrase that ranks first", () => {
  it("is a plain run of two or more words", () => {
    expect(plainPhrase("kids screen time")).toBe("kids screen time");
    expect(plainPhrase("screen")).toBeNull();
    expect(plainPhrase('"screen time"')).toBeNull();
    expect(plainPhrase("screen -time")).toBeNull();
    expect(plainPhrase("screen or time")).toBeNull();
  });
});
