import { describe, expect, it } from "vitest";
import {
  LOGIN_PASSWORD_MAX,
  MIN_SIGNUP_STRENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_OK_MESSAGE,
  PASSWORDS_MATCH_MESSAGE,
  passwordChecklist,
  passwordStrength,
  SIGNUP_PASSWORD_WEAK,
  validateConfirmation,
  validatePassword,
  validateSignupPassword,
} from "./password";

/** A password meeting every rule, of exactly `length` characters (length >= 4). */
const strongOfLength = (length: number) => `Aa1!${"x".repeat(length - 4)}`;

describe("validatePassword", () => {
  it("exposes the spec's bounds and messages", () => {
    expect([PASSWORD_MIN, PASSWORD_MAX, LOGIN_PASSWORD_MAX, MIN_SIGNUP_STRENGTH]).toEqual([8, 72, 128, 3]);
    expect(PASSWORD_OK_MESSAGE).toBe("Password meets all requirements");
    expect(PASSWORDS_MATCH_MESSAGE).toBe("Passwords match");
    expect(SIGNUP_PASSWORD_WEAK).toBe("Password doesn't meet the requirements.");
  });

  it("requires a value", () => {
    expect(validatePassword("")).toBe("Password is required");
  });

  it("accepts 8 to 72 characters and rejects 7 and 73", () => {
    expect(validatePassword(strongOfLength(7))).toBe("Password must be at least 8 characters long");
    expect(validatePassword(strongOfLength(8))).toBeNull();
    expect(validatePassword(strongOfLength(72))).toBeNull();
    expect(validatePassword(strongOfLength(73))).toBe("Password must be no more than 72 characters long");
  });

  it("names each missing character class", () => {
    expect(validatePassword("abcdefg1!")).toBe("Password must contain at least one uppercase letter");
    expect(validatePassword("ABCDEFG1!")).toBe("Password must contain at least one lowercase letter");
    expect(validatePassword("Abcdefgh!")).toBe("Password must contain at least one number");
    expect(validatePassword("Abcdefgh1")).toBe("Password must contain at least one special character");
    expect(validatePassword("Abcdefg1 ")).toBe("Password must contain at least one special character");
  });

  it("does not trim: spaces count towards the length", () => {
    expect(validatePassword(" Aa1!xx ")).toBeNull();
  });
});

describe("passwordChecklist", () => {
  it("lists every requirement with whether it is met", () => {
    expect(passwordChecklist("abc")).toEqual([
      { rule: "minLength", met: false, message: "Password must be at least 8 characters long" },
      { rule: "maxLength", met: true, message: "Password must be no more than 72 characters long" },
      { rule: "uppercase", met: false, message: "Password must contain at least one uppercase letter" },
      { rule: "lowercase", met: true, message: "Password must contain at least one lowercase letter" },
      { rule: "number", met: false, message: "Password must contain at least one number" },
      { rule: "special", met: false, message: "Password must contain at least one special character" },
    ]);
    expect(passwordChecklist("Secur3!Pw").every((requirement) => requirement.met)).toBe(true);
  });
});

describe("validateConfirmation", () => {
  const settings = { context: "settings" } as const;
  const signup = { context: "signup" } as const;
  it("asks for the confirmation, then compares (settings)", () => {
    expect(validateConfirmation("Secur3!Pw", "", settings)).toBe("Please confirm your password");
    expect(validateConfirmation("Secur3!Pw", "Secur3!pw", settings)).toBe("Passwords do not match");
    expect(validateConfirmation("Secur3!Pw", "Secur3!Pw", settings)).toBeNull();
  });
  it("uses the signup wording for any difference", () => {
    expect(validateConfirmation("Secur3!Pw", "", signup)).toBe("Passwords don't match!");
    expect(validateConfirmation("Secur3!Pw", "other", signup)).toBe("Passwords don't match!");
    expect(validateConfirmation("Secur3!Pw", "Secur3!Pw", signup)).toBeNull();
  });
});

describe("passwordStrength", () => {
  it("scores 0 (None) only for an empty password", () => {
    expect(passwordStrength("")).toEqual({ score: 0, label: "None" });
    expect(passwordStrength(" ")).toEqual({ score: 1, label: "Very Weak" });
  });
  it("counts the rules met, up to 4", () => {
    expect(passwordStrength("x")).toEqual({ score: 1, label: "Very Weak" });
    expect(passwordStrength("xY")).toEqual({ score: 2, label: "Weak" });
    expect(passwordStrength("xY7")).toEqual({ score: 3, label: "Good" });
    expect(passwordStrength("xY7!")).toEqual({ score: 4, label: "Strong" });
    expect(passwordStrength("xY7!zzzz")).toEqual({ score: 4, label: "Strong" });
    expect(passwordStrength("zzzzzzzz")).toEqual({ score: 2, label: "Weak" });
  });
  it.each(["pass", "123", "abc", "qwerty", "admin", "welcome", "letmein", "password"])(
    "loses a point for the weak pattern %s, in any case",
    (pattern) => {
      // The same kinds of character as the pattern, without the pattern ("Qq" gives both cases).
      const harmless = /\d/.test(pattern) ? "975" : "q".repeat(pattern.length);
      const control = passwordStrength(`Qq${harmless}qqqqqq`).score;
      expect(passwordStrength(`Qq${pattern}qqqqqq`).score).toBe(control - 1);
      expect(passwordStrength(`Qq${pattern.toUpperCase()}qqqqqq`).score).toBe(control - 1);
    },
  );
  it("lowers by one with a minimum of 1", () => {
    expect(passwordStrength("xyZ!abc").score).toBe(2);
    expect(passwordStrength("abc")).toEqual({ score: 1, label: "Very Weak" });
    expect(passwordStrength("123")).toEqual({ score: 1, label: "Very Weak" });
  });
  it("caps at 4 after lowering, so all five rules plus a weak pattern stay Strong", () => {
    expect(passwordStrength("Password1!")).toEqual({ score: 4, label: "Strong" });
    expect(passwordStrength("password1!")).toEqual({ score: 3, label: "Good" });
  });
});

describe("validateSignupPassword", () => {
  it("needs 8 to 72 characters and a strength of at least 3", () => {
    expect(validateSignupPassword("")).toBe(SIGNUP_PASSWORD_WEAK);
    expect(validateSignupPassword("xY7!zzz")).toBe(SIGNUP_PASSWORD_WEAK);
    expect(validateSignupPassword("xY7!zzzz")).toBeNull();
    expect(validateSignupPassword(strongOfLength(72))).toBeNull();
    expect(validateSignupPassword(strongOfLength(73))).toBe(SIGNUP_PASSWORD_WEAK);
    expect(validateSignupPassword("zzzzzzzz")).toBe(SIGNUP_PASSWORD_WEAK);
    expect(validateSignupPassword("zzzzzzz9")).toBeNull();
    expect(validateSignupPassword("zzzabc99")).toBe(SIGNUP_PASSWORD_WEAK);
  });
});

describe("password length in bytes", () => {
  it("rejects a password over 72 UTF-8 bytes even when it has fewer characters", async () => {
    const { validatePassword } = await import("./password");
    const accented = "Aa1!" + "\u00e9".repeat(35); // 39 characters, 74 bytes
    expect(validatePassword(accented)).toBe("Password must be no more than 72 characters long");
    expect(validatePassword("Aa1!" + "\u00e9".repeat(34))).toBeNull(); // 72 bytes
  });
});
