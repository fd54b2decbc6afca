import { describe, expect, it } from "vitest";
import { rememberTimeZone } from "./time-zone";

/** A document's cookie jar as the browser shows it: writing one cookie adds or replaces it. */
function fakeDocument(protocol: string) {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  const doc = {
    location: { protocol },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair] = line.split(";");
      const [name, value] = pair!.split("=");
      jar.set(name!, value!);
    },
  };
  return { doc: doc as unknown as Document, writes };
}

describe("the UTC offset cookie", () => {
  it("leaves the browser's UTC offset once, for every path, a year, Lax, and Secure over https; again when it changes", () => {
    const offset = new Date().getTimezoneOffset();
    const { doc, writes } = fakeDocument("https:");
    rememberTimeZone(doc);
    rememberTimeZone(doc);
    expect(writes).toEqual([`tz_offset=${offset}; path=/; max-age=31536000; samesite=lax; secure`]);
    // Daylight saving time moved the clock: the new offset is written.
    const moved = { getTimezoneOffset: () => offset - 60 } as Date;
    rememberTimeZone(doc, moved);
    expect(writes.at(-1)).toBe(`tz_offset=${offset - 60}; path=/; max-age=31536000; samesite=lax; secure`);
    rememberTimeZone(doc, moved);
    expect(writes).toHaveLength(2);
    const plain = fakeDocument("http:");
    rememberTimeZone(plain.doc);
    expect(plain.writes[0]).not.toContain("secure");
  });
});
