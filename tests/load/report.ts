/**
 * docs/reliability.md, written by the commands: `npm run test:load` rewrites its section and
 * `npm run test:faults` its own, each between markers, so neither erases the other's figures.
 */
import { execFileSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export const RELIABILITY_DOC = path.resolve("docs/reliability.md");

const HEADER = `# Reliability: load and fault drills

Written by \`npm run test:load\` and \`npm run test:faults\` (tests/load, tests/faults); do not edit by
hand, run the commands again. Each command rewrites its own section below.
`;

/** The machine the figures come from, and how busy it was (other processes share its cores). */
export function machineLine(loadBefore?: number[]): string {
  const cpus = os.cpus();
  const load = (loadBefore ?? os.loadavg()).map((n) => n.toFixed(2)).join(", ");
  return `${os.type()} ${os.release()}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}, ${postgresVersion()}; load average (1, 5, 15 min) at the start: ${load}`;
}

function postgresVersion(): string {
  try {
    return execFileSync("pg_config", ["--version"], { encoding: "utf8" }).trim();
  } catch {
    return "PostgreSQL version unknown";
  }
}

export async function writeSection(name: "load" | "faults", markdown: string): Promise<void> {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const current = await readFile(RELIABILITY_DOC, "utf8").catch(() => HEADER);
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const at = current.indexOf(start);
  const stop = current.indexOf(end);
  const next =
    at >= 0 && stop > at
      ? current.slice(0, at) + block + current.slice(stop + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  await mkdir(path.dirname(RELIABILITY_DOC), { recursive: true });
  await writeFile(
    RELIABILITY_DOC,
    name === "load" && at < 0 && !current.includes("<!-- faults:start -->") ? next : orderSections(next),
  );
}

/** Keeps the load section before the faults section. */
function orderSections(doc: string): string {
  const grab = (name: string) => {
    const m = doc.match(new RegExp(`<!-- ${name}:start -->[\\s\\S]*?<!-- ${name}:end -->`));
    return m?.[0];
  };
  const load = grab("load");
  const faults = grab("faults");
  if (!load || !faults) return doc;
  const head = doc.slice(0, Math.min(doc.indexOf(load), doc.indexOf(faults))).trimEnd();
  return `${head}\n\n${load}\n\n${faults}\n`;
}
