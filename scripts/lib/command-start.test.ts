import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { commandStartedAt, isNpm, processStat } from "./command-start";

describe("isNpm", () => {
  it("knows npm by the title it gives itself or by its CLI under node; not tsx, node or a shell", () => {
    expect(isNpm("npm start\0\0\0")).toBe(true);
    expect(isNpm("npm exec tsx scripts/start.ts\0\0")).toBe(true);
    expect(isNpm("/usr/bin/node\0/usr/lib/node_modules/npm/bin/npm-cli.js\0start\0")).toBe(true);
    expect(isNpm("/usr/local/bin/npm\0start\0")).toBe(true);
    expect(isNpm("node\0/work/app/node_modules/.bin/tsx\0scripts/start.ts\0")).toBe(false);
    expect(isNpm("sh\0-c\0tsx scripts/start.ts\0")).toBe(false);
    expect(isNpm("/usr/bin/node\0--import\0tsx\0scripts/npm-helper.ts\0")).toBe(false);
  });
});

describe("processStat", () => {
  it("reads the parent and the start ticks after the command's name, even one with spaces and parentheses", () => {
    const proc = mkdtempSync(path.join(tmpdir(), "proc-"));
    mkdirSync(path.join(proc, "42"));
    const fields = Array.from({ length: 50 }, (_, i) => String(i + 3));
    fields[1] = "7"; // field 4: the parent
    fields[19] = "12345"; // field 22: the start time
    writeFileSync(path.join(proc, "42", "stat"), `42 (npm exec (x) y) ${fields.join(" ")}`);
    expect(processStat(proc, 42)).toEqual({ parent: 7, startTicks: 12345 });
  });
});

describe("commandStartedAt", () => {
  it("is the npm ancestor's start when there is one, else this process's own", () => {
    const at = commandStartedAt();
    expect(at).toBeLessThanOrEqual(performance.timeOrigin + 1);
    expect(at).toBeGreaterThan(performance.timeOrigin - 24 * 3600_000);
    expect(commandStartedAt(path.join(tmpdir(), "no-proc-here"))).toBe(performance.timeOrigin);
  });
});
