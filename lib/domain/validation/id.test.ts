import { describe, expect, it } from "vitest";
import { INT4_MAX, idField, idFromText } from "./id";

const NOT_IDS_AS_TEXT = [
  "0",
  "-0",
  "-1",
  "2147483648",
  "4294967296",
  "9".repeat(400),
  "1.5",
  "1.0",
  "1e3",
  "1E3",
  "+1",
  " 1",
  "1 ",
  "\t1",
  "1\n",
  "0x10",
  "01",
  "Infinity",
  "NaN",
  "",
  "%",
  "1\u0000",
];

describe("idFromText", () => {
  it("reads plain digits from 1 to int4's largest", () => {
    expect(idFromText("1")).toBe(1);
    expect(idFromText("12")).toBe(12);
    expect(idFromText(String(INT4_MAX))).toBe(INT4_MAX);
  });

  it.each(NOT_IDS_AS_TEXT)("%j names no id", (text) => {
    expect(idFromText(text)).toBeNull();
  });
});

describe("idField", () => {
  const schema = idField("project id");

  it("takes a JSON number or its plain digits, from 1 to int4's largest", () => {
    expect(schema.parse(7)).toBe(7);
    expect(schema.parse("7")).toBe(7);
    expect(schema.parse(INT4_MAX)).toBe(INT4_MAX);
    expect(schema.parse(String(INT4_MAX))).toBe(INT4_MAX);
  });

  it.each([
    ...NOT_IDS_AS_TEXT,
    0,
    -1,
    1.5,
    2 ** 31,
    Number.MAX_SAFE_INTEGER + 2,
    Infinity,
    NaN,
    null,
    true,
    [],
    {},
    [1],
  ])("refuses %j with a message naming the field", (value) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^project id (must be|is too large)/);
  });

  it("says why: too large past int4, not positive at 0, not whole for a fraction", () => {
    expect(schema.safeParse(2 ** 31).error?.issues[0]?.message).toBe("project id is too large");
    expect(schema.safeParse("2147483648").error?.issues[0]?.message).toBe("project id is too large");
    expect(schema.safeParse("0").error?.issues[0]?.message).toBe("project id must be a positive number");
    expect(schema.safeParse(1.5).error?.issues[0]?.message).toBe("project id must be a whole number");
    expect(schema.safeParse(" 1").error?.issues[0]?.message).toBe("project id must be a number");
  });
});
