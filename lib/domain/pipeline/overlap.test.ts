import { describe, expect, it } from "vitest";
import { passesGate, sharedRun } from "./overlap";
import { normalisedWords } from "./text";

const post = "I waste hours every week chasing clients for unpaid invoices. Is there a tool that sends reminders?";

describe("the quote gate", () => {
  it("rejects a quote that copies five words of its source, whatever the case and punctuation", () => {
    expect(sharedRun("They say: Chasing CLIENTS, for unpaid... invoices takes ages", [post])).toBe(
      "chasing clients for unpaid invoices",
    );
    expect(passesGate("Someone said I waste hours every week on this", [post])).toBe(false);
  });

  it("lets a quote through that shares at most four words in a row", () => {
    expect(passesGate("Chasing clients for payment eats whole weeks; they want automatic reminders.", [post])).toBe(
      true,
    );
    expect(sharedRun("hours every week chasing", [post])).toBeNull();
  });

  it("checks the run against every source text (title and body)", () => {
    expect(
      passesGate("looking for an app for tracking receipts", ["Looking for an app for tracking receipts", "body"]),
    ).toBe(false);
  });

  it("compares words the same way across apostrophes and accents", () => {
    expect(normalisedWords('Don’t  re-use café\'s "tool"')).toEqual(["dont", "re", "use", "cafés", "tool"]);
    expect(passesGate("we don't want another clunky tool here", ["We dont want another clunky app"])).toBe(false);
  });
});
