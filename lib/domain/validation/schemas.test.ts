import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { validateEmail } from "./email";
import { validateLoginIdentifier } from "./login";
import { validatePassword } from "./password";
import {
  ChangePasswordBody,
  ChangeUsernameBody,
  CheckEmailBody,
  CheckUsernameBody,
  CompleteSetupBody,
  LoginBody,
  PasswordResetConfirmBody,
  ResetPasswordRequestBody,
  VerifyPasswordBody,
  type CompleteSetupInput,
  type LoginInput,
} from "./schemas";
import { validateUsername } from "./username";

/** `{ field: message }` of a failed parse, or the parsed value. */
function parse<T>(schema: z.ZodType<T>, input: unknown): { ok?: T; errors?: Record<string, string> } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: result.data };
  return { errors: Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message])) };
}

describe("the schemas fit the route wrapper's body type", () => {
  it("type-checks", () => {
    const login: z.ZodType<LoginInput> = LoginBody;
    const setup: z.ZodType<CompleteSetupInput> = CompleteSetupBody;
    expect([login, setup]).toHaveLength(2);
  });
});

describe("LoginBody", () => {
  it("sanitises the identifier, keeps the password and defaults remember_me to false", () => {
    expect(parse(LoginBody, { username: " <alice> ", password: ' p"w ' })).toEqual({
      ok: { username: "alice", password: ' p"w ', remember_me: false },
    });
  });
  it("accepts remember_me or rememberMe", () => {
    expect(parse(LoginBody, { username: "alice", password: "x", remember_me: true }).ok?.remember_me).toBe(true);
    expect(parse(LoginBody, { username: "alice", password: "x", rememberMe: true }).ok?.remember_me).toBe(true);
    expect(parse(LoginBody, { username: "alice", password: "x", remember_me: "yes" }).errors).toHaveProperty(
      "remember_me",
    );
  });
  it.each(["", "   ", "a".repeat(151), "alice@", "bob@example"])(
    "answers the form's message for username %j",
    (username) => {
      expect(parse(LoginBody, { username, password: "x" }).errors).toEqual({
        username: validateLoginIdentifier(username),
      });
    },
  );
  it("answers the required messages for missing or non-string fields", () => {
    expect(parse(LoginBody, {}).errors).toEqual({
      username: "Username or email is required",
      password: "Password is required",
    });
    expect(parse(LoginBody, { username: 42, password: null }).errors).toEqual({
      username: "Username or email is required",
      password: "Password is required",
    });
  });
  it("limits the password to 128 characters", () => {
    expect(parse(LoginBody, { username: "alice", password: "p".repeat(128) }).ok).toBeDefined();
    expect(parse(LoginBody, { username: "alice", password: "p".repeat(129) }).errors).toEqual({
      password: "Password is too long",
    });
  });
});

describe("CheckUsernameBody", () => {
  it("sanitises and answers the signup messages", () => {
    expect(parse(CheckUsernameBody, { username: " alice<> " })).toEqual({ ok: { username: "alice" } });
    for (const username of ["", "ab", "a".repeat(31), "bad name", "ADMIN"]) {
      expect(parse(CheckUsernameBody, { username }).errors).toEqual({
        username: validateUsername(username, { context: "signup" }),
      });
    }
    expect(parse(CheckUsernameBody, {}).errors).toEqual({ username: "Username is required." });
  });
});

describe("CheckEmailBody", () => {
  it("normalises and answers the form's messages", () => {
    expect(parse(CheckEmailBody, { email: " Alice@Example.COM " })).toEqual({ ok: { email: "alice@example.com" } });
    expect(parse(CheckEmailBody, { email: "alice@" }).errors).toEqual({ email: "Please enter a valid email address" });
    expect(parse(CheckEmailBody, { email: `${"a".repeat(243)}@example.com` }).errors).toEqual({
      email: "Email address is too long",
    });
  });
  it("answers the catalogue's 'Email is required.' when empty or missing", () => {
    expect(parse(CheckEmailBody, { email: " " }).errors).toEqual({ email: "Email is required." });
    expect(parse(CheckEmailBody, {}).errors).toEqual({ email: "Email is required." });
  });
});

