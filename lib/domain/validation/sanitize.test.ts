import { describe, expect, it } from "vitest";
import { charLength, normaliseEmail, sanitizeText, SANITISED_TEXT_MAX } from "./sanitize";

describe("sanitizeText", () => {
  it("strips < > \" ' and trims", () => {
    expect(sanitizeText(`  <b>"o'k"</b>  `)).toBe("bok/b");
    expect(sanitizeText("  alice_01 ")).toBe("alice_01");
  });
  it("keeps other characters untouched", () => {
    expect(sanitizeText("a&b;c(d)`e")).toBe("a&b;c(d)`e");
  });
  it("trims what stripping exposes", () => {
    expect(sanitizeText("< alice >")).toBe("alice");
  });
  it("cuts to 1000 characters", () => {
    expect(SANITISED_TEXT_MAX).toBe(1000);
    expect(sanitizeText("a".repeat(1000))).toHaveLength(1000);
    expect(sanitizeText("a".repeat(1001))).toBe("a".repeat(1000));
    expect(sanitizeText(`  ${"<".repeat(5)}${"a".repeat(1200)}`)).toBe("a".repeat(1000));
  });
  it("does not leave white space at the cut", () => {
    expect(sanitizeText(`${"a".repeat(999)} b`)).toBe("a".repeat(999));
  });
  it("never splits a character made of two code units", () => {
    const cut = sanitizeText("😀".repeat(1001));
    expect(charLength(cut)).toBe(1000);
    expect(cut).toBe("😀".repeat(1000));
  });
  it("returns an empty string for an input of only stripped characters and spaces", () => {
    expect(sanitizeText(` <>"' `)).toBe("");
  });
});

describe("normaliseEmail", () => {
  it("trims and lower-cases", () => {
    expect(normaliseEmail("  Alice.Smith@Example.COM \n")).toBe("alice.smith@example.com");
  });
});

describe("charLength", () => {
  it("counts code points", () => {
    expect(charLength("abc")).toBe(3);
    expect(charLength("😀a")).toBe(2);
    expect(charLength("")).toBe(0);
  });
});
