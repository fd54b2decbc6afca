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

describe("the time zone cookie", () => {
  it("leaves the browser's zone once, for every path, a year, Lax, and Secure over https", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const { doc, writes } = fakeDocument("https:");
    rememberTimeZone(doc);
    rememberTimeZone(doc);
    expect(writes).toEqual([`tz=${zone}; path=/; max-age=31536000; samesite=lax; secure`]);
    const plain = fakeDocument("http:");
    rememberTimeZone(plain.doc);
    expect(plain.writes[0]).not.toContain("secure");
  });
});
