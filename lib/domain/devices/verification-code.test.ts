import { describe, expect, it } from "vitest";
import { maskEmail, normaliseDeviceCode, validateDeviceCode } from "./verification-code";

describe("device codes", () => {
  it("take the digits as typed or pasted, with spaces and hyphens between groups", () => {
    expect(normaliseDeviceCode(" 123 456 ")).toBe("123456");
    expect(normaliseDeviceCode("123-456")).toBe("123456");
    for (const ok of ["123456", "000000", "123 456", "12-34-56"]) expect(validateDeviceCode(ok)).toBeNull();
  });

  it("refuse anything but six digits", () => {
    for (const bad of ["", "12345", "1234567", "12345a", "１２３４５６", "123456\n7"]) {
      expect(validateDeviceCode(bad)).toBe("Enter the 6-digit code from the email we sent you.");
    }
  });

  it("mask the address the code went to", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("j•••e@example.com");
    expect(maskEmail("jo@example.com")).toBe("j•••@example.com");
    expect(maskEmail("a@example.com")).toBe("a•••@example.com");
    expect(maskEmail("not-an-address")).toBe("•••");
  });
});
