import { describe, expect, it } from "vitest";
import { RESERVED_USERNAMES, shouldCheckAvailability, USERNAME_MAX, USERNAME_MIN, validateUsername } from "./username";

const settings = (value: string) => validateUsername(value, { context: "settings" });
const signup = (value: string) => validateUsername(value, { context: "signup" });

describe("validateUsername", () => {
  it("exposes the spec's bounds and reserved list", () => {
    expect(USERNAME_MIN).toBe(3);
    expect(USERNAME_MAX).toBe(30);
    expect(RESERVED_USERNAMES).toEqual(["admin", "root", "user", "test", "api", "www", "mail", "support"]);
  });

  it("requires a value", () => {
    expect(settings("")).toBe("Username is required");
    expect(settings("   ")).toBe("Username is required");
  });

  it("accepts 3 to 30 characters and rejects 2 and 31", () => {
    expect(settings("ab")).toBe("Username must be at least 3 characters long");
    expect(settings("abc")).toBeNull();
    expect(settings("a".repeat(30))).toBeNull();
    expect(settings("a".repeat(31))).toBe("Username cannot exceed 30 characters");
  });

  it("accepts letters, digits, hyphen and underscore only", () => {
    expect(settings("Alice_Smith-99")).toBeNull();
    for (const bad of ["ali ce", "alice!", "alice.smith", "al@ce", "élise", "ali<ce"]) {
      expect(settings(bad)).toBe("Username can only contain letters, numbers, hyphens, and underscores");
    }
  });

  it("ignores surrounding white space", () => {
    expect(settings("  alice  ")).toBeNull();
    expect(settings(" ab ")).toBe("Username must be at least 3 characters long");
  });

  it.each(["admin", "ADMIN", "Root", "uSeR", "TEST", "Api", "WWW", "mail", "Support"])(
    "rejects the reserved name %s in any case",
    (name) => {
      expect(settings(name)).toBe("This username is reserved and cannot be used");
    },
  );

  it("allows names that only contain a reserved word", () => {
    expect(settings("admin2")).toBeNull();
    expect(settings("the_user")).toBeNull();
  });

  it("reports the first broken rule only", () => {
    expect(settings("a!")).toBe("Username must be at least 3 characters long");
    expect(settings("!".repeat(31))).toBe("Username cannot exceed 30 characters");
  });

  it("adds a trailing full stop to every message at signup", () => {
    expect(signup("")).toBe("Username is required.");
    expect(signup("ab")).toBe("Username must be at least 3 characters long.");
    expect(signup("a".repeat(31))).toBe("Username cannot exceed 30 characters.");
    expect(signup("bad name")).toBe("Username can only contain letters, numbers, hyphens, and underscores.");
    expect(signup("Admin")).toBe("This username is reserved and cannot be used.");
    expect(signup("alice")).toBeNull();
  });
});

describe("shouldCheckAvailability", () => {
  it("is false below 3 characters and true from 3", () => {
    expect(shouldCheckAvailability("")).toBe(false);
    expect(shouldCheckAvailability("ab")).toBe(false);
    expect(shouldCheckAvailability(" ab ")).toBe(false);
    expect(shouldCheckAvailability("abc")).toBe(true);
  });
});
