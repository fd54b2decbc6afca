import { describe, expect, it } from "vitest";
import { checkResetToken, decodeUid, encodeUid, makeResetToken, type TokenUser } from "./password-reset-token";

const SECRET = "test-secret-".repeat(4);
const HOUR = 3600;
const t0 = new Date("2026-03-01T12:00:00.000Z");
const user: TokenUser = {
  id: 42,
  email: "alice@example.test",
  passwordHash: "$2b$12$abcdefghijklmnopqrstuv",
  lastLoginAt: new Date("2026-02-01T08:00:00.123Z"),
};
const at = (secondsLater: number) => new Date(t0.getTime() + secondsLater * 1000);

describe("uidb64", () => {
  it("round-trips user ids", () => {
    for (const id of [1, 9, 42, 1000, 2_147_483_647]) expect(decodeUid(encodeUid(id))).toBe(id);
    expect(encodeUid(42)).toBe("NDI");
  });

  it.each([
    "",
    "zzzzzzzzzzzzz",
    "MA",
    "LTE",
    "MDQy",
    "NDI=",
    "NDI.",
    "N DI",
    "MTIzNDU2Nzg5MDEy",
    "MjE0NzQ4MzY0OA",
    "x".repeat(500),
    "🙂",
  ])("rejects %j", (value) => {
    expect(decodeUid(value)).toBeNull();
  });

  it("rejects non-canonical spellings of a valid id", () => {
    // "NDJ" decodes to the same bytes as "NDI" (the unused low bits differ).
    expect(Buffer.from("NDJ", "base64url").toString()).toBe("42");
    expect(decodeUid("NDJ")).toBeNull();
  });

  it("never throws on input of the wrong type", () => {
    expect(decodeUid(undefined as unknown as string)).toBeNull();
    expect(decodeUid(42 as unknown as string)).toBeNull();
  });
});

describe("reset tokens", () => {
  const token = makeResetToken(user, SECRET, t0);

  it("looks like <base36 timestamp>-<40 hex>", () => {
    expect(token).toMatch(/^[0-9a-z]+-[0-9a-f]{40}$/);
    expect(parseInt(token.split("-")[0]!, 36)).toBe(t0.getTime() / 1000);
  });

  it("is valid up to the timeout and invalid one second later", () => {
    expect(checkResetToken(user, token, SECRET, HOUR, t0)).toBe(true);
    expect(checkResetToken(user, token, SECRET, HOUR, at(HOUR))).toBe(true);
    expect(checkResetToken(user, token, SECRET, HOUR, at(HOUR + 1))).toBe(false);
  });

  it("dies when the password, the last login or the email changes", () => {
    expect(checkResetToken({ ...user, passwordHash: "$2b$12$other" }, token, SECRET, HOUR, t0)).toBe(false);
    expect(checkResetToken({ ...user, lastLoginAt: at(1) }, token, SECRET, HOUR, t0)).toBe(false);
    expect(checkResetToken({ ...user, lastLoginAt: null }, token, SECRET, HOUR, t0)).toBe(false);
    expect(checkResetToken({ ...user, email: "mallory@example.test" }, token, SECRET, HOUR, t0)).toBe(false);
  });

  it("works for a user without a password or a login yet", () => {
    const fresh = { ...user, passwordHash: null, lastLoginAt: null };
    expect(checkResetToken(fresh, makeResetToken(fresh, SECRET, t0), SECRET, HOUR, t0)).toBe(true);
  });

  it("is bound to the user and to the secret", () => {
    expect(checkResetToken({ ...user, id: 43 }, token, SECRET, HOUR, t0)).toBe(false);
    expect(checkResetToken(user, token, "another-secret-".repeat(3), HOUR, t0)).toBe(false);
  });

  it("cannot be extended by editing the timestamp", () => {
    const [, macHex] = token.split("-");
    const later = `${(t0.getTime() / 1000 + HOUR).toString(36)}-${macHex}`;
    expect(checkResetToken(user, later, SECRET, HOUR, at(HOUR + 10))).toBe(false);
  });

  it.each([
    "",
    "zzzzzzzzzzzzz",
    "-",
    "abc-",
    "-" + "0".repeat(40),
    "zzzzzzzzzzzzzzz-" + "0".repeat(40),
    "1-" + "g".repeat(40),
    "1-" + "0".repeat(39),
    "1-" + "0".repeat(41),
    token.toUpperCase(),
    token + "0",
    ` ${token}`,
  ])("rejects the malformed token %j without throwing", (bad) => {
    expect(checkResetToken(user, bad, SECRET, HOUR, t0)).toBe(false);
  });

  it("never throws on input of the wrong type", () => {
    expect(checkResetToken(user, null as unknown as string, SECRET, HOUR, t0)).toBe(false);
  });
});
