import { describe, expect, it } from "vitest";
import { verifyFailureMessage } from "./name";
import { DeviceIdBody, RenameDeviceBody, VerifyDeviceBody, numericDeviceId } from "./schemas";

describe("device request bodies", () => {
  it("verify-device: a code, when sent, is the emailed 6 digits; the rest optional, the name trimmed and at most 50 characters", () => {
    expect(VerifyDeviceBody.parse({ code: "123456" })).toEqual({ code: "123456" });
    // Whether a code is needed is the server's call: only a session awaiting approval needs one.
    expect(VerifyDeviceBody.parse({ device_id: "7" })).toEqual({ device_id: "7" });
    expect(VerifyDeviceBody.parse({ code: " 123 456 ", device_id: 12, device_name: "  Laptop " })).toEqual({
      code: "123456",
      device_id: "12",
      device_name: "Laptop",
    });
    for (const code of ["", "12345", "1234567", "12345a", 123456, "1".repeat(41)]) {
      const bad = VerifyDeviceBody.safeParse({ code });
      expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["code", "Enter the 6-digit code from the email we sent you."],
      ]);
    }
    const long = VerifyDeviceBody.safeParse({ code: "123456", device_name: "x".repeat(51) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe("Device name must be at most 50 characters");
  });

  it("rename and remove need a device_id", () => {
    expect(RenameDeviceBody.safeParse({ name: "x" }).error?.issues[0]?.message).toBe("device_id is required");
    expect(DeviceIdBody.safeParse({ device_id: "  " }).error?.issues[0]?.message).toBe("device_id is required");
    expect(RenameDeviceBody.parse({ device_id: "3", name: "" })).toEqual({ device_id: "3", name: "" });
  });

  it("reads a numeric id, or nothing", () => {
    expect(numericDeviceId("42")).toBe(42);
    for (const bad of ["0", "-1", "1.5", "abc", "1e3", "9999999999"]) expect(numericDeviceId(bad)).toBeNull();
  });
});

describe("verify failure messages", () => {
  it("blames the session for 400, 401 and 403, and the network otherwise", () => {
    for (const status of [400, 401, 403])
      expect(verifyFailureMessage(status)).toBe("Unable to verify this device. Please try logging in again.");
    for (const status of [null, 404, 429, 500, 503])
      expect(verifyFailureMessage(status)).toBe("Failed to verify device. Please try again.");
  });
});
