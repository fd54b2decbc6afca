import { describe, expect, it } from "vitest";
import { projectWork, releaseMessage } from "./release";
import { UnclaimBody } from "./schemas";

describe("the release confirmation", () => {
  it("says what the project holds, in words", () => {
    expect(projectWork(2, 1)).toBe("2 milestones and 1 note");
    expect(projectWork(1, 0)).toBe("1 milestone");
    expect(projectWork(0, 3)).toBe("3 notes");
  });

  it("says the project and its work stay, and come back with a new claim", () => {
    expect(releaseMessage({ project_title: "Courier lockers", milestones: 1, notes: 2 })).toBe(
      'Your project "Courier lockers" has 1 milestone and 2 notes. Releasing the idea keeps the project in My Projects with all of them; claim the idea again to bring the project back to it.',
    );
  });

  it("reads confirmed as an optional boolean beside the id", () => {
    expect(UnclaimBody.parse({ id: 4 })).toEqual({ id: 4 });
    expect(UnclaimBody.parse({ id: 4, confirmed: true })).toEqual({ id: 4, confirmed: true });
    expect(UnclaimBody.safeParse({ id: 4, confirmed: "yes" }).success).toBe(false);
  });
});
