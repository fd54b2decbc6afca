import { createHash } from "node:crypto";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";

/** Sources whose change needs a new `next build`. */
const SOURCES = [
  "app",
  "pages",
  "components",
  "lib",
  "emails",
  "public",
  "proxy.ts",
  "next.config.ts",
  "package.json",
  "tsconfig.json",
  "postcss.config.mjs",
  "prisma/schema.prisma",
];
const SKIP = new Set(["node_modules", "generated", ".next"]);

/** A hash of every source file's path, size and modification time: cheap, and changes on any edit. */
export async function sourceFingerprint(root = process.cwd()): Promise<string> {
  const hash = createHash("sha256");
  for (const entry of SOURCES) await add(path.join(root, entry), hash);
  return hash.digest("hex");
}

async function add(file: string, hash: ReturnType<typeof createHash>): Promise<void> {
  const info = await stat(file).catch(() => null);
  if (!info) return;
  if (info.isDirectory()) {
    const entries = (await readdir(file)).filter((e) => !SKIP.has(e) && !e.endsWith(".test.ts")).sort();
    for (const e of entries) await add(path.join(file, e), hash);
    return;
  }
  hash.update(`${file}\0${info.size}\0${info.mtimeMs}\n`);
}
