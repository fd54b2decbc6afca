import { readFileSync } from "node:fs";

/**
 * When the command that started this process began, in ms since the epoch: the start of the
 * nearest ancestor that is npm (`npm start` runs `tsx`, which runs this script in a node of its
 * own), so a time counted from it includes npm's and tsx's own start and this script's imports.
 * Without /proc (not Linux) or without npm among the ancestors: this process's start.
 */
export function commandStartedAt(proc = "/proc"): number {
  const own = performance.timeOrigin;
  try {
    const bootMs = bootTime(proc);
    let pid = process.pid;
    for (let depth = 0; depth < 6 && pid > 1; depth++) {
      const stat = processStat(proc, pid);
      if (isNpm(readFileSync(`${proc}/${pid}/cmdline`, "utf8"))) return bootMs + stat.startTicks * TICK_MS;
      pid = stat.parent;
    }
  } catch {
    // no /proc, or an ancestor gone meanwhile
  }
  return own;
}

/** The kernel counts a process's start in clock ticks since boot: USER_HZ, 100 a second on Linux. */
const TICK_MS = 10;

function bootTime(proc: string): number {
  const line = readFileSync(`${proc}/stat`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("btime "));
  if (!line) throw new Error("no boot time");
  return Number(line.slice(6)) * 1000;
}

/** The parent's pid and the start time of /proc/<pid>/stat (fields 4 and 22, counted after the command's closing parenthesis). */
export function processStat(proc: string, pid: number): { parent: number; startTicks: number } {
  const stat = readFileSync(`${proc}/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { parent: Number(fields[1]), startTicks: Number(fields[19]) };
}

/**
 * Whether a command line (NUL-separated arguments) is npm's: npm names its process after what it
 * runs ("npm start", "npm exec tsx ..."), or, before it does, node running npm's CLI.
 */
export function isNpm(cmdline: string): boolean {
  const [program = "", script = ""] = cmdline.split("\0");
  return /^npm( |$)/.test(program) || /(^|\/)npm$/.test(program) || /(^|\/)(npm-cli\.js|npm)$/.test(script);
}
