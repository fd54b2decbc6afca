import { describe, expect, it } from "vitest";
import { EMAIL_MAX, isEmailAddress, validateEmail } from "./email";

/** A well-formed address of exactly `length` characters. */
const emailOfLength = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;

describe("validateEmail", () => {
  it("requires a value", () => {
    expect(validateEmail("")).toBe("Email is required");
    expect(validateEmail("   ")).toBe("Email is required");
  });

  it.each([
    "alice@example.com",
    "Alice.Smith+tag@mail.example.co.uk",
    "o'brien@example.ie",
    "a@b.co",
    "x_y-z@sub-domain.example.org",
  ])("accepts %s", (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each([
    "alice",
    "alice@",
    "@example.com",
    "alice@example",
    "alice@@example.com",
    "ali ce@example.com",
    "alice@exa mple.com",
    "alice@-example.com",
    "alice@example..com",
    "alice@example.com.",
  ])("rejects %s", (email) => {
    expect(validateEmail(email)).toBe("Please enter a valid email address");
  });

  it("accepts 254 characters and rejects 255", () => {
    expect(EMAIL_MAX).toBe(254);
    expect(emailOfLength(254)).toHaveLength(254);
    expect(validateEmail(emailOfLength(254))).toBeNull();
    expect(validateEmail(emailOfLength(255))).toBe("Email address is too long");
  });

  it("ignores surrounding white space", () => {
    expect(validateEmail("  alice@example.com ")).toBeNull();
    expect(validateEmail(` ${emailOfLength(254)} `)).toBeNull();
  });

  it("reports an over-long value as too long even when it is also malformed", () => {
    expect(validateEmail("x".repeat(300))).toBe("Email address is too long");
  });
});

describe("isEmailAddress", () => {
  it("checks the pattern only", () => {
    expect(isEmailAddress("alice@example.com")).toBe(true);
    expect(isEmailAddress("alice@localhost")).toBe(false);
  });
});
