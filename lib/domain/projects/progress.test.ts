import { describe, expect, it } from "vitest";
import {
  isPermutation,
  milestonePercent,
  moveItem,
  nextMilestoneLabel,
  projectProgress,
  sortMilestones,
  withMilestones,
} from "./progress";

const m = (id: number, is_completed: boolean, ordering = id) => ({ id, is_completed, ordering, title: `m${id}` });

describe("progress", () => {
  it("is the rounded percentage of completed milestones, 0 without any, 100 once the project is completed", () => {
    expect(milestonePercent([])).toBe(0);
    expect(milestonePercent([m(1, true), m(2, false), m(3, false)])).toBe(33);
    expect(milestonePercent([m(1, true), m(2, true), m(3, false)])).toBe(67);
    expect(milestonePercent([m(1, true)])).toBe(100);
    expect(projectProgress(false, [m(1, false)])).toBe(0);
    expect(projectProgress(true, [m(1, false)])).toBe(100);
  });

  it("sorts completed milestones after incomplete ones, each group in saved order", () => {
    expect(sortMilestones([m(1, true, 0), m(2, false, 3), m(3, false, 1), m(4, true, 2)]).map((x) => x.id)).toEqual([
      3, 2, 1, 4,
    ]);
  });

  it("names the next milestone, or says all are done, or that there are none", () => {
    expect(nextMilestoneLabel([])).toBe("No milestones set");
    expect(nextMilestoneLabel([m(1, true), m(2, true)])).toBe("All milestones completed!");
    expect(nextMilestoneLabel([m(1, true, 0), m(2, false, 2), m(3, false, 1)])).toBe("m3");
  });

  it("accepts only a permutation of the ids", () => {
    expect(isPermutation([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(isPermutation([], [])).toBe(true);
    expect(isPermutation([1, 2], [1, 2, 3])).toBe(false);
    expect(isPermutation([1, 1, 2], [1, 2, 3])).toBe(false);
    expect(isPermutation([1, 2, 4], [1, 2, 3])).toBe(false);
    expect(isPermutation([1, 2, 3, 4], [1, 2, 3])).toBe(false);
  });

  it("moves an item like a drag does", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b"], 0, 5)).toEqual(["a", "b"]);
  });
});

describe("withMilestones", () => {
  it("recomputes the progress with the new list", () => {
    const project = { id: 1, is_completed: false, progress: 0, milestones: [m(1, false)] };
    expect(withMilestones(project, [m(1, true), m(2, false)])).toMatchObject({
      progress: 50,
      milestones: [{ id: 1 }, { id: 2 }],
    });
  });
});
