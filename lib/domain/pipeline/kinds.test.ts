import { describe, expect, it } from "vitest";
import { kindOf } from "./kinds";

describe("the kind of thing asked for", () => {
  it("keeps a reminder a reminder whatever regulated subject it reminds of", () => {
    expect(kindOf(["Could something remind me a week before each tax deadline?"]).id).toBe("reminder");
    expect(kindOf(["I keep forgetting to reorder my prescription; a reminder would save me."]).id).toBe("reminder");
  });

  it("keeps a tracker or a sheet simple whatever it tracks", () => {
    expect(kindOf(["We need a tracker for which volunteers have paid their insurance renewal."]).id).toBe("sheet");
    expect(kindOf(["Looking for a simple way of checking the first aid kits in our three vans"]).id).not.toBe(
      "hardware",
    );
    expect(kindOf(["A spreadsheet of which club laptops are lent out and to whom"]).id).toBe("sheet");
  });

  it("rates a product that does the regulated act itself as a regulated service", () => {
    expect(kindOf(["Is there an app that lets our club take card payments at the gate?"]).id).toBe("regulated");
    expect(kindOf(["We want software that runs payroll for our twelve part-time staff."]).id).toBe("regulated");
    expect(kindOf(["Something that files tax returns for sole traders straight to the revenue"]).id).toBe("regulated");
    expect(kindOf(["A pharmacy system for dispensing repeat medicines to care homes"]).id).toBe("regulated");
  });

  it("does not take a regulated word alone for a regulated product", () => {
    expect(kindOf(["An app to plan the tax side of selling crafts online"]).id).not.toBe("regulated");
    expect(kindOf(["Any software that helps a small law office keep on top of compliance?"]).id).not.toBe("regulated");
  });

  it("still reads a device asked for as hardware", () => {
    expect(kindOf(["I want a cheap sensor that tells me when the freezer door is left open."]).id).toBe("hardware");
  });
});
