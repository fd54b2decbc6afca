import { describe, expect, it } from "vitest";
import { cluster } from "./clustering";
import { termId } from "./terms";

/**
 * Posts given as their subject terms (a compound arrives with its own nouns, as terms.ts makes
 * them), clustered among unrelated posts that keep every term here rare across the import.
 */
function groupsOf(posts: string[][]): Int32Array {
  const background = Array.from({ length: 60 }, (_, k) => [`lantern${k % 12}`, `wick${k % 12}`]);
  const all = [...posts, ...background];
  const lists = all.map((words) => [...new Set(words.map(termId))].sort((a, b) => a - b));
  const offsets = new Int32Array(all.length + 1);
  lists.forEach((l, i) => (offsets[i + 1] = offsets[i]! + l.length));
  const terms = new Int32Array(offsets[all.length]!);
  lists.forEach((l, i) => terms.set(l, offsets[i]!));
  const { assignment } = cluster({
    terms,
    offsets,
    kinds: new Uint8Array(all.length),
    parents: new Int32Array(all.length).fill(-1),
  });
  return assignment.subarray(0, posts.length);
}

const repeat = (n: number, words: string[]) => Array.from({ length: n }, () => words);

describe("one shared thing beside a thing of each side's own is a setting", () => {
  it("keeps a task on a setting apart from another task on it", () => {
    // 'Signing up learners for night classes' and 'allocating rooms to night classes': the
    // classes are where both tasks happen, the learners and the rooms are what each is about.
    // Rooms and sign-ups are said by other needs too: the classes weigh most in both.
    const signUps = repeat(4, ["night", "class", "night class", "signup", "class signup"]);
    const rooms = repeat(3, ["room", "allocate room", "night", "class", "night class"]);
    const elsewhere = [...repeat(6, ["room", "meeting", "meeting room"]), ...repeat(6, ["signup", "newsletter"])];
    const a = groupsOf([...signUps, ...rooms, ...elsewhere]);
    expect(new Set(a.subarray(0, 4)).size).toBe(1);
    expect(new Set(a.subarray(4, 7)).size).toBe(1);
    expect(a[0]).not.toBe(a[4]);
  });

  it("keeps two needs apart that share a compound naming the plan both follow", () => {
    // Reworking a cycling schedule after a missed week, and a coach comparing meals with a
    // client's schedule: 'cycling schedule' is one thing, the meals the coach's own.
    const rework = repeat(4, ["rework", "cycling", "rework cycling", "schedule", "cycling schedule"]);
    const meals = repeat(3, ["meal", "compare meal", "cycling", "schedule", "cycling schedule"]);
    const elsewhere = [...repeat(6, ["meal", "meal plan", "plan"]), ...repeat(6, ["rework", "essay"])];
    const a = groupsOf([...rework, ...meals, ...elsewhere]);
    expect(a[0]).not.toBe(a[4]);
  });

  it("still takes a post naming more into a group that names only the shared thing", () => {
    // 'pottery kiln' alone, then 'pottery kiln' with the firing log kept for it: the group says
    // nothing of its own, so the longer post asks what it asks.
    const plain = repeat(4, ["pottery", "kiln", "pottery kiln"]);
    const more = repeat(2, ["pottery", "kiln", "pottery kiln", "firing", "firing log", "log"]);
    const a = groupsOf([...plain, ...more]);
    expect(new Set(a).size).toBe(1);
  });

  it("still groups posts sharing two things, each adding a word of its own", () => {
    const first = repeat(3, ["pottery", "kiln", "pottery kiln", "firing", "firing log", "log"]);
    const second = repeat(3, ["pottery", "kiln", "pottery kiln", "firing", "firing log", "log", "glaze"]);
    const a = groupsOf([...first, ...second]);
    expect(new Set(a).size).toBe(1);
  });
});
