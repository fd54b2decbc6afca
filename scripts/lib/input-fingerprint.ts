import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * A sha256 over the content of every file a program's code could read at build time: the project
 * files reachable from its entry files through imports (relative and "@/..." specifiers, dynamic
 * import(), require() and `new URL("./file", import.meta.url)`), plus any extra files or folders
 * named (a package lockfile stands for every package import; a folder read at run time, such as
 * the migrations). Each file counts by its path inside the root and its bytes, never its
 * modification time: a fresh clone sets every mtime anew, and the same sources must give the same
 * fingerprint there.
 */
export interface InputFingerprintOptions {
  /** The project root: "@/x" means root/x, and paths are hashed relative to it. */
  root: string;
  /** Entry files, relative to the root. */
  entries: string[];
  /** Further files or folders (every file under them), relative to the root. */
  extra?: string[];
}

/** Files the walk follows and hashes: the ones a TypeScript import can load. */
const CODE = /\.(ts|tsx|mts)$/;
const FOLLOWED = /\.(ts|tsx|mts|json)$/;
const SKIPPED_FOLDERS = new Set(["node_modules", ".git", ".next"]);

/**
 * Specifiers in a module's text: `from "x"`, `import "x"`, `import("x")`, `require("x")`,
 * `new URL("x", import.meta.url)`. Matches inside comments only add files to the hash, never drop one.
 */
const SPECIFIERS = [
  /\bfrom\s*["']([^"'\n]+)["']/g,
  /\bimport\s*["']([^"'\n]+)["']/g,
  /\bimport\s*\(\s*["']([^"'\n]+)["']\s*\)/g,
  /\brequire\s*\(\s*["']([^"'\n]+)["']\s*\)/g,
  /\bnew\s+URL\s*\(\s*["']([^"'\n]+)["']\s*,\s*import\.meta\.url\s*\)/g,
];

export function importSpecifiers(source: string): string[] {
  const found = new Set<string>();
  for (const pattern of SPECIFIERS) for (const match of source.matchAll(pattern)) found.add(match[1]!);
  return [...found];
}

/** The project file a specifier names from `importer`, or null for a package, a built-in or a non-code file. */
export function resolveSpecifier(root: string, importer: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("./") || specifier.startsWith("../")) base = path.resolve(path.dirname(importer), specifier);
  else if (specifier.startsWith("@/")) base = path.resolve(root, specifier.slice(2));
  else return null;
  const withoutJs = base.replace(/\.(m?)js$/, ".$1ts");
  const candidates = [
    base,
    withoutJs,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ];
  return candidates.find((file) => FOLLOWED.test(file) && isFile(file)) ?? null;
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** Every project file reachable from the entries (entries included), as absolute paths, sorted. */
export function importGraph(root: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.resolve(root, entry));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!CODE.test(file)) continue;
    for (const specifier of importSpecifiers(readFileSync(file, "utf8"))) {
      const target = resolveSpecifier(root, file, specifier);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen].sort();
}

/** Every file under a folder (or the file itself), sorted; nothing if it does not exist. */
function filesUnder(target: string): string[] {
  if (!existsSync(target)) return [];
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target)
    .filter((name) => !SKIPPED_FOLDERS.has(name))
    .sort()
    .flatMap((name) => filesUnder(path.join(target, name)));
}

/** The files a fingerprint covers, relative to the root with "/" separators, sorted. */
export function fingerprintFiles(options: InputFingerprintOptions): string[] {
  const files = new Set(importGraph(options.root, options.entries));
  for (const extra of options.extra ?? [])
    for (const file of filesUnder(path.resolve(options.root, extra))) files.add(file);
  return [...files].map((file) => path.relative(options.root, file).split(path.sep).join("/")).sort();
}

/** sha256 over each covered file's relative path and content digest, in path order. */
export function inputFingerprint(options: InputFingerprintOptions): string {
  const hash = createHash("sha256");
  for (const file of fingerprintFiles(options)) {
    const content = createHash("sha256")
      .update(readFileSync(path.join(options.root, file)))
      .digest("hex");
    hash.update(`${file}\0${content}\n`);
  }
  return hash.digest("hex");
}
