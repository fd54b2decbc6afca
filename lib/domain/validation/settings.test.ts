import { describe, expect, it } from "vitest";
import { CONFIRM_PASSWORD_PROMPT, hasErrors, validateSettingsForm, type SettingsFormValues } from "./settings";

const form = (values: Partial<SettingsFormValues>): SettingsFormValues => ({
  currentPassword: "Current1!",
  newUsername: "",
  newPassword: "",
  confirmPassword: "",
  ...values,
});

describe("validateSettingsForm", () => {
  it("exports the password prompt for plan changes", () => {
    expect(CONFIRM_PASSWORD_PROMPT).toBe("Please enter your current password to confirm this action");
  });

  it("requires the current password", () => {
    expect(validateSettingsForm(form({ currentPassword: "", newUsername: "alice" }))).toEqual({
      currentPassword: "Password is required",
    });
  });

  it("needs a new username or a new password", () => {
    expect(validateSettingsForm(form({}))).toEqual({ form: "Please provide a new username or password to update" });
    expect(validateSettingsForm(form({ newUsername: "   " }))).toEqual({
      form: "Please provide a new username or password to update",
    });
  });

  it("accepts a valid new username alone", () => {
    const errors = validateSettingsForm(form({ newUsername: "alice_2" }));
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it("uses the settings username messages (no full stop)", () => {
    expect(validateSettingsForm(form({ newUsername: "ab" })).newUsername).toBe(
      "Username must be at least 3 characters long",
    );
    expect(validateSettingsForm(form({ newUsername: "Support" })).newUsername).toBe(
      "This username is reserved and cannot be used",
    );
  });

  it("accepts a valid new password with a matching confirmation", () => {
    expect(validateSettingsForm(form({ newPassword: "NewPass9!", confirmPassword: "NewPass9!" }))).toEqual({});
  });

  it("applies the password rules to the new password", () => {
    expect(validateSettingsForm(form({ newPassword: "short", confirmPassword: "short" }))).toEqual({
      newPassword: "Password must be at least 8 characters long",
    });
  });

  it("needs a matching confirmation for a new password", () => {
    expect(validateSettingsForm(form({ newPassword: "NewPass9!" }))).toEqual({
      confirmPassword: "Please confirm your password",
    });
    expect(validateSettingsForm(form({ newPassword: "NewPass9!", confirmPassword: "NewPass9?" }))).toEqual({
      confirmPassword: "Passwords do not match",
    });
  });

  it("reports a confirmation typed without a new password", () => {
    const errors = validateSettingsForm(form({ confirmPassword: "NewPass9!" }));
    expect(errors.confirmPassword).toBe("Passwords do not match");
    expect(hasErrors(errors)).toBe(true);
  });

  it("reports every field at once", () => {
    expect(
      validateSettingsForm({
        currentPassword: "",
        newUsername: "a b",
        newPassword: "nouppercase1!",
        confirmPassword: "x",
      }),
    ).toEqual({
      currentPassword: "Password is required",
      newUsername: "Username can only contain letters, numbers, hyphens, and underscores",
      newPassword: "Password must contain at least one uppercase letter",
      confirmPassword: "Passwords do not match",
    });
  });
});
