import { describe, expect, it } from "vitest";
import { LOGIN_IDENTIFIER_MAX, validateLoginIdentifier, validateLoginPassword } from "./login";

describe("validateLoginIdentifier", () => {
  it("requires a value, after sanitising", () => {
    expect(validateLoginIdentifier("")).toBe("Username or email is required");
    expect(validateLoginIdentifier("   ")).toBe("Username or email is required");
    expect(validateLoginIdentifier(` <"'> `)).toBe("Username or email is required");
  });

  it("accepts 150 characters and rejects 151", () => {
    expect(LOGIN_IDENTIFIER_MAX).toBe(150);
    expect(validateLoginIdentifier("a".repeat(150))).toBeNull();
    expect(validateLoginIdentifier("a".repeat(151))).toBe("Username or email is too long");
  });

  it("measures the length after sanitising", () => {
    expect(validateLoginIdentifier(`  ${"a".repeat(150)}<>  `)).toBeNull();
  });

  it("accepts a username without an at-sign whatever its characters", () => {
    expect(validateLoginIdentifier("alice")).toBeNull();
    expect(validateLoginIdentifier("Alice Smith")).toBeNull();
  });

  it("checks the email format when there is an at-sign", () => {
    expect(validateLoginIdentifier("alice@example.com")).toBeNull();
    expect(validateLoginIdentifier(" Alice@Example.com ")).toBeNull();
    expect(validateLoginIdentifier("alice@")).toBe("Please enter a valid email address");
    expect(validateLoginIdentifier("@alice")).toBe("Please enter a valid email address");
    expect(validateLoginIdentifier("alice@example")).toBe("Please enter a valid email address");
  });

  it("checks the length before the email format", () => {
    expect(validateLoginIdentifier(`${"a".repeat(140)}@example.com`)).toBe("Username or email is too long");
  });
});

describe("validateLoginPassword", () => {
  it("requires a value", () => {
    expect(validateLoginPassword("")).toBe("Password is required");
  });
  it("accepts 128 characters and rejects 129", () => {
    expect(validateLoginPassword("p".repeat(128))).toBeNull();
    expect(validateLoginPassword("p".repeat(129))).toBe("Password is too long");
  });
  it("does not apply the password policy at login", () => {
    expect(validateLoginPassword("short")).toBeNull();
    expect(validateLoginPassword(" ")).toBeNull();
  });
});
