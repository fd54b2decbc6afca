import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { open, seal } from "./secret-box";

const saved = { ...process.env };

describe("secret box", () => {
  beforeAll(() => {
    process.env = { ...saved, DATABASE_URL: "postgresql://unused", SECRET_KEY: "s".repeat(40) };
    resetEnvCache();
  });
  afterAll(() => {
    process.env = { ...saved };
    resetEnvCache();
  });

  it("gives back what it sealed, and the sealed text does not contain it", () => {
    const sealed = seal("totp", "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DP");
    expect(open("totp", sealed)).toBe("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
  });

  it("seals the same secret differently each time", () => {
    expect(seal("totp", "same")).not.toBe(seal("totp", "same"));
  });

  it("refuses a box opened for another purpose or altered", () => {
    const sealed = seal("totp", "secret");
    expect(() => open("other", sealed)).toThrow();
    const parts = sealed.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(() => open("totp", parts.join("."))).toThrow();
    expect(() => open("totp", "garbage")).toThrow("Unreadable sealed secret.");
  });
});