describe("CompleteSetupBody", () => {
  const valid = { email: " New@Example.com", username: " newbie ", password: "Str0ng!pw" };
  it("cleans email and username and keeps the password", () => {
    expect(parse(CompleteSetupBody, valid)).toEqual({
      ok: { email: "new@example.com", username: "newbie", password: "Str0ng!pw" },
    });
  });
  it("uses the signup messages", () => {
    expect(parse(CompleteSetupBody, { ...valid, username: "Root" }).errors).toEqual({
      username: "This username is reserved and cannot be used.",
    });
    expect(parse(CompleteSetupBody, { ...valid, email: "nope" }).errors).toEqual({ email: validateEmail("nope") });
  });
  it("needs a strength of at least 3", () => {
    expect(parse(CompleteSetupBody, { ...valid, password: "zzzzzzzz" }).errors).toEqual({
      password: "Password doesn't meet the requirements.",
    });
    expect(parse(CompleteSetupBody, { ...valid, password: "zzzzzzz9" }).ok).toBeDefined();
    expect(parse(CompleteSetupBody, { ...valid, password: undefined }).errors).toEqual({
      password: "Password doesn't meet the requirements.",
    });
  });
});

describe("ResetPasswordRequestBody", () => {
  it("normalises a good address", () => {
    expect(parse(ResetPasswordRequestBody, { email: " A@B.CO " })).toEqual({ ok: { email: "a@b.co" } });
  });
  it.each([{ email: "" }, { email: "nope" }, { email: `${"a".repeat(250)}@b.co` }, {}])(
    "answers the catalogue message for %j",
    (body) => {
      expect(parse(ResetPasswordRequestBody, body).errors).toEqual({
        email: "Invalid email address. Please check and try again.",
      });
    },
  );
});

describe("password-setting bodies", () => {
  it.each(["", "Aa1!xxx", "Aa1!" + "x".repeat(69), "noupper1!", "NOLOWER1!", "NoNumber!", "NoSpecial1"])(
    "answer validatePassword's message for %j",
    (password) => {
      expect(parse(PasswordResetConfirmBody, { new_password: password }).errors).toEqual({
        new_password: validatePassword(password),
      });
      expect(parse(ChangePasswordBody, { old_password: "old", new_password: password }).errors).toEqual({
        new_password: validatePassword(password),
      });
    },
  );
  it("accept a good new password untouched", () => {
    expect(parse(PasswordResetConfirmBody, { new_password: " Str0ng!pw " })).toEqual({
      ok: { new_password: " Str0ng!pw " },
    });
    expect(parse(ChangePasswordBody, { old_password: "old", new_password: "Str0ng!pw" }).ok).toBeDefined();
  });
  it("require the old password", () => {
    expect(parse(ChangePasswordBody, { new_password: "Str0ng!pw" }).errors).toEqual({
      old_password: "Password is required",
    });
  });
});

describe("ChangeUsernameBody and VerifyPasswordBody", () => {
  it("sanitise the new username and use the settings messages", () => {
    expect(parse(ChangeUsernameBody, { new_username: ' "alice" ', password: "pw" })).toEqual({
      ok: { new_username: "alice", password: "pw" },
    });
    expect(parse(ChangeUsernameBody, { new_username: "api", password: "" }).errors).toEqual({
      new_username: "This username is reserved and cannot be used",
      password: "Password is required",
    });
  });
  it("require the password to verify", () => {
    expect(parse(VerifyPasswordBody, { password: "pw" })).toEqual({ ok: { password: "pw" } });
    expect(parse(VerifyPasswordBody, { password: "" }).errors).toEqual({ password: "Password is required" });
    expect(parse(VerifyPasswordBody, { password: "p".repeat(129) }).errors).toEqual({
      password: "Password is too long",
    });
  });
});
