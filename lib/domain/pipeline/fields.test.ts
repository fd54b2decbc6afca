import { describe, expect, it } from "vitest";
import { isBotAuthor, parseDate, parseTags, toInt } from "./fields";

describe("dump field rules", () => {
  it("reads dates as the sources give them: epoch seconds (number or string), milliseconds, zone-less ISO as UTC", () => {
    expect(parseDate(1650000000)?.toISOString()).toBe("2022-04-15T05:20:00.000Z");
    expect(parseDate("1650000000")?.toISOString()).toBe("2022-04-15T05:20:00.000Z");
    expect(parseDate(1650000000123)?.toISOString()).toBe("2022-04-15T05:20:00.123Z");
    expect(parseDate("2014-01-21T20:26:05.043")?.toISOString()).toBe("2014-01-21T20:26:05.043Z");
    expect(parseDate("2014-01-21")?.toISOString()).toBe("2014-01-21T00:00:00.000Z");
    expect(parseDate("2014-01-21T20:26:05+02:00")?.toISOString()).toBe("2014-01-21T18:26:05.000Z");
  });

  it("refuses dates it cannot read or that cannot be a post's", () => {
    for (const bad of ["yesterday", "", null, undefined, {}, -5, 99999999999999, "2200-01-01"])
      expect(parseDate(bad)).toBeNull();
  });

  it("reads both Stack Exchange tag encodings", () => {
    expect(parseTags("<beer><home-brewing>")).toEqual(["beer", "home-brewing"]);
    expect(parseTags("|beer|home-brewing|")).toEqual(["beer", "home-brewing"]);
    expect(parseTags(undefined)).toEqual([]);
  });

  it("reads numbers leniently", () => {
    expect(toInt("12")).toBe(12);
    expect(toInt(3.7)).toBe(3);
    expect(toInt("n/a", 0)).toBe(0);
    expect(toInt(null)).toBe(0);
  });

  it("knows bot accounts by name", () => {
    for (const bot of ["AutoModerator", "RemindMeBot", "sneakpeekbot", "image-bot", "Some_Bot"])
      expect(isBotAuthor(bot)).toBe(true);
    for (const person of ["Abbot", "robotics_fan", "botanist", null, "Talbot"]) expect(isBotAuthor(person)).toBe(false);
  });
});
