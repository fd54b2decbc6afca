/**
 * A word two sets of posts share only before a thing of each side's own ('nursery menus', 'nursery
 * waiting lists') is their setting, not their need; a word asked for ('which standing desk') is the need.
 */
import { describe, expect, it } from "vitest";
import { askedWords, sharesOnlySetting } from "./meaning";

const read = (titles: string[]) => titles.map(askedWords);

describe("sharesOnlySetting", () => {
  it("reads one place named before two things as a setting", () => {
    expect(
      sharesOnlySetting(
        read(["Planning daycare menus around food allergies", "Any app for daycare menus?"]),
        read(["Is there an app for daycare waiting lists?"]),
      ),
    ).toBe(true);
  });

  it("keeps a thing asked for in other words one need", () => {
    expect(
      sharesOnlySetting(read(["Which standing desk do you use?"]), read(["An ergonomic desk for a small flat"])),
    ).toBe(false);
    expect(
      sharesOnlySetting(
        read(["Ask HN: Which VPS provider do you use for side projects?"]),
        read(["Ask HN: Best VPS hosts for a small web app in Europe?"]),
      ),
    ).toBe(false);
  });

  it("keeps two posts naming one thing after the shared word together", () => {
    expect(sharesOnlySetting(read(["Tracking daycare menus"]), read(["Printing daycare menus for parents"]))).toBe(
      false,
    );
  });

  it("reads no setting when a side names no one thing after the shared word", () => {
    expect(
      sharesOnlySetting(
        read(["Tracking daycare menus", "Planning daycare lunches"]),
        read(["Is there an app for daycare waiting lists?"]),
      ),
    ).toBe(false);
  });
});
