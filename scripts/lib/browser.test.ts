import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserRuns, chooseBrowser, defaultWays, missingBrowserLine, type BrowserWay } from "./browser";

/** A way that gives `file` (or nothing) and records that it was asked. */
function way(label: string, file: string | undefined, asked: string[]): BrowserWay {
  return {
    label,
    async find() {
      asked.push(label);
      return file;
    },
  };
}

const MISSING = missingBrowserLine(true, false);

describe("chooseBrowser", () => {
  it("takes the first way that gives a browser that runs, and asks no further", async () => {
    const asked: string[] = [];
    const ways = [
      way("env", undefined, asked),
      way("system", "/usr/bin/chromium", asked),
      way("apt", "/usr/bin/chromium", asked),
      way("npm", "/npm/chromium", asked),
    ];
    const choice = await chooseBrowser(
      ways,
      () => true,
      () => {},
      MISSING,
    );
    expect(choice).toEqual({ path: "/usr/bin/chromium", label: "system" });
    expect(asked).toEqual(["env", "system"]);
  });

  it("passes over a browser that is there but does not run, and a way that fails", async () => {
    const asked: string[] = [];
    const printed: string[] = [];
    const broken: BrowserWay = {
      label: "apt",
      async find() {
        asked.push("apt");
        throw new Error("apt-get: network unreachable");
      },
    };
    const ways = [way("env", "/bad/chromium", asked), broken, way("npm", "/npm/chromium", asked)];
    const choice = await chooseBrowser(
      ways,
      (f) => f === "/npm/chromium",
      (l) => printed.push(l),
      MISSING,
    );
    expect(choice).toEqual({ path: "/npm/chromium", label: "npm" });
    expect(asked).toEqual(["env", "apt", "npm"]);
    expect(printed.join("\n")).toContain("does not run");
    expect(printed.join("\n")).toContain("network unreachable");
  });

  it("prints the single line saying what to run when none works, after asking every way", async () => {
    const printed: string[] = [];
    const asked: string[] = [];
    const ways = [way("env", undefined, asked), way("system", undefined, asked), way("npm", "/x", asked)];
    const choice = await chooseBrowser(
      ways,
      () => false,
      (l) => printed.push(l),
      MISSING,
    );
    expect(choice).toEqual({ missing: MISSING });
    expect(asked).toEqual(["env", "system", "npm"]);
    // One line of its own (the ways' notes are indented beneath it), and it comes last.
    expect(printed.filter((l) => !l.startsWith("  "))).toEqual([MISSING]);
    expect(printed.at(-1)).toBe(MISSING);
    expect(MISSING).not.toContain("\n");
  });

  it("prints no such line when a way works", async () => {
    const printed: string[] = [];
    await chooseBrowser(
      [way("env", "/usr/bin/chromium", [])],
      () => true,
      (l) => printed.push(l),
      MISSING,
    );
    expect(printed).toEqual([]);
  });
});

describe("missingBrowserLine", () => {
  it("names the exact command for the machine: apt-get as root, sudo otherwise, Playwright's download without apt", () => {
    expect(missingBrowserLine(true, true)).toContain("run: apt-get install -y chromium && npm test");
    expect(missingBrowserLine(true, false)).toContain("run: sudo apt-get install -y chromium && npm test");
    expect(missingBrowserLine(false, false)).toContain("run: npx playwright install chromium && npm test");
    for (const line of [missingBrowserLine(true, true), missingBrowserLine(false, false)])
      expect(line).not.toContain("\n");
  });
});

describe("the ways of this machine", () => {
  let dir: string;
  let fake: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "browser-way-"));
    // A stand-in browser: a script that answers --version the way Chromium does.
    fake = path.join(dir, "chromium");
    await writeFile(fake, "#!/bin/sh\necho 'Chromium 1.0'\n", { mode: 0o755 });
    await writeFile(path.join(dir, "not-a-browser"), "#!/bin/sh\nexit 3\n", { mode: 0o755 });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("CHROMIUM_PATH comes first when it is set and runs", async () => {
    const choice = await chooseBrowser(defaultWays({ CHROMIUM_PATH: fake }), browserRuns, () => {}, MISSING);
    expect(choice).toEqual({ path: fake, label: "CHROMIUM_PATH" });
  });

  it("a CHROMIUM_PATH that is not a file is said and passed over", async () => {
    const [env] = defaultWays({ CHROMIUM_PATH: path.join(dir, "nowhere") });
    const printed: string[] = [];
    expect(await env!.find((l) => printed.push(l))).toBeUndefined();
    expect(printed[0]).toContain("is not an executable file");
  });

  it("browserRuns is true only for a file that runs and answers --version", () => {
    expect(browserRuns(fake)).toBe(true);
    expect(browserRuns(path.join(dir, "not-a-browser"))).toBe(false);
    expect(browserRuns(path.join(dir, "nowhere"))).toBe(false);
  });
});
