import { describe, expect, it } from "vitest";
import { activeCounterText, localDate, projectDescription, projectTitle, usDate } from "./display";

describe("title and description fallbacks", () => {
  it("uses the project's text, then the idea's, then the defaults", () => {
    expect(projectTitle(4, "Own", "Idea")).toBe("Own");
    expect(projectTitle(4, " ", "Idea")).toBe("Idea");
    expect(projectTitle(4, null, null)).toBe("Project 4");
    expect(projectDescription("Own", "Idea")).toBe("Own");
    expect(projectDescription(null, "Idea details")).toBe("Idea details");
    expect(projectDescription("", "")).toBe("No description available");
  });
});

describe("dates", () => {
  it("shows US dates and sends the local date as YYYY-MM-DD", () => {
    expect(usDate("2026-03-05T12:00:00Z")).toMatch(/^3\/[45]\/2026$/);
    expect(usDate(null)).toBe("");
    expect(usDate("nope")).toBe("");
    expect(localDate(new Date(2026, 0, 9, 23, 30))).toBe("2026-01-09");
  });
});

describe("activeCounterText", () => {
  it("shows the count against the limit, ∞ when unlimited, '...' while loading", () => {
    expect(activeCounterText(2, 20)).toBe("2 / 20");
    expect(activeCounterText(7, "unlimited")).toBe("7 / ∞");
    expect(activeCounterText(undefined, 20)).toBe("...");
    expect(activeCounterText(2, undefined)).toBe("...");
  });
});
