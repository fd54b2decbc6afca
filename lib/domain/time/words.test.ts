import { describe, expect, it } from "vitest";
import { clockTimeInWords, durationInWords, parseClockTime } from "./words";

describe("clockTimeInWords", () => {
  it("reads the server's MM:SS time_message as words", () => {
    expect(clockTimeInWords("14:05")).toBe("14 minutes and 5 seconds");
    expect(clockTimeInWords("0:30")).toBe("30 seconds");
    expect(clockTimeInWords("1:00")).toBe("1 minute");
    expect(clockTimeInWords("01:01")).toBe("1 minute and 1 second");
    expect(clockTimeInWords("00:01")).toBe("1 second");
  });

  it("carries minutes past 59 into hours and accepts H:MM:SS", () => {
    expect(clockTimeInWords("75:00")).toBe("1 hour and 15 minutes");
    expect(clockTimeInWords("1:02:03")).toBe("1 hour, 2 minutes and 3 seconds");
    expect(clockTimeInWords("2:00:00")).toBe("2 hours");
  });

  it("says 0 seconds for a zero time", () => {
    expect(clockTimeInWords("0:00")).toBe("0 seconds");
  });

  it("returns null for text that is not a clock time", () => {
    for (const text of ["", "soon", "14", "14:5x", "14:60", "1:60:00", "-1:00", "1:2:3:4"]) {
      expect(clockTimeInWords(text)).toBeNull();
    }
  });
});

describe("parseClockTime", () => {
  it("returns seconds", () => {
    expect(parseClockTime("14:05")).toBe(845);
    expect(parseClockTime(" 0:30 ")).toBe(30);
    expect(parseClockTime("1:00:00")).toBe(3600);
  });
});

describe("durationInWords", () => {
  it("rounds, clamps negatives and ignores non-numbers", () => {
    expect(durationInWords(59.6)).toBe("1 minute");
    expect(durationInWords(-5)).toBe("0 seconds");
    expect(durationInWords(Number.NaN)).toBe("0 seconds");
    expect(durationInWords(3661)).toBe("1 hour, 1 minute and 1 second");
  });
});
